/**
 * The sentences a move produces, shared by the store (the visible aria-live message) and the
 * board's screen-reader announcements, so both say the same thing. The rules' own
 * `describeMove` gives the accepted and refused sentences; this adds the few cases that are
 * not a rules answer (dropped where it already was, cancelled, undo and redo).
 */
import { ABSENT, findComponent, type Move, type Placement } from '../domain/placement';
import { checkMove, describeMove, residenceLabel, type MoveContext, type MoveResult } from '../domain/rules';
import type { Hardware, Profile } from '../domain/schema';

export const rowLabel = (profile: Profile, componentId: string): string =>
  findComponent(profile, componentId)?.label ?? componentId;

/** "Unified pool", "Logical checkpoint", or "the absent list". */
export const placeLabel = (hardware: Hardware, residence: string): string =>
  residence === ABSENT ? 'the absent list' : residenceLabel(hardware, residence);

/**
 * The message for a drop, judged against the placement the drag started from:
 * "Routed experts cannot go to Local disk path: Not an NVMe expert tier."
 */
export function dropMessage(ctx: MoveContext, move: Move, result: MoveResult = checkMove(ctx, move)): string {
  if (result.ok && ctx.placement[move.component] === move.to)
    return `${rowLabel(ctx.profile, move.component)} stays in ${placeLabel(ctx.hardware, move.to)}.`;
  return describeMove(ctx, move, result);
}

export const cancelMessage = (ctx: MoveContext, componentId: string): string =>
  `Moving ${rowLabel(ctx.profile, componentId)} was cancelled. It stays in ${placeLabel(ctx.hardware, ctx.placement[componentId] ?? ABSENT)}.`;

/** "Undone: EXL3 checkpoint is back in Logical checkpoint." */
export function historyMessage(
  kind: 'Undone' | 'Redone' | 'Reset to as-pinned',
  profile: Profile,
  hardware: Hardware,
  from: Placement,
  to: Placement,
): string {
  const changed = profile.components.filter((c) => (from[c.id] ?? c.asPinned) !== (to[c.id] ?? c.asPinned));
  if (changed.length === 0) return `${kind}.`;
  const parts = changed.map((c) => {
    const where = placeLabel(hardware, to[c.id] ?? c.asPinned);
    return (to[c.id] ?? c.asPinned) === c.asPinned
      ? `${c.label} is back in ${where}`
      : `${c.label} is in ${where}`;
  });
  return `${kind}: ${parts.join('; ')}.`;
}
