/**
 * What a comparison shows of each pin alone: the state of a setting, and the lists that have
 * no key to align them by (caveats, observations, sources), each kept as that pin's block.
 */
import type { Profile } from '../profile/schema/profile';
import { observationAttribution, observationCommandLine, observationLine } from '../text/pin-lines';
import { pinnedSourceLine, recipeDate, sourceLine } from '../text/source-lines';
import { P } from './compare-side';

/**
 * The lists of one pin that have no key to align them by: its caveats, its reported
 * observations (each with its configuration, qualifier and who reported it) and its
 * sources, named by their own names. Shown as that pin's own block, never paired.
 */
export type OwnLists = {
  caveats: string[];
  observationNote: string;
  speedNote?: string;
  observations: string[];
  sources: string[];
};
export function ownLists(p: Profile): OwnLists {
  return {
    caveats: p.caveats.map(P),
    observationNote: P(p.observations.note),
    ...(p.observations.speedNote ? { speedNote: P(p.observations.speedNote) } : {}),
    observations: p.observations.items.map((o) =>
      [observationLine(o), observationCommandLine(p, o), observationAttribution(o)].filter(Boolean).join(' '),
    ),
    sources: p.sources.map((s) => `${pinnedSourceLine(s)}; ${sourceLine(s, recipeDate(p))}`),
  };
}
