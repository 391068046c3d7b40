/**
 * The runtime's arguments as flags: each word looked up in the family's registry, with its
 * value, where it came from (the command line or an environment variable), and whether this
 * site describes it, only reads it, or does not know it. Order is kept, because order decides
 * which override wins.
 */
import { REGISTRIES, lookupEnv, lookupFlag } from './registry';
import type { Citation, FlagEntry } from './registry/types';
import { FA_VALUES, flagAt, isV050, nearestName, v050Names } from './flag-versions';
import type { Family, Version } from './runtime';
import type { Word } from './tokenize';
import type { EnvVar } from './unwrap';

/**
 * described: its effect is quoted; read: known to this build, effect not described here;
 * unknown: no build of this family that the reader knows has it; refused: this build stops at it.
 */
export type FlagStatus = 'described' | 'read' | 'unknown' | 'refused';

export type ParsedFlag = {
  /** The word as written: "--n-cpu-moe", "-ot", "LLAMA_ARG_N_CPU_MOE". */
  written: string;
  value: string | undefined;
  /** All values of a flag that takes several (argparse nargs="+"). */
  values: string[];
  at: number;
  from: 'command' | 'env';
  positive: boolean;
  entry: FlagEntry | undefined;
  status: FlagStatus;
  /** Its value holds a `$`: the shell would expand it, so the paste does not state it. */
  expands: boolean;
  /** For an environment variable: the command-line flag that replaces it. */
  replacedBy: string | undefined;
  problems: string[];
  /** Where each value word it took stands in the paste. */
  valueAts: number[];
  /** For an unknown or refused flag: the closest name this build knows. */
  nearest?: string;
  /** Why this build refuses it, or why its value was decided from the next word, with the source. */
  versionNote?: { why: string; cite: Citation };
};

/** Handlers that append overrides: set in the environment and on the command line, both apply. */
const APPENDS = new Set(['cpu-moe', 'n-cpu-moe', 'cpu-moe-draft', 'n-cpu-moe-draft']);

const looksLikeFlag = (t: string): boolean => t.length > 1 && t.startsWith('-') && !/^-\d/.test(t);
const TRUTHY = new Set(['on', 'enabled', 'true', '1']);
const FALSEY = new Set(['off', 'disabled', 'false', '0']);

function flag(partial: Partial<ParsedFlag> & Pick<ParsedFlag, 'written' | 'at' | 'from'>): ParsedFlag {
  return {
    value: undefined,
    values: [],
    positive: true,
    entry: undefined,
    status: 'unknown',
    expands: false,
    replacedBy: undefined,
    problems: [],
    valueAts: [],
    ...partial,
  };
}

const statusOf = (entry: FlagEntry | undefined): FlagStatus =>
  entry ? (entry.cite ? 'described' : 'read') : 'unknown';

const MAX_HINTS = 50;

export type ParsedArgs = { flags: ParsedFlag[]; positionals: Word[] };

/** The names a build of the family knows, for the nearest-name hint. */
function knownNames(family: Family, version: Version): Iterable<string> {
  if (isV050(family, version)) return v050Names().keys();
  return REGISTRIES[family].entries.flatMap((e) => [...e.names, ...(e.negNames ?? [])]);
}

