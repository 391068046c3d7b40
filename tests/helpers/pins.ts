/**
 * The tests' one pin loader. It loads the catalogue the way the app's build does (read-dir +
 * loadAll, from `profiles/` or from the directory in PLACEMENT_PROFILES_DIR, like the build
 * and `virtual:bundled-profiles`), so tests see exactly the pins and errors the app would see.
 * Tests never import profile JSON directly: a pin that fails validation must not reach the
 * domain.
 *
 * Two kinds of test use it, and they must stay apart:
 *   - invariants run over `everyPin()`: every pin in the catalogue, whatever it holds. A new
 *     valid pin must never break them: every test runs on a catalogue with a copied pin and
 *     generated pins beside the bundled ones (tests/helpers/test-catalogue.ts) to prove it.
 *   - expectations about one pin (the seed facts of Mia and Lime, say) are keyed to that pin by
 *     its id (`pin(MIA)`), and never assume which other pins exist or how many there are.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll, type LoadResult } from '../../src/profiles/validate';
import { profilesDir } from '../../src/profiles/bundled-plugin';
import { testCatalogueMark } from './catalogue-mark';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';

export const ROOT = resolve(__dirname, '../..');
/** The catalogue under test: profiles/, or PLACEMENT_PROFILES_DIR. */
export const PROFILES_DIR = profilesDir();
export const SOURCES_DIR = resolve(PROFILES_DIR, 'sources');
export const DISCRETE_FIXTURES_DIR = resolve(ROOT, 'tests/fixtures/discrete');
export const SHAPES_FIXTURES_DIR = resolve(ROOT, 'tests/fixtures/shapes');

/** The two seed pins: tests of seed facts are keyed to them. */
export const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';
export const LIME = 'glm-5.3-flash-lime-tensorfold-c8';
/** Mia's file, as the loader names it (relative to the repository root). */
export const MIA_FILE = relative(ROOT, resolve(PROFILES_DIR, `${MIA}.json`));
export const SPARK_ID = 'nvidia-dgx-spark-128gb-unified';
export const DISCRETE_HARDWARE_ID = 'example-discrete-gpu-workstation';
export const DISCRETE_PROFILE_ID = 'example-engram-12b-discrete-tp2';

/** A pin with its hardware. */
export type TestPin = { profile: Profile; hardware: Hardware };

/** Loads a profiles directory (with its hardware/ subdirectory); file names are relative to the repo root. */
export function loadDir(dir: string): LoadResult {
  const { hardwareFiles, profileFiles } = readProfilesDir(dir, ROOT);
  return loadAll(hardwareFiles, profileFiles);
}

let catalogue: LoadResult | undefined;
/** The catalogue, as the app loads it (loaded once per test file). */
export const loadBundled = (): LoadResult => (catalogue ??= loadDir(PROFILES_DIR));

let sourced: LoadResult | undefined;
/**
 * The bundled catalogue the run's own was made from (profiles/), without the copy and the
 * generated pins (tests/helpers/test-catalogue.ts): for checks of what the real sources print
 * against the pins that cite them, which a generated pin's made-up sentences do not model.
 */
export const loadSourced = (): LoadResult => (sourced ??= loadDir(testCatalogueMark()?.from ?? PROFILES_DIR));

/** The discrete-GPU fixture hardware and profile. */
export const loadDiscreteFixture = (): LoadResult => loadDir(DISCRETE_FIXTURES_DIR);

export function hardwareOf(result: LoadResult, profile: Profile): Hardware {
  const hw = result.hardware.find((h) => h.id === profile.hardware);
  if (!hw) throw new Error(`no hardware "${profile.hardware}" loaded for ${profile.id}`);
  return hw;
}

export function pinById(result: LoadResult, id: string): Profile {
  const p = result.profiles.find((x) => x.id === id);
  if (!p) {
    const why = result.errors.map((e) => `${e.file} ${e.path}: ${e.message}`).join('\n');
    throw new Error(`pin "${id}" did not load${why ? `:\n${why}` : ''}`);
  }
  return p;
}

/** Every pin that loaded, with its hardware: the invariants run over these, whichever they are. */
export function everyPin(result: LoadResult = loadBundled()): TestPin[] {
  return result.profiles.map((profile) => ({ profile, hardware: hardwareOf(result, profile) }));
}

/** One pin of the catalogue and its hardware, by id: for expectations keyed to that pin. */
export function pin(id: string): TestPin {
  const result = loadBundled();
  const profile = pinById(result, id);
  return { profile, hardware: hardwareOf(result, profile) };
}

/** The Mia TP2 pin and its hardware, for tests of seed facts. */
export const mia = (): TestPin => pin(MIA);

/** The discrete fixture pin and its hardware. */
export function discrete(): TestPin {
  const result = loadDiscreteFixture();
  const profile = pinById(result, DISCRETE_PROFILE_ID);
  return { profile, hardware: hardwareOf(result, profile) };
}

/** The fixture that holds every placement shape and state: a split, copies, ranks, not stated... */
export function shapes(): TestPin {
  const result = loadDir(SHAPES_FIXTURES_DIR);
  const profile = pinById(result, 'example-every-shape');
  return { profile, hardware: hardwareOf(result, profile) };
}

/** A pin with the raw JSON of its files, so a test can check that a figure in an output comes from a file. */
export type RepoPin = TestPin & { json: string; hardwareJson: string };

export function repoPin(id: string): RepoPin {
  const { profile, hardware } = pin(id);
  return {
    profile,
    hardware,
    json: readFileSync(resolve(PROFILES_DIR, `${id}.json`), 'utf8'),
    hardwareJson: readFileSync(resolve(PROFILES_DIR, 'hardware', `${hardware.id}.json`), 'utf8'),
  };
}

/** A deep copy to vary in a test without touching the loaded pin. */
export const copyOf = <T>(x: T): T => structuredClone(x);
