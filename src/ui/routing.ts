/**
 * The address <-> store sync, as one hook. The codec (routes, shared links, their checks)
 * is state/link.ts; this file only reads and writes `window.location`.
 */
import { useLayoutEffect, useState } from 'react';
import { useExplorer, type ExplorerState, type View } from '../state/store';
import { decodeLocation, encodeUrl, hrefFor, routeOf, sameView } from '../state/link';

type Api = typeof useExplorer;

/**
 * Writes the store's view and explorations into the address. A new view is a new history
 * entry; a move, undo or setting replaces the current one, so Back leaves the view instead
 * of stepping through moves.
 */
function writeLocation(s: ExplorerState): void {
  const next = encodeUrl({ view: s.view, placements: s.placements, settings: s.settings }, s.profiles);
  const current = window.location.hash;
  if (next === current || (next === '#/' && (current === '' || current === '#'))) return;
  // Compared as routes, so "#/pin/a@b" and "#/pin/a%40b" are one view.
  if (sameView(routeOf(next), routeOf(current))) window.history.replaceState(window.history.state, '', next);
  else window.history.pushState(null, '', next);
}

/**
 * Keeps the store and the address in step both ways: the address is opened once on mount
 * and again on every hashchange (the view, and the placements and settings a shared link
 * carries; whatever it ignored goes in a notice); the store is written back on every change
 * to the view or the explorations. The store is watched outside React, so a move re-renders
 * nothing here. Returns false until the address has been opened: it is opened in a layout
 * effect, so the first paint already shows the linked view.
 */
export function useHashRoute(store: Api = useExplorer): boolean {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    const unsubscribe = store.subscribe((s, prev) => {
      if (
        s.view !== prev.view ||
        s.placements !== prev.placements ||
        s.settings !== prev.settings ||
        s.profiles !== prev.profiles
      )
        writeLocation(s);
    });
    const open = () => {
      const s = store.getState();
      s.urlOpened(decodeLocation(window.location.hash, s.profiles, s.hardware));
      // Also when the link changed nothing: the address then drops what was ignored.
      writeLocation(store.getState());
      setOpened(true);
    };
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
  if (window.location.hash !== href) window.location.hash = href;
}
