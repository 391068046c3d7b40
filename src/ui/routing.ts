/**
 * Hash routes, so a reload or a shared link opens the same view without a server:
 *   #/                  the pin list
 *   #/pin/<id>          one pin
 *   #/compare/<a>/<b>   two pins side by side
 * Pure functions plus one small hook; the store keeps the parsed view.
 */
import { useEffect } from 'react';
import { useExplorer, type View } from '../state/store';

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

/** Keeps the store's view in step with location.hash, now and on every hashchange. */
export function useHashRoute(): void {
  const viewChanged = useExplorer((s) => s.viewChanged);
  useEffect(() => {
    const sync = () => viewChanged(parseHash(window.location.hash));
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [viewChanged]);
}

export function navigate(view: View): void {
  const href = hrefFor(view);
  if (window.location.hash !== href) window.location.hash = href;
}
