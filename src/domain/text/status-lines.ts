/** The three status lines at the top of a pin: hardware match, revision, as-pinned. */
import type { Profile } from '../profile/schema/profile';
import { statedCountText } from '../profile/stated-values';
import { joinSentences } from './sentence';

export const hardwareStatusLine = (p: Profile): string =>
  joinSentences([
    p.hardwareMatch ? 'Hardware matches this pin' : 'Hardware does not match this pin',
    `${p.nodes} node${p.nodes === 1 ? '' : 's'}`,
    `TP ${statedCountText(p, p.tp)}`,
    `EP ${statedCountText(p, p.ep)}`,
  ]);
export const revisionStatusLine = (p: Profile): string =>
  p.revisionPinned ? 'Reported revision is pinned.' : 'Weight revision is unresolved.';
export const asPinnedStatusLine = (p: Profile): string =>
  p.asPinned ? 'As-pinned recipe.' : 'Not the as-pinned recipe.';

/**
 * Where the board stands against the recipe: the moves that explore away from it, the settings
 * changed from its values, and whether a shared link set the board as it is now.
 */
export type BoardStanding = { moves: number; settingsChanged: number; fromLink: boolean };
export const AS_PINNED_BOARD: BoardStanding = { moves: 0, settingsChanged: 0, fromLink: false };

/**
 * The third status line follows the board: the source's "As-pinned recipe." while the board is
 * as the recipe pins it, else what changed ("Explored (2 moves) from the as-pinned recipe.",
 * "Settings changed from the recipe (1).") and "From a link: …" when a link set it so.
 */
export function boardStandingLine(p: Profile, b: BoardStanding): string {
  if (b.moves === 0 && b.settingsChanged === 0) return asPinnedStatusLine(p);
  const explored = b.moves
    ? `explored (${b.moves} move${b.moves === 1 ? '' : 's'})${b.settingsChanged ? '' : p.asPinned ? ' from the as-pinned recipe' : '; not the as-pinned recipe'}`
    : '';
  const settings = b.settingsChanged ? `settings changed from the recipe (${b.settingsChanged})` : '';
  const what = [explored, settings].filter(Boolean).join('; ');
  return b.fromLink ? `From a link: ${what}.` : `${what[0]!.toUpperCase()}${what.slice(1)}.`;
}

export const statusLines = (p: Profile, board: BoardStanding = AS_PINNED_BOARD): string[] => [
  hardwareStatusLine(p),
  revisionStatusLine(p),
  boardStandingLine(p, board),
];
