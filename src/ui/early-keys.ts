/**
 * A key pressed on a row's handle before the board has hydrated. A pin's own page shows its
 * board at first paint, but the handles take keys only once the app's script has arrived and
 * hydrated them: on a slow phone that is half a second or more, and a Space pressed then did
 * nothing. The preload script (preload.ts, in the page before anything else) holds such a
 * pick-up key; the board, once it listens, takes it (Board.tsx) and presses it again on the
 * same handle if the person's focus is still there.
 *
 * The two run in different scripts, so what is held lives on the window, under a key of
 * this module's own.
 */
const HELD = Symbol.for('placement-explorer.early-pick-up');

/** dnd-kit's keyboard sensor starts a drag on these (its default start keys). */
const PICK_UP = new Set(['Space', 'Enter']);

type Held = { handle: HTMLElement | null; code: string; stop: () => void };
type Host = Window & { [HELD]?: Held };

/** Starts holding the first pick-up key pressed on a row handle (`.row-handle`). */
export function holdEarlyPickUp(): void {
  const host = window as Host;
  if (host[HELD]) return;
  const onKey = (e: KeyboardEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('row-handle')) return;
    if (!PICK_UP.has(e.code) || e.repeat) return;
    // Space would scroll the page, Enter would click a button that does nothing yet.
    e.preventDefault();
    // A second press on the same handle is a drop: the two cancel out.
    held.handle = held.handle === target ? null : target;
    held.code = e.code;
  };
  const held: Held = {
    handle: null,
    code: 'Space',
    stop: () => window.removeEventListener('keydown', onKey, true),
  };
  host[HELD] = held;
  window.addEventListener('keydown', onKey, true);
}

/**
 * Stops holding keys, and returns the handle a pick-up key is held for, with that key's
 * code, when the person's focus is still on it; else null. The board calls it once it listens.
 */
function takeEarlyPickUp(): { handle: HTMLElement; code: string } | null {
  const host = window as Host;
  const held = host[HELD];
  if (!held) {
    // The board listens before the preload script has run: it must not start holding now.
    host[HELD] = { handle: null, code: 'Space', stop: () => {} };
    return null;
  }
  held.stop();
  const { handle, code } = held;
  held.handle = null;
  return handle && handle.isConnected && handle === document.activeElement ? { handle, code } : null;
}

/** Presses the held key again on its handle, for the board's keyboard sensor to take. */
export function replayEarlyPickUp(): boolean {
  const early = takeEarlyPickUp();
  if (!early) return false;
  const key = early.code === 'Space' ? ' ' : early.code;
  early.handle.dispatchEvent(
    new KeyboardEvent('keydown', { key, code: early.code, bubbles: true, cancelable: true }),
  );
  return true;
}
