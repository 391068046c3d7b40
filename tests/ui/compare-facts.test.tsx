// @vitest-environment jsdom
/**
 * The compare view holds 100% of both seed pins' facts (issue 9, defect 6; 71/71 Mia and 56/56
 * Lime, issue 17): every number, hash, version, date, percent, source name and SPDX id of each
 * seed page (tests/helpers/seed-facts.ts), and every line of each pin's
 * full brief (which tests/domain/seed-facts.test.ts checks against the seed page). Text behind
 * a closed disclosure counts, as on the pin page: it is one click away.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { SEED_FACT_KINDS, SEED_PAGES, allSeedFacts, seedFacts, seedText } from '../helpers/seed-facts';
import { LIME, MIA, bundled, renderReady, resetApp } from './render-app';

const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

let page = '';
beforeAll(async () => {
  resetApp();
  await renderReady(`#/compare/${MIA}/${LIME}`);
  page = squash(document.querySelector('main')!.textContent ?? '');
  cleanup();
});
afterEach(cleanup);

describe.each(SEED_PAGES)('seed $file on the compare view', ({ file, pin, issueCount }) => {
  const facts = seedFacts(seedText(file));

  test.each(SEED_FACT_KINDS)('every %s of the seed is on the compare view', (kind) => {
    expect(facts[kind].filter((f) => !page.includes(f))).toEqual([]);
  });

  test(`the compare view holds all ${issueCount} facts issue 17 counts`, () => {
    const every = allSeedFacts(facts);
    expect(every.length).toBe(issueCount);
    expect(every.filter((f) => !page.includes(f))).toEqual([]);
  });

  test("every line of the pin's full brief is on the compare view", () => {
    const profile = bundled.profiles.find((p) => p.id === pin)!;
    const hardware = bundled.hardware.find((h) => h.id === profile.hardware)!;
    const lines = pinBrief({ profile, hardware })
      .split('\n')
      .map((l) => squash(l.replace(/^\s*-\s+/, '')))
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((l) => !page.includes(l))).toEqual([]);
  });
});

test('the extraction finds what it is meant to find', () => {
  const facts = seedFacts(seedText(SEED_PAGES[0].file));
  expect(facts.numbers).toEqual(expect.arrayContaining(['981,841', '321,323,031,390']));
  expect(facts.percents).toContain('98.0%');
});
