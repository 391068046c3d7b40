/**
 * The one checker of explorations that come from outside the running app: a shared link
 * (link.ts) or Web Storage (sanitize.ts). Neither is trusted. Settings are kept only when
 * they are among the pin's options, and every explored placement is asked of the placement
 * rules again (docs/INVARIANTS.md, 7); what does not hold is handed back to the caller,
 * which says it in its own words. The rules themselves stay in the domain.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { findRow, type Row } from '../domain/rows/rows';
import { asPinnedPlacement, residenceNow, type Move, type Placement } from '../domain/placement/placement';
import {
  recipeSettings,
  effectiveSettings,
  isSettingOption,
  type Settings,
} from '../domain/placement/settings';
import { checkMove } from '../domain/placement/move-rules';
import { refusalText } from '../domain/text/move-lines';
import { keyed } from '../domain/keyed';

/** A pin with its hardware: what the rules need besides a placement and settings. */
export type Pin = { profile: Profile; hardware: Hardware };

export const pinOf = (
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
  id: string,
): Pin | undefined => {
  const profile = profiles.find((p) => p.id === id);
  const hw = profile && hardware.find((h) => h.id === profile.hardware);
  return profile && hw ? { profile, hardware: hw } : undefined;
};

/** The chosen settings among the pin's options; every other entry goes to `refused`. */
export function checkSettings(
  profile: Profile,
  entries: Iterable<readonly [string, unknown]>,
  refused: (name: string, value: unknown) => void,
): Settings {
  const out = keyed<string>();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && isSettingOption(profile, name, value)) out[name] = value;
    else refused(name, value);
  }
  return out;
}

export type PlacementRefusal = {
  component: string;
  residence: string;
  /** Undefined when the pin has no such row. */
  found: Row | undefined;
  reason: string;
};

/**
 * Where the entries come from. A link carries only the user's moves, each asked of the rules
 * under the link's settings. Storage holds what this app saved: an entry that is as-pinned
 * is kept quietly, and an entry is also kept when the rules accept it at the recipe's
 * settings (a row explored and then unloaded by a setting keeps its place across a reload).
 */
export type PlacementSource = 'link' | 'storage';

/** What replaying entries gave: the placement, the moves accepted in the order they were made. */
export type Replayed = { placement: Placement; accepted: Move[] };

/**
 * The as-pinned placement with the entries replayed as board moves, through the board's own
 * rules function (`checkMove`), in order, each against the placement the moves before it
 * made: a copy cannot reach its home's lane by a link when the board would refuse it. An
 * entry refused only because of where another row sat then (a copy whose home had not moved
 * yet) is asked again after the others, until nothing more is accepted; every other entry
 * goes to `refused` with the rules' reason. So the result is always one the board reaches by
 * the moves in `accepted`.
 */
export function replayPlacement(
  pin: Pin,
  entries: Iterable<readonly [string, string]>,
  chosen: Settings,
  source: PlacementSource,
  refused: (refusal: PlacementRefusal) => void,
): Replayed {
  const { profile, hardware } = pin;
  const settings = effectiveSettings(profile, chosen);
  const defaults = recipeSettings(profile);
  let placement = asPinnedPlacement(profile);
  const accepted: Move[] = [];
  const ask = (move: Move) => {
    const ctx = { profile, hardware, placement, settings };
    const result = checkMove(ctx, move);
    return result.ok || source !== 'storage' ? result : checkMove({ ...ctx, settings: defaults }, move);
  };
  let pending: Move[] = [];
  for (const [row, to] of entries) pending.push({ row, to });
  let last: Map<Move, string> = new Map();
  for (let progress = true; progress && pending.length > 0;) {
    progress = false;
    const next: Move[] = [];
    last = new Map();
    for (const move of pending) {
      const found = findRow(profile, move.row);
      // Already there (as pinned, moved there before, or placed there by an option in force): nothing to ask.
      if (found && residenceNow({ profile, placement, settings }, found) === move.to) continue;
      const result = ask(move);
      if (result.ok) {
        placement = result.placement;
        accepted.push(move);
        progress = true;
      } else {
        next.push(move);
        last.set(move, refusalText(result));
      }
    }
    pending = next;
  }
  for (const move of pending)
    refused({
      component: move.row,
      residence: move.to,
      found: findRow(profile, move.row),
      reason: last.get(move) ?? '',
    });
  return { placement, accepted };
}

/** The placement alone (see `replayPlacement`). */
export const checkPlacement = (...args: Parameters<typeof replayPlacement>): Placement =>
  replayPlacement(...args).placement;
