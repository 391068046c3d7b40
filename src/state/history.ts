/**
 * Undo and redo of one pin's placements, as pure functions over its history. Undo and redo
 * are one step in two directions: the placement on the board is pushed on one stack and the
 * top of the other comes back. Each stack keeps at most HISTORY_LIMIT steps.
 */
import type { Placement } from '../domain/placement/placement';

/** `past` ends with the step before the board; `future` starts with the step after it. */
export type History = { past: Placement[]; future: Placement[] };
export type Direction = 'undo' | 'redo';

/** Undo steps kept per pin, in memory and in storage. */
export const HISTORY_LIMIT = 50;

export const emptyHistory: History = { past: [], future: [] };

/** The board moved away from `current` by the user: `current` is the step undo brings back. */
export const recorded = (h: History = emptyHistory, current: Placement): History => ({
  past: [...h.past, current].slice(-HISTORY_LIMIT),
  future: [],
});

/** Both stacks with their top last, seen from the direction of travel. */
const stacks = (h: History, dir: Direction) =>
  dir === 'undo'
    ? { from: h.past, to: [...h.future].reverse() }
    : { from: [...h.future].reverse(), to: h.past };

/** One step back or forward from `current`, or undefined when there is none. */
export function travel(
  h: History | undefined,
  current: Placement,
  dir: Direction,
): { placement: Placement; history: History } | undefined {
  if (!h) return undefined;
  const { from, to } = stacks(h, dir);
  const placement = from.at(-1);
  if (!placement) return undefined;
  const rest = from.slice(0, -1);
  const pushed = [...to, current].slice(-HISTORY_LIMIT);
  const history =
    dir === 'undo' ? { past: rest, future: pushed.reverse() } : { past: pushed, future: rest.reverse() };
  return { placement, history };
}
