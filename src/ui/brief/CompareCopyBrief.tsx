/**
 * "Copy comparison brief" (the key differences, short) and "Copy full comparison brief"
 * (every aligned row, then each pin's own brief in full).
 */
import { useMemo } from 'react';
import { useExplorerApi } from '../../state/store';
import { CopyBrief, type BriefVariant } from './CopyBrief';

export function CompareCopyBrief({ a, b, describedBy }: { a: string; b: string; describedBy?: string }) {
  const store = useExplorerApi();
  const variants = useMemo<BriefVariant[]>(() => {
    const text = (length: 'short' | 'full') => async () => {
      const { compareBriefText, today } = await import('./brief-text');
      return compareBriefText(store.getState(), a, b, today(), length);
    };
    return [
      { label: 'Copy comparison brief', noun: 'Comparison brief', getText: text('short') },
      { label: 'Copy full comparison brief', noun: 'Full comparison brief', getText: text('full') },
    ];
  }, [store, a, b]);
  return <CopyBrief variants={variants} fileStem={`comparison-${a}-and-${b}`} describedBy={describedBy} />;
}
