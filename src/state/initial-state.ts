/**
 * The store before anything happened: the given pins, the pin list, no explorations; or, on
 * a prerendered pin page, that pin open and the rest of the catalogue still to come.
 */
import { catalogueEntries } from '../profiles/catalogue';
import { ANY_PIN } from './pin-search';
import { emptyExplorations } from './sanitize';
import type { ExplorerState, ExplorerStoreOptions } from './types';

export function initialState(options: ExplorerStoreOptions): ExplorerState {
  const page = options.page;
  const profiles = page ? [page.profile] : (options.profiles ?? []);
  const hardware = page ? [page.hardware] : (options.hardware ?? []);
  // Pins given up front are the catalogue; otherwise it comes from the source, later.
  const waiting = page !== undefined || (options.source !== undefined && options.profiles === undefined);
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
    boundaries: {},
    lastMove: null,
    selectedRow: null,
    storageNotice: null,
    loadedProfiles: profiles,
    loadedHardware: hardware,
    localPins: [],
    localHardware: [],
    linkNotice: null,
    linked: {},
    localFileReport: null,
    modelFiles: {},
    setups: {},
  };
}
