/**
 * A setting's value in words, beside what the recipe passes and what the runtime defaults to:
 * "HICACHE_RATIO=2 (the recipe's value)", "DRAFTER=mtp (chosen; default DRAFTER=dflash2)".
 * The one wording of a setting's state: the full and short briefs and the compare view say it.
 */
import type { Setting } from '../profile/schema/settings';
import { settingAssignment } from '../placement/settings';

/** The parenthesis after the value: whose value it is, and what the recipe or the default would be. */
function standing(setting: Setting, value: string | undefined): string {
  const { name, recipe, default: dflt } = setting;
  if (recipe !== undefined) {
    if (value !== recipe) return `chosen; the recipe's value ${settingAssignment(name, recipe)}`;
    if (dflt === undefined) return "the recipe's value";
    return dflt === recipe
      ? "the recipe's value, also the default"
      : `the recipe's value; default ${settingAssignment(name, dflt)}`;
  }
  if (dflt === undefined)
    return value === undefined ? 'the source states no default' : 'chosen; the source states no default';
  return value === dflt ? 'default' : `chosen; default ${settingAssignment(name, dflt)}`;
}

/** "DRAFTER=dflash2 (default)", "HICACHE_RATIO=2 (the recipe's value)", or not chosen. */
export function settingState(setting: Setting, value: string | undefined): string {
  return value === undefined
    ? `${setting.name} not chosen (${standing(setting, value)})`
    : `${settingAssignment(setting.name, value)} (${standing(setting, value)})`;
}

/** The state's parenthesis alone, for a surface that shows the value on its own. */
export const settingStanding = (setting: Setting, value: string): string => standing(setting, value);
