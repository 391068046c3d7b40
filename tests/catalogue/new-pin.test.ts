/**
 * The catalogue grows by adding files: a new valid pin in profiles/ must pass the tests with no
 * other change. This test proves it for the invariants. Beside the bundled pins, with their
 * hardware and stored sources, a temporary catalogue holds the bundled pin with the most board
 * rows copied under a new id (nothing else changed: no test counts pins), and pins generated in
 * every shape the format allows, each with a new hardware file of its own
 * (tests/helpers/generated-pins.ts: splits, copies, conflicts, remote tiers, not-stated, options
 * that place or unload rows, several nodes, ...; a few, so the nested run stays within minutes
 * on a busy machine). It reruns every test file that runs over the whole catalogue
 * (each calls `everyPin()` of tests/helpers/pins.ts, or lists the pins of
 * `virtual:bundled-profiles`) on it, through PLACEMENT_PROFILES_DIR, the same switch the build
 * and `virtual:bundled-profiles` read.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { boardRows } from '../../src/domain/rows/rows';
import { PROFILES_DIR, ROOT, everyPin } from '../helpers/pins';
import { SOURCE_FILE, SOURCE_TEXT, generatedCatalogue } from '../helpers/generated-pins';

/** Generated pins in the nested run: enough to hold every shape between them (the generator checks). */
const GENERATED = 6;

const COPY_SUFFIX = '-copy';
const CATALOGUE_WIDE = /\beveryPin\(|\bbundled\.profiles\b/;
const catalogue = mkdtempSync(join(tmpdir(), 'placement-catalogue-'));
afterAll(() => {
  rmSync(catalogue, { recursive: true, force: true });
  rmSync(`${catalogue}-report.json`, { force: true });
});

/** Every test file under tests/ that runs over the whole catalogue, this one aside. */
function catalogueWideFiles(dir = resolve(ROOT, 'tests')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' || e.name === 'catalogue' ? [] : catalogueWideFiles(path);
    return /\.test\.tsx?$/.test(e.name) && CATALOGUE_WIDE.test(readFileSync(path, 'utf8'))
      ? [relative(ROOT, path)]
      : [];
  });
}

test('every catalogue-wide test passes on a catalogue with a copy of a pin under a new id, and generated pins of every shape', () => {
  cpSync(PROFILES_DIR, catalogue, { recursive: true });
  const pins = everyPin();
  expect(pins.length).toBeGreaterThan(0);
  const largest = pins.reduce((a, b) => (boardRows(b.profile).length > boardRows(a.profile).length ? b : a));
  const json = JSON.parse(readFileSync(resolve(PROFILES_DIR, `${largest.profile.id}.json`), 'utf8'));
  json.id = `${largest.profile.id}${COPY_SUFFIX}`;
  writeFileSync(resolve(catalogue, `${json.id}.json`), JSON.stringify(json, null, 2));
  const generated = generatedCatalogue(GENERATED);
  for (const g of generated) {
    writeFileSync(resolve(catalogue, `${g.profile.id as string}.json`), JSON.stringify(g.profile, null, 2));
    writeFileSync(
      resolve(catalogue, 'hardware', `${g.hardware.id as string}.json`),
      JSON.stringify(g.hardware, null, 2),
    );
  }
  writeFileSync(resolve(catalogue, 'sources', SOURCE_FILE), SOURCE_TEXT);
  const files = catalogueWideFiles();
  expect(files.length).toBeGreaterThan(5);
  // The run of this test's own worker is not the nested run's: drop vitest's own variables.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  // Beside the catalogue, not in it: every .json file in a catalogue is read as a pin.
  const report = `${catalogue}-report.json`;
  const run = spawnSync(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      // One worker: the outer suite runs beside it on a shared machine.
      '--maxWorkers=1',
      '--reporter=json',
      `--outputFile=${report}`,
      ...files,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...env, PLACEMENT_PROFILES_DIR: catalogue, NO_COLOR: '1' },
      // 924 s did not finish it on 2 cores shared by 7 test runs (2026-12-02, with the generated
      // pins), nor 1,800 s at a load of 40 with two CPU-bound processes beside the suite: the
      // nested run is the whole catalogue-wide suite, so this only catches a hang.
      timeout: 3_600_000,
    },
  );
  type Report = {
    numTotalTests: number;
    numFailedTests: number;
    testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
  };
  const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
  const tests = result.testResults.flatMap((f) => f.assertionResults);
  const failed = tests.filter((t) => t.status === 'failed');
  expect(
    failed.map((t) => `${t.fullName}: ${t.failureMessages.join(' ').slice(0, 400)}`),
    run.stderr.slice(-2000),
  ).toEqual([]);
  expect(run.status).toBe(0);
  // The nested run saw the copy: tests over each pin are named by it.
  expect(tests.some((t) => t.fullName.includes(`${largest.profile.id}${COPY_SUFFIX}`))).toBe(true);
  for (const g of generated)
    expect(
      tests.some((t) => t.fullName.includes(g.profile.id as string)),
      g.profile.id as string,
    ).toBe(true);
}, 3_660_000);
