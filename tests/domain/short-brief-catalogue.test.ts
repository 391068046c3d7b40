/**
 * The short briefs of every pin in profiles/ and of every pair of them (issue 18, point 2):
 * within the limit, with the essentials a reader asks first, and no value cut mid-way. The
 * expectations are read from the profile files (what the pin states), never from the brief.
 */
import { describe, expect, test } from 'vitest';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { SHORT_LIMIT } from '../../src/domain/brief/fit-lines';
import { proseLine } from '../../src/domain/profile/prose';
import { comparePartner } from '../../src/domain/compare/compare-partner';
import { everyPin, type TestPin } from '../helpers/pins';

const pins = everyPin();
const idOf = (p: TestPin) => p.profile.id;
const spdxText = (l: TestPin['profile']['licenses'][number]) =>
  l.spdx === 'unknown' ? `SPDX unknown (${l.name})` : l.spdx;

/** The lines of one section of a short brief: from its heading to the next blank line. */
const sectionOf = (text: string, heading: string): string[] => {
  const lines = text.split('\n');
  const at = lines.indexOf(heading);
  if (at < 0) return [];
  const end = lines.indexOf('', at);
  return lines.slice(at + 1, end < 0 ? undefined : end);
};

describe.each(pins.map((p) => [idOf(p), p] as const))(
  'the short brief of %s',
  (_id, { profile, hardware }) => {
    const text = pinBriefShort({ profile, hardware, date: '2026-12-01' });

    test(`stays within ${SHORT_LIMIT} characters and cuts no value mid-way`, () => {
      expect(text.length).toBeLessThanOrEqual(SHORT_LIMIT);
      expect(text).not.toContain('…');
      expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
    });

    test('holds the command as the source prints it (when it does), the outcome in the pin’s words, its licenses with commercial use', () => {
      if (profile.pins.command) expect(text).toContain(`\n${proseLine(profile.pins.command)}\n`);
      else expect(text).toContain(`Runtime: ${profile.pins.runtime}`);
      expect(text).toContain(proseLine(profile.summary));
      for (const l of profile.licenses)
        expect(text).toContain(`- ${l.component}: ${spdxText(l)}; commercial use ${l.commercialUse}`);
    });

    test('names who reported each figure it keeps, each figure whole, and at least the first', () => {
      const figures = sectionOf(text, 'Reported figures (not measured by this site; not a forecast)');
      const items = profile.observations.items;
      if (!items.length) return expect(figures).toEqual(['None reported.']);
      // The first figure, whole, under who reported it.
      expect(figures[0]).toMatch(/^Reported by /);
      expect(figures[0]).toContain(`Reported by ${items[0]!.reportedBy}.`);
      expect(figures[1]).toContain(`- ${items[0]!.label}: ${items[0]!.stated}.`);
      // Every figure line: one observation's, whole, after a "Reported by" line of its reporter.
      let reporter: string | undefined;
      for (const line of figures) {
        if (line.startsWith('Reported by ')) reporter = line;
        else if (line.startsWith('- ')) {
          // Two reporters may state the same figure: the line is one of theirs, under its reporter.
          const same = items.filter((x) => line.startsWith(`- ${x.label}: ${x.stated}.`));
          expect(same.length, line).toBeGreaterThan(0);
          expect(
            same.some((o) => reporter?.includes(`Reported by ${o.reportedBy}.`)),
            `${line} under ${reporter}`,
          ).toBe(true);
        } else expect(line).toMatch(/^\(\d+ more in the full brief\.\)$/);
      }
      expect(figures.at(-1)!.startsWith('Reported by ')).toBe(false);
    });

    test('says what is ruled out and why, at least the first path whole', () => {
      const ruled = sectionOf(text, 'Ruled out');
      const first = profile.otherRejectedPaths[0];
      if (!first) return expect(ruled).toEqual(['None listed.']);
      expect(ruled[0]).toBe(`- ${proseLine(first.path)}: ${proseLine(first.reason)}`);
    });

    test('stays within the limit, licenses whole, under every setting option chosen', () => {
      for (const s of profile.settings)
        for (const o of s.options) {
          const chosen = pinBriefShort({ profile, hardware, settings: { [s.name]: o.value } });
          expect(chosen.length, `${s.name}=${o.value}`).toBeLessThanOrEqual(SHORT_LIMIT);
          for (const l of profile.licenses)
            expect(chosen).toContain(`- ${l.component}: ${spdxText(l)}; commercial use`);
        }
    });
  },
);

describe('the short comparison brief of each pin beside its compare partner and beside the next pin', () => {
  // Linear in the catalogue (every pair of 1,000 pins would be half a million briefs): each pin
  // with the pin "Compare" opens it beside, and with the next pin in order (of another model,
  // hardware or kit, as often as not).
  const facts = pins.map(({ profile: p }) => ({
    id: p.id,
    model: p.model.name,
    hardware: p.hardware,
    doNotBlendWith: p.doNotBlendWith,
    related: p.related.map((r) => r.id),
  }));
  const pairs = pins.flatMap((a, i) => {
    const partner = comparePartner(facts[i]!, facts);
    const next = pins[(i + 1) % pins.length]!;
    return [
      ...(partner ? [[a, pins.find((p) => idOf(p) === partner.id)!] as const] : []),
      ...(next !== a ? [[a, next] as const] : []),
    ];
  });

  test(`each of the ${pairs.length} pairs stays within ${SHORT_LIMIT} characters, names both pins, and cuts no value mid-way`, () => {
    expect(pairs.length).toBeGreaterThanOrEqual(pins.length - 1);
    for (const [a, b] of pairs) {
      const text = compareBriefShort({ a, b });
      const pair = `${idOf(a)} / ${idOf(b)}`;
      expect(text.length, pair).toBeLessThanOrEqual(SHORT_LIMIT);
      expect(text, pair).not.toContain('…');
      expect(text, pair).not.toMatch(/undefined|\[object Object\]|NaN/);
      for (const p of [a, b]) expect(text, pair).toContain(`(${idOf(p)})`);
    }
  });

  test('every pair lists each license that decides commercial use (restricted or unknown in either pin), whole', () => {
    for (const [a, b] of pairs) {
      const text = compareBriefShort({ a, b });
      const decisive = [...a.profile.licenses, ...b.profile.licenses].filter(
        (l) => l.commercialUse !== 'allowed',
      );
      for (const l of decisive)
        expect(text, `${idOf(a)} / ${idOf(b)}: ${l.component}`).toMatch(
          new RegExp(
            `^- ${l.component.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*commercial use ${l.commercialUse}`,
            'm',
          ),
        );
    }
  });
});
