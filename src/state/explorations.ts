/**
 * The one checker of explorations that come from outside the running app: a shared link
 * (link.ts) or Web Storage (sanitize.ts). Neither is trusted. Settings are kept only when
 * they are among the pin's options, and every explored placement is asked of the placement
 * rules again (docs/INVARIANTS.md, 7); what does not hold is handed back to the caller,
 * which says it in its own words. The rules themselves stay in the domain.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { findRow, type Row } from '../domain/board/rows';
import { asPinnedPlacement, type Placement } from '../domain/placement/placement';
import {
  defaultSettings,
  effectiveSettings,
  isSettingOption,
  type Settings,
} from '../domain/placement/settings';
import { checkMove } from '../domain/placement/move-rules';

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
  const out: Record<string, string> = {};
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
 * is kept quietly, and an entry is also kept when the rules accept it at the default
 * settings (a row explored and then unloaded by a setting keeps its place across a reload).
 */
export type PlacementSource = 'link' | 'storage';

/** The as-pinned placement with the entries the rules accept; every other entry goes to `refused`. */
export function checkPlacement(
  pin: Pin,
  entries: Iterable<readonly [string, string]>,
  chosen: Settings,
  source: PlacementSource,
  refused: (refusal: PlacementRefusal) => void,
): Placement {
  const { profile, hardware } = pin;
  const base = asPinnedPlacement(profile);
  const out: Record<string, string> = { ...base };
  const settings = effectiveSettings(profile, chosen);
  for (const [component, residence] of entries) {
    const found = findRow(profile, component);
    if (source === 'storage' && found && residence === found.asPinned) continue;
    const move = { row: component, to: residence };
    // The rules do not depend on where the other rows sit, so each entry is asked alone.
    let result = checkMove({ profile, hardware, placement: base, settings }, move);
    if (!result.ok && source === 'storage')
      result = checkMove({ profile, hardware, placement: base, settings: defaultSettings(profile) }, move);
    if (result.ok) out[component] = residence;
    else refused({ component, residence, found, reason: result.reason });
  }
  return out;
}
