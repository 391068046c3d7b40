/**
 * The catalogue grows by adding files: a new valid pin in profiles/ must pass the tests with no
 * other change. Every Vitest test runs on a catalogue that proves it (vitest.config.ts,
 * tests/helpers/test-catalogue.ts): the bundled pins, with their hardware and stored sources,
 * the bundled pin with the most board rows copied under a new id, and pins generated in every
 * shape the format allows, each with a hardware file of its own. This file checks that the run
 * is on that catalogue, in the tests' own loader and in `virtual:bundled-profiles` alike, so a
 * change to the configuration cannot quietly drop the proof.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { boardRows } from '../../src/domain/rows/rows';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { PROFILES_DIR, ROOT, everyPin } from '../helpers/pins';
import { testCatalogueMark } from '../helpers/catalogue-mark';
import { COPY_SUFFIX, GENERATED } from '../helpers/test-catalogue';
import { SOURCE_FILE } from '../helpers/generated-pins';

const mark = testCatalogueMark();

test('the run is on a catalogue of its own, made from the bundled one', () => {
  expect(
    mark,
    'PLACEMENT_TEST_CATALOGUE is not set: vitest.config.ts did not make the catalogue',
  ).toBeDefined();
  expect(PROFILES_DIR).not.toBe(resolve(ROOT, 'profiles'));
  expect(PROFILES_DIR).not.toBe(mark!.from);
  expect(existsSync(resolve(PROFILES_DIR, 'sources', SOURCE_FILE))).toBe(true);
});

test('every bundled pin is in it, unchanged, with a copy of the largest under a new id', () => {
  const { hardwareFiles, profileFiles } = readProfilesDir(mark!.from, mark!.from);
  const from = loadAll(hardwareFiles, profileFiles);
  const pins = new Map(everyPin().map((p) => [p.profile.id, p.profile]));
  for (const p of from.profiles) expect(pins.get(p.id), p.id).toEqual(p);
  const original = mark!.copy.slice(0, -COPY_SUFFIX.length);
  expect(mark!.copy).toBe(`${original}${COPY_SUFFIX}`);
  const largest = Math.max(...from.profiles.map((p) => boardRows(p).length));
  expect(boardRows(pins.get(original)!)).toHaveLength(largest);
  expect({ ...pins.get(mark!.copy)!, id: original }).toEqual(pins.get(original));
  // Stored sources come along: every file of the bundled sources is there.
  const sources = readdirSync(resolve(mark!.from, 'sources'));
  for (const f of sources) expect(existsSync(resolve(PROFILES_DIR, 'sources', f)), f).toBe(true);
});

test('the generated pins are in it, each on a hardware file of its own', () => {
  expect(mark!.generated).toHaveLength(GENERATED);
  const pins = everyPin();
  for (const id of mark!.generated) {
    const pin = pins.find((p) => p.profile.id === id);
    expect(pin, id).toBeDefined();
    expect(pins.filter((p) => p.hardware.id === pin!.hardware.id).map((p) => p.profile.id)).toEqual([id]);
  }
});

test('the app-side catalogue (virtual:bundled-profiles) is the same one, with no load error', () => {
  expect(bundled.errors).toEqual([]);
  expect(bundled.profiles.map((p) => p.id).sort()).toEqual(
    everyPin()
      .map((p) => p.profile.id)
      .sort(),
  );
});

/** Every unit test file under tests/ (the browser tests run on the build, not on this catalogue). */
function testFiles(dir = resolve(ROOT, 'tests')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

test('no test lists the pins of profiles/ itself: each reads the catalogue under test', () => {
  // A list taken from the directory would leave out the copy and the generated pins.
  const listing = /readdirSync\(\s*(['"]profiles['"]|resolve\(ROOT,\s*['"]profiles['"]\))\s*\)/;
  const files = testFiles();
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => listing.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f))).toEqual(
    [],
  );
});
