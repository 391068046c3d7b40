/**
 * npm run check-profiles                 checks profiles/ and profiles/hardware/
 * npm run check-profiles -- FILE|DIR...  checks the given files (a directory stands for its
 *                                        *.json and hardware/*.json), against the hardware
 *                                        of profiles/hardware/ plus any hardware file given
 *
 * A file whose JSON has a top-level "lanes" is hardware. Every problem is printed as
 * `FILE: FIELD.PATH: message`; exit 1 when there is any, else exit 0.
 * Each hardware file is validated once, however many profiles refer to it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isObject } from '../domain/keyed';
import { readProfilesDir } from '../profiles/read-dir';
import { loadAll, type InputFile } from '../profiles/validate';
import { command, runIfMain } from './lib/io';
import { PROFILES_DIR, displayPath, formatProblem, readHardwareDir } from './lib/load';

const isJson = (f: string) => f.endsWith('.json') && !f.endsWith('.schema.json');

/** A directory argument stands for its profiles and its hardware/ folder. */
function expand(arg: string): string[] {
  if (!existsSync(arg)) return [arg];
  if (!statSync(arg).isDirectory()) return [arg];
  const list = (d: string) =>
    existsSync(d)
      ? readdirSync(d)
          .filter(isJson)
          .sort()
          .map((f) => join(d, f))
      : [];
  return [...list(join(arg, 'hardware')), ...list(arg)];
}

/**
 * Hardware files have a top-level "lanes". Only a text that mentions "lanes" at all is
 * parsed to check, so a thousand profiles are not parsed twice. A file that is not JSON is
 * left to the profile validator to report.
 */
function isHardware(text: string): boolean {
  if (!text.includes('"lanes"')) return false;
  try {
    const v = JSON.parse(text) as unknown;
    return isObject(v) && 'lanes' in v;
  } catch {
    return false;
  }
}

const hardwareId = (text: string): string | undefined => {
  try {
    const v = JSON.parse(text) as { id?: unknown };
    return typeof v.id === 'string' ? v.id : undefined;
  } catch {
    return undefined;
  }
};

function collect(args: readonly string[]): {
  hardwareFiles: InputFile[];
  profileFiles: InputFile[];
  missing: string[];
} {
  if (args.length === 0) return { ...readProfilesDir(PROFILES_DIR, process.cwd()), missing: [] };
  const hardwareFiles: InputFile[] = [];
  const profileFiles: InputFile[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const paths = args.flatMap((arg) => {
    const found = expand(arg);
    if (found.length === 0)
      missing.push(`${arg}: (root): a directory with no .json profile or hardware files`);
    return found;
  });
  for (const path of paths) {
    const abs = resolve(path);
    if (seen.has(abs)) continue;
    seen.add(abs);
    if (!existsSync(path) || !statSync(path).isFile()) {
      missing.push(`${path}: (root): no such file`);
      continue;
    }
    const file = { file: displayPath(path), text: readFileSync(path, 'utf8') };
    (isHardware(file.text) ? hardwareFiles : profileFiles).push(file);
  }
  // The repository's hardware too, unless that file or a file with its id was given: a given
  // hardware file (a copy or a new revision) is the one its profiles are checked against.
  const givenIds = new Set(hardwareFiles.map((f) => hardwareId(f.text)));
  for (const f of readHardwareDir(join(PROFILES_DIR, 'hardware')))
    if (!seen.has(resolve(f.file)) && !givenIds.has(hardwareId(f.text))) hardwareFiles.push(f);
  return { hardwareFiles, profileFiles, missing };
}

/** Ids of the catalogue's pins, so a checked file may link to a pin that was not given. */
function catalogueIds(): string[] {
  return readProfilesDir(PROFILES_DIR, process.cwd()).profileFiles.flatMap((f) => {
    try {
      const id = (JSON.parse(f.text) as { id?: unknown }).id;
      return typeof id === 'string' ? [id] : [];
    } catch {
      return [];
    }
  });
}

export const run = command((argv, io) => {
  const { hardwareFiles, profileFiles, missing } = collect(argv);
  const { errors, warnings = [] } = loadAll(hardwareFiles, profileFiles, catalogueIds());
  if (warnings.length) io.stderr.write(`${warnings.map((w) => `warning: ${formatProblem(w)}`).join('\n')}\n`);
  const problems = [...missing, ...errors.map(formatProblem)];
  if (problems.length === 0) {
    io.stdout.write(`${profileFiles.length} profiles, ${hardwareFiles.length} hardware files: all valid\n`);
    return 0;
  }
  io.stdout.write(`${problems.join('\n')}\n`);
  const files = new Set([...missing.map((m) => m.split(':')[0]), ...errors.map((e) => e.file)]).size;
  io.stderr.write(
    `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.\n`,
  );
  return 1;
});

runIfMain(import.meta.url, run);
