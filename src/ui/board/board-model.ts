/**
 * The board's view model: which groups the board shows and what each row card says. Pure
 * (no React, no store, no DOM) so it is tested alone. Which rows sit in a group is a store
 * read (`selectRowIdsIn`), so each lane subscribes to its own ids and a move re-renders only
 * the lanes involved; the whole board is never built at once.
 *
 * Rows overlap: rows are listed by residence and never summed. A split part or a copy is
 * its own row, marked as such, and is never counted twice.
 */
import { accessText, cardLine, overlapBadge } from '../../domain/text/component-lines';
import { figureLine } from '../../domain/text/figure-lines';
import { rowMarks } from '../../domain/text/row-marks';
import {
  cardBytesLine,
  cardFigures,
  laneBoardCapacity,
  unloadingConsequence,
} from '../../domain/board/card-facts';
import { LEDGER, NOT_STATED } from '../../domain/board/rows';
import { proseLine } from '../../domain/profile/prose';
import {
  LEDGER_HEADING,
  LEDGER_NOTE,
  NOT_STATED_HEADING,
  NOT_STATED_NOTE,
} from '../../domain/text/standing-sentences';
import { boardRows, rowName, type Row } from '../../domain/board/rows';
import type { Hardware, Lane } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Prose } from '../../domain/profile/schema/primitives';

/** A drop target on the board: the logical checkpoint group, a tier's lane, or "residence not stated". */
export type BoardGroup = {
  /** The residence id a row takes when dropped here: "ledger", "not-stated" or a lane id. */
  residence: string;
  kind: 'ledger' | 'memory' | 'disk' | 'remote' | 'not-stated';
  /** "Unified pool", "Logical checkpoint" */
  label: string;
  /** "GPU and CPU share this pool.": the hardware's sentence (a quote or a site note), or the board's own. */
  note: Prose;
  /** "24 GB of VRAM; 2 GPUs, each its own capacity; usable bytes unknown" */
  capacity?: string;
  /** Memory and disk tiers belong to a node; the board's own groups do not. */
  perNode: boolean;
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
  /** "part: experts of the first 27 layers", "cache copy, not counted twice", "executes in GPU memory"... */
  marks: string[];
  /** The row's per-rank scope as the source states it: "rank 0 only". */
  ranks?: string;
  /** "Access: Sparse routed matmul.", shown when the card line does not already say it. */
  access?: string;
  /** Stated figures of the row, each with its kind and qualifier: "about 2.3 GB (prose size): ...". */
  figures: string[];
  /** "Exact bytes unknown.", once, or the exact bytes the source publishes. */
  bytes: string;
  /** "overlaps checkpoint", "file ledger", "runtime"... */
  overlap: string;
  /** Moved away from its as-pinned residence by the user. */
  explored: boolean;
  /** "not loaded under DRAFTER=mtp", or "not loaded" when the source says so plainly. */
  notLoaded?: string;
  /** The setting's (or the source's) own words for why the row is not loaded. */
  notLoadedWords?: Prose;
  /** Why an absent row is refused everywhere, or that the source does not state its presence. */
  absentReason?: string;
};

const laneKind = (l: Lane): BoardGroup['kind'] =>
  l.tier === 'local-disk'
    ? 'disk'
    : l.tier === 'remote-storage' || l.tier === 'remote-device' || l.tier === 'kv-backend'
      ? 'remote'
      : 'memory';

/**
 * The logical checkpoint first, then the hardware's lanes in its order, as on the seed page;
 * "Residence not stated" last, when the pin has rows whose residence its source does not give.
 */
export function boardGroups(hardware: Hardware, profile?: Profile): BoardGroup[] {
  const lanes = hardware.lanes.map((l, i): BoardGroup => ({
    residence: l.id,
    kind: laneKind(l),
    label: l.label,
    note: l.note,
    capacity: laneBoardCapacity(l),
    perNode: true,
    ...(l.group ? { group: l.group } : {}),
    order: i + 1,
  }));
  const rows = profile ? boardRows(profile) : [];
  // Rows whose residence or presence the source does not state: they sit in this group, never nowhere.
  const notStated = rows.some((r) => r.asPinned === NOT_STATED);
  return [
    { residence: LEDGER, kind: 'ledger', label: LEDGER_HEADING, note: LEDGER_NOTE, perNode: false, order: 0 },
    ...lanes,
    ...(notStated
      ? [
          {
            residence: NOT_STATED,
            kind: 'not-stated' as const,
            label: NOT_STATED_HEADING,
            note: NOT_STATED_NOTE,
            perNode: false,
            order: lanes.length + 1,
          },
        ]
      : []),
  ];
}

/** What one row card says, for a row in `residence`; `unloadedUnder` is the setting that does not load it. */
export function rowView(
  profile: Profile,
  hardware: Hardware,
  row: Row,
  residence: string,
  unloadedUnder?: string,
): RowView {
  const c = row.component;
  const lane = hardware.lanes.find((l) => l.id === residence);
  const line = cardLine(row, lane);
  const absent = c.presence !== 'present';
  const ranks = row.ranks ? proseLine(row.ranks) : undefined;
  const words = c.notLoaded ?? (unloadedUnder ? unloadingConsequence(profile, unloadedUnder) : undefined);
  return {
    id: row.id,
    label: rowName(row),
    residence,
    absent,
    cardLine: c.presence === 'absent' ? 'Absent.' : line,
    marks: rowMarks(row, hardware).filter((m) => m !== ranks),
    ...(ranks ? { ranks } : {}),
    ...(line.includes(c.access) ? {} : { access: accessText(c) }),
    figures: cardFigures(c).map(figureLine),
    bytes: cardBytesLine(profile, c),
    overlap: overlapBadge(c),
    explored: residence !== row.asPinned,
    ...(c.notLoaded
      ? { notLoaded: 'not loaded' }
      : unloadedUnder
        ? { notLoaded: `not loaded under ${unloadedUnder}` }
        : {}),
    ...(words ? { notLoadedWords: words } : {}),
    ...(c.presence === 'absent' && c.absentReason ? { absentReason: proseLine(c.absentReason) } : {}),
    ...(c.presence === 'not-stated'
      ? { absentReason: 'The source does not say whether this is in the pin.' }
      : {}),
  };
}
