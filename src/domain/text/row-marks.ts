/** The marks on a board row: its role, share, ranks, where it executes, not loaded, explored. */
import type { Hardware } from '../profile/schema/hardware';
import { proseLine } from '../profile/prose';
import { rowRoleMark, type Row } from '../board/rows';
import { laneName } from './lane-lines';

export const rowMarks = (row: Row, hw?: Hardware): string[] => [
  ...(rowRoleMark(row) ? [rowRoleMark(row)!] : []),
  ...(row.share && row.share !== 'unknown'
    ? [`share ${row.share}`]
    : row.role === 'part'
      ? ['share unknown']
      : []),
  ...(row.ranks ? [proseLine(row.ranks)] : []),
  ...(row.executesOn ? [`executes in ${laneName(hw, row.executesOn.lane)}`] : []),
];

/** The mark on a row that a setting does not load. */
export const notLoadedMark = (assignment: string): string => `present, not loaded under ${assignment}`;
/** The mark on a row the user moved away from its as-pinned residence. */
export const EXPLORED_MARK = 'explored, not applied to the verdict';
/** "Routed experts: Unified pool -> Local disk path, explored, not applied to the verdict" */
export const exploredMoveLine = (label: string, from: string, to: string): string =>
  `${label}: ${from} -> ${to}, ${EXPLORED_MARK}`;
