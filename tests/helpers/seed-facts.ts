/**
 * The facts of a seed page, read from the seed text itself: each number (with its commas
 * and decimals), hex hash, version, date, percent, source name and SPDX id. The page tests
 * (jsdom and the prerendered pages with scripts off), the brief tests and the compare tests
 * look for every one of them in the surface's text. Issue 17 counts them: 71 on the Mia seed,
 * 56 on the Lime seed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The two seed pages (tests/fixtures/seeds/) and the pins they are. */
export const SEED_PAGES = [
  { file: '000_b72d5e6c6ad99f5a.txt', pin: 'glm-5.3-flash-mia-tensorfold-tp2', issueCount: 71 },
  { file: '001_05cb493be7c73fe5.txt', pin: 'glm-5.3-flash-lime-tensorfold-c8', issueCount: 56 },
] as const;

/** A seed page's text, as stored in tests/fixtures/seeds/ (the test runners run in the repository's root). */
export const seedText = (file: string): string => readFileSync(resolve('tests/fixtures/seeds', file), 'utf8');

export const SEED_FACT_KINDS = [
  'numbers',
  'hashes',
  'versions',
  'dates',
  'percents',
  'sourceNames',
  'spdx',
] as const;
export type SeedFacts = Record<(typeof SEED_FACT_KINDS)[number], string[]>;

const unique = (xs: Iterable<string>): string[] => [...new Set(xs)];
const all = (text: string, re: RegExp, group = 0): string[] =>
  unique([...text.matchAll(re)].map((m) => m[group]!));

const HASH = /\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/g;

export function seedFacts(text: string): SeedFacts {
  return {
    // 1,048,576 and 305.778 and 60.4 and 12; a trailing full stop is not a decimal. Digits
    // inside a hash are not numbers of their own: the hash is checked whole.
    numbers: all(text.replace(HASH, ' '), /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g),
    hashes: all(text, HASH),
    versions: all(text, /\bv\d+(?:\.\d+)+/g),
    dates: all(text, /\b\d{4}-\d{2}-\d{2}\b/g),
    percents: all(text, /\d+(?:\.\d+)?%/g),
    // The sources' names as the seed prints them before a commit and its checked date.
    sourceNames: all(text, /(?<![\w-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+) (?=[0-9a-f]{40} checked )/g, 1),
    // An SPDX id the seed states as unknown ("SPDX unknown.") is a fact too, kept with its
    // word "SPDX": the bare word "unknown" is on every page.
    spdx: unique([
      ...all(text, /SPDX ([A-Za-z0-9][A-Za-z0-9.+-]*[A-Za-z0-9])/g, 1).map((id) =>
        id === 'unknown' ? 'SPDX unknown' : id,
      ),
      ...all(
        text,
        /\b(?:Apache-\d\.\d|MIT|CC-BY(?:-[A-Z]{2})*-\d\.\d|LicenseRef-[A-Za-z0-9.-]*[A-Za-z0-9])\b/g,
      ),
    ]),
  };
}

/** Every fact of a seed, one list (each kind's facts are unique; kinds do not overlap). */
export const allSeedFacts = (facts: SeedFacts): string[] => SEED_FACT_KINDS.flatMap((k) => facts[k]);
