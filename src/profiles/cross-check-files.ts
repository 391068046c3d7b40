/**
 * Checks of a hardware file beyond its schema, and of the links between pins: what the
 * catalogue as a whole must hold together.
 */
import type { Hardware } from '../domain/profile/schema/hardware.ts';
import type { Profile } from '../domain/profile/schema/profile.ts';
import { hardwareProse } from '../domain/profile/prose-positions.ts';
import type { ProfileError } from './errors.ts';

/** Hardware checks beyond the schema: the sources its sentences quote. */
export function crossCheckHardware(file: string, hw: Hardware): ProfileError[] {
  const ids = new Set(hw.sources.map((s) => s.id));
  const errors: ProfileError[] = [];
  if (hw.quotesFrom && !ids.has(hw.quotesFrom))
    errors.push({
      file,
      path: 'quotesFrom',
      message: `source id "${hw.quotesFrom}" is not defined in sources`,
    });
  for (const { path, prose } of hardwareProse(hw))
    if (typeof prose === 'object' && 'quote' in prose && !ids.has(prose.source))
      errors.push({
        file,
        path: `${path}.source`,
        message: `source id "${prose.source}" is not defined in sources`,
      });
  return errors;
}

/** A pin names another in "doNotBlendWith" that is not in the catalogue: likely a typo. */
export function crossCheckLinks(file: string, profile: Profile, known: ReadonlySet<string>): ProfileError[] {
  return profile.doNotBlendWith.flatMap((id, i) =>
    known.has(id) || id === profile.id
      ? []
      : [
          {
            file,
            path: `doNotBlendWith[${i}]`,
            message: `no pin with id "${id}" is loaded: fix the id, or add that pin's profile`,
          },
        ],
  );
}
