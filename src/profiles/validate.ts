/**
 * Validation of profile and hardware files: never throws, returns what loaded and one
 * error per problem, each naming the file, the field path and what is wrong.
 */
import { z } from 'zod';
import { hardwareSchema, type Hardware } from '../domain/profile/schema/hardware.ts';
import { profileSchema, type Profile } from '../domain/profile/schema/profile.ts';

import { isObject, own } from '../domain/keyed.ts';
import { jsonSyntaxMessage } from './json-error-offset.ts';
import type { ProfileError } from './errors.ts';
import { crossCheck, type CheckContext } from './cross-check.ts';
import { crossCheckHardware, crossCheckLinks } from './cross-check-files.ts';

export type InputFile = { file: string; text: string };
export type LoadResult = {
  profiles: Profile[];
  hardware: Hardware[];
  errors: ProfileError[];
  /** Problems that do not stop a file from loading: a do-not-blend link to a pin that is not loaded. */
  warnings?: ProfileError[];
};

/** A key that reads unambiguously after a dot; any other (empty, "a.b", "x[0]", spaces) is quoted: ["a.b"]. */
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

const formatPath = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? '(root)'
    : path
        .map((p, i) =>
          typeof p === 'number'
            ? `[${p}]`
            : PLAIN_KEY.test(String(p))
              ? `${i === 0 ? '' : '.'}${String(p)}`
              : `[${JSON.stringify(String(p))}]`,
        )
        .join('');

const MISSING = 'missing required field';

/**
 * Per-parse messages: a field that is not there says so, instead of zod's
 * "expected string, received undefined". Messages a schema sets itself (for example
 * "byte counts are integers") take precedence over this map.
 */
const parseMessages: z.core.$ZodErrorMap = (issue) =>
  issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union')
    ? MISSING
    : undefined;

/** Keys of the first format that moved: the message says where they went. */
const MOVED: Record<string, string> = {
  servingBytesPerNode: 'replaced by model.servingBytes, one {lane, node, device, bytes} per device',
  usableBytesPerNode: 'moved to each lane: lanes[].usableBytes, per device',
  capacityLabel: 'moved to each lane: lanes[].capacityLabel',
  poolNote: 'moved to notes[]',
  usableNote: 'moved to each lane: lanes[].usableNote',
  kind: 'lanes now say what they are with "tier" (unified-pool, gpu-memory, host-ram, local-disk, ...)',
};

type Flat = { path: PropertyKey[]; message: string };

/**
 * zod reports a failed union ("a byte count or \"unknown\"") as a bare "Invalid input".
 * That hides the problem ("byte counts are integers"), so the union is opened: the branch
 * that got deepest into the value explains it; branches that fail at the same depth are
 * listed as alternatives.
 */
function flatten(issue: z.core.$ZodIssue): Flat[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      path: [...issue.path, key],
      message: `unknown key ${JSON.stringify(key)}: ${own(MOVED, key) ?? 'not part of the file format'}`,
    }));
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid input'))
    return [
      { path: issue.path, message: `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}` },
    ];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0 || issue.message === MISSING)
    return [{ path: issue.path, message: issue.message }];

  const branches = issue.errors.map((b) => b.flatMap(flatten));
  const depth = (b: Flat[]) => Math.max(0, ...b.map((f) => f.path.length));
  const deepest = Math.max(...branches.map(depth));
  const deepestBranches = branches.filter((b) => b.length > 0 && depth(b) === deepest);
  // Of branches that fail equally deep, the one that knows every key is the one the author meant
  // ({"siteNote": 1} is a site note with a bad value, not a quote missing its "quote").
  const knowsKeys = deepestBranches.filter((b) => !b.some((f) => f.message.startsWith('unknown key')));
  const chosen = knowsKeys.length === 1 ? knowsKeys : deepestBranches;
  const inner: Flat[] =
    chosen.length === 1
      ? chosen[0]!
      : [
          {
            path: chosen[0]?.[0]?.path ?? [],
            message: [...new Set(chosen.flatMap((b) => b.map((f) => f.message)))].join('; or '),
          },
        ];
  return inner.map((f) => ({ path: [...issue.path, ...f.path], message: f.message }));
}

