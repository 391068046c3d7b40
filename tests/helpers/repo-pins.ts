/**
 * Test helper for the brief, compare and CLI tests: the repository's pins as the app loads
 * them (read-dir + loadAll), with the raw JSON text of each file, so a test can check that a
 * figure in an output comes from a profile file and was not computed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';

export const REPO = resolve(__dirname, '../..');
export const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';
export const LIME = 'glm-5.3-flash-lime-tensorfold-c8';

const loaded = (() => {
  const { hardwareFiles, profileFiles } = readProfilesDir(resolve(REPO, 'profiles'), REPO);
  return loadAll(hardwareFiles, profileFiles);
})();

export type RepoPin = { profile: Profile; hardware: Hardware; json: string; hardwareJson: string };

export function repoPin(id: string): RepoPin {
  const profile = loaded.profiles.find((p) => p.id === id);
  if (!profile) throw new Error(`pin ${id} did not load: ${JSON.stringify(loaded.errors)}`);
  const hardware = loaded.hardware.find((h) => h.id === profile.hardware);
  if (!hardware) throw new Error(`hardware ${profile.hardware} did not load`);
  return {
    profile,
    hardware,
    json: readFileSync(resolve(REPO, 'profiles', `${id}.json`), 'utf8'),
    hardwareJson: readFileSync(resolve(REPO, 'profiles/hardware', `${hardware.id}.json`), 'utf8'),
  };
}

/** A deep copy to vary in a test without touching the loaded pin. */
export const copyOf = <T>(x: T): T => structuredClone(x);
