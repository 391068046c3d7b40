/**
 * Validation of profile and hardware files: never throws, returns what loaded and one
 * error per problem, each naming the file, the field path and what is wrong.
 */
import { z } from 'zod';
import { hardwareSchema, profileSchema, type Hardware, type Profile } from '../domain/schema.ts';

export type ProfileError = { file: string; path: string; message: string };
export type InputFile = { file: string; text: string };
export type LoadResult = {
  profiles: Profile[];
  hardware: Hardware[];
  errors: ProfileError[];
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
      message: `unknown key "${key}": not part of the file format`,
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
  const chosen = branches.filter((b) => b.length > 0 && depth(b) === deepest);
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
      error: { file, path: '(root)', message: `not valid JSON: ${(e as Error).message}` },
    };
  }
}

/** Checks that need more than one field: ids that must point at something defined. */
export function crossCheck(file: string, profile: Profile, hardware: readonly Hardware[]): ProfileError[] {
  const errors: ProfileError[] = [];
  const err = (path: string, message: string) => errors.push({ file, path, message });
  const hw = hardware.find((h) => h.id === profile.hardware);
  if (!hw) {
    const known = hardware.map((h) => h.id).join(', ') || 'none';
    err('hardware', `unknown hardware id "${profile.hardware}" (known: ${known})`);
  }
  const laneIds = new Set(hw?.lanes.map((l) => l.id) ?? []);
  const sourceIds = new Set(profile.sources.map((s) => s.id));
  const componentIds = new Set<string>();

  profile.sources.forEach((s, i) => {
    if (profile.sources.findIndex((o) => o.id === s.id) !== i)
      err(`sources[${i}].id`, `duplicate source id "${s.id}"`);
  });

  profile.components.forEach((c, i) => {
    const at = `components[${i}]`;
    if (componentIds.has(c.id)) err(`${at}.id`, `duplicate component id "${c.id}"`);
    componentIds.add(c.id);
    if (hw) {
      c.residences.forEach((r, j) => {
        if (!laneIds.has(r.lane))
          err(
            `${at}.residences[${j}].lane`,
            `residence "${r.lane}" is not a lane of hardware "${hw.id}" (lanes: ${[...laneIds].join(', ')})`,
          );
      });
      c.refusals.forEach((r, j) => {
        if (!laneIds.has(r.lane))
          err(
            `${at}.refusals[${j}].lane`,
            `residence "${r.lane}" is not a lane of hardware "${hw.id}" (lanes: ${[...laneIds].join(', ')})`,
          );
      });
      if (c.asPinned !== 'ledger' && c.asPinned !== 'absent' && !laneIds.has(c.asPinned))
        err(
          `${at}.asPinned`,
          `residence "${c.asPinned}" is not a lane of hardware "${hw.id}" (lanes: ${[...laneIds].join(', ')})`,
        );
    }
    if (c.presence === 'absent') {
      if (c.asPinned !== 'absent') err(`${at}.asPinned`, 'an absent component must have asPinned "absent"');
      if (c.residences.length > 0) err(`${at}.residences`, 'an absent component has no residences');
      if (!c.absentReason)
        err(`${at}.absentReason`, 'an absent component needs the reason it is refused everywhere');
    } else {
      if (c.asPinned === 'absent')
        err(`${at}.asPinned`, 'a present component cannot start in the absent list');
      if (c.asPinned !== 'ledger' && !c.residences.some((r) => r.lane === c.asPinned))
        err(`${at}.asPinned`, `as-pinned residence "${c.asPinned}" has no evidence in residences`);
    }
    c.residences.forEach((r, j) => {
      if (c.refusals.some((x) => x.lane === r.lane))
        err(`${at}.refusals`, `lane "${r.lane}" is both described (residences[${j}]) and ruled out`);
    });
    c.sources.forEach((s, j) => {
      if (!sourceIds.has(s)) err(`${at}.sources[${j}]`, `source id "${s}" is not defined in sources`);
    });
  });

  profile.settings.forEach((s, i) => {
    if (!s.options.some((o) => o.value === s.default))
      err(`settings[${i}].default`, `default "${s.default}" is not one of the options`);
    s.options.forEach((o, j) =>
      Object.entries(o.forces).forEach(([name, value]) => {
        const target = profile.settings.find((x) => x.name === name);
        if (!target)
          err(`settings[${i}].options[${j}].forces.${name}`, `setting "${name}" is not defined in settings`);
        else if (!target.options.some((x) => x.value === value))
          err(
            `settings[${i}].options[${j}].forces.${name}`,
            `"${value}" is not one of the options of ${name}`,
          );
      }),
    );
    s.options.forEach((o, j) =>
      o.unloads.forEach((u, k) => {
        if (!componentIds.has(u))
          err(
            `settings[${i}].options[${j}].unloads[${k}]`,
            `component id "${u}" is not defined in components`,
          );
      }),
    );
  });
  profile.licenses.forEach((l, i) => {
    if (l.coversComponent && !componentIds.has(l.coversComponent))
      err(
        `licenses[${i}].coversComponent`,
        `component id "${l.coversComponent}" is not defined in components`,
      );
  });
  return errors;
}

export function validateHardware(
  file: string,
  text: string,
): { hardware?: Hardware; errors: ProfileError[] } {
  const json = parseJson(file, text);
  if (!json.ok) return { errors: [json.error] };
  const parsed = hardwareSchema.safeParse(json.value, { error: parseMessages });
  return parsed.success ? { hardware: parsed.data, errors: [] } : { errors: zodErrors(file, parsed.error) };
}

export function validateProfile(
  file: string,
  text: string,
  hardware: readonly Hardware[],
): { profile?: Profile; errors: ProfileError[] } {
  const json = parseJson(file, text);
  if (!json.ok) return { errors: [json.error] };
  const parsed = profileSchema.safeParse(json.value, { error: parseMessages });
  if (!parsed.success) return { errors: zodErrors(file, parsed.error) };
  const errors = crossCheck(file, parsed.data, hardware);
  return errors.length ? { errors } : { profile: parsed.data, errors: [] };
}

/** Validates hardware files first, then profiles against them; never throws. */
export function loadAll(hardwareFiles: readonly InputFile[], profileFiles: readonly InputFile[]): LoadResult {
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
  for (const f of profileFiles) {
    const r = validateProfile(f.file, f.text, hardware);
    errors.push(...r.errors);
    if (r.profile) {
      if (profiles.some((p) => p.id === r.profile!.id))
        errors.push({ file: f.file, path: 'id', message: `duplicate profile id "${r.profile.id}"` });
      else profiles.push(r.profile);
    }
  }
  return { profiles, hardware, errors };
}
