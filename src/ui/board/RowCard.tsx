/**
 * One component row. The card is split in two so a move re-renders little: the row
 * (memoised) holds the facts and re-renders only when this row's residence, setting mark
 * or selection changes; its handle is the dnd-kit draggable shell, which dnd-kit
 * re-renders for every draggable when a drag starts and ends, and which renders only the
 * handle button (it registers the row's list item as the node dnd-kit measures).
 *
 * The drag handle is ONE button, "Move Routed experts", carrying dnd-kit's attributes and
 * listeners; the row's name is a second button that opens its evidence (rowSelected).
 */
import { memo, useCallback, useMemo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { EXPLORED_NOTE } from '../../domain/qualifiers';
import {
  selectHardware,
  selectIsRowSelected,
  selectNotLoadedMark,
  selectProfile,
  selectResidence,
  useExplorer,
} from '../../state/store';
import { findRow, rowName } from '../../domain/rows';
import { rowView } from './board-model';
import { rowDragId, type RowDragData } from './drag-data';

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
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const notLoaded = useExplorer((s) => selectNotLoadedMark(s, pinId, componentId));
  const selected = useExplorer((s) => selectIsRowSelected(s, pinId, componentId));
  const found = profile ? findRow(profile, componentId) : undefined;
  const row = useMemo(
    () =>
      found && profile && hardware && residence
        ? rowView(profile, hardware, found, residence, notLoaded ?? undefined)
        : undefined,
    [found, profile, hardware, residence, notLoaded],
  );
  if (!row || !found || !residence) return null;
  const select = () => useExplorer.getState().rowSelected(selected ? null : { pinId, componentId });
  const body = (
    <div className="row-body">
      <div className="row-head">
        <button
          type="button"
          className="row-label"
          aria-pressed={selected}
          title="Show its full config and source evidence"
          onClick={select}
        >
          {row.label}
        </button>
        <span className="row-badges">
          <span className="row-badge row-badge--overlap">{row.overlap}</span>
          {row.explored && (
            <span className="row-badge row-badge--explored" title={EXPLORED_NOTE}>
              explored
            </span>
          )}
          {row.marks.map((m) => (
            <span key={m} className="row-badge row-badge--shape">
              {m}
            </span>
          ))}
          {row.notLoaded && <span className="row-badge row-badge--unloaded">{row.notLoaded}</span>}
        </span>
      </div>
      <p className="row-line">{row.cardLine}</p>
      {row.absent ? (
        row.absentReason && <p className="row-reason">{row.absentReason}</p>
      ) : (
        <>
          {row.access && <p className="row-access">{row.access}</p>}
          <p className="row-facts">
            <span>{row.fileSize}</span> <span>{row.perRank}</span>
          </p>
          {row.explored && <p className="visually-hidden">{EXPLORED_NOTE}</p>}
        </>
      )}
    </div>
  );
  // While dragged, the card is styled by its handle's aria-pressed (board.css), not a class.
  return (
    <li className={`row-card${residence === 'absent' ? ' row-card--absent' : ''}`}>
      <RowHandle pinId={pinId} componentId={componentId} label={rowName(found)} residence={residence} />
      {body}
    </li>
  );
});

/** What follows the pointer during a drag: the row's name on a lifted card. */
export function RowOverlay({ label }: { label: string }) {
  return (
    <div className="row-card row-card--overlay" aria-hidden="true">
      <span className="row-handle">{GRIP}</span>
      <span className="row-overlay-label">{label}</span>
    </div>
  );
}
