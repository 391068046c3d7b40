/**
 * The app's store instance and its React hook. The store itself is vanilla
 * (explorer-store.ts) and is tested without React; this file binds it to the bundled pins,
 * to the page's localStorage and to components.
 *
 * Read with small selectors: `useExplorer((s) => selectResidence(s, pinId, id))`, and wrap
 * a selector that returns an array or object in `useShallow` (see selectors.ts).
 */
import { useStore } from 'zustand';
import bundled from 'virtual:bundled-profiles';
import { createExplorerStore, type ExplorerStore } from './explorer-store';
import { browserStorage } from './persistence';

export const explorerStore = createExplorerStore({
  profiles: bundled.profiles,
  hardware: bundled.hardware,
  errors: bundled.errors,
  storage: browserStorage,
});

/** The hook, with the store's API on it (`useExplorer.getState()`), as zustand's `create` gives. */
export const useExplorer = Object.assign(
  <T>(selector: (s: ExplorerStore) => T): T => useStore(explorerStore, selector),
  explorerStore,
);

export { useShallow } from 'zustand/react/shallow';
export type * from './types';
export * from './selectors';
export { STORAGE_KEY } from './persistence';
