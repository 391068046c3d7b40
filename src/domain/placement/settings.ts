/**
 * The settings a pin states, the options in force, and what they force, unload, open or place.
 * A setting has the recipe's value (what its command passes) apart from the runtime's default:
 * the recipe runs with its own value, else with the stated default, else the source is silent.
 */
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import type { Setting } from '../profile/schema/settings';
import { keyed, own } from '../keyed';

export type Settings = Readonly<Record<string, string>>;

/** The value the recipe runs with: its own, else the stated default; undefined where the source is silent. */
export const recipeValue = (s: Setting): string | undefined => s.recipe ?? s.default;

/** The settings as the recipe runs them; a setting the source is silent on is left out. */
export const recipeSettings = (profile: Profile): Settings =>
  Object.fromEntries(
    profile.settings.flatMap((s) => {
      const v = recipeValue(s);
      return v === undefined ? [] : [[s.name, v]];
    }),
  );

/** `DRAFTER=mtp`; an empty value shows as `DRAFTER=""`, so it does not read as a typo. */
export const settingAssignment = (name: string, value: string): string =>
  `${name}=${value === '' ? '""' : value}`;

/** Whether `value` is one of the options the pin states for the setting `name`. */
export const isSettingOption = (profile: Profile, name: string, value: string): boolean =>
  profile.settings.some((s) => s.name === name && s.options.some((o) => o.value === value));

/** The option in force for each setting that has one: chosen, forced, or the recipe's own. */
const chosenOptions = (profile: Profile, settings: Settings) =>
  profile.settings.flatMap((s) => {
    const value = own(settings, s.name) ?? recipeValue(s);
    const option = value === undefined ? undefined : s.options.find((o) => o.value === value);
    return option ? [{ setting: s, option, assignment: settingAssignment(s.name, option.value) }] : [];
  });

/**
 * The settings in force: the recipe's, then the user's choices, then whatever a chosen option
 * forces (the source's "DRAFTER=mtp forces one request" wins over PARALLEL=4).
 */
export function effectiveSettings(profile: Profile, chosen: Settings): Settings {
  // Settings already in force stay as they are: surfaces hand them on to each other (the brief
  // to the board model), and forcing again would follow a chain of forces one step further
  // (LOAD=a forces OFFLOAD=b, whose option forces DRAFTER=c), so two surfaces would disagree.
  if (IN_FORCE.get(profile)?.has(chosen)) return chosen;
  const merged = Object.assign(keyed<string>(), recipeSettings(profile), chosen);
  for (const [name, assignment] of forcedBy(profile, merged)) merged[name] = assignment.value;
  let inForce = IN_FORCE.get(profile);
  if (!inForce) IN_FORCE.set(profile, (inForce = new WeakSet()));
  inForce.add(merged);
  return merged;
}
/** The settings objects this module returned as in force, per pin. */
const IN_FORCE = new WeakMap<Profile, WeakSet<Settings>>();

/**
 * Settings whose value in force differs from the recipe's (its own value, else the stated default):
 * "DRAFTER=mtp". Here, not with the cards' facts: the store's selectors count them, and the
 * start-up script holds those, while the cards' facts load with the board.
 */
export function settingsChanged(profile: Profile, chosen: Settings): string[] {
  const inForce = effectiveSettings(profile, chosen);
  return profile.settings.flatMap((s) => {
    const value = inForce[s.name];
    return value !== undefined && value !== recipeValue(s) ? [settingAssignment(s.name, value)] : [];
  });
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
 * Rows that the settings in force do not load, each with the setting that unloads it
 * (`settings.options[].unloads`), keyed by the id the option names: a component (every row of
 * it) or one part or copy. Present in the pin, but not loaded under that setting.
 */
export function unloadedBy(profile: Profile, settings: Settings): Map<string, string> {
  const out = new Map<string, string>();
  for (const { option, assignment } of chosenOptions(profile, settings))
    for (const c of option.unloads) out.set(c, assignment);
  return out;
}

/** The setting that does not load a row, by the row's own id or its component's. */
export const unloadingOf = (
  unloaded: ReadonlyMap<string, string>,
  row: { id: string; component: { id: string } },
): string | undefined => unloaded.get(row.id) ?? unloaded.get(row.component.id);

/** Where an option in force puts a row: the lane, the source's words, and the option ("EXPERT_OFFLOAD=--cpu-moe"). */
export type Placed = { lane: string; evidence: Prose; by: string };

const placedCache = new WeakMap<Profile, WeakMap<Settings, ReadonlyMap<string, Placed>>>();
/** Rows the options in force place, by row id (`settings.options[].places`); the same map for the same settings. */
export function placedBy(profile: Profile, settings: Settings): ReadonlyMap<string, Placed> {
  let bySettings = placedCache.get(profile);
  if (!bySettings) placedCache.set(profile, (bySettings = new WeakMap()));
  let out = bySettings.get(settings);
  if (!out) {
    const placed = new Map<string, Placed>();
    for (const { option, assignment } of chosenOptions(profile, effectiveSettings(profile, settings)))
      for (const p of option.places)
        placed.set(p.row, { lane: p.lane, evidence: p.evidence, by: assignment });
    bySettings.set(settings, (out = placed));
  }
  return out;
}

/** Residences that an option opens (or places) for a row: accepted only while that option is in force. */
export function openedFor(profile: Profile, rowId: string) {
  return profile.settings.flatMap((s) =>
    s.options.flatMap((o) =>
      [...o.places, ...o.opens]
        .filter((x) => x.row === rowId)
        .map((x) => ({ lane: x.lane, evidence: x.evidence, setting: s.name, value: o.value })),
    ),
  );
}
