/**
 * How the store persists: only what the user made (placements, settings, undo history),
 * never the profiles, the view, messages or selection. Whatever comes back is checked
 * again (sanitize.ts) and anything that no longer holds is dropped with a notice.
 */
import type { PersistOptions } from 'zustand/middleware';
import { withoutKeys } from './local-files';
import { NOTICES, STORAGE_KEY, STORAGE_VERSION, safeJsonStorage, type KeyValueStorage } from './persistence';
import {
  emptyExplorations,
  isPersistedShape,
  sanitizeExplorations,
  type PersistedExplorations,
} from './sanitize';
import type { ExplorerStore } from './types';

export function persistOptions(
  getStorage: () => KeyValueStorage | undefined,
  key: string = STORAGE_KEY,
): PersistOptions<ExplorerStore, PersistedExplorations> {
  // Notices found while reading storage, gathered until `merge` puts them in the state.
  let pending: string[] = [];
  const storage = safeJsonStorage(getStorage, (n) => pending.push(n));
  return {
    name: key,
    version: STORAGE_VERSION,
    storage,
    // Local pins last for the session only, so their explorations are not stored either.
    partialize: (s) => {
      const local = new Set(s.localPins.map((l) => l.id));
      return {
        placements: withoutKeys(s.placements, local),
        settings: withoutKeys(s.settings, local),
        history: withoutKeys(s.history, local),
      };
    },
    migrate: (_persisted, version) => {
      // No earlier format is worth converting: explorations are cheap to redo, a wrong
      // placement on screen is not. Dropped, and said so.
      pending.push(NOTICES.oldVersion(version));
      return emptyExplorations();
    },
    merge: (persisted, current) => {
      const notices = pending;
      pending = [];
      let value = emptyExplorations();
      if (persisted !== undefined) {
        if (isPersistedShape(persisted)) {
          const clean = sanitizeExplorations(persisted, current.profiles, current.hardware);
          value = clean.value;
          if (clean.dropped.length) notices.push(NOTICES.stale(clean.dropped));
        } else notices.push(NOTICES.shape);
      }
      return {
        ...current,
        ...value,
        storageNotice: notices.length ? notices.join(' ') : current.storageNotice,
      };
    },
    onRehydrateStorage: () => (state) => {
      // Write the cleaned state back, so a dropped value is not found again next time.
      if (state?.storageNotice)
        storage.setItem(key, {
          state: { placements: state.placements, settings: state.settings, history: state.history },
          version: STORAGE_VERSION,
        });
    },
  };
}
