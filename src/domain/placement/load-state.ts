/** A row's load state: the five states kept apart. */
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import type { Row } from '../rows/rows';
import { unloadedBy, unloadingOf, type Settings } from './settings';

export type LoadState =
  | { state: 'loaded' }
  | { state: 'not-loaded'; setting: string }
  | { state: 'not-loaded-stated'; note: Prose }
  | { state: 'absent' }
  | { state: 'presence-not-stated' };

/**
 * Five states, kept apart: present and loaded; present but not loaded under a setting, or as
 * the source states plainly; absent; presence not stated. `unloadedUnder` is the setting in
 * force that does not load the row's component ("DRAFTER=mtp"), if any.
 */
export function loadStateOf(row: Row, unloadedUnder: string | undefined): LoadState {
  const c = row.component;
  if (c.presence === 'absent') return { state: 'absent' };
  if (c.presence === 'not-stated') return { state: 'presence-not-stated' };
  if (c.notLoaded) return { state: 'not-loaded-stated', note: c.notLoaded };
  return unloadedUnder ? { state: 'not-loaded', setting: unloadedUnder } : { state: 'loaded' };
}

/** The load state of a row under the settings in force. */
export const loadState = (profile: Profile, row: Row, settings: Settings): LoadState =>
  loadStateOf(row, unloadingOf(unloadedBy(profile, settings), row));
