/** The store before anything happened: the given pins, the pin list, no explorations. */
import { catalogueEntries } from '../profiles/catalogue';
import { ANY_PIN } from './pin-search';
import { emptyExplorations } from './sanitize';
import type { ExplorerState, ExplorerStoreOptions } from './types';

export function initialState(options: ExplorerStoreOptions): ExplorerState {
  const profiles = options.profiles ?? [];
  const hardware = options.hardware ?? [];
  // Pins given up front are the catalogue; otherwise it comes from the source, later.
  const waiting = options.source !== undefined && options.profiles === undefined;
  return {
    catalogue: catalogueEntries(profiles, hardware),
    catalogueStatus: waiting ? 'loading' : 'ready',
    pinLoads: {},
    pendingExplorations: emptyExplorations(),
    pinQuery: ANY_PIN,
    profiles,
    hardware,
    loadErrors: options.errors ?? [],
    ...emptyExplorations(),
    lastMove: null,
    selectedRow: null,
    storageNotice: null,
    loadedProfiles: profiles,
    loadedHardware: hardware,
    localPins: [],
    localHardware: [],
    linkNotice: null,
    localFileReport: null,
  };
}
