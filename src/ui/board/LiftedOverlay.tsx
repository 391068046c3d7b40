/**
 * What follows a pointer or a finger while a row is dragged: the row's name on a lifted card
 * (dnd-kit's DragOverlay, kept inside the window by the board's modifier). It follows the drag
 * itself (useDndMonitor), so lifting and dropping render this and not the board around it.
 *
 * A keyboard drag shows none: the row jumps from lane to lane, the lane it is over is
 * outlined with its "accepts" or "refused" strip, and the arrow keys scroll the page to it
 * (dnd-kit's keyboard sensor), while a floating copy sat where the lane was measured at
 * pick-up, or at the screen's edge. A keyboard drop so goes straight to the row's new place,
 * without the drop animation's forced style and layout, and without a DragOverlay that kept a
 * copy of the card for a commit of its own to animate nothing. A drop that does not animate
 * (reduced motion) takes the overlay with it for the same reason.
 */
import { useState } from 'react';
import { DragOverlay, useDndMonitor, type DragStartEvent } from '@dnd-kit/core';
import { usePrefersReducedMotion } from './board-context';
import { rowDataOf } from './drag-data';
import { RowOverlay } from './RowCard';

type Lifted = { label: string; animated: boolean };

export function LiftedOverlay() {
  const reducedMotion = usePrefersReducedMotion();
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const dropped = () => setLifted((l) => (l && !l.animated ? null : l));
  useDndMonitor({
    onDragStart: (e: DragStartEvent) => {
      const row = rowDataOf(e.active);
      const byKeyboard = e.activatorEvent instanceof KeyboardEvent;
      setLifted(row && !byKeyboard ? { label: row.label, animated: !reducedMotion } : null);
    },
    onDragEnd: dropped,
    onDragCancel: dropped,
  });
  // An animated drop keeps its overlay mounted after the drag: DragOverlay animates the card home.
  if (!lifted) return null;
  return (
    <DragOverlay className="row-drag-overlay" dropAnimation={lifted.animated ? undefined : null}>
      <RowOverlay label={lifted.label} />
    </DragOverlay>
  );
}
