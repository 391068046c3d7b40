/**
 * Compare rows are data: each has a stable key (a field of every pin, a setting by its name, a
 * license by its component, a component's field by the component's id) and a tone per cell,
 * so nothing downstream reads the rendered words back. The key differences, their groups and
 * the short brief's license lines choose rows by key: relabelling every row and retitling every
 * section (what a wording change does) moves no row between groups. Before rows had keys, the
 * groups picked rows by display label (`['Checkpoint', 'Commit', …].includes(label)`), and a
 * renamed row silently left its group.
 */
import { describe, expect, it } from 'vitest';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { keyDifferences } from '../../src/domain/compare/key-differences';
import type { CompareSection } from '../../src/domain/compare/compare-side';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { LIME, MIA, everyPin, pin, type TestPin } from '../helpers/pins';

const pins = everyPin();
/** Each pin against the next one in the catalogue, and the seed pair. */
const pairs: [string, TestPin, TestPin][] = [
  [`${MIA} / ${LIME}`, pin(MIA), pin(LIME)],
  ...pins.map((a, i): [string, TestPin, TestPin] => {
    const b = pins[(i + 1) % pins.length]!;
    return [`${a.profile.id} / ${b.profile.id}`, a, b];
  }),
];

/** What a wording change does: every label and title in other words. */
const reworded = (sections: CompareSection[]): CompareSection[] =>
  sections.map((s, i) => ({
    ...s,
    title: `Section ${i}`,
    ...(s.subject ? { subject: `Subject ${i}` } : {}),
    rows: s.rows.map((r, j) => ({ ...r, label: `Row ${i}.${j}` })),
  }));

const keysOf = (sections: CompareSection[], a: TestPin, b: TestPin) =>
  keyDifferences(sections, a.profile, b.profile).groups.map((g) => [
    g.id,
    g.rows.map((r) => JSON.stringify(r.key)),
  ]);

describe.each(pairs)('comparing %s', (_name, a, b) => {
  const sections = compareProfiles(a, b);

  it('gives every row a key unique in its comparison', () => {
    const keys = sections.flatMap((s) => s.rows.map((r) => JSON.stringify(r.key)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('groups the key differences by key: other words for every row move none of them', () => {
    expect(keysOf(reworded(sections), a, b)).toEqual(keysOf(sections, a, b));
  });

  it('gives a cell its tone from the value, never from its words', () => {
    for (const s of sections)
      for (const r of s.rows)
        for (const side of ['a', 'b'] as const) {
          const text = r[side];
          if (r.tone[side] === 'not-listed') expect(text).toBe('not listed');
          if (r.tone[side] === 'unknown') expect(text).toBe('unknown');
          // A value the pin states as unknown reads as unknown: the tone comes with the value.
          if (text === 'unknown') expect(r.tone[side], `${r.label} of ${side}`).toBe('unknown');
        }
  });
});

it('marks a component only one pin of a pair lists as not listed in the other, by its tone', () => {
  const checked = pairs.flatMap(([, a, b]) =>
    a.profile.components
      .filter((c) => !b.profile.components.some((x) => x.id === c.id))
      .map((c) => {
        const residence = compareProfiles(a, b)
          .flatMap((s) => s.rows)
          .find((r) => r.key.of === 'component' && r.key.id === c.id && r.key.field === 'residence')!;
        expect(residence.tone).toEqual({ a: 'plain', b: 'not-listed' });
        return c.id;
      }),
  );
  expect(checked.length, 'some pair of pins has a component only one of them lists').toBeGreaterThan(0);
});

it('names each license of the short brief by its component, from the row key', () => {
  const [a, b] = [pin(MIA), pin(LIME)];
  const brief = compareBriefShort({ a, b });
  const licenses = keyDifferences(compareProfiles(a, b), a.profile, b.profile).groups.find(
    (g) => g.id === 'licenses',
  );
  expect(licenses?.rows.length).toBeGreaterThan(0);
  for (const r of licenses!.rows) {
    expect(r.key.of).toBe('license');
    const component = r.key.of === 'license' ? r.key.component : '';
    const spdx = a.profile.licenses.find((l) => l.component === component)?.spdx;
    expect(brief).toContain(`- ${component}: `);
    if (spdx && spdx !== 'unknown') expect(brief).toContain(spdx);
  }
});
