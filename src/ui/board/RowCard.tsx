/**
 * One component row. The card is split in two so a move re-renders little: the outer
 * shell holds the dnd-kit draggable (which every draggable re-renders on drag start and
 * end), the memoised body holds the facts and re-renders only when this row's residence,
 * setting mark or selection changes.
 *
 * The drag handle is ONE button, "Move Routed experts", carrying dnd-kit's attributes and
 * listeners; the row's name is a second button that opens its evidence in place
 * (rowSelected). The body is in RowBody.tsx.
 */
import { memo, useCallback, useMemo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { selectProfile, selectResidence, selectUnloadedUnder } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { findRow, rowName } from '../../domain/board/rows';
import { rowDragId, type RowDragData } from './drag-data';
import { RowBody } from './RowBody';
import './row-card.css';

type RowProps = { pinId: string; componentId: string };

// One element for every handle: dnd-kit re-renders each draggable's shell when a drag
// starts and ends, and React skips an element it has already committed.
const GRIP = (
  <svg className="row-grip" viewBox="0 0 12 18" width="12" height="18" aria-hidden="true" focusable="false">
    {[3, 9, 15].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

/** The dnd-kit draggable shell: the handle button alone. */
const RowHandle = memo(function RowHandle({
  pinId,
  componentId,
  label,
  residence,
}: RowProps & { label: string; residence: string }) {
  const data = useMemo(
    (): RowDragData => ({ type: 'row', pinId, componentId, label, from: residence }),
    [pinId, componentId, label, residence],
  );
  const { setNodeRef, setActivatorNodeRef, attributes, listeners } = useDraggable({
    id: rowDragId(pinId, componentId),
    data,
    attributes: { roleDescription: 'movable row' },
  });
  // The handle starts the drag; the card around it is what dnd-kit measures and lifts.
  const ref = useCallback(
    (el: HTMLButtonElement | null) => {
      setActivatorNodeRef(el);
      setNodeRef(el?.closest('li') ?? null);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  return (
    <button
      ref={ref}
      type="button"
      className="row-handle"
      aria-label={`Move ${label}`}
      {...attributes}
      {...listeners}
    >
      {GRIP}
    </button>
  );
});

export const RowCard = memo(function RowCard({ pinId, componentId }: RowProps) {
  const residence = useExplorer((s) => selectResidence(s, pinId, componentId));
  const label = useExplorer((s) => {
    const profile = selectProfile(s, pinId);
    const row = profile ? findRow(profile, componentId) : undefined;
    return row ? rowName(row) : componentId;
  });
  const unloaded = useExplorer((s) => selectUnloadedUnder(s, pinId, componentId) !== null);
  if (!residence) return null;
  // While dragged, the card is styled by its handle's aria-pressed (board.css), not a class.
  return (
    <li
      className={`row-card${residence === 'absent' ? ' row-card--absent' : ''}${unloaded ? ' row-card--unloaded' : ''}`}
    >
      <RowHandle pinId={pinId} componentId={componentId} label={label} residence={residence} />
      <RowBody pinId={pinId} componentId={componentId} residence={residence} />
    </li>
  );
});

/** What follows the pointer during a drag: the row's full name on a lifted card. */
export function RowOverlay({ label }: { label: string }) {
  return (
    <div className="row-card row-card--overlay" aria-hidden="true">
      <span className="row-handle">{GRIP}</span>
      <span className="row-overlay-label">{label}</span>
    </div>
  );
}
