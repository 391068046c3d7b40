/**
 * The catalogue every Vitest test runs on (vitest.config.ts): the bundled pins (profiles/, or
 * the directory in PLACEMENT_PROFILES_DIR) with their hardware and stored sources, the bundled
 * pin with the most board rows copied under a new id (nothing else changed: no test counts
 * pins), and pins generated in every shape the format allows, each with a hardware file of its
 * own (tests/helpers/generated-pins.ts). A new valid pin in profiles/ must pass the tests with
 * no other change; the whole suite running on pins no test was written for is the proof
 * (tests/catalogue/new-pin.test.ts checks that it does).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { boardRows } from '../../src/domain/rows/rows';
import { profilesDir } from '../../src/profiles/bundled-plugin';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { MARK, type Added } from './catalogue-mark';
import { SOURCE_FILE, SOURCE_TEXT, generatedCatalogue } from './generated-pins';

/** Generated pins: enough to hold every shape between them (the generator checks). */
export const GENERATED = 6;
/** The copy of the largest bundled pin is named by its id and this. */
export const COPY_SUFFIX = '-copy';
/** Writes the bundled catalogue of `from` with the copy and the generated pins into `to`. */
export function writeTestCatalogue(from: string, to: string): Added {
  cpSync(from, to, { recursive: true });
  const { hardwareFiles, profileFiles } = readProfilesDir(from, from);
  const { profiles } = loadAll(hardwareFiles, profileFiles);
  if (profiles.length === 0) throw new Error(`no valid pin in ${from}`);
  const largest = profiles.reduce((a, b) => (boardRows(b).length > boardRows(a).length ? b : a));
  const json = JSON.parse(readFileSync(resolve(from, `${largest.id}.json`), 'utf8'));
  json.id = `${largest.id}${COPY_SUFFIX}`;
  writeFileSync(resolve(to, `${json.id}.json`), JSON.stringify(json, null, 2));
  const generated = generatedCatalogue(GENERATED);
  for (const g of generated) {
    writeFileSync(resolve(to, `${g.profile.id as string}.json`), JSON.stringify(g.profile, null, 2));
    writeFileSync(
      resolve(to, 'hardware', `${g.hardware.id as string}.json`),
      JSON.stringify(g.hardware, null, 2),
    );
  }
  writeFileSync(resolve(to, 'sources', SOURCE_FILE), SOURCE_TEXT);
  return { copy: json.id, generated: generated.map((g) => g.profile.id as string) };
}

const PREFIX = 'placement-test-catalogue-';
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};
/** Catalogues of runs that were killed (no exit handler ran): their process is gone. */
function removeOrphans() {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^placement-test-catalogue-(\d+)-/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * Makes the test run's catalogue in a temporary directory (removed when the run ends, or by the
 * next run if this one was killed) and points PLACEMENT_PROFILES_DIR at it, for the build plugin
 * and the test workers alike. Made once per process: a watch run that restarts keeps it, so a pin
 * added or changed while `vitest` watches is seen after a new start.
 */
export function testCatalogue(): string {
  if (process.env[MARK] && process.env.PLACEMENT_PROFILES_DIR) return process.env.PLACEMENT_PROFILES_DIR;
  const from = profilesDir();
  removeOrphans();
  const to = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  process.on('exit', () => rmSync(to, { recursive: true, force: true }));
  const added = writeTestCatalogue(from, to);
  process.env.PLACEMENT_PROFILES_DIR = to;
  process.env[MARK] = JSON.stringify({ from, ...added });
  return to;
}
