/**
 * Test helper: loads profile directories the way the app's build does (read-dir + loadAll),
 * so tests see exactly the pins and errors the app would see. Tests never import profile
 * JSON directly: a pin that fails validation must not reach the domain.
 */
import { resolve } from 'node:path';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll, type LoadResult } from '../../src/profiles/validate';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';

export const ROOT = resolve(__dirname, '../..');
export const PROFILES_DIR = resolve(ROOT, 'profiles');
export const DISCRETE_FIXTURES_DIR = resolve(ROOT, 'tests/fixtures/discrete');
export const SHAPES_FIXTURES_DIR = resolve(ROOT, 'tests/fixtures/shapes');

export const MIA_ID = 'glm-5.3-flash-mia-tensorfold-tp2';
export const MIA_FILE = 'profiles/glm-5.3-flash-mia-tensorfold-tp2.json';
export const SPARK_ID = 'nvidia-dgx-spark-128gb-unified';
export const DISCRETE_HARDWARE_ID = 'example-discrete-gpu-workstation';
export const DISCRETE_PROFILE_ID = 'example-engram-12b-discrete-tp2';

/** Loads a profiles directory (with its hardware/ subdirectory); file names are relative to the repo root. */
export function loadDir(dir: string): LoadResult {
  const { hardwareFiles, profileFiles } = readProfilesDir(dir, ROOT);
  return loadAll(hardwareFiles, profileFiles);
}

/** The bundled profiles/, as the app loads them. */
export const loadBundled = (): LoadResult => loadDir(PROFILES_DIR);

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

/** Every pin that loaded, with its hardware: tests over "whichever pins load". */
export function loadedPins(result: LoadResult = loadBundled()): { profile: Profile; hardware: Hardware }[] {
  return result.profiles.map((profile) => ({ profile, hardware: hardwareOf(result, profile) }));
}

/** The Mia TP2 pin and its hardware, for tests of seed facts. */
export function mia(): { profile: Profile; hardware: Hardware } {
  const result = loadBundled();
  const profile = pinById(result, MIA_ID);
  return { profile, hardware: hardwareOf(result, profile) };
}

/** The discrete fixture pin and its hardware. */
export function discrete(): { profile: Profile; hardware: Hardware } {
  const result = loadDiscreteFixture();
  const profile = pinById(result, DISCRETE_PROFILE_ID);
  return { profile, hardware: hardwareOf(result, profile) };
}

/** The fixture that holds every placement shape and state: a split, copies, ranks, not stated... */
export function shapes(): { profile: Profile; hardware: Hardware } {
  const result = loadDir(SHAPES_FIXTURES_DIR);
  const profile = pinById(result, 'example-every-shape');
  return { profile, hardware: hardwareOf(result, profile) };
}
