import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Follows a media query; `fallback` where matchMedia does not exist (jsdom), on the build's
 * prerender and while a prerendered page hydrates (the next render reads the screen).
 */
export function useMedia(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
