/**
 * Undo, redo and "Reset to as-pinned", the last move's message in a polite live region
 * ("Routed experts cannot go to Local disk path: Not an NVMe expert tier."), and the notice
 * when stored explorations were dropped at load. This region is the one place a drop on a
 * lane is spoken; dnd-kit's own region says pick-up, over and cancel (announcements.ts).
 *
 * Unavailable buttons are aria-disabled rather than disabled, so focus stays on a button
 * that has just run out of steps instead of falling back to the page.
 *
 * The message and the buttons' state follow the store outside React (a subscription that
 * writes them into the DOM, zustand's "transient updates"), so a drop renders no component
 * here: only the moved row and its two lanes render (docs in README, Performance). React
 * renders these elements once and never their changing parts, so the two never disagree.
 */
import { useLayoutEffect, useRef } from 'react';
import {
  selectCanRedo,
  selectCanReset,
  selectCanUndo,
  selectLastMove,
  selectStorageNotice,
} from '../../state/selectors';
import { useExplorer, useExplorerApi } from '../../state/store';
import { type ExplorerState } from '../../state/types';
import './board.css';

const HINT = 'Drag a row by its handle, or focus the handle, press Space, then the arrow keys.';
type Can = (s: ExplorerState, pinId: string) => boolean;

function HistoryButton({
  label,
  can,
  pinId,
  onPress,
}: {
  label: string;
  can: Can;
  pinId: string;
  onPress: () => void;
}) {
  const store = useExplorerApi();
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const show = (s: ExplorerState) => ref.current?.setAttribute('aria-disabled', String(!can(s, pinId)));
    show(store.getState());
    return store.subscribe(show);
  }, [store, can, pinId]);
  return (
    <button
      ref={ref}
      type="button"
      className="board-button"
      onClick={() => can(store.getState(), pinId) && onPress()}
    >
      {label}
    </button>
  );
}

/** The "Last move" region's content: the last message of this pin, a new node for each. */
function useLastMoveText(pinId: string) {
  const store = useExplorerApi();
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    let shown: unknown;
    const show = (s: ExplorerState) => {
      const el = ref.current;
      const last = selectLastMove(s, pinId);
      if (!el || last === shown) return;
      shown = last;
      el.className = `board-live${last ? (last.ok ? ' board-live--ok' : ' board-live--refused') : ''}`;
      // A new node each time, so a repeated sentence is spoken again.
      const span = document.createElement('span');
      span.textContent = last ? last.text : HINT;
      if (!last) span.className = 'board-muted';
      el.replaceChildren(span);
    };
    show(store.getState());
    return store.subscribe(show);
  }, [store, pinId]);
  return ref;
}

export function MoveControls({ pinId }: { pinId: string }) {
  const notice = useExplorer(selectStorageNotice);
  const live = useLastMoveText(pinId);
  const act = useExplorerApi().getState;
  return (
    <div className="board-controls">
      <p
        ref={live}
        className="board-live"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label="Last move"
      />
      <div className="board-buttons" role="group" aria-label="Placement history">
        <HistoryButton
          label="Undo"
          can={selectCanUndo}
          pinId={pinId}
          onPress={() => act().undoRequested(pinId)}
        />
        <HistoryButton
          label="Redo"
          can={selectCanRedo}
          pinId={pinId}
          onPress={() => act().redoRequested(pinId)}
        />
        <HistoryButton
          label="Reset to as-pinned"
          can={selectCanReset}
          pinId={pinId}
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
