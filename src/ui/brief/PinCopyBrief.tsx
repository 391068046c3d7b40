/** "Copy brief" for one pin: the pin's brief with its current placement and settings. */
import { useCallback } from 'react';
import { useExplorer } from '../../state/store';
import { CopyBrief } from './CopyBrief';

export function PinCopyBrief({ pinId, describedBy }: { pinId: string; describedBy?: string }) {
  // Read at click time: explored placements and chosen settings are in, marked as not applied.
  // The brief module loads on the first copy, not at start-up.
  const getText = useCallback(async () => {
    const { pinBriefText, today } = await import('./brief-text');
    return pinBriefText(useExplorer.getState(), pinId, today());
  }, [pinId]);
  return <CopyBrief getText={getText} fileStem={`brief-${pinId}`} describedBy={describedBy} />;
}
