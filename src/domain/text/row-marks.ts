/**
 * The marks on a board row, in words: its role, share, ranks and where it executes, its load
 * state and whether the user moved it. The one wording of the board model's rows: the board's
 * cards, both briefs, the compact compare boards, the compare cells and the CLI all print these.
 */
import type { BoardRow, RowMark } from '../board/board-model';
import type { LoadState } from '../placement/load-state';
import { COPY_KIND_TEXT } from '../rows/rows';
import { proseLine } from '../profile/prose';
import { assertNever } from '../profile/schema/pinned-shape';

export const markText = (m: RowMark): string => {
  switch (m.kind) {
    case 'part':
      return `part: ${m.scope}`;
    case 'home':
      return 'home copy';
    case 'copy':
      return `${COPY_KIND_TEXT[m.copyKind]}, not counted twice`;
    case 'share':
      return `share ${m.share}`;
    case 'ranks':
      return proseLine(m.ranks);
    case 'executes-on':
      return `executes in ${m.label}`;
    case 'placed-by':
      return `placed here by ${m.by}`;
    default:
      return assertNever(m);
  }
};

/** "not loaded under DRAFTER=mtp", or "not loaded" when the source says so plainly; nothing for the rest. */
export const loadMark = (load: LoadState): string | undefined =>
  load.state === 'not-loaded'
    ? `not loaded under ${load.setting}`
    : load.state === 'not-loaded-stated'
      ? 'not loaded'
      : undefined;

/** The mark on a row the user moved away from its as-pinned residence. */
export const EXPLORED_MARK = 'explored, not applied to the verdict';

/** Every mark of a row, in one order: what it is, its load state, explored. */
export const boardRowMarks = (r: BoardRow): string[] => [
  ...r.marks.map(markText),
  ...(loadMark(r.load) ? [loadMark(r.load)!] : []),
  ...(r.explored ? [EXPLORED_MARK] : []),
];

/** "Routed experts: Unified pool -> Local disk path, explored, not applied to the verdict" */
export const exploredMoveLine = (label: string, from: string, to: string): string =>
  `${label}: ${from} -> ${to}, ${EXPLORED_MARK}`;
