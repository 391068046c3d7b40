/**
 * What the board says, formatted from the one board model (board/board-model.ts): the drop
 * targets it shows (the logical checkpoint, the hardware's lanes, "residence not stated"), and
 * what each row card says. Pure, so it is tested alone; the board's components only render it.
 * Which rows sit in a group is a store read (`selectRowIdsIn`), so each lane subscribes to its
 * own ids and a move re-renders only the lanes involved; the whole board is never built at once.
 *
 * Rows overlap: rows are listed by residence and never summed. A split part or a copy is
 * its own row, marked as such, and is never counted twice.
 */
import { accessText, cardLine, overlapBadge } from './component-lines';
import { figureLine } from './figure-lines';
import { loadMark, markText } from './row-marks';
import { cardBytesLine, cardFigures, unloadingConsequence } from '../board/card-facts';
import { capacityText } from './lane-lines';
import { boardPlaces, boardRow, isFromFile, type BoardResidence } from '../board/board-model';
import type { BoardFileBytes } from '../model-file/board-file-bytes';
import { rowName, type Row } from '../board/rows';
import { proseLine } from '../profile/prose';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import type { Placed } from '../placement/settings';

/** A drop target on the board: the logical checkpoint group, a tier's lane, or "residence not stated". */
export type BoardGroup = {
  /** The residence id a row takes when dropped here: "ledger", "not-stated" or a lane id. */
  residence: string;
  kind: BoardResidence['kind'];
  /** "Unified pool", "Logical checkpoint" */
  label: string;
  /** "GPU and CPU share this pool.": the hardware's sentence (a quote or a site note), or the board's own. */
  note: Prose;
  /**
   * "24 GB of VRAM; 2 GPUs per node, each its own capacity; usable bytes unknown", without the
   * capacity label when the note already says it.
   */
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
  /** "Exact bytes unknown.", once, or the exact bytes the source publishes, or what is unknown beyond the file's. */
  bytes: string;
  /** "overlaps checkpoint", "file ledger", "runtime"... */
  overlap: string;
  /** Moved by the user away from where the recipe puts it under the settings in force. */
  explored: boolean;
  /** "not loaded under DRAFTER=mtp", or "not loaded" when the source says so plainly. */
  notLoaded?: string;
  /** The setting's (or the source's) own words for why the row is not loaded. */
  notLoadedWords?: Prose;
  /** Why an absent row is refused everywhere, or that the source does not state its presence. */
  absentReason?: string;
};

/**
 * The logical checkpoint first, then the hardware's lanes in its order, as on the seed page;
 * "Residence not stated" last, when the pin has rows whose residence its source does not give.
 * Without a profile, the hardware's own places (the checkpoint and the lanes).
 */
export function boardGroups(hardware: Hardware, profile?: Profile): BoardGroup[] {
  const places = boardPlaces({ hardware, profile });
  return places.map((p, order) => ({
    residence: p.residence,
    kind: p.kind,
    label: p.heading,
    // The model's note: a lane's is the hardware's sentence, a group's the board's own words (a site note).
    note: p.notes[0]!,
    // The lane's note is printed above its capacity line: the label is said once.
    ...(p.capacity ? { capacity: capacityText(p.capacity, p.notes[0]) } : {}),
    perNode: p.perNode,
    ...(p.laneGroup ? { group: p.laneGroup } : {}),
    order,
  }));
}

/**
 * What one row card says, for a row in `residence`; `unloadedUnder` is the setting that does
 * not load it, `placed` the option in force that places it, `fileBytes` the model file confirmed
 * as the pin's model (its bytes line and marks then agree with the file's figure).
 */
export function rowView(
  profile: Profile,
  hardware: Hardware,
  row: Row,
  residence: string,
  unloadedUnder?: string,
  placed?: Placed,
  fileBytes?: BoardFileBytes,
): RowView {
  const board = boardRow({ profile, hardware, fileBytes }, row, residence, unloadedUnder, placed);
  const c = row.component;
  const lane = hardware.lanes.find((l) => l.id === residence);
  const line = cardLine(row, lane);
  const load = loadMark(board.load);
  const words =
    board.load.state === 'not-loaded-stated'
      ? board.load.note
      : board.load.state === 'not-loaded'
        ? unloadingConsequence(profile, board.load.setting)
        : undefined;
  return {
    id: row.id,
    label: rowName(row),
    residence,
    absent: c.presence !== 'present',
    cardLine: c.presence === 'absent' ? 'Absent.' : line,
    // The rank scope has its own line on the card.
    marks: board.marks.filter((m) => m.kind !== 'ranks').map(markText),
    ...(row.ranks ? { ranks: proseLine(row.ranks) } : {}),
    // In a lane the card's first line already says the access (cardLine); elsewhere it has its own line.
    ...(lane ? {} : { access: accessText(c) }),
    figures: cardFigures(c).map(figureLine),
    bytes: cardBytesLine(profile, c, board.figures.some(isFromFile)),
    overlap: overlapBadge(c),
    explored: board.explored,
    ...(load ? { notLoaded: load } : {}),
    ...(words ? { notLoadedWords: words } : {}),
    ...(c.presence === 'absent' && c.absentReason ? { absentReason: proseLine(c.absentReason) } : {}),
    ...(c.presence === 'not-stated'
      ? { absentReason: 'The source does not say whether this is in the pin.' }
      : {}),
  };
}
