/**
 * The board's view model: which groups the board shows and what each row card says. Pure
 * (no React, no store, no DOM) so it is tested alone. Which rows sit in a group is a store
 * read (`selectRowIdsIn`), so each lane subscribes to its own ids and a move re-renders only
 * the lanes involved; the whole board is never built at once.
 *
 * Rows overlap (invariant 1): rows are listed by residence and never summed.
 */
import { accessText, cardLine, fileSizeText, overlapBadge, perRankText } from '../../domain/facts';
import { LEDGER } from '../../domain/placement';
import { LEDGER_HEADING, LEDGER_NOTE } from '../../domain/qualifiers';
import type { Component, Hardware } from '../../domain/schema';

/** A drop target on the board: the logical checkpoint group or one of the hardware's lanes. */
export type BoardGroup = {
  /** The residence id a row takes when dropped here: "ledger" or a lane id. */
  residence: string;
  kind: 'ledger' | 'memory' | 'disk';
  /** "Unified pool", "Logical checkpoint" */
  label: string;
  /** "GPU and CPU share this pool." */
  note: string;
  /** The hardware's group heading ("UMA"), when the lane has one. */
  group?: string;
  /** Position for keyboard moves: 0 for the first group on the board. */
  order: number;
};

export type RowView = {
  id: string;
  label: string;
  residence: string;
  absent: boolean;
  /** "Shared UMA pool. Sparse routed matmul." or "File ledger." */
  cardLine: string;
  /** "Access: Sparse routed matmul.", shown when the card line does not already say it. */
  access?: string;
  fileSize: string;
  perRank: string;
  /** "overlaps checkpoint", "file ledger", "runtime"... */
  overlap: string;
  /** Moved away from its as-pinned residence by the user. */
  explored: boolean;
  /** "present, not loaded under DRAFTER=mtp" */
  notLoaded?: string;
  /** Why an absent row is refused everywhere. */
  absentReason?: string;
};

/** The logical checkpoint first, then the hardware's lanes in its order, as on the seed page. */
export function boardGroups(hardware: Hardware): BoardGroup[] {
  return [
    { residence: LEDGER, kind: 'ledger', label: LEDGER_HEADING, note: LEDGER_NOTE, order: 0 },
    ...hardware.lanes.map((l, i): BoardGroup => ({
      residence: l.id,
      kind: l.kind,
      label: l.label,
      note: l.note,
      ...(l.group ? { group: l.group } : {}),
      order: i + 1,
    })),
  ];
}

/** What one row card says, for a row in `residence`; `notLoaded` is its mark from `selectNotLoadedMark`. */
export function rowView(
  hardware: Hardware,
  component: Component,
  residence: string,
  notLoaded?: string,
): RowView {
  const lane = hardware.lanes.find((l) => l.id === residence);
  const line = cardLine(component, lane);
  const absent = component.presence === 'absent';
  return {
    id: component.id,
    label: component.label,
    residence,
    absent,
    cardLine: line,
    ...(line.includes(component.access) ? {} : { access: accessText(component) }),
    fileSize: fileSizeText(component),
    perRank: perRankText(component),
    overlap: overlapBadge(component),
    explored: residence !== component.asPinned,
    ...(notLoaded ? { notLoaded } : {}),
    ...(absent && component.absentReason ? { absentReason: component.absentReason } : {}),
  };
}
