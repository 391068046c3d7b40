/**
 * The row being dragged on this board, for the lanes' accept/refuse strips. Kept in React
 * (it lasts one gesture) rather than in the store (which holds what the user made).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { RowDragData } from './drag-data';

export const ActiveRowContext = createContext<RowDragData | null>(null);
export const useActiveRow = (): RowDragData | null => useContext(ActiveRowContext);

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
