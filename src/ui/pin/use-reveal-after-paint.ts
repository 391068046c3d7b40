import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from '../hydration';

/**
 * False on the first render, true right after it, in a transition: the part of a view
 * below the fold renders after the first paint, without holding up the board. A prerendered
 * page has it all from the start (and hydrates it as it is).
 */
export function useRevealAfterPaint(): boolean {
  const prerendered = useServerRender();
  const [shown, setShown] = useState(prerendered);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
