/**
 * The short brief of every pin in profiles/ (issue 18, point 2): within the limit, with the
 * essentials a reader asks first, and no value cut mid-way.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { SHORT_LIMIT } from '../../src/domain/brief/fit-lines';
import { proseLine } from '../../src/domain/profile/prose';
import { repoPin } from '../helpers/repo-pins';

const ids = readdirSync('profiles')
  .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe.each(ids)('the short brief of %s', (id) => {
  const { profile, hardware } = repoPin(id);
  const text = pinBriefShort({ profile, hardware, date: '2026-12-01' });

  test(`stays within ${SHORT_LIMIT} characters and cuts no value mid-way`, () => {
    expect(text.length).toBeLessThanOrEqual(SHORT_LIMIT);
    expect(text).not.toContain('…');
    expect(text).not.toMatch(/undefined|\[object Object\]|NaN/);
  });

  test('holds the outcome in the pin’s words, its licenses with commercial use, and who reported its figures', () => {
    expect(text).toContain(proseLine(profile.summary));
    for (const l of profile.licenses) expect(text).toContain(`${l.component}: `);
    for (const l of profile.licenses) expect(text).toContain(`commercial use ${l.commercialUse}`);
    const first = profile.observations.items[0];
    if (first) expect(text).toContain(`Reported by ${first.reportedBy}.`);
    expect(text).toContain(profile.otherRejectedPaths.length ? 'Ruled out' : 'None listed.');
  });
});