export function parseFlags(
  family: Family,
  args: readonly Word[],
  env: readonly EnvVar[] = [],
  version: Version = { kind: 'unstated' },
): ParsedArgs {
  const argparse = family === 'vllm' || family === 'sglang';
  const flags: ParsedFlag[] = [];
  const positionals: Word[] = [];
  let hinted = 0;
  let i = 0;
  while (i < args.length) {
    const w = args[i++]!;
    if (!looksLikeFlag(w.text) || (w.quoted && w.text === '')) {
      positionals.push(w);
      continue;
    }
    let name = w.text;
    let inline: string | undefined;
    const eq = name.indexOf('=');
    if (argparse && name.startsWith('--') && eq > 2) {
      inline = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    // Upstream llama.cpp turns "_" into "-" in a --long flag before it looks it up.
    if (family === 'llama.cpp' && name.startsWith('--')) name = name.replace(/_/g, '-');
    const found = lookupFlag(family, name);
    const f = flag({
      written: w.text,
      at: w.at,
      from: 'command',
      entry: found?.entry,
      positive: found?.positive ?? true,
    });
    f.status = statusOf(found?.entry);
    let arity: 'none' | 'one' | 'many' | 'two' | undefined = found
      ? found.positive
        ? found.entry.arity
        : 'none'
      : undefined;
    const at = flagAt(family, version, name);
    if (at.kind === 'accepted') {
      arity = at.values === 0 ? 'none' : at.values === 1 ? 'one' : 'two';
      if (!found) f.status = 'read';
    } else if (at.kind === 'refused') {
      // The build stops here; the rest is read as the person wrote it, each word on its own.
      arity = 'none';
      f.status = 'refused';
      f.versionNote = { why: at.why, cite: at.cite };
      f.problems.push(`refused by this build: ${at.why}`);
    } else if (at.kind === 'unsettled') {
      const next = args[i];
      arity = next && FA_VALUES.has(next.text.toLowerCase()) ? 'one' : 'none';
      f.versionNote = { why: at.why, cite: at.cite };
      if (arity === 'none')
        f.problems.push(
          `${at.why}; the version is not stated and ${next ? `the next word "${next.text}" is not one of its values` : 'nothing follows'}, so it is read alone`,
        );
    }
    // The nearest name is looked up for the first flags only: a hint, not worth unbounded work.
    if ((f.status === 'unknown' || f.status === 'refused') && ++hinted <= MAX_HINTS)
      f.nearest =
        (at.kind === 'refused' ? at.nearest : undefined) ??
        nearestName(name, knownNames(family, version), name);
    if (inline !== undefined) {
      f.value = inline;
      f.expands = w.expands;
      if (arity === 'none') f.problems.push('takes no value, but one is given after "="');
    } else if (arity === 'one') {
      const v = args[i];
      if (v === undefined) f.problems.push('expects a value, and the command ends');
      else {
        f.value = v.text;
        f.expands = v.expands;
        f.valueAts.push(v.at);
        if (looksLikeFlag(v.text))
          f.problems.push(
            at.kind === 'accepted' && at.values === 1 && at.cite
              ? `this build takes the next word, "${v.text}", as its value and stops: it is not one of the values it accepts`
              : `takes the next word, "${v.text}", as its value, as the runtime does`,
          );
        i++;
      }
    } else if (arity === 'two') {
      f.values = args.slice(i, i + 2).map((v) => v.text);
      f.valueAts.push(...args.slice(i, i + 2).map((v) => v.at));
      f.expands = args.slice(i, i + 2).some((v) => v.expands);
      f.value = f.values.join(' ');
      if (f.values.length < 2) f.problems.push('expects two values, and the command ends');
      i += f.values.length;
    } else if (arity === 'many') {
      while (i < args.length && !looksLikeFlag(args[i]!.text)) {
        f.values.push(args[i]!.text);
        f.valueAts.push(args[i]!.at);
        f.expands ||= args[i]!.expands;
        i++;
      }
      f.value = f.values.join(' ');
      if (!f.values.length) f.problems.push('expects one or more values');
    } else if (!found && f.status !== 'refused' && arity === undefined) {
      if (family === 'llama.cpp' && eq > 0)
        f.problems.push('llama.cpp looks up "--name=value" whole, finds no such argument and stops');
      const v = args[i];
      if (v && !looksLikeFlag(v.text)) {
        f.value = v.text;
        f.expands = v.expands;
        f.valueAts.push(v.at);
        f.problems.push('unknown flag: the next word is taken as its value');
        i++;
      }
    }
    if (f.value !== undefined && !f.values.length) f.values = [f.value];
    flags.push(f);
  }
  return { flags: [...envFlags(family, env, flags), ...flags], positionals };
}

/** llama.cpp reads every LLAMA_ARG_* variable before the command line. */
function envFlags(family: Family, env: readonly EnvVar[], command: readonly ParsedFlag[]): ParsedFlag[] {
  if (family !== 'llama.cpp') return [];
  const out: ParsedFlag[] = [];
  const byEntry = new Map<FlagEntry, ParsedFlag>();
  for (const c of command) if (c.entry && !byEntry.has(c.entry)) byEntry.set(c.entry, c);
  for (const v of env) {
    if (!v.name.startsWith('LLAMA_ARG_')) continue;
    const found = lookupEnv(family, v.name);
    const f = flag({ written: v.name, at: v.at, from: 'env', value: v.value, entry: found?.entry });
    f.values = v.value === undefined ? [] : [v.value];
    f.status = statusOf(found?.entry);
    f.expands = v.value === undefined || v.value.includes('$');
    if (found) {
      const value = (v.value ?? '').toLowerCase();
      if (found.entry.arity === 'none') {
        // A LLAMA_ARG_NO_* variable turns the option off whatever its value.
        if (!found.positive) f.positive = false;
        else if (TRUTHY.has(value)) f.positive = true;
        else if (FALSEY.has(value)) f.positive = false;
        else f.problems.push(`"${v.value ?? ''}" is neither true nor false`);
      }
      const replaced = byEntry.get(found.entry);
      if (replaced && !APPENDS.has(found.entry.id)) f.replacedBy = replaced.written;
    } else f.problems.push('not an environment variable this reader knows');
    out.push(f);
  }
  // The runtime reads the environment in its own option order, not the order of the paste.
  const entries = REGISTRIES[family].entries;
  const index = new Map(entries.map((e, i) => [e, i]));
  const order = (f: ParsedFlag) => (f.entry ? index.get(f.entry)! : entries.length);
  return out.sort((a, b) => order(a) - order(b));
}
