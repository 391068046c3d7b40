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

/**
 * The banner's heading: who names whom. Never "these pins differ in one lever": a pin's lever
 * is its source's word for what sets the two apart, while the aligned rows can differ in more.
 */
export const leverHeading = (levers: readonly RelatedLever[]): string =>
  levers.length > 1
    ? 'Each pin names the other as a related pin, one lever apart.'
    : `Pin ${levers[0]?.from === 'b' ? 'B' : 'A'} names pin ${levers[0]?.from === 'b' ? 'A' : 'B'} as a related pin, one lever apart.`;

/** "Pin A says: …" before the lever in its pin's words. */
export const leverSaidBy = (l: RelatedLever): string => `Pin ${l.from === 'a' ? 'A' : 'B'} says:`;
