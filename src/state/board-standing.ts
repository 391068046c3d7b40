/**
 * Where a pin's board stands against its recipe, for the status line: how many moves explore
 * away from it, how many settings differ from its values, and whether the board is still as a
 * shared link set it (a later move or setting makes it the person's own exploration).
 */
import type { Profile } from '../domain/profile/schema/profile';
import { residenceOf, type Placement } from '../domain/placement/placement';
import { recipeValue, settingsChanged, type Settings } from '../domain/placement/settings';
import type { BoardStanding } from '../domain/text/status-lines';
import { boardRows } from '../domain/rows/rows';
import { own } from '../domain/keyed';
import { selectExplorations, selectPlacement, selectProfile } from './selectors';
import type { ExplorerState } from './types';

export const samePlacement = (profile: Profile, a: Placement, b: Placement): boolean =>
  boardRows(profile).every((r) => residenceOf(a, r) === residenceOf(b, r));
export const sameSettings = (profile: Profile, a: Settings = {}, b: Settings = {}): boolean =>
  profile.settings.every((x) => (a[x.name] ?? recipeValue(x)) === (b[x.name] ?? recipeValue(x)));

/** A fresh object: read it through `useShallow`. */
export function selectBoardStanding(s: ExplorerState, pinId: string): BoardStanding {
  const profile = selectProfile(s, pinId);
  const placement = selectPlacement(s, pinId);
  if (!profile || !placement) return { moves: 0, settingsChanged: 0, fromLink: false };
  const chosen = own(s.settings, pinId) ?? {};
  const linked = own(s.linked, pinId);
  const boundary = own(s.boundaries, pinId);
  // An explored --n-cpu-moe N is a move like a drag: it explores, it is not a setting.
  const moves = selectExplorations(s, pinId).length + (boundary === undefined ? 0 : 1);
  const changed = settingsChanged(profile, chosen).length;
  return {
    moves,
    settingsChanged: changed,
    fromLink:
      linked !== undefined &&
      (moves > 0 || changed > 0) &&
      samePlacement(profile, placement, linked.placement) &&
      sameSettings(profile, chosen, linked.settings) &&
      boundary === linked.boundary,
  };
}
