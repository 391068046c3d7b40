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

/**
 * What a row aligns, whatever its label says: a field every pin has, a setting by its name, a
 * license by its component, or a field of a component by the component's id. Consumers (the
 * key differences, the short brief) choose rows by this, never by the words shown.
 */
export type CompareKey =
  | { of: 'pin'; field: PinField }
  | { of: 'setting'; name: string }
  | { of: 'license'; component: string }
  | { of: 'component'; id: string; field: ComponentField };

/** The label each field of a pin is shown under: the words may change, the key does not. */
export const PIN_FIELDS = {
  hardware: 'Hardware',
  'hardware-match': 'Hardware match',
  pool: 'Pool',
  tiers: 'Tiers',
  nodes: 'Nodes',
  tp: 'TP',
  ep: 'EP',
  'recipe-state': 'Recipe state',
  'weight-revision': 'Weight revision',
  checkpoint: 'Checkpoint',
  'checkpoint-revision': 'Checkpoint revision',
  'weight-pin': 'Weight pin',
  manifest: 'Manifest',
  commit: 'Commit',
  model: 'Model',
  'total-parameters': 'Total parameters',
  'active-parameters': 'Active parameters',
  'official-file-bytes': 'Official file bytes',
  layers: 'Layers',
  'routed-experts': 'Routed experts',
  'experts-per-token': 'Experts per token',
  'moe-intermediate': 'MoE intermediate',
  runtime: 'Runtime',
  recipe: 'Recipe',
  'image-tag': 'Image tag',
  'image-digest': 'Image digest',
  concurrency: 'Concurrency',
  drafter: 'Drafter',
  'context-per-request': 'Context per request',
  'shared-pool': 'Shared pool',
  'named-caps': 'Named caps and figures',
  'kv-cache': 'KV cache',
  'commercial-recommendation': 'Commercial recommendation',
  'memory-fit-claimed': 'Memory fit claimed',
  'deployment-done': 'Deployment done',
  'runtime-claimed': 'Runtime claimed by this site',
  'summing-creates-fit': 'Summing components creates a fit',
} as const;
export type PinField = keyof typeof PIN_FIELDS;

export const COMPONENT_FIELDS = {
  label: 'Label',
  presence: 'Presence',
  residence: 'Residence',
  'residence-note': 'Residence note',
  access: 'Access',
  'file-size': 'File size',
  'per-rank': 'Per-rank storage',
  'resident-bytes': 'Resident bytes',
  figures: 'Figures',
  unknowns: 'Unknowns',
} as const;
export type ComponentField = keyof typeof COMPONENT_FIELDS;

/** How a cell reads: the pin says "unknown", the pin has no such row, or a stated value. */
export type CellTone = 'unknown' | 'not-listed' | 'plain';
/** A cell with its tone, decided where the value is known, never read back from the words. */
export type Cell = { text: string; tone: CellTone };

/**
 * One aligned row. `note` says why a row whose two texts differ is not marked as differing
 * (both name the same snapshot, each in its own words).
 */
export type CompareRow = {
  key: CompareKey;
  label: string;
  a: string;
  b: string;
  tone: { a: CellTone; b: CellTone };
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
};
export type CompareInput = Profile | CompareSide;

/** Shown where one pin has a row the other does not. */
export const NOT_LISTED = 'not listed';
export const NOT_LISTED_CELL: Cell = { text: NOT_LISTED, tone: 'not-listed' };
/** The pin states the value as unknown. */
export const UNKNOWN_CELL: Cell = { text: 'unknown', tone: 'unknown' };

export type Side = {
  profile: Profile;
  hardware?: Hardware;
  placement: Placement;
  settings: Settings;
  unloaded: Map<string, string>;
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
  };
}

/**
 * A pin names another in `doNotBlendWith`. The warning is shown when either pin names the
 * other: one pin's own evidence saying "do not blend" is enough to warn about both.
 */
export function namesEachOther(a: Profile, b: Profile): boolean {
  return a.doNotBlendWith.includes(b.id) || b.doNotBlendWith.includes(a.id);
}

const asCell = (c: string | Cell): Cell => (typeof c === 'string' ? { text: c, tone: 'plain' } : c);

/**
 * One aligned row: each cell is a function of its own side only. The row differs when the
 * two statements differ; `same` names what both state when their words differ but the
 * thing they name is one (a snapshot sha), and says so in `note`.
 */
export const row =
  (
    key: CompareKey,
    label: string,
    cell: (s: Side) => string | Cell,
    same?: { key: (s: Side) => string | undefined; note: string },
  ) =>
  (A: Side, B: Side): CompareRow => {
    const ca = asCell(cell(A));
    const cb = asCell(cell(B));
    const base = { key, label, a: ca.text, b: cb.text, tone: { a: ca.tone, b: cb.tone } };
    if (ca.text === cb.text) return { ...base, differs: false };
    const ka = same?.key(A);
    const kb = same?.key(B);
    return ka !== undefined && ka === kb
      ? { ...base, differs: false, note: same!.note }
      : { ...base, differs: true };
  };
/** A row of a field every pin has, under its one label. */
export const field = (
  f: PinField,
  cell: (s: Side) => string | Cell,
  same?: { key: (s: Side) => string | undefined; note: string },
) => row({ of: 'pin', field: f }, PIN_FIELDS[f], cell, same);
export type RowSpec = ReturnType<typeof row>;

/** Union of keys in first-seen order: A's order, then what only B has. */
export const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

export const P = proseLine;
export const orNotListed = (s: string | undefined): string | Cell => s ?? NOT_LISTED_CELL;
/** A field whose schema allows "unknown" as a value of its own: that value reads as unknown. */
export const orUnknown = (s: string): string | Cell => (s === 'unknown' ? UNKNOWN_CELL : s);

/** Bytes as the pin publishes them: an integer, "unknown", or a conflict with its sources. */
export const bytesText = (p: Profile, b: StatedBytes): string =>
  isConflict(b) ? statedBytesText(p, b) : b === 'unknown' ? 'unknown' : `${formatInteger(b)} bytes`;
export const bytesCell = (p: Profile, b: StatedBytes): string | Cell =>
  b === 'unknown' ? UNKNOWN_CELL : bytesText(p, b);
export const countCell = (p: Profile, n: StatedCount): string | Cell =>
  n === 'unknown' ? UNKNOWN_CELL : statedCountText(p, n);

export type Spec = { title: string; kind: SectionKind; specs: RowSpec[]; subject?: string };
