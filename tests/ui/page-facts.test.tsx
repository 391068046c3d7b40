// @vitest-environment jsdom
/**
 * Every fact of a seed is on the rendered page: each number (with its commas and
 * decimals), hex hash, version, date and SPDX id found in the seed text appears in the
 * pin view's text. textContent includes closed <details>, so evidence behind a disclosure
 * counts as on the page (one click away), as it should.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LIME, MIA, renderAt, resetApp } from './render-app';

const SEEDS = [
  { file: '000_b72d5e6c6ad99f5a.txt', pin: MIA },
  { file: '001_05cb493be7c73fe5.txt', pin: LIME },
];

const unique = (xs: Iterable<string>): string[] => [...new Set(xs)];
const all = (text: string, re: RegExp, group = 0): string[] =>
  unique([...text.matchAll(re)].map((m) => m[group]!));

const HASH = /\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/g;

function seedFacts(text: string) {
  return {
    // 1,048,576 and 305.778 and 60.4 and 12; a trailing full stop is not a decimal. Digits
    // inside a hash are not numbers of their own: the hash is checked whole.
    numbers: all(text.replace(HASH, ' '), /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g),
    hashes: all(text, HASH),
    versions: all(text, /\bv\d+(?:\.\d+)+/g),
    dates: all(text, /\b\d{4}-\d{2}-\d{2}\b/g),
    // The sources' names as the seed prints them before a commit and its checked date.
    sourceNames: all(text, /(?<![\w-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+) (?=[0-9a-f]{40} checked )/g, 1),
    spdx: unique([
      ...all(text, /SPDX ([A-Za-z0-9][A-Za-z0-9.+-]*[A-Za-z0-9])/g, 1),
      ...all(
        text,
        /\b(?:Apache-\d\.\d|MIT|CC-BY(?:-[A-Z]{2})*-\d\.\d|LicenseRef-[A-Za-z0-9.-]*[A-Za-z0-9])\b/g,
      ),
    ]).filter((id) => id !== 'unknown'),
  };
}

beforeEach(resetApp);
afterEach(cleanup);

describe.each(SEEDS)('seed $file', ({ file, pin }) => {
  const seed = readFileSync(resolve(__dirname, '../fixtures/seeds', file), 'utf8');
  const facts = seedFacts(seed);

  test('the extraction finds the facts it is meant to find', () => {
    expect(facts.hashes.length).toBeGreaterThan(0);
    expect(facts.spdx).toContain('CC-BY-NC-ND-4.0');
    expect(facts.numbers).toContain('321,323,031,390');
    expect(facts.dates.length).toBeGreaterThan(0);
    // Seed 000 prints its four sources by name (mia-glm-readme ... hf-glm-snapshot); 001 none.
    expect(facts.sourceNames.length).toBe(file.startsWith('000') ? 4 : 0);
  });

  test.each(['numbers', 'hashes', 'versions', 'dates', 'sourceNames', 'spdx'] as const)(
    'every %s of the seed is on the rendered pin page',
    (kind) => {
      renderAt(`#/pin/${pin}`);
      const page = document.body.textContent ?? '';
      const missing = facts[kind].filter((f) => !page.includes(f));
      expect(missing).toEqual([]);
    },
  );
});
