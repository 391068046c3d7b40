/**
 * Hash routes, so a reload or a shared link opens the same view without a server:
 *   #/                  the pin list
 *   #/pin/<id>          one pin
 *   #/compare/<a>/<b>   two pins side by side
 * A shared link also carries explored placements and chosen settings after "?" (see
 * state/url.ts). Pure functions, the two halves of the address <-> store sync, and one hook.
 */
import { useEffect } from 'react';
import { useExplorer, type ExplorerState, type View } from '../state/store';
import { decodeUrl, encodeUrl } from '../state/url';

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export function parseHash(hash: string): View {
  // Anything after "?" (explored placements and settings in a shared link) is not the route.
  const path = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  const parts = path.split('/').filter(Boolean).map(decode);
  if (parts[0] === 'pin' && parts[1]) return { kind: 'pin', id: parts[1] };
  if (parts[0] === 'compare' && parts[1] && parts[2]) return { kind: 'compare', a: parts[1], b: parts[2] };
  return { kind: 'home' };
}

export function hrefFor(view: View): string {
  switch (view.kind) {
    case 'pin':
      return `#/pin/${encodeURIComponent(view.id)}`;
    case 'compare':
      return `#/compare/${encodeURIComponent(view.a)}/${encodeURIComponent(view.b)}`;
    default:
      return '#/';
  }
}

export const pinHref = (id: string): string => hrefFor({ kind: 'pin', id });
export const compareHref = (a: string, b: string): string => hrefFor({ kind: 'compare', a, b });

/** A stable key for a view: resets error boundaries and scroll when the route changes. */
export const viewKey = (view: View): string => hrefFor(view);

type Api = typeof useExplorer;

/**
 * Opens what the address says: the view, and the placements and settings a shared link
 * carries, each re-checked by the rules (decodeUrl). Whatever it ignored goes in a notice.
 * A link naming a pin that is not loaded keeps its route, so the view can say which pin.
 */
export function openLocation(store: Api = useExplorer, hash: string = window.location.hash): void {
  const s = store.getState();
  const decoded = decodeUrl(hash, s.profiles, s.hardware);
  const route = parseHash(hash);
  const view = decoded.view.kind === 'home' && route.kind !== 'home' ? route : decoded.view;
  s.urlOpened({ ...decoded, view });
}

/**
 * Writes the store's view and explorations into the address. A new view is a new history
 * entry; a move, undo or setting replaces the current one, so Back leaves the view instead
 * of stepping through moves.
 */
export function writeLocation(s: ExplorerState): void {
  const next = encodeUrl({ view: s.view, placements: s.placements, settings: s.settings }, s.profiles);
  const current = window.location.hash;
  if (next === current || (next === '#/' && (current === '' || current === '#'))) return;
  // Compared as routes, so "#/pin/a@b" and "#/pin/a%40b" are one view.
  if (viewKey(parseHash(next)) === viewKey(parseHash(current)))
    window.history.replaceState(window.history.state, '', next);
  else window.history.pushState(null, '', next);
}

/**
 * Keeps the store and the address in step both ways: the address is read now and on every
 * hashchange; the store is written back on every change to the view or the explorations.
 * The store is watched outside React, so a move re-renders nothing here.
 */
export function useHashRoute(store: Api = useExplorer): void {
  useEffect(() => {
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
      openLocation(store);
      // Also when the link changed nothing: the address then drops what was ignored.
      writeLocation(store.getState());
    };
    open();
    window.addEventListener('hashchange', open);
    return () => {
      unsubscribe();
      window.removeEventListener('hashchange', open);
    };
  }, [store]);
}

export function navigate(view: View): void {
  const href = hrefFor(view);
  if (window.location.hash !== href) window.location.hash = href;
}
