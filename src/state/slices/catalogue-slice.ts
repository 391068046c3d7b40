/**
 * The catalogue's events: its index fetched once from the source (or every pin given at once),
 * and the pin list's query. Stored explorations of a pin the catalogue no longer lists are
 * dropped, and said so.
 */
import { catalogueEntries } from '../../profiles/catalogue';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import type { ProfileError } from '../../profiles/errors';
import { keepLocalFiles } from '../local-files';
import { NOTICES } from '../persistence';
import { emptyExplorations, joinExplorations, pickExplorations, sanitizeExplorations } from '../sanitize';
import type { CatalogueIndex, CatalogueSource, ExplorerActions, ExplorerState } from '../types';
import { messageOf, type GetState, type SetState } from './slice';

/** A notice added to the one already shown, if any. */
export const withNotice = (current: string | null, dropped: readonly string[]): string | null =>
  dropped.length ? [current, NOTICES.stale(dropped)].filter(Boolean).join(' ') : current;

/** Every pin at once: the catalogue is these pins, and stored explorations are checked against them. */
function withAllPins(
  s: ExplorerState,
  loadedProfiles: Profile[],
  loadedHardware: Hardware[],
  loadErrors: ProfileError[],
): Partial<ExplorerState> {
  const files = keepLocalFiles(s, loadedProfiles, loadedHardware);
  const { value, dropped } = sanitizeExplorations(
    joinExplorations(s.pendingExplorations, s),
    files.profiles,
    files.hardware,
  );
  return {
    ...files,
    catalogue: catalogueEntries(loadedProfiles, loadedHardware),
    catalogueStatus: 'ready',
    pinLoads: {},
    pendingExplorations: emptyExplorations(),
    loadedProfiles,
    loadedHardware,
    loadErrors,
    ...value,
    storageNotice: dropped.length ? NOTICES.stale(dropped) : s.storageNotice,
  };
}

/** The index is in: stored explorations of a pin it no longer lists (and not loaded) are dropped. */
function withIndex(s: ExplorerState, index: CatalogueIndex): Partial<ExplorerState> {
  const listed = new Set(index.pins.map((p) => p.id));
  const loaded = (id: string) => s.profiles.some((p) => p.id === id);
  const gone = pickExplorations(s.pendingExplorations, (id) => !listed.has(id) && !loaded(id));
  const { dropped } = sanitizeExplorations(gone, [], []);
  return {
    catalogue: index.pins,
    catalogueStatus: 'ready',
    loadErrors: index.errors,
    pendingExplorations: pickExplorations(s.pendingExplorations, (id) => listed.has(id)),
    storageNotice: withNotice(s.storageNotice, dropped),
  };
}

type CatalogueEvents = Pick<
  ExplorerActions,
  'profilesLoaded' | 'catalogueRequested' | 'catalogueLoaded' | 'catalogueFailed' | 'pinQueryChanged'
>;

export function catalogueSlice(set: SetState, get: GetState, source?: CatalogueSource): CatalogueEvents {
  let indexInFlight = false;
  const settled = (then: () => void) => {
    indexInFlight = false;
    then();
  };
  return {
    profilesLoaded: (profiles, hardware, errors) => set(withAllPins(get(), profiles, hardware, errors)),
    catalogueRequested: () => {
      if (!source || indexInFlight || get().catalogueStatus === 'ready') return;
      indexInFlight = true;
      source.index().then(
        (index) => settled(() => get().catalogueLoaded(index)),
        (e: unknown) => settled(() => get().catalogueFailed(messageOf(e))),
      );
    },
    catalogueLoaded: (index) => set(withIndex(get(), index)),
    catalogueFailed: (error) => {
      if (get().catalogueStatus === 'loading') set({ catalogueStatus: { error } });
    },
    pinQueryChanged: (change) => set({ pinQuery: { ...get().pinQuery, ...change } }),
  };
}
