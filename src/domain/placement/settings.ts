/** The settings a pin states, the options in force, and what they force, unload or open. */
import type { Profile } from '../profile/schema/profile';

export type Settings = Readonly<Record<string, string>>;

/** Defaults the source states; a setting without a stated default is left out. */
export const defaultSettings = (profile: Profile): Settings =>
  Object.fromEntries(profile.settings.flatMap((s) => (s.default === undefined ? [] : [[s.name, s.default]])));

/** `DRAFTER=mtp`; an empty value shows as `DRAFTER=""`, so it does not read as a typo. */
export const settingAssignment = (name: string, value: string): string =>
  `${name}=${value === '' ? '""' : value}`;

/** Whether `value` is one of the options the pin states for the setting `name`. */
export const isSettingOption = (profile: Profile, name: string, value: string): boolean =>
  profile.settings.some((s) => s.name === name && s.options.some((o) => o.value === value));

/** The option in force for each setting that has one: chosen, forced or stated default. */
const chosenOptions = (profile: Profile, settings: Settings) =>
  profile.settings.flatMap((s) => {
    const value = settings[s.name] ?? s.default;
    const option = value === undefined ? undefined : s.options.find((o) => o.value === value);
    return option ? [{ setting: s, option, assignment: settingAssignment(s.name, option.value) }] : [];
  });

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
  for (const { option, assignment } of chosenOptions(profile, settings))
    for (const [name, forced] of Object.entries(option.forces))
      if (isSettingOption(profile, name, forced)) out.set(name, { value: forced, by: assignment });
  return out;
}

/**
 * Components that the chosen settings do not load, each with the setting that unloads it
 * (`settings.options[].unloads`): present in the pin, but not loaded under that setting.
 */
export function unloadedBy(profile: Profile, settings: Settings): Map<string, string> {
  const out = new Map<string, string>();
  for (const { option, assignment } of chosenOptions(profile, settings))
    for (const c of option.unloads) out.set(c, assignment);
  return out;
}

/** Residences that an option opens for a row: accepted only while that option is in force. */
export function openedFor(profile: Profile, rowId: string) {
  return profile.settings.flatMap((s) =>
    s.options.flatMap((o) =>
      o.opens
        .filter((x) => x.row === rowId)
        .map((x) => ({ lane: x.lane, evidence: x.evidence, setting: s.name, value: o.value })),
    ),
  );
}
