/**
 * Undo, redo and "Reset to as-pinned", the last move's message in a polite live region
 * ("Routed experts cannot go to Local disk path: Not an NVMe expert tier."), and the notice
 * when stored explorations were dropped at load. This region is the one place a drop on a
 * lane is spoken; dnd-kit's own region says pick-up, over and cancel (announcements.ts).
 *
 * Unavailable buttons are aria-disabled rather than disabled, so focus stays on a button
 * that has just run out of steps instead of falling back to the page.
 */
import {
  selectCanRedo,
  selectCanReset,
  selectCanUndo,
  selectLastMove,
  selectStorageNotice,
  useExplorer,
} from '../../state/store';
import './board.css';

function HistoryButton({
  label,
  enabled,
  onPress,
}: {
  label: string;
  enabled: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className="board-button"
      aria-disabled={!enabled}
      onClick={() => enabled && onPress()}
    >
      {label}
    </button>
  );
}

export function MoveControls({ pinId }: { pinId: string }) {
  const canUndo = useExplorer((s) => selectCanUndo(s, pinId));
  const canRedo = useExplorer((s) => selectCanRedo(s, pinId));
  const canReset = useExplorer((s) => selectCanReset(s, pinId));
  const last = useExplorer((s) => selectLastMove(s, pinId));
  const notice = useExplorer(selectStorageNotice);
  const act = useExplorer.getState;
  return (
    <div className="board-controls">
      <p
        className={`board-live${last ? (last.ok ? ' board-live--ok' : ' board-live--refused') : ''}`}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label="Last move"
      >
        {last ? (
          <span key={last.seq}>{last.text}</span>
        ) : (
          <span className="board-muted">
            Drag a row by its handle, or focus the handle, press Space, then the arrow keys.
          </span>
        )}
      </p>
      <div className="board-buttons" role="group" aria-label="Placement history">
        <HistoryButton label="Undo" enabled={canUndo} onPress={() => act().undoRequested(pinId)} />
        <HistoryButton label="Redo" enabled={canRedo} onPress={() => act().redoRequested(pinId)} />
        <HistoryButton
          label="Reset to as-pinned"
          enabled={canReset}
          onPress={() => act().placementsReset(pinId)}
        />
      </div>
      {notice && (
        <div className="board-notice" role="note" aria-label="Saved explorations">
          <p>{notice}</p>
          <button
            type="button"
            className="board-button board-button--quiet"
            onClick={() => act().storageNoticeDismissed()}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
