/**
 * The board's own groups: the places a row can be that are not a tier of the hardware. The
 * logical checkpoint (the file ledger), the absent list, and "residence not stated". This is
 * their one definition: ids, headings, what a row there means, and how a sentence names them.
 * A lane id may never be one of these ids (the schema refuses it: profile/schema/board-group-ids.ts).
 * Their notes are this site's standing sentences, defined here once (text/ reads them here).
 */
import type { BoardGroupId } from '../profile/schema/board-group-ids.ts';

export type { BoardGroupId };
export const LEDGER = 'ledger' satisfies BoardGroupId;
export const ABSENT = 'absent' satisfies BoardGroupId;
/** The board's group for rows whose residence (or presence) the source does not state. */
export const NOT_STATED = 'not-stated' satisfies BoardGroupId;

export type BoardGroupInfo = {
  /** The group's heading on the board and in the briefs: "Logical checkpoint". */
  heading: string;
  /** What sitting here means, in this site's words: shown under the heading and as the evidence of a move back. */
  note: string;
  /** The group named inside a sentence: "the logical checkpoint". */
  inSentence: string;
  /** Rows can be dropped here (back where they started); the absent list is not a drop target. */
  dropTarget: boolean;
  /** Where the group stands on the board: before the lanes or after them. */
  position: 'first' | 'after-lanes' | 'below';
};

export const BOARD_GROUPS = {
  ledger: {
    heading: 'Logical checkpoint',
    note: 'File ledger. Not a per-rank residence.',
    inSentence: 'the logical checkpoint',
    dropTarget: true,
    position: 'first',
  },
  'not-stated': {
    heading: 'Residence not stated',
    note: 'The source does not say where these rows live. Not a lane, not the file ledger.',
    inSentence: 'a place not stated',
    dropTarget: true,
    position: 'after-lanes',
  },
  absent: {
    heading: 'Absent',
    note: 'Absence is not zero bytes.',
    inSentence: 'the absent list',
    dropTarget: false,
    position: 'below',
  },
} as const satisfies Record<BoardGroupId, BoardGroupInfo>;

export const isBoardGroup = (residence: string): residence is BoardGroupId =>
  Object.hasOwn(BOARD_GROUPS, residence);
