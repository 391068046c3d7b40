/**
 * One component row. The card is split in two so a move re-renders little: the outer
 * shell holds the dnd-kit draggable (which every draggable re-renders on drag start and
 * end), the memoised body holds the facts and re-renders only when this row's residence,
 * setting mark or selection changes.
 *
 * The drag handle is ONE button, "Move Routed experts", carrying dnd-kit's attributes and
 * listeners; the row's name is a second button that opens its evidence (rowSelected).
 */
import { memo, useMemo } from 'react';
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

const RowBody = memo(function RowBody({ pinId, componentId, residence }: RowProps & { residence: string }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const notLoaded = useExplorer((s) => selectNotLoadedMark(s, pinId, componentId));
  const selected = useExplorer((s) => selectIsRowSelected(s, pinId, componentId));
  const found = profile ? findRow(profile, componentId) : undefined;
  const row = useMemo(
    () =>
      found && profile && hardware
        ? rowView(profile, hardware, found, residence, notLoaded ?? undefined)
        : undefined,
    [found, profile, hardware, residence, notLoaded],
  );
  if (!row) return null;
  const select = () => useExplorer.getState().rowSelected(selected ? null : { pinId, componentId });
  return (
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
});

export const RowCard = memo(function RowCard({ pinId, componentId }: RowProps) {
  const residence = useExplorer((s) => selectResidence(s, pinId, componentId));
  const label = useExplorer((s) => {
    const profile = selectProfile(s, pinId);
    const row = profile ? findRow(profile, componentId) : undefined;
    return row ? rowName(row) : componentId;
  });
  const absent = residence === 'absent';
  const data = useMemo(
    (): RowDragData => ({ type: 'row', pinId, componentId, label, from: residence ?? 'absent' }),
    [pinId, componentId, label, residence],
  );
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: rowDragId(pinId, componentId),
    data,
    attributes: { roleDescription: 'movable row' },
  });
  if (!residence) return null;
  return (
    <li
      ref={setNodeRef}
      className={`row-card${absent ? ' row-card--absent' : ''}${isDragging ? ' row-card--dragging' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="row-handle"
        aria-label={`Move ${label}`}
        {...attributes}
        {...listeners}
      >
        {GRIP}
      </button>
      <RowBody pinId={pinId} componentId={componentId} residence={residence} />
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
