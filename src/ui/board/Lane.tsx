/**
 * One drop target: a labelled region ("Unified pool") around a list of row cards. While a
 * row is dragged the lane says, before the drop, whether the rules would accept it there.
 * Subscribes only to the ids of its own rows, so a move re-renders the two lanes involved.
 * The droppable is a shell of its own (LaneDrop, with the accept/refuse strip), since
 * dnd-kit re-renders every droppable when a drag starts and ends.
 */
import { Fragment, memo, useCallback, useId, useMemo } from 'react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { selectDropCheck, selectHardware, selectRowIdsIn } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import type { Hardware } from '../../domain/profile/schema/hardware';
import { useShallow } from 'zustand/react/shallow';
import { ProseText } from '../pin/ProseText';
import type { BoardPlace } from '../../domain/board/board-model';
import { laneWords } from '../../domain/text/lane-lines';
import { LEDGER } from '../../domain/rows/board-groups';
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
type LaneProps = {
  pinId: string;
  /** The board model's place: its heading, notes and capacity. */
  place: BoardPlace;
  /** Position for keyboard moves: 0 for the first place on the board. */
  order: number;
};

const LaneDrop = memo(function LaneDrop({ pinId, place, order }: LaneProps) {
  const { residence, heading } = place;
  const data = useMemo(
    (): LaneDropData => ({ type: 'lane', pinId, residence, label: heading, order }),
    [pinId, residence, heading, order],
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

/**
 * The lane's notes as the model gives them, each with its provenance (a quote of the hardware,
 * or a site note); the logical checkpoint's own note carries glossary tips. Then its capacity
 * line, without the label a note above already says.
 */
function LaneHeader({
  place,
  owner,
  headingId,
  noteId,
}: {
  place: BoardPlace;
  owner: Hardware | undefined;
  headingId: string;
  noteId: string;
}) {
  const words = laneWords(place);
  const term = findTerms(words.heading)[0]?.id;
  return (
    <header className="lane-header">
      <div className="lane-title-row">
        <h3 id={headingId} className="lane-title">
          {words.heading}
        </h3>
        {term && <TermTip term={term} />}
        {words.group && <p className="lane-group">{words.group}</p>}
      </div>
      <p id={noteId} className="lane-note">
        {words.notes.map((note, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            {place.kind === LEDGER && isSiteNote(note) ? (
              <GlossaryText text={note.siteNote} />
            ) : (
              <ProseText value={note} owner={owner} />
            )}
          </Fragment>
        ))}
      </p>
      {words.capacity && <p className="lane-capacity">{words.capacity}</p>}
    </header>
  );
}

export const Lane = memo(function Lane({ pinId, place, order }: LaneProps) {
  const headingId = useId();
  const noteId = useId();
  const ids = useExplorer(useShallow((s) => selectRowIdsIn(s, pinId, place.residence)));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  // The lane's tensor bytes follow its rows only once a model file is confirmed as the pin's.
  const withFileBytes = useExplorer((s) => selectConfirmedFileBytes(s, pinId) !== undefined);
  // The same header element while the lane's rows change: React skips it on a move.
  const header = useMemo(
    () => <LaneHeader place={place} owner={hardware} headingId={headingId} noteId={noteId} />,
    [place, hardware, headingId, noteId],
  );
  return (
    <section
      className={`lane lane--${place.kind}${ids.length === 0 ? ' lane--empty' : ''}`}
      aria-labelledby={headingId}
      aria-describedby={noteId}
    >
      {header}
      {/* Which lanes carry tensor bytes is the domain's (a tier that holds runtime memory). */}
      {withFileBytes && <LaneFileBytes pinId={pinId} residence={place.residence} />}
      <LaneDrop pinId={pinId} place={place} order={order} />
      <ul className="lane-rows">
        {ids.map((id) => (
          <RowCard key={id} pinId={pinId} componentId={id} />
        ))}
      </ul>
      {ids.length === 0 && <p className="lane-empty">No rows here.</p>}
    </section>
  );
});
