// "Board interactive": from navigation to the first accepted keyboard pick-up on the board.
// An init script waits for the row's handle and, once per few frames, focuses it and
// presses Space (a keydown, as the keyboard does); the pick-up is accepted when dnd-kit
// marks the handle pressed (aria-pressed="true", its drag has started). The time is read
// from the page's own clock (0 = navigation start) when that happens.
export function PICKUP(row) {
  const label = `Move ${row}`;
  const state = { at: undefined, tries: 0 };
  window.__benchPickup = state;
  const handle = () =>
    [...document.querySelectorAll('button[aria-label]')].find((b) => b.getAttribute('aria-label') === label);
  const accepted = () => {
    if (state.at === undefined && handle()?.getAttribute('aria-pressed') === 'true')
      state.at = performance.now();
  };
  let wait = 0;
  const tick = () => {
    accepted();
    if (state.at !== undefined) return;
    const b = handle();
    if (b && wait-- <= 0) {
      b.focus({ preventScroll: true });
      b.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }),
      );
      state.tries += 1;
      wait = 5; // frames to see it accepted before trying again (a second Space would drop it)
    }
    requestAnimationFrame(tick);
  };
  new MutationObserver(accepted).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-pressed'],
  });
  requestAnimationFrame(tick);
}

/** Waits for the accepted pick-up; returns its time on the page's clock. */
export async function pickedUpAt(page, timeout = 120_000) {
  await page.waitForFunction(() => window.__benchPickup?.at !== undefined, null, { timeout, polling: 50 });
  return page.evaluate(() => window.__benchPickup.at);
}
