/** A draft pin's settings: each flag the command passes, with the command's value and the runtime's words. */
import type { Setting } from '../../profile/schema/settings';
import type { CommandReading } from '../reading';
import { note, quote } from './draft-prose';

/**
 * Every flag the command passes that the registry marks as a setting (`setting: true`), with
 * the value the command passes and the runtime's own words for it. A flag that places rows
 * (-ot, --cpu-moe) is not a setting: its words travel with the rows it places.
 */
export function settingsOf(r: CommandReading): Setting[] {
  const seen = new Map<string, number>();
  return r.flags
    .filter((f) => f.status === 'described' && f.entry?.setting && !f.replacedBy)
    .map((f) => {
      const n = (seen.get(f.written) ?? 0) + 1;
      seen.set(f.written, n);
      const name = n === 1 ? f.written : `${f.written} (${n})`;
      const value = f.value ?? (f.positive ? 'on' : 'off');
      return {
        name,
        label: f.from === 'env' ? `${f.written} (environment)` : f.written,
        // What the command passes is the recipe's value, not the runtime's default.
        recipe: value,
        options: [
          {
            value,
            label: `${value} (this command)`,
            consequence: f.entry?.cite ? quote(f.entry.cite) : note('The command passes this value.'),
            unloads: [],
            forces: {},
            figures: [],
            places: [],
            opens: [],
          },
        ],
      };
    });
}
