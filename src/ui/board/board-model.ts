/**
 * The board's view model: which groups the board shows, which rows sit in each, and what
 * each row card says. Pure (no React, no store, no DOM) so it is tested alone; the board's
 * components call the same functions one row and one lane at a time.
 *
 * Rows overlap (invariant 1): the model lists rows by residence and never sums them.
 */
import { accessText, absentComponents, absentLine, cardLine, fileSizeText, notLoadedMark, notLoadedUnder, overlapBadge, perRankText, residentBytesStatus } from '../../domain/facts';
import { ABSENT, LEDGER, type Placement, type Settings } from '../../domain/placement';
import { DO_NOT_ADD, HEADINGS, LEDGER_HEADING, LEDGER_NOTE, NOT_APPLIED, NOT_DRAG_TO_FIT } from '../../domain/qualifiers';
import type { Component, Hardware, Profile } from '../../domain/schema';

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

export type BoardModel = {
  notes: { notDragToFit: string; doNotAdd: string; notApplied: string };
  groups: (BoardGroup & { rows: RowView[] })[];
  absent: { line: string; rows: RowView[] };
  residentBytes?: string;
  rejectedPaths: { heading: string; items: { path: string; reason: string }[] };
  otherResidences: { heading: string; items: { residence: string; note: string }[] };
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

export const residenceOf = (component: Component, placement: Placement): string => placement[component.id] ?? component.asPinned;

/** Component ids in one residence, in the profile's order. */
export const rowIdsIn = (profile: Profile, placement: Placement, residence: string): string[] =>
  profile.components.filter((c) => residenceOf(c, placement) === residence).map((c) => c.id);

/** The mark for each row that the chosen settings do not load. */
export const notLoadedMarks = (profile: Profile, settings: Settings): Map<string, string> =>
  new Map([...notLoadedUnder(profile, settings)].map(([id, assignment]) => [id, notLoadedMark(assignment)]));

/** What one row card says, for a row in `residence`; `notLoaded` is its mark from `notLoadedMarks`. */
export function rowView(hardware: Hardware, component: Component, residence: string, notLoaded?: string): RowView {
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

/** The whole board for one pin: groups with their rows, the absent list, the notes and lists. */
export function buildBoardModel(profile: Profile, hardware: Hardware, placement: Placement, settings: Settings): BoardModel {
  const marks = notLoadedMarks(profile, settings);
  const rowsIn = (residence: string) =>
    profile.components
      .filter((c) => residenceOf(c, placement) === residence)
      .map((c) => rowView(hardware, c, residence, marks.get(c.id)));
  return {
    notes: { notDragToFit: NOT_DRAG_TO_FIT, doNotAdd: DO_NOT_ADD, notApplied: NOT_APPLIED },
    groups: boardGroups(hardware).map((g) => ({ ...g, rows: rowsIn(g.residence) })),
    absent: {
      line: absentLine(profile),
      rows: absentComponents(profile).map((c) => rowView(hardware, c, ABSENT, marks.get(c.id))),
    },
    ...(residentBytesStatus(profile) ? { residentBytes: residentBytesStatus(profile) } : {}),
    rejectedPaths: { heading: HEADINGS.rejected, items: profile.otherRejectedPaths },
    otherResidences: { heading: HEADINGS.otherResidences, items: profile.otherResidences },
  };
}
