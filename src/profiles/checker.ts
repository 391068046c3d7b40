/**
 * What every step of a pin's cross-check shares (cross-check.ts): the pin, its hardware, the
 * error list, and the lookups that say when a lane or a source id is not defined.
 */
import type { Hardware } from '../domain/profile/schema/hardware.ts';
import type { Profile } from '../domain/profile/schema/profile.ts';
import type { StatedBytes, StatedCount } from '../domain/profile/schema/primitives.ts';
import { LEDGER, NOT_STATED } from '../domain/rows/board-groups.ts';
import { didYouMean } from './nearest.ts';

/** What every step of the check shares: the pin, its hardware, the error list and the lookups. */
export type Checker = {
  profile: Profile;
  hw: Hardware | undefined;
  err: (path: string, message: string) => void;
  /** Whether `lane` is a lane of the hardware (or an allowed group); says so when it is not. */
  checkLane: (path: string, lane: string, allowGroups?: boolean) => boolean;
  checkSource: (path: string, id: string) => void;
  checkStated: (path: string, v: StatedCount | StatedBytes) => void;
  componentIds: ReadonlySet<string>;
};

export function checker(profile: Profile, hw: Hardware | undefined, err: Checker['err']): Checker {
  const laneIds = new Set(hw?.lanes.map((l) => l.id) ?? []);
  const lanesList = [...laneIds].join(', ');
  const checkLane = (path: string, lane: string, allowGroups = false): boolean => {
    if (!hw) return false;
    if (allowGroups && (lane === LEDGER || lane === NOT_STATED)) return true;
    if (laneIds.has(lane)) return true;
    const near = didYouMean(lane, laneIds);
    err(
      path,
      near
        ? `residence ${JSON.stringify(lane)} is not a lane of hardware "${hw.id}"${near} (lanes: ${lanesList})`
        : `residence ${JSON.stringify(lane)} is not a lane of hardware "${hw.id}" (lanes: ${lanesList}): use one of them, or add the tier to the hardware file`,
    );
    return false;
  };
  const sourceIds = new Set(profile.sources.map((s) => s.id));
  const checkSource = (path: string, id: string) => {
    if (!sourceIds.has(id))
      err(
        path,
        `source id "${id}" is not defined in sources${didYouMean(id, sourceIds)}: add it to "sources" or fix the id`,
      );
  };
  const checkStated = (path: string, v: StatedCount | StatedBytes) => {
    if (typeof v === 'object' && 'rounded' in v) checkSource(`${path}.source`, v.source);
    else if (typeof v === 'object')
      v.conflict.forEach((c, i) => checkSource(`${path}.conflict[${i}].source`, c.source));
  };
  const componentIds = new Set(profile.components.map((c) => c.id));
  return { profile, hw, err, checkLane, checkSource, checkStated, componentIds };
}
