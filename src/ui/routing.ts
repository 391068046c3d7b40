/**
 * The address <-> store sync, as one hook. The codec (routes, shared links, their checks)
 * is state/link.ts; this file only reads and writes `window.location`.
 */
import { useLayoutEffect, useState } from 'react';
import { selectPinAvailability } from '../state/selectors';
import { useExplorer } from '../state/store';
import { type ExplorerState, type View } from '../state/types';
import {
  decodeLocation,
  encodeUrl,
  hrefFor,
  locationHash,
  pathRouteOf,
  pinsOf,
  routeOf,
  sameView,
} from '../state/link';
import { useServerRender } from './hydration';
import { preloadView } from './views';

type Api = typeof useExplorer;

const BASE = import.meta.env.BASE_URL;
/** The address as a hash route: on a pin's own page (`/pin/<id>/`) an empty hash is that pin. */
const currentHash = (): string => locationHash(window.location, BASE);

/**
 * Writes the store's view and explorations into the address. A new view is a new history
 * entry; a move, undo or setting replaces the current one, so Back leaves the view instead
 * of stepping through moves.
 */
function writeLocation(s: ExplorerState): void {
  const next = encodeUrl({ view: s.view, placements: s.placements, settings: s.settings }, s.profiles);
  const current = currentHash();
  if (next === current) return;
  // A pin's own page shows that pin as pinned with no hash at all.
  const { pathname, search } = window.location;
  const page = pathRouteOf(pathname, BASE);
  const url = page.kind !== 'home' && next === hrefFor(page) ? `${pathname}${search}` : next;
  // Compared as routes, so "#/pin/a@b" and "#/pin/a%40b" are one view.
  if (sameView(routeOf(next), routeOf(current))) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}

/**
 * Keeps the store and the address in step both ways: the address is opened once on mount
 * and again on every hashchange (the view, and the placements and settings a shared link
 * carries; whatever it ignored goes in a notice); the store is written back after each
 * change to the view or the explorations, in a task of its own (a drop's task ends with the
 * board updated). The store is watched outside React, so a move re-renders nothing here.
 *
 * A link to a pin that is not loaded yet opens its view at once (the pin view shows that it
 * is loading) and asks for the pin; the placements and settings it carries are checked when
 * the pin has arrived, and until then the address is left as it is.
 *
 * Returns false until the address has been opened: it is opened in a layout effect, so the
 * first paint already shows the linked view.
 */
export function useHashRoute(store: Api = useExplorer): boolean {
  // A prerendered page shows its view from the first render (the store starts with it).
  const prerendered = useServerRender();
  const [opened, setOpened] = useState(prerendered);
  useLayoutEffect(() => {
    /** The address whose pins are on their way, or null. */
    let waiting: string | null = null;
    let scheduled = false;
    const open = () => {
      const hash = currentHash();
      const s = store.getState();
      const route = routeOf(hash);
      const ids = pinsOf(route);
      // The view's code is fetched beside its pins.
      preloadView(route);
      if (ids.some((id) => selectPinAvailability(s, id) === 'loading')) {
        waiting = hash;
        s.pinsRequested(ids);
        s.urlOpened({ view: route, placements: {}, settings: {}, ignored: [] });
        setOpened(true);
        return;
      }
      waiting = null;
      s.urlOpened(decodeLocation(hash, s.profiles, s.hardware));
      // Also when the link changed nothing: the address then drops what was ignored.
      writeLocation(store.getState());
      setOpened(true);
    };
    const unsubscribe = store.subscribe((s, prev) => {
      if (waiting !== null) {
        // Nothing is written while a link waits for its pins: the address still carries them.
        if (currentHash() !== waiting) waiting = null;
        else if (
          s.profiles !== prev.profiles ||
          s.pinLoads !== prev.pinLoads ||
          s.catalogue !== prev.catalogue
        )
          open();
        return;
      }
      if (
        !scheduled &&
        (s.view !== prev.view ||
          s.placements !== prev.placements ||
          s.settings !== prev.settings ||
          s.profiles !== prev.profiles)
      ) {
        scheduled = true;
        // If the address changes meanwhile (a link, Back, or open() writing it), that wins.
        const seen = currentHash();
        setTimeout(() => {
          scheduled = false;
          if (waiting === null && currentHash() === seen) writeLocation(store.getState());
        }, 0);
      }
    });
    open();
    window.addEventListener('hashchange', open);
    return () => {
      unsubscribe();
      window.removeEventListener('hashchange', open);
    };
  }, [store]);
  return opened;
}

export function navigate(view: View): void {
  const href = hrefFor(view);
  if (currentHash() !== href) window.location.hash = href;
}
