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
  joinExplorations,
  pickExplorations,
  sanitizeExplorations,
  type PersistedExplorations,
} from './sanitize';
import type { ExplorerStore } from './types';

export function persistOptions(
  getStorage: () => KeyValueStorage | undefined,
  key: string = STORAGE_KEY,
  schedule?: (write: () => void) => void,
): PersistOptions<ExplorerStore, PersistedExplorations> {
  // Notices found while reading storage, gathered until `merge` puts them in the state.
  let pending: string[] = [];
  const storage = safeJsonStorage(getStorage, (n) => pending.push(n), schedule);
  return {
    name: key,
    version: STORAGE_VERSION,
    storage,
    partialize: storedPart(),
    migrate: (_persisted, version) => {
      // No earlier format is worth converting: explorations are cheap to redo, a wrong
      // placement on screen is not. Dropped, and said so.
      pending.push(NOTICES.oldVersion(version));
      return emptyExplorations();
    },
    merge: (persisted, current) => {
      const notices = pending;
      pending = [];
      const { value, later } = readBack(persisted, current, notices);
      return {
        ...current,
        ...value,
        pendingExplorations: later,
        storageNotice: notices.length ? notices.join(' ') : current.storageNotice,
      };
    },
    onRehydrateStorage: () => (state) => {
      // Write the cleaned state back, so a dropped value is not found again next time.
      if (state?.storageNotice)
        storage.setItem(key, {
          state: joinExplorations(state.pendingExplorations, {
            placements: state.placements,
            settings: state.settings,
            history: state.history,
          }),
          version: STORAGE_VERSION,
        });
    },
  };
}

/**
 * What is stored of the state. Local pins last for the session only, so their explorations are
 * not stored either; explorations of pins not loaded yet are written back as they were read.
 * The same value while its parts are the same objects, so a change elsewhere in the store (a
 * keystroke in the pin search) writes nothing (safeJsonStorage skips a value it wrote).
 */
function storedPart(): (s: ExplorerStore) => PersistedExplorations {
  let last: { parts: readonly unknown[]; value: PersistedExplorations } | undefined;
  return (s) => {
    const parts = [s.pendingExplorations, s.placements, s.settings, s.history, s.localPins] as const;
    if (last && parts.every((p, i) => p === last!.parts[i])) return last.value;
    const local = new Set(s.localPins.map((l) => l.id));
    const value = joinExplorations(s.pendingExplorations, {
      placements: withoutKeys(s.placements, local),
      settings: withoutKeys(s.settings, local),
      history: withoutKeys(s.history, local),
    });
    last = { parts, value };
    return value;
  };
}

/**
 * What storage gave back, checked again: the explorations of loaded pins that still hold, and
 * aside, until it arrives, those of a pin not loaded yet that may come (the catalogue lists it,
 * or is still on its way); they are checked then. What is dropped is said in `notices`.
 */
function readBack(
  persisted: unknown,
  current: ExplorerStore,
  notices: string[],
): { value: PersistedExplorations; later: PersistedExplorations } {
  const none = { value: emptyExplorations(), later: emptyExplorations() };
  if (persisted === undefined) return none;
  if (!isPersistedShape(persisted)) {
    notices.push(NOTICES.shape);
    return none;
  }
  const loaded = (id: string) => current.profiles.some((p) => p.id === id);
  const mayCome = (id: string) =>
    !loaded(id) && (current.catalogueStatus === 'loading' || current.catalogue.some((e) => e.id === id));
  const clean = sanitizeExplorations(
    pickExplorations(persisted, (id) => !mayCome(id)),
    current.profiles,
    current.hardware,
  );
  if (clean.dropped.length) notices.push(NOTICES.stale(clean.dropped));
  return { value: clean.value, later: pickExplorations(persisted, mayCome) };
}
