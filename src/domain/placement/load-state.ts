/** A row's load state: the five states kept apart. */
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import type { Row } from '../board/rows';
import { unloadedBy, type Settings } from './settings';

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
