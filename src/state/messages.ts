/**
 * The sentences a move produces, shared by the store (the visible aria-live message) and the
 * board's screen-reader announcements, so both say the same thing. `describeMove`
 * (text/move-lines.ts) gives the accepted and refused sentences; this adds the few cases that are
 * not a rules answer (dropped where it already was, cancelled, undo and redo).
 */
import { ABSENT, BOARD_GROUPS } from '../domain/rows/board-groups';
import { residenceNow, residenceOf, type Move, type Placement } from '../domain/placement/placement';
import { boardRows, findRow, rowName } from '../domain/rows/rows';
import { checkMove, residenceLabel, type MoveContext, type MoveResult } from '../domain/placement/move-rules';
import { describeMove } from '../domain/text/move-lines';
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';

export const rowLabel = (profile: Profile, rowId: string): string => {
  const row = findRow(profile, rowId);
  return row ? rowName(row) : rowId;
};

/** "Unified pool", "Logical checkpoint", or "the absent list". */
export const placeLabel = (hardware: Hardware, residence: string): string =>
  residence === ABSENT ? BOARD_GROUPS[ABSENT].inSentence : residenceLabel(hardware, residence);

/**
 * The message for a drop, judged against the placement the drag started from:
 * "Routed experts cannot go to Local disk path: Not an NVMe expert tier."
 */
export function dropMessage(ctx: MoveContext, move: Move, result: MoveResult = checkMove(ctx, move)): string {
  if (
    result.ok &&
    residenceNow(ctx, findRow(ctx.profile, move.row) ?? { id: move.row, asPinned: ABSENT }) === move.to
  )
    return `${rowLabel(ctx.profile, move.row)} stays in ${placeLabel(ctx.hardware, move.to)}.`;
  return describeMove(ctx, move, result);
}

/** Reset pressed with every row as pinned: only a refusal on show is cleared. */
export const NOTHING_TO_RESET = 'Every row is where the recipe pins it: nothing to reset.';

export const cancelMessage = (ctx: MoveContext, rowId: string): string => {
  const row = findRow(ctx.profile, rowId);
  const at = row ? residenceNow(ctx, row) : ABSENT;
  return `Moving ${rowLabel(ctx.profile, rowId)} was cancelled. It stays in ${placeLabel(ctx.hardware, at)}.`;
};

/** "Undone: EXL3 checkpoint is back in Logical checkpoint." */
export function historyMessage(
  kind: 'Undone' | 'Redone' | 'Reset to as-pinned',
  profile: Profile,
  hardware: Hardware,
  from: Placement,
  to: Placement,
): string {
  const changed = boardRows(profile).filter((r) => residenceOf(from, r) !== residenceOf(to, r));
  if (changed.length === 0) return `${kind}.`;
  const parts = changed.map((r) => {
    const where = placeLabel(hardware, residenceOf(to, r));
    return residenceOf(to, r) === r.asPinned
      ? `${rowName(r)} is back in ${where}`
      : `${rowName(r)} is in ${where}`;
  });
  return `${kind}: ${parts.join('; ')}.`;
}
