/**
 * The one app store, as a vanilla zustand store (no React here; the hook is in store.ts).
 *
 * Actions are events (rowDropped, undoRequested, placementsReset...), not setters. The store
 * asks the domain rules and never re-implements one: a refused drop changes nothing but the
 * message. The calculator verdict is not stored here and takes nothing from here: it is a
 * function of the profile and hardware alone (docs/INVARIANTS.md, 6).
 *
 * Its events live in slices, one file each (slices/): the catalogue, pins fetched one by one,
 * the board's moves, the settings, what the page opens from outside (links, local files), and
 * what the person read this session (model files, drafts' setups). The parts beside it:
 * types.ts (state and events), history.ts (undo and redo), open-link.ts (what a link does),
 * persist-options.ts (what persists and how it is checked back), local-files.ts (pins and
 * hardware from local files, for the session only).
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persist-options';
import type { ExplorerStore, ExplorerStoreOptions } from './types';
import { initialState } from './initial-state';
import { catalogueSlice } from './slices/catalogue-slice';
import { pinLoadingSlice } from './slices/pin-loading-slice';
import { movesSlice } from './slices/moves-slice';
import { settingsSlice } from './slices/settings-slice';
import { pageSlice } from './slices/page-slice';
import { readingsSlice } from './slices/readings-slice';

export function createExplorerStore(options: ExplorerStoreOptions = {}) {
  return createStore<ExplorerStore>()(
    persist(
      (set, get) => ({
        ...initialState(options),
        ...catalogueSlice(set, get, options.source),
        ...pinLoadingSlice(set, get, options.source),
        ...movesSlice(set, get),
        ...settingsSlice(set, get),
        ...pageSlice(set, get),
        ...readingsSlice(set),
      }),
      persistOptions(options.storage ?? (() => undefined), options.key, options.scheduleWrites),
    ),
  );
}
