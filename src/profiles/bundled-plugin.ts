/**
 * Vite plugin: validates the bundled profiles at build time and serves the result as the
 * module `virtual:bundled-profiles`, so the app needs no validator at start-up. Invalid
 * files are not dropped silently: their errors ship too and the app lists them.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readProfilesDir } from './read-dir.ts';
import { loadAll } from './validate.ts';

const ID = 'virtual:bundled-profiles';
const RESOLVED = '\0' + ID;

export function bundledProfiles(dir = resolve(process.cwd(), 'profiles')): Plugin {
  return {
    name: 'bundled-profiles',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { hardwareFiles, profileFiles } = readProfilesDir(dir);
      for (const f of [...hardwareFiles, ...profileFiles]) this.addWatchFile(resolve(process.cwd(), f.file));
      const result = loadAll(hardwareFiles, profileFiles);
      return `export default ${JSON.stringify(result)};`;
    },
  };
}
