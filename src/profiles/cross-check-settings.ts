/** A pin's settings checked against the pin (a step of cross-check.ts): options, their effects. */
import type { Profile } from '../domain/profile/schema/profile.ts';
import { boardRows } from '../domain/rows/rows.ts';
import type { Checker } from './checker.ts';
import { didYouMean } from './nearest.ts';

type SettingOption = Profile['settings'][number]['options'][number];

/** Each setting's default and recipe are among its options, and each option's effects name what exists. */
export function checkSettings(k: Checker): void {
  const { profile, err } = k;
  const rows = boardRows(profile);
  const rowIds = new Set(rows.map((r) => r.id));
  profile.settings.forEach((s, i) => {
    if (s.default !== undefined && !s.options.some((o) => o.value === s.default))
      err(
        `settings[${i}].default`,
        `default "${s.default}" is not one of the options: use an option's value, or leave "default" out when the source states none`,
      );
    if (s.recipe !== undefined && !s.options.some((o) => o.value === s.recipe))
      err(
        `settings[${i}].recipe`,
        `recipe "${s.recipe}" is not one of the options: use the option whose value the recipe passes, or leave "recipe" out when it passes none`,
      );
    s.options.forEach((o, j) => checkOption(k, o, `settings[${i}].options[${j}]`, rows, rowIds));
  });
}

/** An option forces settings that exist, and unloads, places and opens rows and lanes of this pin. */
function checkOption(
  { profile, err, checkLane, componentIds }: Checker,
  o: SettingOption,
  at: string,
  rows: ReturnType<typeof boardRows>,
  rowIds: ReadonlySet<string>,
): void {
  Object.entries(o.forces).forEach(([name, value]) => {
    const target = profile.settings.find((x) => x.name === name);
    if (!target)
      err(
        `${at}.forces.${name}`,
        `setting "${name}" is not defined in settings${didYouMean(
          name,
          profile.settings.map((x) => x.name),
        )}`,
      );
    else if (!target.options.some((x) => x.value === value))
      err(`${at}.forces.${name}`, `"${value}" is not one of the options of ${name}`);
  });
  o.unloads.forEach((u, k) => {
    if (!componentIds.has(u) && !rowIds.has(u))
      err(
        `${at}.unloads[${k}]`,
        `"${u}" is not a component, part or copy id of this pin${didYouMean(u, new Set([...componentIds, ...rowIds]))}`,
      );
  });
  o.places.forEach((x, k) => {
    const row = rows.find((r) => r.id === x.row);
    if (!row)
      err(
        `${at}.places[${k}].row`,
        `"${x.row}" is not a component, part or copy id of this pin${didYouMean(x.row, rowIds)}`,
      );
    else if (row.component.presence !== 'present')
      err(
        `${at}.places[${k}].row`,
        `"${x.row}" is not present in this pin: an option places present rows only`,
      );
    checkLane(`${at}.places[${k}].lane`, x.lane);
  });
  o.opens.forEach((x, k) => {
    if (!rowIds.has(x.row))
      err(
        `${at}.opens[${k}].row`,
        `"${x.row}" is not a component, part or copy id of this pin${didYouMean(x.row, rowIds)}`,
      );
    checkLane(`${at}.opens[${k}].lane`, x.lane);
  });
}
