/**
 * What a user does on the board, in the real browser: find lanes by their names, rows by
 * their "Move X" handles, drag by mouse or keyboard, read what is said. No test ids.
 */
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect } from './fixtures';

export const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';
export const LIME = 'glm-5.3-flash-lime-tensorfold-c8';
export const MIA_TITLE = 'GLM-5.3-Flash on 2 DGX Sparks';

export const NVME_REASON = 'Not an NVMe expert tier.';
/** Engram's refusal on the local disk path; on every other lane it is ENGRAM_ABSENT. */
export const ENGRAM_REASON = 'Dragging an Engram row onto an SSD does not describe a real component.';
export const ENGRAM_ABSENT = 'This model profile has no Engram table.';

/** Opens a hash route and waits for its level-1 heading. */
export async function open(page: Page, hash: string): Promise<void> {
  await page.goto(new URL(hash, BASE_URL).href);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export const openPin = (page: Page, id = MIA) => open(page, `#/pin/${id}`);

/**
 * Waits until the view has nothing left on its way: no "Loading …" line and nothing marked
 * busy (a view's parts arrive in turns: a heading can be there before the part that replaces
 * it, as on an unknown pin, whose pin list loads after the pin index said "unknown").
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export const lane = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
export const handle = (scope: Page | Locator, row: string): Locator =>
  scope.getByRole('button', { name: `Move ${row}`, exact: true });
/** The row card (list item) that holds a row's handle. */
export const rowCard = (scope: Page | Locator, row: string): Locator =>
  scope.getByRole('listitem').filter({ has: handle(scope, row) });

/** dnd-kit's own assertive live region: what a screen reader hears during a drag. */
export const liveRegion = (page: Page): Locator => page.locator('[id^="DndLiveRegion"]').first();
export const spoken = (page: Page): Promise<string> => liveRegion(page).evaluate((e) => e.textContent ?? '');
/** The board's polite "Last move" region, the visible message of the last move. */
export const lastMove = (page: Page): Locator => page.getByRole('status', { name: 'Last move' });
export const verdictText = (page: Page): Promise<string> => lane(page, 'Calculator verdict').innerText();

/** Waits (retrying) until the live region says exactly `text`, or matches the pattern. */
export const waitSpoken = (page: Page, text: string | RegExp) => expect(liveRegion(page)).toHaveText(text);
/** Waits (retrying) until the element's rendered text contains `text`, or matches the pattern. */
export const waitText = (loc: Locator, text: string | RegExp) =>
  typeof text === 'string'
    ? expect(loc).toContainText(text, { useInnerText: true })
    : expect(loc).toHaveText(text, { useInnerText: true });

/**
 * Waits until the page has stopped scrolling (html has scroll-behavior: smooth, so a focus
 * can start a scroll that lasts a few hundred ms). dnd-kit measures the lanes at pick-up;
 * a pick-up in the middle of a smooth scroll can put the first arrow step beside the lane
 * ("is not over a lane"), so a test, like a person, waits for the page to settle.
 */
export async function settleScroll(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Press Space on the focused handle; wait until the pick-up is announced (the sensor listens a frame late). */
export async function pickUpFocused(page: Page, row: string): Promise<void> {
  await settleScroll(page);
  await page.keyboard.press('Space');
  await waitSpoken(page, `Picked up ${row}.`);
  // dnd-kit's KeyboardSensor attaches its keydown listener after the pick-up's frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Focus the handle and press Space; wait until the pick-up is announced (the sensor listens a frame late). */
export async function keyboardPickUp(page: Page, row: string): Promise<void> {
  const target = handle(page, row);
  await target.focus();
  await settleScroll(page);
  // After a drop dnd-kit gives focus back to the dropped row's handle a frame later; a
  // person sees where focus is before pressing Space, so focus this row again if it moved.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (!(await target.evaluate((e) => e === document.activeElement))) await target.focus();
  await page.keyboard.press('Space');
  await waitSpoken(page, `Picked up ${row}.`);
  // dnd-kit's KeyboardSensor attaches its keydown listener after the pick-up's frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Space, one arrow key per lane step (each announced before the next), then Space to drop. */
export async function keyboardMove(
  page: Page,
  row: string,
  arrows: string[],
  over: string | RegExp,
): Promise<void> {
  await keyboardPickUp(page, row);
  for (const [i, key] of arrows.entries()) {
    const before = await spoken(page);
    await page.keyboard.press(key);
    if (i < arrows.length - 1) await expect(liveRegion(page)).not.toHaveText(before);
  }
  await waitSpoken(page, over);
  await page.keyboard.press('Space');
}

const center = async (loc: Locator) => {
  const box = await loc.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * Presses the mouse on a row's handle and moves it, in small steps, over a lane's region;
 * the button stays down so the caller can look at the drag before calling `page.mouse.up()`.
 */
export async function mouseDragOver(page: Page, row: string, laneName: string): Promise<void> {
  // Like a person, bring the row into view before pressing on it.
  await handle(page, row).scrollIntoViewIfNeeded();
  await settleScroll(page);
  const from = await center(handle(page, row));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Past the 4 px activation distance first, so the drag starts where the row is.
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await waitSpoken(page, `Picked up ${row}.`);
  // Measured after pick-up: the lanes are where they are now, not where they were.
  const target = lane(page, laneName);
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`lane ${laneName} has no box`);
  // The middle of the lane's visible part, away from the edges where dnd-kit auto-scrolls.
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, viewport.height);
  const to = { x: box.x + box.width / 2, y: (top + bottom) / 2 };
  await page.mouse.move(to.x, to.y, { steps: 20 });
}

/** A whole mouse drag: down on the handle, over the lane, up. */
export async function mouseDrag(page: Page, row: string, laneName: string): Promise<void> {
  await mouseDragOver(page, row, laneName);
  await waitSpoken(page, new RegExp(`^${escape(row)} is over ${escape(laneName)}`));
  await page.mouse.up();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lane's accept/refuse strip while a row is dragged ("accepts", "refused: ..."), by its text. */
export const hint = (page: Page, laneName: string): Locator =>
  lane(page, laneName).getByText(/^(accepts|refused: .*)$/);

/** Brings the whole board into view (tests use a viewport tall enough to hold it). */
export async function showBoard(page: Page): Promise<void> {
  await page
    .getByRole('heading', { name: 'Placement', exact: true, level: 2 })
    .evaluate((e) => e.scrollIntoView({ block: 'start', behavior: 'instant' }));
}

/** Collects uncaught page errors and console errors, for asserting there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
