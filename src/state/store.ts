/**
 * The app's store instance and its React hook. The store itself is vanilla
 * (explorer-store.ts) and is tested without React; this file binds it to the catalogue the
 * build ships beside the app (pins fetched on demand), to the page's localStorage and to
 * components. It starts empty: the shell renders at once and each pin arrives when fetched.
 *
 * Read with small selectors: `useExplorer((s) => selectResidence(s, pinId, id))`, and wrap
 * a selector that returns an array or object in `useShallow` (see selectors.ts).
 */
import { useStore } from 'zustand';
import { fetchCatalogue } from '../profiles/fetch-catalogue';
import { createExplorerStore, type ExplorerStore } from './explorer-store';
import { afterTask, browserStorage } from './persistence';

const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;

export const explorerStore = createExplorerStore({
  source: fetchCatalogue(new URL(import.meta.env.BASE_URL, base).href),
  storage: browserStorage,
  scheduleWrites: afterTask(),
});

/** The hook, with the store's API on it (`useExplorer.getState()`), as zustand's `create` gives. */
export const useExplorer = Object.assign(
  <T>(selector: (s: ExplorerStore) => T): T => useStore(explorerStore, selector),
  explorerStore,
);
