/**
 * Pins that differ in one lever name each other as related ("one more layer of experts on the
 * GPU", "another runtime on the same box"), so a comparison can say what the lever is. Not a
 * warning and not a blend: pins whose sources mix runs use doNotBlendWith instead.
 */
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';

export type RelatedLever = { from: 'a' | 'b'; lever: Prose };

/** The levers either pin states for the other, A's first. */
export function relatedLevers(a: Profile, b: Profile): RelatedLever[] {
  if (a.id === b.id) return [];
  return [
    ...a.related.filter((r) => r.id === b.id).map((r) => ({ from: 'a' as const, lever: r.lever })),
    ...b.related.filter((r) => r.id === a.id).map((r) => ({ from: 'b' as const, lever: r.lever })),
  ];
}
