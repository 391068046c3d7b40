/**
 * Shared CLI plumbing: load every profile and hardware file of the repository once, and
 * resolve an ID_OR_FILE argument to a validated pin with its hardware. Nothing here throws
 * for a bad profile: problems come back as `FILE: FIELD.PATH: message` lines.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, resolve } from 'node:path';
import { readProfilesDir } from '../../profiles/read-dir';
import {
  loadAll,
  validateHardware,
  validateProfile,
  type InputFile,
  type LoadResult,
} from '../../profiles/validate';
import { type ProfileError } from '../../profiles/errors';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';

/** The repository root, wherever the command is run from. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const PROFILES_DIR = join(REPO_ROOT, 'profiles');

/** File names are printed relative to where the command runs, as the user typed them. */
export const displayPath = (path: string): string => relative(process.cwd(), resolve(path)) || path;

export const formatProblem = (e: ProfileError): string => `${e.file}: ${e.path}: ${e.message}`;

/** profiles/ and profiles/hardware/, validated once. */
export function loadRepository(dir = PROFILES_DIR): LoadResult {
  const { hardwareFiles, profileFiles } = readProfilesDir(dir, process.cwd());
  return loadAll(hardwareFiles, profileFiles);
}

/** The hardware files of one folder, read as text; nothing else of the folder is read. */
export function readHardwareDir(dir: string): InputFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => ({ file: displayPath(join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }));
}

export type Pin = { profile: Profile; hardware: Hardware; file?: string };
export type Resolved = { ok: true; pin: Pin } | { ok: false; message: string };

const looksLikeFile = (arg: string): boolean =>
  arg.endsWith('.json') || arg.includes('/') || arg.includes('\\');

function withHardware(profile: Profile, loaded: LoadResult, file?: string): Resolved {
  const hardware = loaded.hardware.find((h) => h.id === profile.hardware);
  return hardware
    ? { ok: true, pin: { profile, hardware, file } }
    : { ok: false, message: `${profile.id}: hardware "${profile.hardware}" did not load` };
}

/**
 * Hardware in a `hardware/` folder beside a profile file outside profiles/ (a contributor's
 * draft, a test fixture), for ids that profiles/hardware does not already define.
 */
function siblingHardware(file: string, loaded: LoadResult): Hardware[] {
  const dir = join(dirname(resolve(file)), 'hardware');
  if (resolve(dir) === resolve(PROFILES_DIR, 'hardware') || !existsSync(dir)) return [];
  const known = new Set(loaded.hardware.map((h) => h.id));
  return readHardwareDir(dir)
    .map((f) => validateHardware(f.file, f.text).hardware)
    .filter((h): h is Hardware => h !== undefined && !known.has(h.id));
}

/** An ID_OR_FILE argument: a path to a profile file, or the id of a pin in profiles/. */
export function resolvePin(arg: string, loaded: LoadResult): Resolved {
  if (looksLikeFile(arg) || (existsSync(arg) && statSync(arg).isFile())) {
    if (!existsSync(arg) || !statSync(arg).isFile())
      return { ok: false, message: `${arg}: no such profile file` };
    const file = displayPath(arg);
    const text = readFileSync(arg, 'utf8');
    const hardware = [...loaded.hardware, ...siblingHardware(arg, loaded)];
    const result = validateProfile(file, text, hardware);
    if (!result.profile)
      return {
        ok: false,
        message: [`${file} is not a valid profile:`, ...result.errors.map(formatProblem)].join('\n'),
      };
    return withHardware(result.profile, { ...loaded, hardware }, file);
  }
  const profile = loaded.profiles.find((p) => p.id === arg);
  if (profile) return withHardware(profile, loaded);
  const failed = loaded.errors.filter((e) => e.file.endsWith(`${arg}.json`));
  const known = loaded.profiles.map((p) => p.id).join(', ') || 'none';
  return {
    ok: false,
    message: failed.length
      ? [`pin "${arg}" did not load:`, ...failed.map(formatProblem)].join('\n')
      : `unknown pin id "${arg}" (known: ${known}). Give an id from profiles/ or a path to a profile file.`,
  };
}

/** `--set NAME=VALUE` arguments as settings. */
export function parseSettings(
  pairs: readonly string[],
): { ok: true; settings: Record<string, string> } | { ok: false; message: string } {
  const settings: Record<string, string> = {};
  for (const p of pairs) {
    const at = p.indexOf('=');
    if (at <= 0) return { ok: false, message: `--set expects NAME=VALUE, got "${p}"` };
    settings[p.slice(0, at)] = p.slice(at + 1);
  }
  return { ok: true, settings };
}

/** A setting name or value the pin does not list is an error, not a silent default. */
export function checkSettings(
  profile: Profile,
  settings: Readonly<Record<string, string>>,
): string | undefined {
  for (const [name, value] of Object.entries(settings)) {
    const s = profile.settings.find((x) => x.name === name);
    if (!s)
      return `${profile.id} has no setting ${name} (settings: ${profile.settings.map((x) => x.name).join(', ') || 'none'})`;
    if (!s.options.some((o) => o.value === value))
      return `${profile.id}: ${name}=${value} is not an option (options: ${s.options.map((o) => JSON.stringify(o.value)).join(', ')})`;
  }
  return undefined;
}
