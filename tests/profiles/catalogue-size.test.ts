/**
 * Issue 17, point 4 ("At least 15 pins on at least 9 hardware classes"): the bundled catalogue's
 * size, and the README's pin table ("Bundled pins") naming pins that load, each once, with the
 * count line above it true to the table. A pin added without a row is not an error (as with the
 * provenance table); a row for a pin that is gone is.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, loadBundled } from '../helpers/pins';

const loaded = loadBundled();
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Bundled pins'));
const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| pin ')));
const rows = table
  .split('\n')
  .map((l) => l.split('|').map((c) => c.trim()))
  .filter((cells) => /^`[a-z0-9][a-z0-9._-]*`$/.test(cells[1] ?? ''))
  .map((cells) => cells[1]!.slice(1, -1));

it('holds at least 15 pins on at least 9 hardware files, every pin on a loaded hardware file', () => {
  expect(loaded.errors).toEqual([]);
  const used = new Set(loaded.profiles.map((p) => p.hardware));
  expect(loaded.profiles.length).toBeGreaterThanOrEqual(15);
  expect(used.size).toBeGreaterThanOrEqual(9);
  expect([...used].filter((id) => !loaded.hardware.some((h) => h.id === id))).toEqual([]);
});

it("the README's pin table names pins that load, each once, as many as its count line says", () => {
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows).size).toBe(rows.length);
  const ids = new Set(loaded.profiles.map((p) => p.id));
  expect(rows.filter((id) => !ids.has(id))).toEqual([]);
  const count = /^(\d+) pins on (\d+) hardware files\./m.exec(section);
  expect(count, 'the count line under "Bundled pins"').not.toBeNull();
  expect(Number(count![1])).toBe(rows.length);
  const hardware = new Set(loaded.profiles.filter((p) => rows.includes(p.id)).map((p) => p.hardware));
  expect(Number(count![2])).toBe(hardware.size);
});
