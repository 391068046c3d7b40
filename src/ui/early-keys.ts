/**
 * A key pressed on a row's handle before the board listens. A pin's own page shows its board
 * at first paint, but the handles take keys only once the app's script has arrived and
 * hydrated them: on a slow phone that is half a second or more, and a Space pressed then did
 * nothing. The preload script (preload.ts, in the page before anything else) holds such a
 * pick-up key until React takes over the page's events (main.tsx, just before it hydrates);
 * the board, once it listens, presses it again on the same handle if the person's focus is
 * still there (board/replay-early-key.ts, in the board's own chunk). A key pressed after React
 * has taken over is React's own to handle.
 *
 * The preload script and the app are different scripts, so what is held lives on the window,
 * under a key of this module's own.
 */
export const HELD = Symbol.for('placement-explorer.early-pick-up');

/** dnd-kit's keyboard sensor starts a drag on these (its default start keys). */
const PICK_UP = new Set(['Space', 'Enter']);

type Held = { handle: HTMLElement | null; code: string; stop: () => void };
type Host = Window & { [HELD]?: Held };
/** What is held, on the window (shared by the preload script and the app). */
export const host = () => window as Host;

/** Starts holding a pick-up key pressed on a row handle (`.row-handle`): the preload script. */
export function holdEarlyPickUp(): void {
  // Already holding, or the app has taken over the page's events before this script ran.
  if (host()[HELD]) return;
  const onKey = (e: KeyboardEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('row-handle')) return;
    if (!PICK_UP.has(e.code)) return;
    // Space would scroll the page, Enter would click a button that does nothing yet. A second
    // press is most likely the person trying again: it is still one pick-up.
    e.preventDefault();
    held.handle = target;
    held.code = e.code;
  };
  const held: Held = {
    handle: null,
    code: 'Space',
    stop: () => window.removeEventListener('keydown', onKey, true),
  };
  host()[HELD] = held;
  window.addEventListener('keydown', onKey, true);
}

/** Stops holding keys (React handles them from now on); what is held stays for the board. */
export function stopHoldingKeys(): void {
  const held = host()[HELD];
  if (held) held.stop();
  else host()[HELD] = { handle: null, code: 'Space', stop: () => {} };
}
