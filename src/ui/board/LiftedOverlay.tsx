/**
 * What follows the pointer or the arrow keys while a row is dragged: the row's full name on
 * a lifted card (dnd-kit's DragOverlay). It follows the drag itself (useDndMonitor), so
 * lifting and dropping render this and not the board around it.
 *
 * Where a drop does not animate (a keyboard drop, or reduced motion), the overlay leaves
 * with the drop: a DragOverlay that stayed would keep a copy of the card for a commit of its
 * own, to animate nothing. A keyboard drop goes straight to the row's new place (the drop
 * animation reads the overlay's computed style and measures the moved row inside the drop's
 * commit, a forced style and layout); the focus ring on the moved row's handle shows where it went.
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
      setLifted(row ? { label: row.label, animated: !byKeyboard && !reducedMotion } : null);
    },
    onDragEnd: dropped,
    onDragCancel: dropped,
  });
  // An animated drop keeps its overlay mounted after the drag: DragOverlay animates the card home.
  if (!lifted) return null;
  return (
    <DragOverlay dropAnimation={lifted.animated ? undefined : null}>
      <RowOverlay label={lifted.label} />
    </DragOverlay>
  );
}
