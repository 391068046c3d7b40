/** "Copy comparison brief": both pins aligned row by row, then each pin's own brief. */
import { useCallback } from 'react';
import { useExplorer } from '../../state/store';
import { CopyBrief } from './CopyBrief';

export function CompareCopyBrief({ a, b, describedBy }: { a: string; b: string; describedBy?: string }) {
  const getText = useCallback(async () => {
    const { compareBriefText, today } = await import('./brief-text');
    return compareBriefText(useExplorer.getState(), a, b, today());
  }, [a, b]);
  return (
    <CopyBrief
      getText={getText}
      fileStem={`comparison-${a}-and-${b}`}
      label="Copy comparison brief"
      noun="Comparison brief"
      describedBy={describedBy}
    />
  );
}
