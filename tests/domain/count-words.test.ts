/** The one plural rule every surface uses ("1 tensors" was on the screen, issue 30). */
import { describe, expect, test } from 'vitest';
import { countOf, yesNo } from '../../src/domain/text/sentence';

describe('counts and flags in words', () => {
  test('one of a thing is singular; none and many are plural, with thousands grouped', () => {
    expect(countOf(1, 'tensor')).toBe('1 tensor');
    expect(countOf(0, 'tensor')).toBe('0 tensors');
    expect(countOf(1131, 'tensor')).toBe('1,131 tensors');
    expect(countOf(2, 'copy', 'copies')).toBe('2 copies');
  });

  test('a flag is "Yes" or "No"', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
