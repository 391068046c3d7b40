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
export const statusLines = (p: Profile): string[] => [
  hardwareStatusLine(p),
  revisionStatusLine(p),
  asPinnedStatusLine(p),
];

/** Beside the status lines, when the settings in force differ from the recipe's. */
export const settingsChangedLine = (n: number): string => `Settings changed from the recipe (${n}).`;
