/**
 * What a screen reader hears during a drag: the rows' and lanes' names and the rules'
 * answer, never an id. The "over" sentences are judged against the board as it was when
 * the drag began, the same placement the store judges the drop against.
 *
 * A drop on a lane is spoken once, by the board's polite "Last move" region (MoveControls),
 * which shows the store's message for that drop ("Routed experts cannot go to Local disk
 * path: ..."). Saying it here as well made every drop heard twice. Only a drop outside the
 * lanes, which never reaches the store, is said here.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { checkMove, type MoveContext } from '../../domain/placement/move-rules';
import { refusalText } from '../../domain/text/move-lines';
import { cancelMessage, placeLabel } from '../../state/messages';
import { laneDataOf, rowDataOf, type LaneDropData, type RowDragData } from './drag-data';

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a row, press Space or Enter. Use the arrow keys to go from lane to lane; each lane says whether the rules accept the row there. Press Space or Enter again to drop it, or Escape to cancel. A refused drop leaves the row where it was.',
};

/** "Routed experts is over Local disk path: refused, Not an NVMe expert tier." */
export function overMessage(ctx: MoveContext, row: RowDragData, lane: LaneDropData): string {
  if (lane.residence === row.from) return `${row.label} is over ${lane.label}, where it is now.`;
  const result = checkMove(ctx, { row: row.componentId, to: lane.residence });
  return result.ok
    ? `${row.label} is over ${lane.label}: accepts.`
    : `${row.label} is over ${lane.label}: refused, ${refusalText(result)}`;
}

export function boardAnnouncements(currentContext: () => MoveContext | undefined): Announcements {
  let atStart: MoveContext | undefined;
  // The first "over" is the row's own lane, reported right after pick-up: not repeated,
  // so "Picked up Routed experts." is what is heard.
  let firstOver = false;
  const ctx = () => atStart ?? currentContext();

  return {
    onDragStart({ active }) {
      const row = rowDataOf(active);
      atStart = currentContext();
      firstOver = true;
      return row ? `Picked up ${row.label}.` : undefined;
    },
    onDragOver({ active, over }) {
      const row = rowDataOf(active);
      const lane = laneDataOf(over);
      const c = ctx();
      const skip = firstOver && lane?.residence === row?.from;
      firstOver = false;
      if (!row || !c || skip) return undefined;
      return lane ? overMessage(c, row, lane) : `${row.label} is not over a lane.`;
    },
    onDragEnd({ active, over }) {
      const row = rowDataOf(active);
      const c = ctx();
      atStart = undefined;
      // Over a lane, the drop calls rowDropped and the "Last move" region says the result.
      if (!row || !c || laneDataOf(over)) return undefined;
      return `${row.label} was dropped outside the lanes. It stays in ${placeLabel(c.hardware, row.from)}.`;
    },
    onDragCancel({ active }) {
      const row = rowDataOf(active);
      const c = ctx();
      atStart = undefined;
      return row && c ? cancelMessage(c, row.componentId) : undefined;
    },
  };
}
