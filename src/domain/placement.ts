/** Where each component row sits on the board: a lane id, the logical ledger, or absent. */
import type { Component, Profile } from './schema';

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

export const findComponent = (profile: Profile, id: string): Component | undefined =>
  profile.components.find((c) => c.id === id);

/** `DRAFTER=mtp`; an empty value shows as `DRAFTER=""`, so it does not read as a typo. */
export const settingAssignment = (name: string, value: string): string =>
  `${name}=${value === '' ? '""' : value}`;

/** Whether `value` is one of the options the pin states for the setting `name`. */
export const isSettingOption = (profile: Profile, name: string, value: string): boolean =>
  profile.settings.some((s) => s.name === name && s.options.some((o) => o.value === value));

/**
 * The settings in force: defaults, then the user's choices, then whatever a chosen option
 * forces (the source's "DRAFTER=mtp forces one request" wins over PARALLEL=4).
 */
export function effectiveSettings(profile: Profile, chosen: Settings): Settings {
  const merged: Record<string, string> = { ...defaultSettings(profile), ...chosen };
  for (const [name, assignment] of forcedBy(profile, merged)) merged[name] = assignment.value;
  return merged;
}

/** Settings that another chosen option forces: name -> { value, by: "DRAFTER=mtp" }. */
export function forcedBy(profile: Profile, settings: Settings): Map<string, { value: string; by: string }> {
  const out = new Map<string, { value: string; by: string }>();
  for (const s of profile.settings) {
    const value = settings[s.name] ?? s.default;
    const option = s.options.find((o) => o.value === value);
    for (const [name, forced] of Object.entries(option?.forces ?? {}))
      if (isSettingOption(profile, name, forced))
        out.set(name, { value: forced, by: settingAssignment(s.name, value) });
  }
  return out;
}

/**
 * Components that the chosen settings do not load, each with the setting that unloads it
 * (`settings.options[].unloads`): present in the pin, but not loaded under that setting.
 */
export function unloadedBy(profile: Profile, settings: Settings): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of profile.settings) {
    const value = settings[s.name] ?? s.default;
    const option = s.options.find((o) => o.value === value);
    for (const c of option?.unloads ?? []) out.set(c, settingAssignment(s.name, value));
  }
  return out;
}

export type LoadState = { state: 'loaded' } | { state: 'not-loaded'; setting: string } | { state: 'absent' };

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
