/**
 * The catalogue grows by adding files: a new valid pin in profiles/ must pass the tests with no
 * other change. This test proves it for the invariants. It copies one bundled pin under a new
 * id (nothing else changed) into a temporary catalogue beside the bundled ones, with their
 * hardware and stored sources, and reruns every test file that runs over the whole catalogue
 * (each calls `everyPin()` of tests/helpers/pins.ts, or lists the pins of
 * `virtual:bundled-profiles`) on it, through PLACEMENT_PROFILES_DIR, the same switch the build
 * and `virtual:bundled-profiles` read.
 *
 * The pin copied is the one a new pin is most likely to break tests with: it names other pins
 * (related pins, do-not-blend), which do not name it back, and it has the most board rows. One
 * copy, not one of each pin: a copy differs from its original only by its id, and a catalogue
 * twice the size made the nested run outlast its time on a busy machine.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { PROFILES_DIR, ROOT, everyPin, type TestPin } from '../helpers/pins';
import { boardRows } from '../../src/domain/board/rows';

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

/** Names other pins first (related, then do-not-blend), then the most board rows; ties by id. */
const score = ({ profile }: TestPin): number[] => [
  profile.related.length > 0 ? 1 : 0,
  profile.doNotBlendWith.length > 0 ? 1 : 0,
  boardRows(profile).length,
];
const firstDifference = (a: number[], b: number[]): number => b.findIndex((x, i) => x !== a[i]);

test('every catalogue-wide test passes on a catalogue with one more pin: a copy of a bundled pin under a new id', () => {
  cpSync(PROFILES_DIR, catalogue, { recursive: true });
  const all = everyPin();
  expect(all.length).toBeGreaterThan(0);
  const [chosen] = [...all].sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    const at = firstDifference(sa, sb);
    return at < 0 ? a.profile.id.localeCompare(b.profile.id) : sb[at]! - sa[at]!;
  });
  const pins = [chosen!];
  for (const { profile } of pins) {
    const json = JSON.parse(readFileSync(resolve(PROFILES_DIR, `${profile.id}.json`), 'utf8'));
    json.id = `${profile.id}${COPY_SUFFIX}`;
    writeFileSync(resolve(catalogue, `${json.id}.json`), JSON.stringify(json, null, 2));
  }
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
      timeout: 600_000,
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
  // The nested run saw the copies: tests over each pin are named by it.
  for (const { profile } of pins)
    expect(
      tests.some((t) => t.fullName.includes(`${profile.id}${COPY_SUFFIX}`)),
      profile.id,
    ).toBe(true);
}, 660_000);
