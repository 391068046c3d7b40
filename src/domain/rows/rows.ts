/**
 * The board's rows. A component is one row when it sits whole in one place; a split gives
 * one row per part, and copies give a home row plus one row per copy. Row ids are the
 * component id for whole and home rows, and the part's or copy's own id otherwise (unique
 * across the pin). Rows overlap: none of them is ever added to another.
 */
import type { Component, Copy, Part } from '../profile/schema/components';
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';

import { ABSENT, NOT_STATED } from './board-groups.ts';
import { matchPinned, pinnedShape } from '../profile/schema/pinned-shape.ts';

/** A lane id, or one of the board's own groups: "ledger", "absent", "not-stated". */
export type Residence = string;
export type RowRole = 'whole' | 'part' | 'home' | 'copy';
type Ref = { lane: string; evidence: Prose };
type Refusal = { lane: string; reason: Prose };

export type Row = {
  id: string;
  component: Component;
  role: RowRole;
  /** "Routed experts", or the part's or copy's own label. */
  label: string;
  /** Where the row starts, as pinned. */
  asPinned: Residence;
  /** The part's scope ("first 30 layers' experts") or the copy's kind. */
  scope?: string;
  share?: string;
  copyKind?: Copy['kind'];
  /** The component's home row, for a copy. */
  homeId?: string;
  ranks?: Prose | undefined;
  executesOn?: { lane: string; evidence: Prose } | undefined;
  residences: readonly Ref[];
  refusals: readonly Refusal[];
};

const wholeStart = (c: Component): Residence => {
  if (c.presence === 'absent') return ABSENT;
  if (c.presence === 'not-stated') return NOT_STATED;
  return pinnedShape(c.asPinned).shape === 'whole' ? (c.asPinned as string) : NOT_STATED;
};

const partRow = (c: Component, p: Part): Row => ({
  id: p.id,
  component: c,
  role: 'part',
  label: p.label,
  asPinned: c.presence === 'present' ? p.lane : wholeStart(c),
  scope: p.scope,
  share: p.share,
  ranks: p.ranks ?? c.ranks,
  executesOn: p.executesOn ?? c.executesOn,
  residences: p.residences ?? c.residences,
  refusals: p.refusals ?? c.refusals,
});

const copyRow = (c: Component, copy: Copy, homeId: string): Row => ({
  id: copy.id,
  component: c,
  role: 'copy',
  label: copy.label,
  asPinned: c.presence === 'present' ? copy.lane : wholeStart(c),
  copyKind: copy.kind,
  homeId,
  ranks: c.ranks,
  residences: copy.residences ?? [{ lane: copy.lane, evidence: copy.evidence }],
  refusals: copy.refusals ?? [],
});

function rowsOf(c: Component): Row[] {
  const base = {
    component: c,
    ranks: c.ranks,
    executesOn: c.executesOn,
    residences: c.residences,
    refusals: c.refusals,
  };
  return matchPinned<Row[]>(c.asPinned, {
    whole: () => [{ ...base, id: c.id, role: 'whole', label: c.label, asPinned: wholeStart(c) }],
    split: ({ parts }) => parts.map((p) => partRow(c, p)),
    copies: ({ home, copies }) => [
      {
        ...base,
        id: c.id,
        role: 'home',
        label: home.label ?? c.label,
        asPinned: c.presence === 'present' ? home.lane : wholeStart(c),
      },
      ...copies.map((copy) => copyRow(c, copy, c.id)),
    ],
  });
}

const rowCache = new WeakMap<Profile, readonly Row[]>();
/** Every row of the pin, in the profile's order; the same array for the same profile. */
export function boardRows(profile: Profile): readonly Row[] {
  let rows = rowCache.get(profile);
  if (!rows) rowCache.set(profile, (rows = profile.components.flatMap(rowsOf)));
  return rows;
}

export const findRow = (profile: Profile, rowId: string): Row | undefined =>
  boardRows(profile).find((r) => r.id === rowId);

export const findLane = (hardware: Hardware, laneId: string): Lane | undefined =>
  hardware.lanes.find((l) => l.id === laneId);

/**
 * A row's name wherever it is named alone (its card, its "Move" handle, the briefs): a whole row
 * by its label; a part, a copy or a home copy by its own label when that names its component
 * ("KV cache, L1 (GPU memory)"), else with the component's label before it ("KV cache: Home copy"),
 * so two components whose home copies are both labelled "Home copy" are told apart.
 */
export const rowName = (row: Row): string =>
  row.role === 'whole' || row.label.toLowerCase().startsWith(row.component.label.toLowerCase())
    ? row.label
    : `${row.component.label}: ${row.label}`;

export const COPY_KIND_TEXT: Record<Copy['kind'], string> = {
  cache: 'cache copy',
  'write-through': 'write-through copy',
  'page-cache': 'page-cache copy',
  prefetch: 'prefetched copy',
};
