/**
 * A tier is never cast (issue 31): `lane.tier as LaneTier` once let a tier outside a narrower
 * type reach rules written for that type, so a tier added to the schema would have been handled
 * by none of them without a compile error. Every consumer takes the schema's own `Tier` (the
 * TIERS table in profile/tiers.ts holds it complete); the casts are found in the syntax tree.
 */
import { describe, expect, it } from 'vitest';
import { assertionsOf, planted } from '../helpers/source-ast';
import { filesUnder, where } from '../helpers/source-lines';

const TIER = new Set(['tier']);

describe('no tier is cast to a narrower type', () => {
  it('in src/', () => {
    expect(assertionsOf(filesUnder('src'), TIER).map(where)).toEqual([]);
  });

  it('finds both forms of a cast, in a snippet planted here', () => {
    const snippet = planted(
      'planted/tier-cast.ts',
      [
        "type Narrow = 'gpu-memory' | 'host-ram';",
        'export const narrow = (lane: { tier: string }): Narrow => lane.tier as Narrow;',
        'export const alsoNarrow = (lane: { tier: string }): Narrow => <Narrow>(lane.tier);',
        'export const other = (lane: { id: unknown }) => lane.id as string;',
      ].join('\n'),
    );
    expect(assertionsOf([snippet], TIER).map((h) => h.text)).toEqual([
      'lane.tier as Narrow',
      '<Narrow>(lane.tier)',
    ]);
  });
});
