/**
 * The board's half of the early pick-up key (ui/early-keys.ts): in the board's chunk, not in
 * the start-up script, which only stops holding keys.
 */
import { HELD, host } from '../early-keys';

/**
 * Presses the held pick-up key again on its handle, for the board's keyboard sensor to take,
 * when the person's focus is still on that handle and its row is not already lifted; then
 * forgets it. The board calls it once it listens.
 */
export function replayEarlyPickUp(): boolean {
  const held = host()[HELD];
  const handle = held?.handle;
  if (!held || !handle) return false;
  held.handle = null;
  if (!handle.isConnected || handle !== document.activeElement) return false;
  if (handle.getAttribute('aria-pressed') === 'true') return false;
  handle.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: held.code === 'Space' ? ' ' : held.code,
      code: held.code,
      bubbles: true,
      cancelable: true,
    }),
  );
  return true;
}
