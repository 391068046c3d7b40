/**
 * The placement board for one pin: the logical checkpoint group and the hardware's lanes,
 * the absent list, "Resident bytes: unknown." and the paths the recipe rules out.
 *
 * Drag works with the pointer, touch and the keyboard. Handlers stay a few lines: a drop
 * calls one store action, which asks the rules (their answer is authoritative) and either
 * moves the row or only says why not. Nothing here decides a placement. Exploring never
 * reaches the calculator verdict (invariant 6).
 */
import { useCallback, useEffect, useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { residentBytesStatus } from '../../domain/text/pin-lines';
import { DO_NOT_ADD, NOT_DRAG_TO_FIT } from '../../domain/text/standing-sentences';
import { useExplorer, useExplorerApi } from '../../state/store';
import type { Profile } from '../../domain/profile/schema/profile';
import { selectHardware, selectMoveContext, selectDropCheck, selectProfile } from '../../state/selectors';
import { AbsentList } from './AbsentList';
import { boardAnnouncements, screenReaderInstructions } from './announcements';
import { boardPlaces, type BoardPlace } from '../../domain/board/board-model';
import { laneDataOf, rowDataOf } from './drag-data';
import { laneCollision, laneKeyboardCoordinates } from './keyboard-coordinates';
import { Lane } from './Lane';
import { NodeFrame } from './NodeFrame';
import { OtherPaths } from './OtherPaths';
import { LiftedOverlay } from './LiftedOverlay';
import { keepInWindow } from './keep-in-window';
import { replayEarlyPickUp } from './replay-early-key';
import { ProseRun } from '../pin/ProseRun';
import './board.css';

const MODIFIERS = [keepInWindow];

type Api = ReturnType<typeof useExplorerApi>;

/** Pointer, touch and keyboard, with the keyboard stepping lane to lane. */
function useBoardSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
  );
}

/**
 * A drop: one store action. An accepted move remounts the row in its new lane. Removing the
 * focused handle in the middle of React's commit makes the browser recalculate style there and
 * then; letting go of focus first (before the store changes anything on the page) costs little,
 * and dnd-kit's RestoreFocus focuses the handle in its new lane on the next frame, as it would
 * have anyway. The rules are asked here only to know whether the row will move; the store asks
 * them again and its answer is the one that counts.
 */
function useDrop(store: Api, pinId: string) {
  return useCallback(
    (e: DragEndEvent) => {
      const row = rowDataOf(e.active);
      const lane = laneDataOf(e.over);
      if (!row || !lane) return;
      const handle = e.activatorEvent.target;
      if (
        lane.residence !== row.from &&
        selectDropCheck(store.getState(), pinId, row.componentId, lane.residence)?.ok &&
        handle instanceof HTMLElement &&
        handle === document.activeElement
      )
        handle.blur();
      store.getState().rowDropped(pinId, { row: row.componentId, to: lane.residence });
    },
    [store, pinId],
  );
}

/**
 * The lanes: the board's own groups (the logical checkpoint, then "Residence not stated") share
 * the first column, so their rows sit on the first screen beside the hardware's lanes. The
 * "Logical checkpoint" group (the file ledger row, which overlaps the rows it contains) is a drop
 * target like a lane, so an explored checkpoint row can be put back; the rules refuse every other row.
 */
function BoardLanes({ pinId, places }: { pinId: string; places: readonly BoardPlace[] }) {
  // A place's order on the board is its index in the model's places, whichever column it is in.
  const lanes = (perNode: boolean) =>
    places.flatMap((p, order) =>
      p.perNode === perNode ? [<Lane key={p.residence} pinId={pinId} place={p} order={order} />] : [],
    );
  return (
    <div className="board-lanes">
      <div className="board-own">{lanes(false)}</div>
      <NodeFrame pinId={pinId}>{lanes(true)}</NodeFrame>
    </div>
  );
}

/** What follows the lanes: the pin's own notes, the absent list, resident bytes, the other paths. */
function BoardFooter({ pinId, profile }: { pinId: string; profile: Profile }) {
  const residentBytes = residentBytesStatus(profile);
  return (
    <>
      {profile.boardNotes.length > 0 && (
        <div className="board-notes">
          <ProseRun values={profile.boardNotes} as="list" className="board-notes-list" />
        </div>
      )}
      <AbsentList pinId={pinId} />
      {residentBytes && <p className="board-resident">{residentBytes}</p>}
      <OtherPaths profile={profile} />
    </>
  );
}

export function Board({ pinId }: { pinId: string }) {
  const store = useExplorerApi();
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  // Nothing here is React state of the drag: the lifted card follows it (LiftedOverlay), and
  // the lanes' strips and the dragged card's style follow dnd-kit's own state (Lane.tsx,
  // RowCard.tsx), so a drop renders no board.
  const sensors = useBoardSensors();
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(() => selectMoveContext(store.getState(), pinId)),
      screenReaderInstructions,
    }),
    [store, pinId],
  );
  const places = useMemo(() => (hardware ? boardPlaces({ hardware, profile }) : []), [hardware, profile]);
  // The benchmark reads this mark: the board's handles are in the DOM and listening. A
  // pick-up key pressed on a handle before then (a prerendered page) is pressed again now.
  useEffect(() => {
    performance.mark?.('board-interactive');
    replayEarlyPickUp();
  }, []);
  const onDragEnd = useDrop(store, pinId);
  if (!profile || !hardware)
    return <p className="board-missing">This pin is not loaded, so there is no board to show.</p>;
  return (
    <DndContext
      id={`board-${pinId}`}
      sensors={sensors}
      collisionDetection={laneCollision}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <div className="board">
        {/* The standing notes stay one line above the lanes; the pin's own notes follow the
            lanes (so the first rows are on the first screen), each a sentence of its own. */}
        <p className="board-note">
          <strong className="board-note--lead">{NOT_DRAG_TO_FIT}</strong> {DO_NOT_ADD}{' '}
          <ProseRun values={hardware.boardNotes} owner={hardware} />
        </p>
        <BoardLanes pinId={pinId} places={places} />
        <BoardFooter pinId={pinId} profile={profile} />
      </div>
      <LiftedOverlay />
    </DndContext>
  );
}

// Loaded with the board's chunk (ui/views.ts), so the pin view and the verdict panel reach them
// without another chunk in the start-up script.
export { OwnFiles } from '../model-file/OwnFiles';
export { FileBytesBoundNote } from '../model-file/FileBytesBoundNote';
