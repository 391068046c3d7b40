// @vitest-environment jsdom
/**
 * Every fact of a seed is on the rendered page: each number (with its commas and
 * decimals), hex hash, version, date, percent, source name and SPDX id found in the seed text
 * appears in the pin view's text (71/71 Mia, 56/56 Lime, issue 17). textContent includes closed <details>, so evidence behind a disclosure
 * counts as on the page (one click away), as it should.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SEED_FACT_KINDS, SEED_PAGES, allSeedFacts, seedFacts, seedText } from '../helpers/seed-facts';
import { renderSettled, resetApp } from './render-app';

beforeEach(resetApp);
afterEach(cleanup);

describe.each(SEED_PAGES)('seed $file', ({ file, pin, issueCount }) => {
  const seed = seedText(file);
  const facts = seedFacts(seed);

  test('the extraction finds the facts it is meant to find', () => {
    expect(facts.hashes.length).toBeGreaterThan(0);
    expect(facts.spdx).toContain('CC-BY-NC-ND-4.0');
    expect(facts.numbers).toContain('321,323,031,390');
    expect(facts.dates.length).toBeGreaterThan(0);
    // Seed 000 prints its four sources by name (mia-glm-readme ... hf-glm-snapshot); 001 none.
    expect(facts.sourceNames.length).toBe(file.startsWith('000') ? 4 : 0);
  });

  test.each(SEED_FACT_KINDS)('every %s of the seed is on the rendered pin page', async (kind) => {
    await renderSettled(`#/pin/${pin}`);
    const page = document.body.textContent ?? '';
    const missing = facts[kind].filter((f) => !page.includes(f));
    expect(missing).toEqual([]);
  });

  test(`the rendered pin page holds all ${issueCount} facts issue 17 counts`, async () => {
    await renderSettled(`#/pin/${pin}`);
    const page = document.body.textContent ?? '';
    const every = allSeedFacts(facts);
    expect(every.length).toBe(issueCount);
    expect(every.filter((f) => !page.includes(f))).toEqual([]);
  });
});
