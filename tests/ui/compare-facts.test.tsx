// @vitest-environment jsdom
/**
 * The compare view holds 100% of both seed pins' facts (issue 9, defect 6): every number,
 * hash, version, date, percent and SPDX id of each seed page, and every line of each pin's
 * full brief (which tests/domain/seed-facts.test.ts checks against the seed page). Text behind
 * a closed disclosure counts, as on the pin page: it is one click away.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { LIME, MIA, bundled, renderReady, resetApp } from './render-app';

const SEEDS = [
  { file: '000_b72d5e6c6ad99f5a.txt', pin: MIA },
  { file: '001_05cb493be7c73fe5.txt', pin: LIME },
];
const HASH = /\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/g;
const all = (text: string, re: RegExp): string[] => [...new Set([...text.matchAll(re)].map((m) => m[0]))];
const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

function seedFacts(text: string): Record<string, string[]> {
  return {
    numbers: all(text.replace(HASH, ' '), /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g),
    hashes: all(text, HASH),
    versions: all(text, /\bv\d+(?:\.\d+)+/g),
    dates: all(text, /\b\d{4}-\d{2}-\d{2}\b/g),
    percents: all(text, /\d+(?:\.\d+)?%/g),
    spdx: all(
      text,
      /\b(?:Apache-\d\.\d|MIT|CC-BY(?:-[A-Z]{2})*-\d\.\d|LicenseRef-[A-Za-z0-9.-]*[A-Za-z0-9])\b/g,
    ),
  };
}

let page = '';
beforeAll(async () => {
  resetApp();
  await renderReady(`#/compare/${MIA}/${LIME}`);
  page = squash(document.querySelector('main')!.textContent ?? '');
  cleanup();
});
afterEach(cleanup);

describe.each(SEEDS)('seed $file on the compare view', ({ file, pin }) => {
  const facts = seedFacts(readFileSync(resolve(__dirname, '../fixtures/seeds', file), 'utf8'));

  test.each(Object.keys(facts))('every %s of the seed is on the compare view', (kind) => {
    expect(facts[kind]!.filter((f) => !page.includes(f))).toEqual([]);
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
  const facts = seedFacts(readFileSync(resolve(__dirname, '../fixtures/seeds', SEEDS[0]!.file), 'utf8'));
  expect(facts.numbers).toEqual(expect.arrayContaining(['981,841', '321,323,031,390']));
  expect(facts.percents).toContain('98.0%');
});
