/** Where each component row sits on the board: a lane id, the logical ledger, or absent. */
import type { Component, Hardware, Lane, Profile } from './schema';

export const LEDGER = 'ledger';
export const ABSENT = 'absent';
export type Residence = string;
export type Placement = Readonly<Record<string, Residence>>;
export type Settings = Readonly<Record<string, string>>;
export type Move = { component: string; to: Residence };

export const asPinnedPlacement = (profile: Profile): Placement =>
  Object.fromEntries(profile.components.map((c) => [c.id, c.asPinned]));

export const defaultSettings = (profile: Profile): Settings =>
  Object.fromEntries(profile.settings.map((s) => [s.name, s.default]));

/** The residence lanes come from the hardware, never from the pin. */
export const lanesOf = (hardware: Hardware): readonly Lane[] => hardware.lanes;

export const findComponent = (profile: Profile, id: string): Component | undefined =>
  profile.components.find((c) => c.id === id);

/** Components that the chosen settings do not load (present, but not loaded). */
export function unloadedBy(profile: Profile, settings: Settings): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of profile.settings) {
    const value = settings[s.name] ?? s.default;
    const option = s.options.find((o) => o.value === value);
    for (const c of option?.unloads ?? []) out.set(c, `${s.name}=${value}`);
  }
  return out;
}

export type LoadState =
  | { state: 'loaded' }
  | { state: 'not-loaded'; setting: string }
  | { state: 'absent' };

/** Three states, not two: present and loaded, present but not loaded under a setting, absent. */
export function loadState(profile: Profile, component: Component, settings: Settings): LoadState {
  if (component.presence === 'absent') return { state: 'absent' };
  const setting = unloadedBy(profile, settings).get(component.id);
  return setting ? { state: 'not-loaded', setting } : { state: 'loaded' };
}

/** Moves the user made away from the as-pinned placement. */
export function explorations(profile: Profile, placement: Placement): Move[] {
  return profile.components
    .filter((c) => placement[c.id] !== undefined && placement[c.id] !== c.asPinned)
    .map((c) => ({ component: c.id, to: placement[c.id]! }));
}
