import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true right after it, in a transition: the part of a view
 * below the fold renders after the first paint, without holding up the board.
 */
export function useRevealAfterPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown;
}
