/**
 * A pin's own page shows its board before the app's script has arrived. A pick-up key pressed
 * on a handle in that time is not lost: once the board listens, it picks the row up, as
 * long as the focus is still on that handle. The start-up script is held back here so the
 * key surely comes first.
 */
import type { Page } from '@playwright/test';
import { BASE_URL, expect, test } from './fixtures';
import { MIA, handle, lastMove, liveRegion, waitSpoken } from './app';

const ROW = 'EXL3 checkpoint';

/** Opens MIA's own page with the start-up script held back; `release` lets it through. */
async function openHeld(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(new URL(`pin/${MIA}/`, BASE_URL).href, { waitUntil: 'commit' });
  await handle(page, ROW).waitFor();
  // The preload script (async, in the head) is what holds the key.
  await page.waitForFunction(() => Symbol.for('placement-explorer.early-pick-up') in window);
  return { release };
}
const boardListens = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('board-interactive').length > 0);
/** The board's hint is written once the page has hydrated (MoveControls' layout effect). */
const hydrated = (page: Page) =>
  lastMove(page)
    .getByText(/Drag a row by its handle/)
    .waitFor();

test('a Space pressed on a handle before the board listens picks the row up once it does', async ({
  fresh,
}) => {
  const page = await fresh();
  const { release } = await openHeld(page);
  await handle(page, ROW).focus();
  await page.keyboard.press('Space');
  expect(await boardListens(page)).toBe(false);
  await expect(handle(page, ROW)).not.toHaveAttribute('aria-pressed', 'true');
  release();
  await waitSpoken(page, `Picked up ${ROW}.`);
  await expect(handle(page, ROW)).toHaveAttribute('aria-pressed', 'true');
  // The drag it started is the board's own: Escape puts the row back where it was.
  await page.keyboard.press('Escape');
  await expect(handle(page, ROW)).not.toHaveAttribute('aria-pressed', 'true');
  await expect(handle(page, ROW)).toBeFocused();
});

test('a Space pressed twice early is still one pick-up; a key whose focus then left the handle picks nothing up', async ({
  fresh,
}) => {
  const twice = await fresh();
  const first = await openHeld(twice);
  await handle(twice, ROW).focus();
  await twice.keyboard.press('Space');
  await twice.keyboard.press('Space');
  first.release();
  await waitSpoken(twice, `Picked up ${ROW}.`);
  await expect(handle(twice, ROW)).toHaveAttribute('aria-pressed', 'true');
  await twice.close();

  const away = await fresh();
  const { release } = await openHeld(away);
  await handle(away, ROW).focus();
  await away.keyboard.press('Space');
  await away.keyboard.press('Tab');
  release();
  await hydrated(away);
  // A frame for a pick-up to start, had one been pressed again.
  await away.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(handle(away, ROW)).not.toHaveAttribute('aria-pressed', 'true');
  expect(await liveRegion(away).textContent()).not.toContain('Picked up');
});