function zodErrors(file: string, error: z.ZodError): ProfileError[] {
  return error.issues.flatMap(flatten).map((f) => ({ file, path: formatPath(f.path), message: f.message }));
}

function parseJson(
  file: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; error: ProfileError } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return {
      ok: false,
      error: { file, path: '(root)', message: jsonSyntaxMessage(text, (e as Error).message) },
    };
  }
}

/** Lists whose items an author knows by id: a path into one names the item's id beside its index. */
const BY_ID = new Set(['components', 'lanes', 'sources']);

/** The id of the item `components[2]…` starts in, read from the file as written. */
function idAt(path: string, json: unknown): string | undefined {
  const m = /^([A-Za-z]+)\[(\d+)\]/.exec(path);
  if (!m || !BY_ID.has(m[1]!) || !isObject(json)) return undefined;
  const list = own(json, m[1]!);
  const item = Array.isArray(list) ? (list[Number(m[2])] as unknown) : undefined;
  const id = isObject(item) ? own(item, 'id') : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Each error with the id of the item it is in (placeOf prints it beside the index). */
const named = (errors: ProfileError[], json: unknown): ProfileError[] =>
  errors.map((e) => {
    const id = idAt(e.path, json);
    return id === undefined ? e : { ...e, id };
  });

export function validateHardware(
  file: string,
  text: string,
): { hardware?: Hardware; errors: ProfileError[] } {
  const json = parseJson(file, text);
  if (!json.ok) return { errors: [json.error] };
  const parsed = hardwareSchema.safeParse(json.value, { error: parseMessages });
  if (!parsed.success) return { errors: named(zodErrors(file, parsed.error), json.value) };
  const errors = named(crossCheckHardware(file, parsed.data), json.value);
  return errors.length ? { errors } : { hardware: parsed.data, errors: [] };
}

export function validateProfile(
  file: string,
  text: string,
  hardware: readonly Hardware[],
  context: CheckContext = {},
): { profile?: Profile; errors: ProfileError[] } {
  const json = parseJson(file, text);
  if (!json.ok) return { errors: [json.error] };
  const parsed = profileSchema.safeParse(json.value, { error: parseMessages });
  if (!parsed.success) return { errors: named(zodErrors(file, parsed.error), json.value) };
  const errors = named(crossCheck(file, parsed.data, hardware, context), json.value);
  return errors.length ? { errors } : { profile: parsed.data, errors: [] };
}

/** Validates hardware files first, then profiles against them; never throws. */
export function loadAll(
  hardwareFiles: readonly InputFile[],
  profileFiles: readonly InputFile[],
  /** Ids of pins known elsewhere (the catalogue), when only some files are checked. */
  knownPinIds: Iterable<string> = [],
): LoadResult {
  const errors: ProfileError[] = [];
  const hardware: Hardware[] = [];
  for (const f of hardwareFiles) {
    const r = validateHardware(f.file, f.text);
    errors.push(...r.errors);
    if (r.hardware) {
      // Profiles name hardware by id; two files with one id would make that name ambiguous.
      if (hardware.some((h) => h.id === r.hardware!.id))
        errors.push({ file: f.file, path: 'id', message: `duplicate hardware id "${r.hardware.id}"` });
      else hardware.push(r.hardware);
    }
  }
  const profiles: Profile[] = [];
  const fileOf = new Map<Profile, string>();
  for (const f of profileFiles) {
    const r = validateProfile(f.file, f.text, hardware);
    errors.push(...r.errors);
    if (r.profile) {
      if (profiles.some((p) => p.id === r.profile!.id))
        errors.push({ file: f.file, path: 'id', message: `duplicate profile id "${r.profile.id}"` });
      else {
        profiles.push(r.profile);
        fileOf.set(r.profile, f.file);
      }
    }
  }
  // A do-not-blend link to a pin that is not loaded is flagged; the pin itself still loads.
  const ids = new Set([...knownPinIds, ...profiles.map((p) => p.id)]);
  const warnings = profiles.flatMap((p) => crossCheckLinks(fileOf.get(p)!, p, ids));
  return { profiles, hardware, errors, warnings };
}
