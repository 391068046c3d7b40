/**
 * A dnd-kit modifier: the dragged preview stays inside the window. On a phone a card under a
 * finger near the right edge would otherwise run off the screen. It is the board's modifier
 * (DndContext), not only the preview's: the collision test then measures the preview where
 * it is drawn, so a lane the preview visibly covers ("accepts") is the lane the drop lands in,
 * never "outside the lanes" because an unclamped copy ran past the lane's edge. A keyboard
 * drag jumps between lanes and scrolls to them itself, so it is left as it is.
 */
import type { Modifier } from '@dnd-kit/core';

export const keepInWindow: Modifier = ({ transform, draggingNodeRect, windowRect, activatorEvent }) => {
  if (!draggingNodeRect || !windowRect || activatorEvent instanceof KeyboardEvent) return transform;
  const minX = windowRect.left - draggingNodeRect.left;
  const maxX = windowRect.left + windowRect.width - draggingNodeRect.right;
  const minY = windowRect.top - draggingNodeRect.top;
  const maxY = windowRect.top + windowRect.height - draggingNodeRect.bottom;
  return {
    ...transform,
    x: Math.min(Math.max(transform.x, minX), Math.max(minX, maxX)),
    y: Math.min(Math.max(transform.y, minY), Math.max(minY, maxY)),
  };
};
