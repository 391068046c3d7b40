/**
 * What travels with a drag: typed data with guards, so handlers never read raw ids and
 * announcements never speak them ("Picked up draggable item row-17" is what not to say).
 */
import type { UniqueIdentifier } from '@dnd-kit/core';
import { isObject } from '../../domain/keyed';

/** A row being dragged, with where it was when the drag began. */
export type RowDragData = { type: 'row'; pinId: string; componentId: string; label: string; from: string };
/** A group the row can be dropped on: a lane or the logical checkpoint. */
export type LaneDropData = { type: 'lane'; pinId: string; residence: string; label: string; order: number };

export const isRowDrag = (x: unknown): x is RowDragData =>
  isObject(x) &&
  x.type === 'row' &&
  typeof x.pinId === 'string' &&
  typeof x.componentId === 'string' &&
  typeof x.label === 'string' &&
  typeof x.from === 'string';

export const isLaneDrop = (x: unknown): x is LaneDropData =>
  isObject(x) &&
  x.type === 'lane' &&
  typeof x.pinId === 'string' &&
  typeof x.residence === 'string' &&
  typeof x.label === 'string' &&
  typeof x.order === 'number';

export const rowDragId = (pinId: string, componentId: string): UniqueIdentifier =>
  `row:${pinId}:${componentId}`;
export const laneDropId = (pinId: string, residence: string): UniqueIdentifier =>
  `lane:${pinId}:${residence}`;

/** Reads a dnd-kit `active` or `over` entry's data through a guard. */
export const rowDataOf = (
  entry: { data: { current?: unknown } } | null | undefined,
): RowDragData | undefined => {
  const d = entry?.data.current;
  return isRowDrag(d) ? d : undefined;
};
export const laneDataOf = (
  entry: { data: { current?: unknown } } | null | undefined,
): LaneDropData | undefined => {
  const d = entry?.data.current;
  return isLaneDrop(d) ? d : undefined;
};
