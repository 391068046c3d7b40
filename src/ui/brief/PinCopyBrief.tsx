/**
 * "Copy brief" (a short summary) and "Copy full brief" (every fact) for one pin, with its
 * current placement and settings.
 */
import { useMemo } from 'react';
import { useExplorer } from '../../state/store';
import { CopyBrief, type BriefVariant } from './CopyBrief';

export function PinCopyBrief({ pinId, describedBy }: { pinId: string; describedBy?: string }) {
  // Read at click time: explored placements and chosen settings are in, marked as not applied.
  // The brief module loads on the first copy, not at start-up.
  const variants = useMemo<BriefVariant[]>(() => {
    const text = (length: 'short' | 'full') => async () => {
      const { pinBriefText, today } = await import('./brief-text');
      return pinBriefText(useExplorer.getState(), pinId, today(), length);
    };
    return [
      { label: 'Copy brief', noun: 'Brief', getText: text('short') },
      { label: 'Copy full brief', noun: 'Full brief', getText: text('full') },
    ];
  }, [pinId]);
  return <CopyBrief variants={variants} fileStem={`brief-${pinId}`} describedBy={describedBy} />;
}
