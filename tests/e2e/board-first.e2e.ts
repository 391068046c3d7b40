/**
 * The board-first layout in real Chromium: what is on the first screen at 1280×800 and at
 * 375 px, the node frame, the verdict panel's height, evidence opened in place without a
 * jump, nothing fixed over a lane during a drag, and a drag preview with the full name.
 */
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { handle, lane, lastMove, mouseDragOver, openPin, waitText } from './app';

test.use({ pageOptions: { width: 1280, height: 800, reducedMotion: 'reduce' } });

/** The element's box is inside the viewport as the page opens (no scrolling). */
async function inFirstScreen(page: Page, loc: Locator): Promise<{ top: number; bottom: number }> {
  const box = await loc.boundingBox();
  const vp = page.viewportSize()!;
  if (!box) throw new Error('no box');
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height - vp.height) };
}

test.describe('at 1280×800', () => {
  // Each step was a test with a page load of its own; they share one now (the suite's CI
  // budget). The first-screen step comes first, before anything scrolls.
  test('the first screen, the verdict panel and evidence in place; then a refused drop, the drag preview and the node frame', async ({
    fresh,
  }) => {
    test.slow();
    const page = await fresh();
    await openPin(page);
    await test.step('lane headings, the first row of every lane, the verdict headline and the drag hint are on the first screen', async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const name of ['Logical checkpoint', 'Unified pool', 'Local disk path'])
        expect(
          (await inFirstScreen(page, lane(page, name).getByRole('heading', { name }))).bottom,
        ).toBeLessThan(0);
      for (const row of ['EXL3 checkpoint', 'Routed experts'])
        expect((await inFirstScreen(page, handle(page, row))).bottom).toBeLessThan(0);
      const headline = lane(page, 'Calculator verdict').getByText('Not established', { exact: true });
      expect((await inFirstScreen(page, headline)).bottom).toBeLessThan(0);
      const hint = page.getByText(/^Drag a row by its handle/);
      expect((await inFirstScreen(page, hint)).bottom).toBeLessThan(0);
    });
    await test.step('the verdict panel fits one viewport', async () => {
      const box = await lane(page, 'Calculator verdict').boundingBox();
      // 800 px less the sticky header.
      const header = (await page.locator('header').first().boundingBox())!.height;
      expect(box!.height).toBeLessThanOrEqual(800 - header);
    });
    await test.step('a row’s evidence opens in place, with focus on it, and the page does not jump', async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.getByRole('button', { name: 'Dense weights', exact: true }).click();
      const heading = page.getByRole('heading', { name: 'Evidence for Dense weights' });
      await expect.poll(() => heading.evaluate((e) => e === document.activeElement)).toBe(true);
      // At most the card's own height into view, not the ~1,700 px jump to the evidence section.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(700);
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: 'Dense weights', exact: true })
            .evaluate((e) => e === document.activeElement),
        )
        .toBe(true);
    });
    // The drags want the three lanes on screen together, as on a taller window.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await test.step('a refused mouse drop keeps its reason on the card', async () => {
      await mouseDragOver(page, 'Routed experts', 'Local disk path');
      await page.mouse.up();
      await waitText(lastMove(page), 'Not an NVMe expert tier.');
      const card = page.getByRole('listitem').filter({ has: handle(page, 'Routed experts') });
      await waitText(card, 'As pinned, it lives in Unified pool');
    });
    await test.step('the drag preview shows the row’s full name', async () => {
      await mouseDragOver(page, 'EXL3 checkpoint', 'Unified pool');
      const label = page.locator('.row-overlay-label');
      await expect(label).toHaveText('EXL3 checkpoint', { useInnerText: true });
      expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
      await page.mouse.up();
    });
    await test.step('a two-node pin shows its lanes in a node frame, the same on every node', async () => {
      const frame = page.getByRole('group', { name: 'Node 1 of 2' });
      await expect.poll(() => frame.getByText(/^The same on every node/).isVisible()).toBe(true);
      await expect(frame.getByRole('region', { name: 'Unified pool' })).toHaveCount(1);
      await frame.getByRole('button', { name: 'Node 2' }).click();
      await page.getByRole('group', { name: 'Node 2 of 2' }).waitFor();
    });
  });
});

test.describe('at 375 px', () => {
  test('the placement starts on the first screen, lanes stack at full width, and nothing fixed covers a lane while dragging', async ({
    fresh,
  }) => {
    const page = await fresh({ width: 375, height: 844 });
    await openPin(page);
    const placement = page.getByRole('heading', { name: 'Placement', exact: true });
    expect((await inFirstScreen(page, placement)).bottom).toBeLessThan(0);
    const verdict = lane(page, 'Calculator verdict');
    await expect(verdict.getByRole('button', { name: 'Show the details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    for (const name of ['Logical checkpoint', 'Unified pool', 'Local disk path']) {
      const box = (await lane(page, name).boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
    }
    // No element is fixed or sticky over the board's lanes (the move bar is in the flow).
    const covering = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => ['fixed', 'sticky'].includes(getComputedStyle(e).position))
        .filter((e) => e.closest('.board-col'))
        // Screen-reader-only text (dnd-kit's descriptions) takes no room.
        .filter((e) => e.getBoundingClientRect().width > 1 && e.getBoundingClientRect().height > 1)
        .map((e) => e.className),
    );
    expect(covering).toEqual([]);
  });
});
