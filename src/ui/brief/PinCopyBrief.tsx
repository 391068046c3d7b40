/**
 * "Copy brief" (a short summary) and "Copy full brief" (every fact) for one pin, with its
 * current placement and settings; "By part" copies one part of the full brief (placement,
 * licenses, evidence, sources...).
 */
import { useMemo } from 'react';
import { BRIEF_PARTS, type BriefPart } from '../../domain/brief/brief-parts';
import { useExplorerApi } from '../../state/store';
import { CopyBrief, type BriefVariant } from './CopyBrief';

export function PinCopyBrief({ pinId, describedBy }: { pinId: string; describedBy?: string }) {
  const store = useExplorerApi();
  // Read at click time: explored placements and chosen settings are in, marked as not applied.
  // The brief module loads on the first copy, not at start-up.
  const variants = useMemo<BriefVariant[]>(() => {
    const text = (length: 'short' | 'full') => async () => {
      const { pinBriefText, today } = await import('./brief-text');
      return pinBriefText(store.getState(), pinId, today(), length);
    };
    return [
      { label: 'Copy brief', noun: 'Brief', getText: text('short') },
      { label: 'Copy full brief', noun: 'Full brief', getText: text('full') },
    ];
  }, [store, pinId]);
  const parts = useMemo<BriefVariant[]>(() => {
    const text = (part: BriefPart) => async () => {
      const { pinBriefPartText, today } = await import('./brief-text');
      return pinBriefPartText(store.getState(), pinId, part, today());
    };
    return BRIEF_PARTS.map(({ part, name }) => ({
      label: `Copy ${name.toLowerCase()}`,
      noun: `${name} part of the full brief`,
      getText: text(part),
    }));
  }, [store, pinId]);
  return (
    <CopyBrief variants={variants} parts={parts} fileStem={`brief-${pinId}`} describedBy={describedBy} />
  );
}
