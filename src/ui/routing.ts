/**
 * The address owns the view: components read it with `useRoute()` (the hash, read through
 * useSyncExternalStore on hashchange), and every navigation writes the hash (`navigate`, or
 * a plain link). The store owns the explorations; `useAddressSync` applies what an opened
 * address carries to the store, and writes the store's explorations back into the address,
 * one way, replacing the current history entry (a move never adds one, so Back leaves the
 * view instead of stepping through moves). The codec is state/route.ts and state/link.ts.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { selectPinAvailability } from '../state/selectors';
import { useExplorerApi } from '../state/store';
import { type ExplorerState, type View } from '../state/types';
import { checkLink, encodeUrl } from '../state/link';
import { hrefFor, locationHash, parseLocation, pathRouteOf, pinsOf, routeOf } from '../state/route';
import { useServerRender } from './hydration';

type Api = ReturnType<typeof useExplorerApi>;

const BASE = import.meta.env.BASE_URL;
const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
/** The address as a hash route: on a pin's own page (`/pin/<id>/`) an empty hash is that pin. */
const currentHash = (): string => locationHash(window.location, BASE);

/**
 * The route a server render shows: the build's prerender of a pin page and its hydration
 * render read it instead of the address (ui/AppRoot.tsx provides it), so both match.
 */
export const ServerRoute = createContext<string>('#/');

/** The view the address names (re-rendered on hashchange only). */
export function useRoute(): View {
  const serverHash = useContext(ServerRoute);
  const hash = useSyncExternalStore(onHashChange, currentHash, () => serverHash);
  return useMemo(() => routeOf(hash), [hash]);
}

/** Opens a view: writes the hash, which adds a history entry and fires hashchange. */
export function navigate(view: View): void {
  const href = hrefFor(view);
  if (currentHash() !== href) window.location.hash = href;
}

/** The address for the store's explorations on the current route. */
const addressOf = (s: ExplorerState): string =>
  encodeUrl(
    {
      view: routeOf(currentHash()),
      placements: s.placements,
      settings: s.settings,
      boundaries: s.boundaries,
    },
    s.profiles,
  );

/** What the sync remembers between events: the address last read or written, and one on hold. */
type SyncState = {
  /** The address last read or written; the store writes only over it. */
  known: string | null;
  /** The address whose pins are on their way, or null. */
  waiting: string | null;
  /** A write is queued for the end of this task. */
  scheduled: boolean;
};

/** Store -> address: rewrites the address with the store's explorations, replacing the entry. */
function writeAddress(store: Api, sync: SyncState): void {
  const next = addressOf(store.getState());
  const current = currentHash();
  sync.known = next;
  if (next === current || (next === '#/' && (current === '' || current === '#'))) return;
  // A pin's own page shows that pin as pinned with no hash at all.
  const { pathname, search } = window.location;
  const page = pathRouteOf(pathname, BASE);
  const url = page.kind !== 'home' && next === hrefFor(page) ? `${pathname}${search}` : next;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Address -> store: applies the explorations the address carries, checked against the loaded
 * pins; a link to pins still loading asks for them and waits.
 */
function openAddress(store: Api, sync: SyncState, onOpen: (view: View) => void): void {
  const hash = currentHash();
  const parsed = parseLocation(hash);
  const s = store.getState();
  const ids = pinsOf(parsed.view);
  onOpen(parsed.view);
  sync.known = hash;
  if (ids.some((id) => selectPinAvailability(s, id) === 'loading')) {
    sync.waiting = hash;
    s.pinsRequested(ids);
    // The view changed: the last link's notice goes; the link's own entries wait for its pins.
    s.urlOpened({ view: parsed.view, placements: {}, settings: {}, ignored: [] });
  } else {
    sync.waiting = null;
    s.urlOpened(checkLink(parsed, s.profiles, s.hardware));
    // Also when the link changed nothing: the address then drops what was ignored.
    writeAddress(store, sync);
  }
}

/**
 * A store change: the pins a waiting address asked for arrived (open it now), or the
 * explorations changed (write them back after the task, over an address that was read).
 */
function onStoreChange(store: Api, sync: SyncState, open: () => void) {
  return (s: ExplorerState, prev: ExplorerState): void => {
    if (sync.waiting !== null) {
      if (currentHash() !== sync.waiting) sync.waiting = null;
      else if (s.profiles !== prev.profiles || s.pinLoads !== prev.pinLoads || s.catalogue !== prev.catalogue)
        open();
      return;
    }
    if (
      sync.scheduled ||
      (s.placements === prev.placements && s.settings === prev.settings && s.boundaries === prev.boundaries)
    )
      return;
    sync.scheduled = true;
    setTimeout(() => {
      sync.scheduled = false;
      if (sync.waiting === null && currentHash() === sync.known) writeAddress(store, sync);
    }, 0);
  };
}

/**
 * Keeps the address and the store in step, each in one direction:
 * - address -> store: on mount and on every hashchange, the explorations a link carries are
 *   checked against the loaded pins and applied (what it asked for and did not get goes in
 *   the link notice). A link to a pin not loaded yet asks for the pin and is applied when
 *   it arrives; until then the address is left as it is.
 * - store -> address: after a change to the explorations, in a task of its own (a drop's
 *   task ends with the board updated), the address is rewritten with replaceState, but only
 *   over an address that was read: a hash that changed meanwhile is opened first.
 *
 * `onOpen` hears each route opened (the app preloads the view's code with it). Returns false
 * until the address has been opened: it is opened in a layout effect, so the first paint
 * already shows the linked explorations. The store is the one the app passes.
 */
export function useAddressSync(onOpen: (view: View) => void): boolean {
  const store = useExplorerApi();
  // A prerendered page shows its view from the first render (the store starts with its pin).
  const prerendered = useServerRender();
  const [opened, setOpened] = useState(prerendered);
  useLayoutEffect(() => {
    const sync: SyncState = { known: null, waiting: null, scheduled: false };
    const open = () => {
      openAddress(store, sync, onOpen);
      setOpened(true);
    };
    const unsubscribe = store.subscribe(onStoreChange(store, sync, open));
    open();
    window.addEventListener('hashchange', open);
    return () => {
      unsubscribe();
      window.removeEventListener('hashchange', open);
    };
  }, [store, onOpen]);
  return opened;
}
