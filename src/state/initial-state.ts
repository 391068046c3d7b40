/** The store before anything happened: the given pins, the pin list, no explorations. */
import { emptyExplorations } from './sanitize';
import type { ExplorerState, ExplorerStoreOptions } from './types';

export function initialState(options: ExplorerStoreOptions): ExplorerState {
  const profiles = options.profiles ?? [];
  const hardware = options.hardware ?? [];
  return {
    profiles,
    hardware,
    loadErrors: options.errors ?? [],
    view: { kind: 'home' },
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
