import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bundledProfiles } from './src/profiles/bundled-plugin.ts';
import { testCatalogue } from './tests/helpers/test-catalogue.ts';

/** Folders of node-environment tests run with shared modules (the 'node-shared' project). */
const SHARED = [
  'tests/cli',
  'tests/conformance',
  'tests/load-log',
  'tests/memory',
  'tests/model-file',
  'tests/profiles',
  'tests/state',
];

// Every test runs on the bundled pins plus a copy of one under a new id and generated pins of
// every shape: a new valid pin breaks no test (tests/helpers/test-catalogue.ts).
const catalogue = testCatalogue();

export default defineConfig({
  plugins: [react(), bundledProfiles(catalogue)],
  test: {
    env: { PLACEMENT_PROFILES_DIR: catalogue },
    globals: true,
    environment: 'node',
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the
    // suite ran file after file. Two run side by side.
    maxWorkers: 2,
    // Two cores run jsdom, axe and the CLI tests side by side, and the machine is shared: at a
    // load of 10-25, a test that takes 3 s alone took over 30 s, and a beforeAll that renders
    // the compare view over 10 s (vitest's hook default). These limits only catch a hang; the
    // tests themselves wait for conditions, never for a time.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    projects: [
      {
        // The pure core's tests (no DOM, no mocks, no stubbed globals, nothing written to the
        // environment) share their worker's modules instead of importing the domain afresh for
        // each file: tests/domain took 279 s instead of 641 s so, run after run at a load of 35-40.
        extends: true,
        test: { name: 'domain', include: ['tests/domain/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        // Node-only folders whose files import the app's modules but change none of them: no
        // mocks, no stubbed globals, no fake timers, no singleton store (tests/state builds its own),
        // no environment left changed (cli.test.ts puts its cwd back). Sharing the
        // worker's modules spares each file re-importing the domain, zod and the catalogue: the first
        // four folders' 44 files took 49 CPU s instead of 111 (import 335 s instead of 1,324 s, summed over
        // workers), back to back at a load of 40-45 (2026-12-02).
        extends: true,
        test: { name: 'node-shared', include: SHARED.map((d) => `${d}/**/*.test.{ts,tsx}`), isolate: false },
      },
      {
        // The DOM (jsdom) files and the rest, each file with fresh modules.
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/domain/**', ...SHARED.map((d) => `${d}/**`)],
        },
      },
    ],
  },
});
