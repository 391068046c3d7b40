/**
 * "Absent: Engram, PLE. Absence is not zero bytes." The absent rows stay draggable, so a
 * user who tries to place one hears why it is refused ("Dragging an Engram row onto an
 * SSD does not describe a real component."). Absent is never shown as 0 B (invariant 2).
 */
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { absentLine } from '../../domain/text/pin-lines';
import { ABSENT } from '../../domain/rows/board-groups';
import { selectProfile, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { RowCard } from './RowCard';
import { GlossaryText } from '../glossary/Glossary';

export const AbsentList = memo(function AbsentList({ pinId }: { pinId: string }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  // The board model's absent rows: a part or a copy of an absent component is a row of its own.
  const absent = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, ABSENT)));
  if (!profile) return null;
  return (
    <section className="board-absent" aria-label="Absent components">
      <p className="board-absent-line">
        <GlossaryText text={absentLine(profile)} />
      </p>
      {absent.length > 0 && (
        <ul className="board-absent-rows">
          {absent.map((id) => (
            <RowCard key={id} pinId={pinId} componentId={id} />
          ))}
        </ul>
      )}
    </section>
  );
});
