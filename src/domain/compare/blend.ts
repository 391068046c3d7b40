/**
 * Do-not-blend, as data: which of two pins names the other under `doNotBlendWith`, and the
 * words each naming pin's own source gives for it (`blendNote`). Nothing here writes a sentence
 * of its own about the pins: the reason not to blend is the pin's, and a pin that gives none
 * is shown with none. Each surface (the compare banner, both briefs) formats this.
 */
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';

export type BlendSide = 'A' | 'B';
export type BlendNotice = {
  /** Which pin lists the other: one of them, or both. */
  naming: BlendSide[];
  /** Each naming pin's own note on it, in A, B order; a pin without a note gives none. */
  notes: { side: BlendSide; note: Prose }[];
};

/** Undefined when neither pin names the other. */
export function blendNotice(a: Profile, b: Profile): BlendNotice | undefined {
  const sides = [
    { side: 'A' as const, pin: a, other: b },
    { side: 'B' as const, pin: b, other: a },
  ].filter((s) => s.pin.doNotBlendWith.includes(s.other.id));
  if (sides.length === 0) return undefined;
  return {
    naming: sides.map((s) => s.side),
    notes: sides.flatMap((s) => (s.pin.blendNote ? [{ side: s.side, note: s.pin.blendNote }] : [])),
  };
}

/** "these pins name each other" / "one pin names the other" */
export const namingText = (n: BlendNotice): string =>
  n.naming.length === 2 ? 'these pins name each other' : 'one pin names the other';
