/**
 * The board's events: a drop, undo, redo and reset. The rules' answer is authoritative (the
 * store never re-implements one): a refused drop changes nothing but the message.
 */
import { type Placement } from '../../domain/placement/placement';
import { checkMove } from '../../domain/placement/move-rules';
import { own } from '../../domain/keyed';
import { recorded, travel, type Direction } from '../history';
import { NOTHING_TO_RESET, dropMessage, historyMessage } from '../messages';
import { boundaryMoved } from '../expert-boundary';
import { asPinnedOf, selectExplorations, selectLastMove, selectMoveContext } from '../selectors';
import type { Announcement, ExplorerActions } from '../types';
import type { GetState, SetState } from './slice';

const HISTORY_WORDS: Record<Direction, 'Undone' | 'Redone'> = { undo: 'Undone', redo: 'Redone' };

/** The next message; `seq` changes on every one so a repeated sentence is spoken again. */
const announce =
  (get: GetState) =>
  (pinId: string, ok: boolean, text: string, move?: Announcement['move']): Announcement => ({
    pinId,
    ok,
    text,
    seq: (get().lastMove?.seq ?? 0) + 1,
    ...(move ? { move } : {}),
  });

/** Moves the pin to `next`, recording `current` for undo. */
const commit =
  (set: SetState, get: GetState) =>
  (pinId: string, current: Placement, next: Placement, lastMove: Announcement) => {
    const s = get();
    set({
      placements: { ...s.placements, [pinId]: next },
      history: { ...s.history, [pinId]: recorded(own(s.history, pinId), current) },
      lastMove,
    });
  };

/** One step back or forward in the pin's history. */
const step = (set: SetState, get: GetState) => (pinId: string, dir: Direction) => {
  const s = get();
  const ctx = selectMoveContext(s, pinId);
  const done = ctx && travel(own(s.history, pinId), ctx.placement, dir);
  if (!ctx || !done) return;
  const { profile, hardware: hw, placement } = ctx;
  set({
    placements: { ...s.placements, [pinId]: done.placement },
    history: { ...s.history, [pinId]: done.history },
    lastMove: announce(get)(
      pinId,
      true,
      historyMessage(HISTORY_WORDS[dir], profile, hw, placement, done.placement),
    ),
  });
};

/** Back to as-pinned, as a step undo can take back; with nothing explored, only an old refusal is cleared. */
const reset = (set: SetState, get: GetState) => (pinId: string) => {
  // Reset also takes an explored --n-cpu-moe N back to the recipe's.
  const boundary = boundaryMoved(get(), pinId, undefined);
  if (boundary) set(boundary);
  const s = get();
  const ctx = selectMoveContext(s, pinId);
  if (!ctx) return;
  // Nothing explored, but a refusal still on show: Reset clears it, so the status
  // bar and the card never keep an old refusal once the person asked for a fresh start.
  if (selectExplorations(s, pinId).length === 0) {
    if (selectLastMove(s, pinId)?.ok === false)
      set({ lastMove: announce(get)(pinId, true, NOTHING_TO_RESET) });
    return;
  }
  const asPinned = asPinnedOf(ctx.profile);
  const text = historyMessage('Reset to as-pinned', ctx.profile, ctx.hardware, ctx.placement, asPinned);
  commit(set, get)(pinId, ctx.placement, asPinned, announce(get)(pinId, true, text));
};

type MoveEvents = Pick<ExplorerActions, 'rowDropped' | 'undoRequested' | 'redoRequested' | 'placementsReset'>;

export const movesSlice = (set: SetState, get: GetState): MoveEvents => ({
  rowDropped: (pinId, move) => {
    const ctx = selectMoveContext(get(), pinId);
    if (!ctx) return;
    const result = checkMove(ctx, move);
    const lastMove = announce(get)(pinId, result.ok, dropMessage(ctx, move, result), {
      row: move.row,
      to: move.to,
    });
    if (!result.ok || result.placement[move.row] === ctx.placement[move.row]) set({ lastMove });
    else commit(set, get)(pinId, ctx.placement, result.placement, lastMove);
  },
  undoRequested: (pinId) => step(set, get)(pinId, 'undo'),
  redoRequested: (pinId) => step(set, get)(pinId, 'redo'),
  placementsReset: reset(set, get),
});
