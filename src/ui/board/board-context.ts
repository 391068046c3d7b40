/**
 * What the board reads from the page besides the store: the reduced-motion preference.
 * (The row being dragged is dnd-kit's own state, read where it is shown: Lane.tsx.)
 */
import { useEffect, useState } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';

const reducedQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED)
    : undefined;

/** Follows prefers-reduced-motion; false where matchMedia does not exist (jsdom, old engines). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedQuery()?.matches ?? false);
  useEffect(() => {
    const query = reducedQuery();
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
