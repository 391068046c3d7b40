/** Where each board row sits: a lane id or one of the board's own groups, and the settings in force. */
import type { Profile, Prose } from './schema';
import { boardRows, findRow, type Residence, type Row } from './rows';

export { ABSENT, LEDGER, NOT_STATED, type Residence } from './rows';
/** Row id -> residence. Rows the map does not name sit where they were pinned. */
export type Placement = Readonly<Record<string, Residence>>;
export type Settings = Readonly<Record<string, string>>;
/** A move of one board row (a whole component, a part or a copy) to a residence. */
export type Move = { row: string; to: Residence };

export const asPinnedPlacement = (profile: Profile): Placement =>
  Object.fromEntries(boardRows(profile).map((r) => [r.id, r.asPinned]));

/** Where a row sits now: explored, or as pinned. The one answer every view uses. */
export const residenceOf = (placement: Placement, row: Pick<Row, 'id' | 'asPinned'>): Residence =>
  placement[row.id] ?? row.asPinned;

/** The rows that sit in one residence now, in the profile's order. */
export const rowsIn = (profile: Profile, placement: Placement, residence: Residence): Row[] =>
  boardRows(profile).filter((r) => residenceOf(placement, r) === residence);

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

export type LoadState =
  | { state: 'loaded' }
  | { state: 'not-loaded'; setting: string }
  | { state: 'not-loaded-stated'; note: Prose }
  | { state: 'absent' }
  | { state: 'presence-not-stated' };

/**
 * Five states, kept apart: present and loaded; present but not loaded under a setting, or as
 * the source states plainly; absent; presence not stated.
 */
export function loadState(profile: Profile, row: Row, settings: Settings): LoadState {
  const c = row.component;
  if (c.presence === 'absent') return { state: 'absent' };
  if (c.presence === 'not-stated') return { state: 'presence-not-stated' };
  if (c.notLoaded) return { state: 'not-loaded-stated', note: c.notLoaded };
  const setting = unloadedBy(profile, settings).get(c.id);
  return setting ? { state: 'not-loaded', setting } : { state: 'loaded' };
}

/** Moves the user made away from the as-pinned placement. */
export function explorations(profile: Profile, placement: Placement): Move[] {
  return boardRows(profile)
    .filter((r) => placement[r.id] !== undefined && placement[r.id] !== r.asPinned)
    .map((r) => ({ row: r.id, to: placement[r.id]! }));
}

export { findRow };
