/**
 * The settings part of a pin's full brief: every setting with the option in force and its
 * stated consequence, default or chosen, then every other option the pin lists with what it
 * would change (the rows it unloads, places or opens a lane for, its stated figures).
 */
import type { Profile } from '../profile/schema/profile';
import type { Setting } from '../profile/schema/settings';
import { recipeValue, settingAssignment } from '../placement/settings';
import { settingStanding } from '../text/setting-lines';
import { figureLine } from '../text/figure-lines';
import { laneName } from '../text/lane-lines';
import { proseLine } from '../profile/prose';
import { findRow, rowName } from '../rows/rows';
import { sentence } from '../text/sentence';
import { own } from '../keyed';
import { bullet, indent, titled, type Block } from './brief-format';
import type { BriefContext } from './brief-context';

type Option = Setting['options'][number];

/** A row by its name, else a component by its label, else the id as the pin gives it. */
const rowLabel = (profile: Profile, id: string): string => {
  const row = findRow(profile, id);
  return row ? rowName(row) : (profile.components.find((c) => c.id === id)?.label ?? id);
};

/** Every setting with the option in force and its stated consequence, default or chosen. */
export function settingsBlock({ profile, hardware, settings }: BriefContext): Block {
  const label = (id: string) => rowLabel(profile, id);
  if (!profile.settings.length) return titled(['Settings', 'This pin names no settings.']);
  const chosenCount = profile.settings.filter(
    (s) => own(settings, s.name) !== undefined && own(settings, s.name) !== recipeValue(s),
  ).length;
  const optionDetails = (option: Option, inForce: boolean): string[] => [
    ...(option.concurrency ? [indent(sentence(`Concurrency: ${proseLine(option.concurrency)}`))] : []),
    ...(option.unloads.length
      ? [
          indent(
            `${inForce ? 'Not loaded' : 'Not loaded under this option'}: ${option.unloads.map(label).join(', ')}. Present in the pin, not zero bytes.`,
          ),
        ]
      : []),
    ...option.figures.map((f) => indent(`Stated figure under this option: ${figureLine(f)}`)),
    ...(option.places ?? []).map((o) =>
      indent(
        `${inForce ? 'Places' : 'Would place'} ${label(o.row)} in ${laneName(hardware, o.lane)}: ${proseLine(o.evidence)}`,
      ),
    ),
    ...option.opens.map((o) =>
      indent(`Opens ${laneName(hardware, o.lane)} for ${label(o.row)}: ${proseLine(o.evidence)}`),
    ),
  ];
  const lines = profile.settings.flatMap((s) => {
    const value = own(settings, s.name);
    const option = value === undefined ? undefined : s.options.find((o) => o.value === value);
    const head =
      value === undefined
        ? `${s.name}: no default stated by the source; options ${s.options.map((o) => settingAssignment(s.name, o.value)).join(', ')}.`
        : `${settingAssignment(s.name, value)} (${settingStanding(s, value)}): ${option ? proseLine(option.consequence) : 'Not an option this pin lists.'}`;
    const out = [bullet(head)];
    if (option) out.push(...optionDetails(option, true));
    // Every other option the pin lists, with what it would change: facts of the pin too.
    for (const o of s.options.filter((x) => x !== option))
      out.push(
        indent(`Also offered, ${settingAssignment(s.name, o.value)}: ${proseLine(o.consequence)}`),
        ...optionDetails(o, false).map(indent),
      );
    return out;
  });
  return titled([
    'Settings',
    ...(chosenCount
      ? []
      : [
          profile.settings.some((s) => s.recipe !== undefined)
            ? "The recipe's settings."
            : 'Default settings.',
        ]),
    ...lines,
    ...(chosenCount ? ['Settings are not applied to the calculator memory verdict.'] : []),
  ]);
}
