/**
 * The app's store instance and its React hook. The store itself is vanilla
 * (explorer-store.ts) and is tested without React; this file binds it to the catalogue the
 * build ships beside the app (pins fetched on demand), to the page's localStorage and to
 * components. It starts empty: the shell renders at once and each pin arrives when fetched.
 *
 * Read with small selectors: `useExplorer((s) => selectResidence(s, pinId, id))`, and wrap
 * a selector that returns an array or object in `useShallow` (see selectors.ts).
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { fetchCatalogue } from '../profiles/fetch-catalogue';
import { readPinPage } from '../profiles/pin-page-read';
import { createExplorerStore } from './explorer-store';
import type { ExplorerStore } from './types';
import { afterTask, browserStorage } from './persistence';

const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;

/**
 * A prerendered pin page carries its pin (profiles/pin-page.ts): the store starts with it,
 * so the first render, the one that hydrates the page, is the one the build made.
 */
const page = typeof document === 'undefined' ? undefined : readPinPage(document);
export const explorerStore = createExplorerStore({
  source: fetchCatalogue(new URL(import.meta.env.BASE_URL, base).href),
  storage: browserStorage,
  scheduleWrites: afterTask(),
  page,
});
/** The pin whose prerendered page this is (main.tsx hydrates it), or undefined. */
export const prerenderedPin: string | undefined = page?.profile.id;

/** The store's API (getState, setState, subscribe): what a handler or a helper outside React is passed. */
export type ExplorerApi = typeof explorerStore;
type Api = ExplorerApi;

/**
 * The store components read: the app's own, unless a provider gives another. The build's
 * prerender renders each pin page with a store of its own (ui/prerender.tsx); zustand reads
 * a store's initial state for a server render and for hydration, so each page's store
 * starts as that page.
 */
const StoreContext = createContext<Api>(explorerStore);
export const ExplorerStoreProvider = StoreContext.Provider;

/** The hook: a selector over the passed store's state. A handler acts through useExplorerApi(). */
export const useExplorer = <T>(selector: (s: ExplorerStore) => T): T =>
  useStore(useContext(StoreContext), selector);

/**
 * The store the app passes to this part of the page (its provider's, else the app's own): what a
 * handler calls an action on or reads once, so a page rendered with a store of its own acts on it.
 */
export const useExplorerApi = (): Api => useContext(StoreContext);
