/**
 * The explored N of --n-cpu-moe per pin (issue 30, item 4): the event that sets it, what a
 * link carries of it, and the pin as the board reads it at that N. The rule and the redrawn
 * parts are the domain's (domain/explore/expert-boundary.ts); this only keeps the number.
 * A pin with no entry is at the N its recipe passes. Like a drag, it never reaches the verdict.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { atBoundary, boundaryProblem, expertBoundaryOf } from '../domain/explore/expert-boundary';
import { own } from '../domain/keyed';
import type { Entry } from './route';

/** What of the store the N needs (not the store's type: link.ts, which the store's type reads, imports this). */
type BoundaryState = {
  profiles: readonly Profile[];
  hardware: readonly Hardware[];
  boundaries: Readonly<Record<string, number>>;
};

/** The one key a link's `n.<id>` list holds: the flag whose N it is. */
export const BOUNDARY_KEY = 'n-cpu-moe';

const rawPin = (s: Pick<BoundaryState, 'profiles' | 'hardware'>, pinId: string) => {
  const profile = s.profiles.find((p) => p.id === pinId);
  const hardware = profile && s.hardware.find((h) => h.id === profile.hardware);
  return profile && hardware ? { profile, hardware } : undefined;
};

/** The pin at its explored N (the same object while N stays), or the pin itself. */
export function profileAtBoundary(profile: Profile, hardware: Hardware | undefined, n: number | undefined) {
  const b = n === undefined || !hardware ? undefined : expertBoundaryOf(profile, hardware);
  return b && n !== undefined ? atBoundary(profile, b, n) : profile;
}

/**
 * `expertBoundaryMoved`: a new N for the pin, or undefined for the recipe's own. An N the rule
 * does not take (not a whole number, below 1, past the stated layers) changes nothing: the
 * control says why before it asks.
 */
export function boundaryMoved(
  s: BoundaryState,
  pinId: string,
  n: number | undefined,
): { boundaries: Record<string, number> } | null {
  const pin = rawPin(s, pinId);
  const b = pin && expertBoundaryOf(pin.profile, pin.hardware);
  if (!b) return null;
  const { [pinId]: current, ...rest } = s.boundaries;
  if (n === undefined || n === b.pinned) return current === undefined ? null : { boundaries: rest };
  if (boundaryProblem(b, n) !== undefined || current === n) return null;
  return { boundaries: { ...s.boundaries, [pinId]: n } };
}

/** A link's `n.<id>` entries for a loaded pin: the N it carries, or why it is ignored. */
export function boundaryOfLink(
  pin: { profile: Profile; hardware: Hardware },
  entries: readonly Entry[],
): { n: number } | { ignored: string } | undefined {
  const b = expertBoundaryOf(pin.profile, pin.hardware);
  const entry = entries.find(([k]) => k === BOUNDARY_KEY);
  const other = entries.find(([k]) => k !== BOUNDARY_KEY);
  if (other) return { ignored: `"${other[0]}" is not an N this pin explores` };
  if (!entry) return undefined;
  if (!b) return { ignored: 'this pin has no --n-cpu-moe boundary to explore' };
  const n = /^\d{1,4}$/.test(entry[1]) ? Number(entry[1]) : NaN;
  const why = Number.isNaN(n) ? 'N is a whole number of layers' : boundaryProblem(b, n);
  return why ? { ignored: `--n-cpu-moe ${entry[1]}: ${why}` } : { n };
}

/** The link entries of a pin's explored N, if any. */
export const boundaryEntries = (boundaries: Readonly<Record<string, number>>, pinId: string): Entry[] => {
  const n = own(boundaries, pinId);
  return n === undefined ? [] : [[BOUNDARY_KEY, String(n)]];
};
