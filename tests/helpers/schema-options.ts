/**
 * The options a zod schema gives an author, read from the schema itself (never a hand-copied
 * list): each value of an enum, literal or boolean, each branch of a union, each optional key,
 * at its path ("components[].asPinned"). `optionsUsed` says which of them a file written to the
 * schema takes, so a test can ask whether a set of files (the generated pins) holds them all.
 */
import type { z } from 'zod';

/** One option: where it is and which it is (`= "ledger"`, `| {split}`, `?executesOn`). */
export type SchemaOption = string;

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
  in?: z.ZodType;
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A schema with its wrappers taken off (default, optional, lazy, pipe's input). */
function bare(s: z.ZodType): z.ZodType {
  const d = defOf(s);
  if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable' || d.type === 'prefault')
    return bare(d.innerType!);
  if (d.type === 'lazy') return bare(d.getter!());
  if (d.type === 'pipe') return bare(d.in!);
  return s;
}
const isOptional = (s: z.ZodType): boolean => {
  const t = defOf(s).type;
  return t === 'optional' || t === 'default' || (t === 'lazy' && isOptional(defOf(s).getter!()));
};

/** How a union's branch is named: its literal value, its required keys, or its type. */
function branchName(s: z.ZodType): string {
  const d = defOf(bare(s));
  if (d.type === 'literal') return d.values!.map((v) => JSON.stringify(v)).join('|');
  if (d.type === 'object')
    return `{${Object.entries(d.shape!)
      .filter(([, v]) => !isOptional(v))
      .map(([k]) => k)
      .join(',')}}`;
  return d.type;
}

/**
 * Schemas counted by a name wherever they stand (a sentence is read by one function whatever
 * field holds it): their options are "<prose> | {siteNote}", not one set per field.
 */
export type Named = ReadonlyMap<z.ZodType, string>;
/** A named schema's place: its name, wherever it stands (`.describe()` copies keep its def). */
function at(s: z.ZodType, path: string, named: Named): string {
  for (const [schema, name] of named) if (defOf(schema) === defOf(s)) return `<${name}>`;
  return path;
}

/** Every option `schema` offers, each once. */
export function schemaOptions(schema: z.ZodType, named: Named = new Map(), where = ''): SchemaOption[] {
  const s = bare(schema);
  const path = at(s, where, named);
  const d = defOf(s);
  const sub = (inner: z.ZodType, p: string) => schemaOptions(inner, named, p);
  switch (d.type) {
    case 'enum':
      return Object.values(d.entries!).map((v) => `${path} = ${JSON.stringify(v)}`);
    case 'literal':
      return d.values!.map((v) => `${path} = ${JSON.stringify(v)}`);
    case 'boolean':
      return [`${path} = true`, `${path} = false`];
    case 'array':
      return sub(d.element!, `${path}[]`);
    case 'record':
      return sub(d.valueType!, `${path}{}`);
    case 'object':
      return Object.entries(d.shape!).flatMap(([k, v]) => [
        ...(isOptional(v) ? [`${path}.${k}?`] : []),
        ...sub(v, `${path}.${k}`),
      ]);
    case 'union':
      return d.options!.flatMap((o) => [
        `${path} | ${branchName(o)}`,
        // A literal branch is named by its value already.
        ...(defOf(bare(o)).type === 'literal' ? [] : sub(o, path)),
      ]);
    default:
      return [];
  }
}

/** The options `value` (a file as its author wrote it, before defaults) takes of `schema`. */
export function optionsUsed(
  schema: z.ZodType,
  value: unknown,
  named: Named = new Map(),
  where = '',
  used = new Set<string>(),
): Set<string> {
  if (value === undefined) return used;
  const s = bare(schema);
  const path = at(s, where, named);
  const d = defOf(s);
  const sub = (inner: z.ZodType, v: unknown, p: string) => optionsUsed(inner, v, named, p, used);
  switch (d.type) {
    case 'enum':
    case 'literal':
    case 'boolean':
      used.add(`${path} = ${JSON.stringify(value)}`);
      break;
    case 'array':
      if (Array.isArray(value)) for (const v of value) sub(d.element!, v, `${path}[]`);
      break;
    case 'record':
      if (value && typeof value === 'object')
        for (const v of Object.values(value)) sub(d.valueType!, v, `${path}{}`);
      break;
    case 'object':
      if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(d.shape!)) {
          const own = (value as Record<string, unknown>)[k];
          if (own !== undefined && isOptional(v)) used.add(`${path}.${k}?`);
          sub(v, own, `${path}.${k}`);
        }
      break;
    case 'union': {
      // The branch the value parses as; a literal before a wider branch that also takes it
      // ("ledger" is also a valid lane id, but the author wrote the literal).
      const parses = d.options!.filter((o) => o.safeParse(value).success);
      const branch = parses.find((o) => defOf(bare(o)).type === 'literal') ?? parses[0];
      if (!branch) break;
      used.add(`${path} | ${branchName(branch)}`);
      if (defOf(bare(branch)).type !== 'literal') sub(branch, value, path);
      break;
    }
  }
  return used;
}
