/**
 * The pieces every comparison section is built from: a side (one pin with what the user
 * chose), one aligned row whose cells are each a function of their own side, and the texts
 * cells share. Nothing here reads both sides at once except `row`, which only compares the
 * two finished statements.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { StatedBytes, StatedCount } from '../profile/schema/primitives';
import { asPinnedPlacement, type Placement } from '../placement/placement';
import { effectiveSettings, type Settings } from '../placement/settings';
import { proseLine } from '../profile/prose';
import { isConflict, statedBytesText, statedCountText } from '../profile/stated-values';
import { unloadedBy } from '../placement/settings';
import { formatInteger } from '../units/bytes';
import type { BoardFileBytes } from '../model-file/board-file-bytes';

/**
 * One aligned row. `note` says why a row whose two texts differ is not marked as differing
 * (both name the same snapshot, each in its own words).
 */
export type CompareRow = {
  label: string;
  a: string;
  b: string;
  differs: boolean;
  note?: string;
  /**
   * The row decides commercial use: a license whose commercial use is restricted or unknown
   * in either pin. Never folded, and always among the key differences, even when both pins
   * share it.
   */
  decides?: 'commercial-use';
};
/** What a section aligns: used to group the key differences, never shown. */
export type SectionKind =
  'hardware' | 'pins' | 'runtime' | 'drafter' | 'kv' | 'licenses' | 'component' | 'flags';
export type CompareSection = {
  title: string;
  kind: SectionKind;
  rows: CompareRow[];
  /** What a component section is about ("Routed experts"), for the key differences' placement group. */
  subject?: string;
};
/** A pin with what the user chose for it; hardware, placement and settings are optional. */
export type CompareSide = {
  profile: Profile;
  hardware?: Hardware;
  placement?: Placement;
  settings?: Settings;
  /** A model file the person confirmed as this pin's model. */
  fileBytes?: BoardFileBytes | undefined;
};
export type CompareInput = Profile | CompareSide;

/** Shown where one pin has a row the other does not. */
export const NOT_LISTED = 'not listed';

export type Side = {
  profile: Profile;
  hardware?: Hardware;
  placement: Placement;
  settings: Settings;
  unloaded: Map<string, string>;
  fileBytes?: BoardFileBytes | undefined;
};

const isSide = (x: CompareInput): x is CompareSide =>
  'profile' in x && typeof (x as CompareSide).profile === 'object';

export function toSide(x: CompareInput): Side {
  const s: CompareSide = isSide(x) ? x : { profile: x };
  const settings = effectiveSettings(s.profile, s.settings ?? {});
  return {
    profile: s.profile,
    hardware: s.hardware,
    placement: s.placement ?? asPinnedPlacement(s.profile),
    settings,
    unloaded: unloadedBy(s.profile, settings),
    ...(s.fileBytes ? { fileBytes: s.fileBytes } : {}),
  };
}

/**
 * A pin names another in `doNotBlendWith`. The warning is shown when either pin names the
 * other: one pin's own evidence saying "do not blend" is enough to warn about both.
 */
export function namesEachOther(a: Profile, b: Profile): boolean {
  return a.doNotBlendWith.includes(b.id) || b.doNotBlendWith.includes(a.id);
}

/**
 * One aligned row: each cell is a function of its own side only. The row differs when the
 * two statements differ; `same` names what both state when their words differ but the
 * thing they name is one (a snapshot sha), and says so in `note`.
 */
export const row =
  (label: string, cell: (s: Side) => string, same?: { key: (s: Side) => string | undefined; note: string }) =>
  (A: Side, B: Side): CompareRow => {
    const a = cell(A);
    const b = cell(B);
    if (a === b) return { label, a, b, differs: false };
    const ka = same?.key(A);
    const kb = same?.key(B);
    return ka !== undefined && ka === kb
      ? { label, a, b, differs: false, note: same!.note }
      : { label, a, b, differs: true };
  };
export type RowSpec = ReturnType<typeof row>;

/** Union of keys in first-seen order: A's order, then what only B has. */
export const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

export const P = proseLine;
export const orNotListed = (s: string | undefined): string => s ?? NOT_LISTED;

/** Bytes as the pin publishes them: an integer, "unknown", or a conflict with its sources. */
export const bytesText = (p: Profile, b: StatedBytes): string =>
  isConflict(b) ? statedBytesText(p, b) : b === 'unknown' ? 'unknown' : `${formatInteger(b)} bytes`;
export const countText = (p: Profile, n: StatedCount): string => statedCountText(p, n);

export type Spec = { title: string; kind: SectionKind; specs: RowSpec[]; subject?: string };
