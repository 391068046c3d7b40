/**
 * A pin's placement by residence, compact: each residence (the logical checkpoint, each lane
 * of the hardware, "residence not stated", absent) with the names of the rows in it and their
 * marks. The compare view's two small boards and the short briefs format it, from the one
 * board model, so they say what the board says. Rows overlap: nothing here adds one to another.
 */
import { ABSENT, BOARD_GROUPS } from '../rows/board-groups';
import { rowName } from '../rows/rows';
import { boardModel, type BoardRow } from '../board/board-model';
import { pinState, type PinInput } from '../pin/pin';
import { boardRowMarks } from './row-marks';

export type SummaryRow = { id: string; name: string; marks: string[] };
export type ResidenceSummary = {
  /** A lane id or one of the board's groups ("ledger", "not-stated", "absent", or an unknown id). */
  residence: string;
  label: string;
  rows: SummaryRow[];
};

const summaryRow = (r: BoardRow): SummaryRow => ({
  id: r.row.id,
  name: rowName(r.row),
  marks: boardRowMarks(r),
});

/**
 * Every residence of the board in the page's order, each lane listed even when empty; the
 * board's own groups only when they hold a row.
 */
export function placementByResidence(input: PinInput): ResidenceSummary[] {
  const model = boardModel(pinState(input));
  const elsewhere = [...new Set(model.elsewhere.map((r) => r.residence))].map((residence) => ({
    residence,
    label: residence,
    rows: model.elsewhere.filter((r) => r.residence === residence).map(summaryRow),
  }));
  return [
    ...model.residences
      .filter((p) => p.lane || p.rows.length > 0)
      .map((p) => ({ residence: p.residence, label: p.heading, rows: p.rows.map(summaryRow) })),
    ...elsewhere,
    ...(model.notStated && model.notStated.rows.length
      ? [
          {
            residence: model.notStated.residence,
            label: model.notStated.heading,
            rows: model.notStated.rows.map(summaryRow),
          },
        ]
      : []),
    ...(model.absent.length
      ? [{ residence: ABSENT, label: BOARD_GROUPS.absent.heading, rows: model.absent.map(summaryRow) }]
      : []),
  ];
}

/** "Unified pool: Routed experts, KV cache (explored, not applied to the verdict)"; "Local disk path: no rows". */
export const residenceSummaryLine = (g: ResidenceSummary): string => `${g.label}: ${summaryRowsText(g)}`;

/** The rows part of a summary line, without its label: "Routed experts, KV cache (...)" or "no rows". */
export const summaryRowsText = (g: ResidenceSummary): string =>
  g.rows.length
    ? g.rows.map((r) => (r.marks.length ? `${r.name} (${r.marks.join('; ')})` : r.name)).join(', ')
    : 'no rows';
