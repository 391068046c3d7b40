/**
 * The format's limits (issue 16): the hostile files that froze the tab are refused, each
 * with an error that names the limit and the path; the largest valid pin still validates.
 * The limits themselves are documented in profiles/README.md (checked here too).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../src/domain/profile/schema/limits';
import { boardRows } from '../../src/domain/rows/rows';
import { validateHardware, validateProfile } from '../../src/profiles/validate';
import { ROOT, loadBundled } from '../helpers/load-bundled';
import {
  GPT_OSS,
  HICACHE,
  copiesOf,
  largestValidPin,
  lanesOf,
  longString,
  splitInto,
  type Json,
} from '../helpers/huge-files';

const { hardware } = loadBundled();
const profileErrors = (p: Json) => validateProfile('profiles/huge.json', JSON.stringify(p), hardware).errors;
const said = (errors: { path: string; message: string }[]) => errors.map((e) => `${e.path}: ${e.message}`);

describe('files past a limit are refused with the limit and the path', () => {
  test('a split of 10,000 parts', () => {
    const c = splitInto(10_000).components.findIndex((x: Json) => Array.isArray(x.asPinned?.split));
    expect(said(profileErrors(splitInto(10_000)))).toContainEqual(
      `components[${c}].asPinned.split: at most 64 parts per split (the format's limit, LIMITS.splitParts)`,
    );
  });

  test('5,000 copies', () => {
    const p = copiesOf(5_000);
    const c = p.components.findIndex((x: Json) => x.asPinned?.copies);
    expect(said(profileErrors(p))).toContainEqual(
      `components[${c}].asPinned.copies: at most 16 copies beside one home (the format's limit, LIMITS.copies)`,
    );
  });

  test('a hardware file of 10,000 lanes', () => {
    const h = lanesOf('rtx-3090-24gb-64gb-ddr4', 10_000);
    expect(said(validateHardware('profiles/hardware/huge.json', JSON.stringify(h)).errors)).toContainEqual(
      `lanes: at most 32 lanes per hardware file (the format's limit, LIMITS.lanes)`,
    );
  });

  test('a 400,000-character string', () => {
    expect(said(profileErrors(longString(GPT_OSS, 400_000)))).toContainEqual(
      `caveats[0].siteNote: at most 4,000 characters (the format's limit, LIMITS.textLength)`,
    );
  });

  test('more board rows than the row limit, each component within its own limits', () => {
    const p = splitInto(LIMITS.splitParts);
    const plain = p.components.find((x: Json) => typeof x.asPinned === 'string' && x.presence === 'present');
    for (let i = 0; i < LIMITS.rows; i++)
      p.components.push({ ...plain, id: `extra-${i}`, label: `Extra ${i}` });
    p.components = p.components.slice(0, LIMITS.components);
    const errors = said(profileErrors(p));
    expect(errors.join('\n')).toMatch(/components: at most 64 board rows per profile .*LIMITS\.rows/);
  });

  test('a conflict of 17 stated values', () => {
    const p = structuredClone(JSON.parse(readFileSync(resolve(ROOT, `profiles/${HICACHE}.json`), 'utf8')));
    p.tp = { conflict: Array.from({ length: 17 }, (_, i) => ({ value: i + 1, source: p.sources[0].id })) };
    expect(said(profileErrors(p)).join('\n')).toContain(
      "tp.conflict: at most 16 stated values per conflict (the format's limit, LIMITS.conflictValues)",
    );
  });
});

describe('the largest valid pin', () => {
  test('validates, and has the rows the limits allow', () => {
    const p = largestValidPin();
    const result = validateProfile('profiles/largest.json', JSON.stringify(p), hardware);
    expect(result.errors).toEqual([]);
    expect(boardRows(result.profile!).length).toBe(LIMITS.rows);
  });
});

describe('profiles/README.md documents every limit', () => {
  const readme = readFileSync(resolve(ROOT, 'profiles/README.md'), 'utf8');
  for (const [name, value] of Object.entries(LIMITS))
    test(`LIMITS.${name} (${value})`, () => {
      expect(readme).toMatch(
        new RegExp(`\\|\\s*\`${name}\`\\s*\\|\\s*${value.toLocaleString('en-US')}\\s*\\|`),
      );
    });
});
