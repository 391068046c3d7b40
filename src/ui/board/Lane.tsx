/**
 * One drop target: a labelled region ("Unified pool") around a list of row cards. While a
 * row is dragged the lane says, before the drop, whether the rules would accept it there.
 * Subscribes only to the ids of its own rows, so a move re-renders the two lanes involved.
 */
import { memo, useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { selectDropCheck, selectHardware, selectRowIdsIn, useExplorer, useShallow } from '../../state/store';
import { ProseText } from '../pin/ProseText';
import type { BoardGroup } from './board-model';
import { useActiveRow } from './board-context';
import { laneDropId, type LaneDropData } from './drag-data';
import { RowCard } from './RowCard';
import { findTerms } from '../../domain/glossary';
import { GlossaryText, TermTip } from '../glossary/Glossary';

/** Memoised: it follows the dragged row (context), not the lane's re-renders by dnd-kit. */
const DropHint = memo(function DropHint({ pinId, residence }: { pinId: string; residence: string }) {
  const active = useActiveRow();
  const check = useExplorer(
    useShallow((s) => (active ? selectDropCheck(s, pinId, active.componentId, residence) : null)),
  );
  if (!active || !check) return null;
  if (active.from === residence)
    return <p className="lane-hint lane-hint--origin">{active.label} is here now.</p>;
  return check.ok ? (
    <p className="lane-hint lane-hint--accepts">accepts</p>
  ) : (
    <p className="lane-hint lane-hint--refused">refused: {check.reason}</p>
  );
});

export const Lane = memo(function Lane({ pinId, group }: { pinId: string; group: BoardGroup }) {
  const headingId = useId();
  const noteId = useId();
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, group.residence)));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const term = findTerms(group.label)[0]?.id;
  const data: LaneDropData = {
    type: 'lane',
    pinId,
    residence: group.residence,
    label: group.label,
    order: group.order,
  };
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(pinId, group.residence), data });
  return (
    <section
      ref={setNodeRef}
      className={`lane lane--${group.kind}${isOver ? ' lane--over' : ''}`}
      aria-labelledby={headingId}
      aria-describedby={noteId}
    >
      <header className="lane-header">
        <div className="lane-title-row">
          <h3 id={headingId} className="lane-title">
            {group.label}
          </h3>
          {term && <TermTip term={term} />}
          {group.group && <p className="lane-group">{group.group}</p>}
        </div>
        <p id={noteId} className="lane-note">
          {group.kind === 'ledger' && typeof group.note === 'string' ? (
            <GlossaryText text={group.note} />
          ) : (
            <ProseText value={group.note} owner={hardware} />
          )}
        </p>
        {group.capacity && <p className="lane-capacity">{group.capacity}</p>}
      </header>
      <DropHint pinId={pinId} residence={group.residence} />
      <ul className="lane-rows">
        {ids.map((id) => (
          <RowCard key={id} pinId={pinId} componentId={id} />
        ))}
      </ul>
      {ids.length === 0 && <p className="lane-empty">No rows here.</p>}
    </section>
  );
});
