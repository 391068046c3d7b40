/**
 * The ids of the board's own groups (the logical checkpoint, the absent list, "residence not
 * stated"), which no lane of a hardware file may take. Here, at the floor, so the schema refuses
 * them without reading the board; rows/board-groups.ts gives each its heading and note, for
 * exactly these ids (a compile error where one is left out or added).
 */
export const BOARD_GROUP_IDS = ['ledger', 'absent', 'not-stated'] as const;
export type BoardGroupId = (typeof BOARD_GROUP_IDS)[number];

export const isBoardGroupId = (id: string): id is BoardGroupId =>
  (BOARD_GROUP_IDS as readonly string[]).includes(id);
