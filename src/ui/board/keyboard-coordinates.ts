/**
 * Keyboard moves jump from group to group, the way dnd-kit's multiple-containers example
 * does, so a keyboard user reaches every lane with a few arrow presses instead of nudging a
 * card 25 px at a time. Right/Down go to the next group on the board, Left/Up to the
 * previous one, in board order whatever the layout (columns on a wide screen, stacked on a
 * phone). The matching collision detection picks the group under the card's centre.
 */
import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type ClientRect,
  type Collision,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { laneDataOf, rowDataOf } from './drag-data';

const NEXT: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * Where the card goes: centred across the group, below its title, note and accept/refuse
 * strip (which it must not hide), and inside it, so the collision test finds the group.
 */
const landingPoint = (target: ClientRect, card: ClientRect) => ({
  x: target.left + (target.width - card.width) / 2,
  y: target.top + Math.max(0, Math.min(target.height - card.height / 2 - 4, 170)) - card.height / 2,
});

export const laneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;

  const groups = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const data = laneDataOf(c);
      const rect = droppableRects.get(c.id);
      return data && rect ? [{ data, rect }] : [];
    })
    .sort((a, b) => a.data.order - b.data.order);
  if (groups.length === 0) return undefined;

  const from = rowDataOf(active)?.from;
  const current = laneDataOf(over)?.order ?? groups.find((g) => g.data.residence === from)?.data.order;
  const target =
    current === undefined
      ? step > 0
        ? groups[0]
        : groups.at(-1)
      : step > 0
        ? groups.find((g) => g.data.order > current)
        : groups.findLast((g) => g.data.order < current);
  // At either end the card stays where it is: no wrapping round, which would be disorienting.
  return target ? landingPoint(target.rect, collisionRect) : undefined;
};

const contains = (r: ClientRect, x: number, y: number) =>
  x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height;

/** How far outside a lane a pointer still counts as over it: the gap between two lanes. */
const NEAR = 16;
const distance = (r: ClientRect, x: number, y: number) =>
  Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));

/**
 * Pointer: the group under the pointer; in the gap beside a lane, that lane; else a group the
 * card overlaps. A finger that lifts between two lanes so lands where the lane strip said
 * "accepts" instead of "outside the lanes". Keyboard: the group under the card's centre.
 */
export const laneCollision: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  if (pointer) {
    const within = pointerWithin(args);
    if (within.length) return within;
    const near = args.droppableContainers
      .flatMap((c) => {
        const r = args.droppableRects.get(c.id);
        const d = r ? distance(r, pointer.x, pointer.y) : Infinity;
        return d <= NEAR ? [{ id: c.id, data: { droppableContainer: c, value: d } }] : [];
      })
      .sort((a, b) => a.data.value - b.data.value);
    return near.length ? near.slice(0, 1) : rectIntersection(args);
  }
  const { collisionRect, droppableContainers, droppableRects } = args;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  const hits: Collision[] = droppableContainers.flatMap((c) => {
    const r = droppableRects.get(c.id);
    return r && contains(r, cx, cy) ? [{ id: c.id, data: { droppableContainer: c, value: 0 } }] : [];
  });
  // Outside every group (an absent row just picked up) the card is over nothing: no lane is
  // named, and a drop there is a cancellation, not a refusal by some nearest lane.
  return hits;
};
