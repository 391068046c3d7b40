/**
 * Stated facts: a value, "unknown", or a conflict between sources. A conflict keeps every
 * value with its source and counts as unknown: nothing here picks a winner.
 */
import type { Profile } from './schema/profile';
import type { Source } from './schema/sources';
import type { StatedBytes, StatedCount } from './schema/primitives';
import { formatBytes, formatInteger } from '../units/bytes';

type Stated = StatedCount | StatedBytes;
export type Conflict = Extract<Stated, { conflict: unknown }>;

export const isConflict = (v: Stated): v is Conflict => typeof v === 'object';

/** The source's own name; an id this site made up is never shown as a name. */
export const sourceName = (s: Source): string => s.name ?? s.repo ?? s.url ?? 'an unnamed source';

const sourceOf = (profile: Profile, id: string): string => {
  const s = profile.sources.find((x) => x.id === id);
  return s ? sourceName(s) : 'a source not listed';
};

/** "conflict: 47 (model card) vs 48, "All 48 layers" (config page)" */
export function conflictText(profile: Profile, v: Conflict, format: (n: number) => string): string {
  return `conflict between sources: ${v.conflict
    .map((c) => `${format(c.value)}${c.says ? `, "${c.says}"` : ''} (${sourceOf(profile, c.source)})`)
    .join(' vs ')}`;
}

export const statedCountText = (profile: Profile, v: StatedCount): string =>
  isConflict(v) ? conflictText(profile, v, formatInteger) : v === 'unknown' ? 'unknown' : formatInteger(v);

export const statedBytesText = (profile: Profile, v: StatedBytes): string =>
  isConflict(v) ? conflictText(profile, v, formatBytes) : formatBytes(v);
