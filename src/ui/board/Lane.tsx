/**
 * One drop target: a labelled region ("Unified pool") around a list of row cards. While a
 * row is dragged the lane says, before the drop, whether the rules would accept it there.
 * Subscribes only to the ids of its own rows, so a move re-renders the two lanes involved.
 * The droppable is a shell of its own (LaneDrop, with the accept/refuse strip), since
 * dnd-kit re-renders every droppable when a drag starts and ends.
 */
import { memo, useCallback, useId, useMemo } from 'react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { selectDropCheck, selectHardware, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { useShallow } from 'zustand/react/shallow';
import { ProseText } from '../pin/ProseText';
import type { BoardGroup } from '../../domain/text/card-lines';
import { LEDGER } from '../../domain/board/board-groups';
import { isSiteNote } from '../../domain/profile/prose';
import { laneDropId, rowDataOf, type LaneDropData } from './drag-data';
import { RowCard } from './RowCard';
import { findTerms } from '../../domain/text/glossary';
import { GlossaryText, TermTip } from '../glossary/Glossary';
import { LaneFileBytes } from '../model-file/LaneFileBytes';
import { selectConfirmedFileBytes } from '../../state/model-file';

/**
 * The dnd-kit droppable shell: registers the lane (its parent section) as the drop target
 * and, while a row is dragged, says whether the rules accept it here. The lane is styled
 * from here too (board-lanes.css: .lane:has(> .lane-drop--over)), so hovering renders no lane.
 */
const LaneDrop = memo(function LaneDrop({ pinId, group }: { pinId: string; group: BoardGroup }) {
  const { residence } = group;
  const data = useMemo(
    (): LaneDropData => ({ type: 'lane', pinId, residence, label: group.label, order: group.order }),
    [pinId, residence, group.label, group.order],
  );
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(pinId, residence), data });
  const ref = useCallback((el: HTMLDivElement | null) => setNodeRef(el?.parentElement ?? null), [setNodeRef]);
  const active = rowDataOf(useDndContext().active);
  const check = useExplorer(
    useShallow((s) => (active ? selectDropCheck(s, pinId, active.componentId, residence) : null)),
  );
  return (
    <div ref={ref} className={`lane-drop${isOver ? ' lane-drop--over' : ''}`}>
      {!active || !check ? null : active.from === residence ? (
        <p className="lane-hint lane-hint--origin">{active.label} is here now.</p>
      ) : check.ok ? (
        <p className="lane-hint lane-hint--accepts">accepts</p>
      ) : (
        <p className="lane-hint lane-hint--refused">refused: {check.reason}</p>
      )}
    </div>
  );
});

export const Lane = memo(function Lane({ pinId, group }: { pinId: string; group: BoardGroup }) {
  const headingId = useId();
  const noteId = useId();
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, group.residence)));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  // The lane's tensor bytes follow its rows only once a model file is confirmed as the pin's.
  const withFileBytes = useExplorer((s) => selectConfirmedFileBytes(s, pinId) !== undefined);
  const term = findTerms(group.label)[0]?.id;
  // The same header element while the lane's rows change: React skips it on a move.
  const header = useMemo(
    () => (
      <header className="lane-header">
        <div className="lane-title-row">
          <h3 id={headingId} className="lane-title">
            {group.label}
          </h3>
          {term && <TermTip term={term} />}
          {group.group && <p className="lane-group">{group.group}</p>}
        </div>
        <p id={noteId} className="lane-note">
          {group.kind === LEDGER && isSiteNote(group.note) ? (
            <GlossaryText text={group.note.siteNote} />
          ) : (
            <ProseText value={group.note} owner={hardware} />
          )}
        </p>
        {group.capacity && <p className="lane-capacity">{group.capacity}</p>}
      </header>
    ),
    [group, hardware, headingId, noteId, term],
  );
  return (
    <section
      className={`lane lane--${group.kind}${ids.length === 0 ? ' lane--empty' : ''}`}
      aria-labelledby={headingId}
      aria-describedby={noteId}
    >
      {header}
      {/* Which lanes carry tensor bytes is the domain's (a tier that holds runtime memory). */}
      {withFileBytes && <LaneFileBytes pinId={pinId} residence={group.residence} />}
      <LaneDrop pinId={pinId} group={group} />
      <ul className="lane-rows">
        {ids.map((id) => (
          <RowCard key={id} pinId={pinId} componentId={id} />
        ))}
      </ul>
      {ids.length === 0 && <p className="lane-empty">No rows here.</p>}
    </section>
  );
});
