/**
 * What a comparison shows of each pin alone: the state of a setting, and the lists that have
 * no key to align them by (caveats, observations, sources), each kept as that pin's block.
 */
import type { Profile } from '../profile/schema/profile';
import type { Setting } from '../profile/schema/settings';
import { observationAttribution, observationLine } from '../text/pin-lines';
import { pinnedSourceLine, sourceLine } from '../text/source-lines';
import { settingAssignment } from '../placement/settings';
import { P } from './compare-side';

/** "DRAFTER=dflash2 (default)", "DRAFTER=mtp (chosen; default DRAFTER=dflash2)", or not chosen. */
export function settingState(setting: Setting, value: string | undefined): string {
  const chosen =
    setting.default === undefined
      ? 'the source states no default'
      : value === setting.default
        ? 'default'
        : `chosen; default ${settingAssignment(setting.name, setting.default)}`;
  return value === undefined
    ? `${setting.name} not chosen (${chosen})`
    : `${settingAssignment(setting.name, value)} (${chosen})`;
}

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
    observations: p.observations.items.map((o) => `${observationLine(o)} ${observationAttribution(o)}`),
    sources: p.sources.map((s) => `${pinnedSourceLine(s)}; ${sourceLine(s)}`),
  };
}
