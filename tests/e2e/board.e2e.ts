/**
 * The pin view and its placement board in real Chromium against the production build:
 * pick a pin, drag rows by mouse and by keyboard, read the rules' answer, undo, reset,
 * reload. The calculator verdict's text never changes, whatever is moved.
 */
import { expect, test, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import {
  ENGRAM_ABSENT,
  ENGRAM_REASON,
  LIME,
  MIA,
  MIA_TITLE,
  NVME_REASON,
  handle,
  hint,
  keyboardMove,
  keyboardPickUp,
  lane,
  lastMove,
  mouseDrag,
  mouseDragOver,
  open,
  openPin,
  rowCard,
  showBoard,
  liveRegion,
  verdictText,
  waitSpoken,
  waitText,
} from './app';

/** A fresh context (empty localStorage), tall enough to hold the whole board. */
test.use({ pageOptions: { height: 1700 } });

async function pinPage(fresh: () => Promise<Page>): Promise<Page> {
  const page = await fresh();
  await openPin(page);
  await showBoard(page);
  return page;
}

const inLane = (page: Page, laneName: string, row: string) => handle(lane(page, laneName), row);
const explored = (page: Page, row: string) => rowCard(page, row).getByText('explored', { exact: true });

test.describe('picking a pin', () => {
  test('from the pin list on the home view, then another from the Pin picker', async ({ fresh }) => {
    // Three full-page screenshots of a 1,700 px page: at a load of 40-50 this test took 2.5 min
    // and once ran past the 3 min limit (session 9), so it gets the room of a long test.
    test.slow();
    const page = await fresh();
    await open(page, '#/');
    await screenshot(page, 'home');
    const pins = page.getByRole('list', { name: 'Pins' });
    await pins.getByRole('link', { name: /Mia TensorFold TP2/ }).click();
    await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/pin/${MIA}`);
    await expect(page.getByText('Mia TensorFold TP2', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'pin-mia');

    await page
      .getByRole('combobox', { name: 'Pin' })
      .selectOption({ label: `${MIA_TITLE}: LimeChain TensorFold C8 comparison` });
    await page.getByText('LimeChain TensorFold C8 comparison', { exact: true }).first().waitFor();
    expect(new URL(page.url()).hash).toBe(`#/pin/${LIME}`);
    // The route change moves focus to the new view's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await screenshot(page, 'pin-lime');
  });
});

test.describe('moving rows', () => {
  // Each step below was a test of its own, each on a page of its own; they share one page load
  // now (the suite's CI budget), in an order where each step's words differ from the last
  // step's, so every wait is for something new.
  test('refused and cancelled moves, by mouse and by keyboard, leave each row where it was; the checkpoint moves lane by lane by keyboard; the verdict never changes', async ({
    fresh,
  }) => {
    test.slow();
    const page = await pinPage(fresh);
    const verdict = await verdictText(page);
    expect(verdict).toContain('Not established');
    await test.step('Routed experts dropped on the Local disk path by mouse is refused with the reason, and the row stays', async () => {
      await mouseDragOver(page, 'Routed experts', 'Local disk path');
      await waitText(hint(page, 'Local disk path'), `refused: ${NVME_REASON}`);
      await waitSpoken(page, `Routed experts is over Local disk path: refused, ${NVME_REASON}`);
      await screenshot(page, 'pin-mouse-drag-refused-hint', false);
      await page.mouse.up();

      await waitText(lastMove(page), `Routed experts cannot go to Local disk path: ${NVME_REASON}`);
      // Spoken once, by the "Last move" region; dnd-kit's region does not repeat it.
      await expect(liveRegion(page)).not.toContainText('cannot go to');
      await expect(inLane(page, 'Unified pool', 'Routed experts')).toBeVisible();
      await expect(inLane(page, 'Local disk path', 'Routed experts')).toHaveCount(0);
      await expect(explored(page, 'Routed experts')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    });
    await test.step('an absent row (Engram) dragged onto a lane by mouse is refused with the reason the profile gives', async () => {
      await showBoard(page);
      await mouseDragOver(page, 'Engram', 'Local disk path');
      await waitText(hint(page, 'Local disk path'), `refused: ${ENGRAM_REASON}`);
      await waitText(hint(page, 'Unified pool'), `refused: ${ENGRAM_ABSENT}`);
      await page.mouse.up();

      await waitText(lastMove(page), `Engram cannot go to Local disk path: ${ENGRAM_REASON}`);
      const absent = page.getByRole('region', { name: 'Absent components' });
      await expect(handle(absent, 'Engram')).toBeVisible();
      await expect(handle(lane(page, 'Local disk path'), 'Engram')).toHaveCount(0);
    });
    await test.step('a drop outside every lane leaves the row where it was', async () => {
      await showBoard(page);
      await mouseDragOver(page, 'KV cache', 'Unified pool');
      await page.mouse.move(5, 5, { steps: 10 });
      await waitSpoken(page, 'KV cache is not over a lane.');
      await page.mouse.up();
      await waitSpoken(page, 'KV cache was dropped outside the lanes. It stays in Unified pool.');
      await expect(inLane(page, 'Unified pool', 'KV cache')).toBeVisible();
    });
    await test.step('Escape cancels a keyboard drag and the row stays', async () => {
      await showBoard(page);
      await keyboardPickUp(page, 'KV cache');
      await page.keyboard.press('ArrowRight');
      await waitSpoken(page, /^KV cache is over Local disk path: refused, /);
      await page.keyboard.press('Escape');
      await waitSpoken(page, 'Moving KV cache was cancelled. It stays in Unified pool.');
      await expect(inLane(page, 'Unified pool', 'KV cache')).toBeVisible();
      await expect(hint(page, 'Local disk path')).toHaveCount(0);
    });
    await test.step('Space, arrows and Space move the checkpoint lane by lane; a refused lane leaves the row; focus follows the row', async () => {
      await showBoard(page);

      // Refused: Routed experts, one lane right, is over the Local disk path.
      await keyboardPickUp(page, 'Routed experts');
      await page.keyboard.press('ArrowRight');
      await waitSpoken(page, `Routed experts is over Local disk path: refused, ${NVME_REASON}`);
      await waitText(hint(page, 'Local disk path'), `refused: ${NVME_REASON}`);
      await waitText(lane(page, 'Unified pool'), 'Routed experts is here now.');
      await screenshot(page, 'pin-keyboard-drag-in-progress', false);
      await page.keyboard.press('Space');
      await waitText(lastMove(page), `Routed experts cannot go to Local disk path: ${NVME_REASON}`);
      await expect(inLane(page, 'Unified pool', 'Routed experts')).toBeVisible();

      // Accepted: EXL3 checkpoint to the Unified pool (one right) ...
      await keyboardMove(
        page,
        'EXL3 checkpoint',
        ['ArrowRight'],
        'EXL3 checkpoint is over Unified pool: accepts.',
      );
      await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
      await waitText(lastMove(page), /^EXL3 checkpoint moved to Unified pool/);
      await explored(page, 'EXL3 checkpoint').waitFor();
      await expect
        .poll(() => handle(page, 'EXL3 checkpoint').evaluate((e) => e === document.activeElement))
        .toBe(true);

      // ... then right again to the Local disk path, and left twice back to the ledger.
      await keyboardMove(
        page,
        'EXL3 checkpoint',
        ['ArrowRight'],
        'EXL3 checkpoint is over Local disk path: accepts.',
      );
      await inLane(page, 'Local disk path', 'EXL3 checkpoint').waitFor();
      await keyboardMove(
        page,
        'EXL3 checkpoint',
        ['ArrowLeft', 'ArrowLeft'],
        'EXL3 checkpoint is over Logical checkpoint: accepts.',
      );
      await inLane(page, 'Logical checkpoint', 'EXL3 checkpoint').waitFor();
      await expect(explored(page, 'EXL3 checkpoint')).toHaveCount(0);
    });
    await test.step('the absent Engram row is refused on a lane by keyboard too', async () => {
      await showBoard(page);
      await keyboardMove(
        page,
        'Engram',
        ['ArrowLeft'],
        `Engram is over Local disk path: refused, ${ENGRAM_REASON}`,
      );
      await waitText(lastMove(page), `Engram cannot go to Local disk path: ${ENGRAM_REASON}`);
      await expect(handle(page.getByRole('region', { name: 'Absent components' }), 'Engram')).toBeVisible();
    });
    expect(await verdictText(page)).toBe(verdict);
  });

  test('the EXL3 checkpoint dropped by mouse on the Unified pool is accepted, marked explored, kept after a reload, for its pin only; a reset survives a reload too', async ({
    fresh,
  }) => {
    test.slow();
    const page = await pinPage(fresh);
    const verdict = await verdictText(page);
    expect(verdict).toContain('Not established');
    await test.step('the drop is accepted and the row marked explored', async () => {
      await mouseDragOver(page, 'EXL3 checkpoint', 'Unified pool');
      // Before the drop, each lane says whether the rules accept the row there.
      await waitText(hint(page, 'Unified pool'), /^accepts$/);
      await waitText(hint(page, 'Local disk path'), /^(accepts|refused: .+)$/);
      await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
      await screenshot(page, 'pin-mouse-drag-in-progress', false);
      await page.mouse.up();

      await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
      await expect(inLane(page, 'Logical checkpoint', 'EXL3 checkpoint')).toHaveCount(0);
      await explored(page, 'EXL3 checkpoint').waitFor();
      await waitText(lastMove(page), /^EXL3 checkpoint moved to Unified pool/);
      await expect(hint(page, 'Unified pool')).toHaveCount(0);
    });
    await test.step('a reload keeps the exploration (localStorage)', async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
      await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
      await explored(page, 'EXL3 checkpoint').waitFor();
      await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'false');
      expect(await verdictText(page)).toBe(verdict);
    });
    await test.step('explorations are per pin: the other pin stays as-pinned', async () => {
      await openPin(page, LIME);
      await page.getByText('LimeChain TensorFold C8 comparison', { exact: true }).first().waitFor();
      await expect(page.getByText('explored', { exact: true })).toHaveCount(0);
      await expect(liveRegion(page)).toHaveText('');
    });
    await test.step('back on the first pin, a reset survives a reload', async () => {
      await openPin(page, MIA);
      // Only this pin has an explored row (the other's page shows none).
      await explored(page, 'EXL3 checkpoint').waitFor();
      await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
      await page.getByRole('button', { name: 'Reset to as-pinned' }).click();
      await inLane(page, 'Logical checkpoint', 'EXL3 checkpoint').waitFor();
      // The address follows the board a task later (issue 10: not in the click's task); a
      // person's reload comes long after that, so the test waits for it too.
      await page.waitForFunction(() => !window.location.hash.includes('?'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
      await inLane(page, 'Logical checkpoint', 'EXL3 checkpoint').waitFor();
      await expect(explored(page, 'EXL3 checkpoint')).toHaveCount(0);
    });
  });
});

test.describe('history and persistence', () => {
  test('Undo, Redo and "Reset to as-pinned" step through the explorations; the verdict never changes', async ({
    fresh,
  }) => {
    const page = await pinPage(fresh);
    const verdict = await verdictText(page);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    const reset = page.getByRole('button', { name: 'Reset to as-pinned' });
    for (const b of [undo, redo, reset]) await expect(b).toHaveAttribute('aria-disabled', 'true');

    await mouseDrag(page, 'EXL3 checkpoint', 'Unified pool');
    await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
    await keyboardMove(
      page,
      'EXL3 checkpoint',
      ['ArrowRight'],
      'EXL3 checkpoint is over Local disk path: accepts.',
    );
    await inLane(page, 'Local disk path', 'EXL3 checkpoint').waitFor();
    await screenshot(page, 'pin-explored');
    expect(await verdictText(page)).toBe(verdict);

    await undo.click();
    await waitText(lastMove(page), 'Undone: EXL3 checkpoint is in Unified pool.');
    await inLane(page, 'Unified pool', 'EXL3 checkpoint').waitFor();
    await expect(redo).toHaveAttribute('aria-disabled', 'false');

    await redo.click();
    await waitText(lastMove(page), 'Redone: EXL3 checkpoint is in Local disk path.');
    await inLane(page, 'Local disk path', 'EXL3 checkpoint').waitFor();
    await explored(page, 'EXL3 checkpoint').waitFor();
    await expect(redo).toHaveAttribute('aria-disabled', 'true');

    await reset.click();
    await waitText(lastMove(page), 'Reset to as-pinned: EXL3 checkpoint is back in Logical checkpoint.');
    await inLane(page, 'Logical checkpoint', 'EXL3 checkpoint').waitFor();
    await expect(page.getByText('explored', { exact: true })).toHaveCount(0);
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    // A reset is a step too: Undo brings the exploration back.
    await undo.click();
    await inLane(page, 'Local disk path', 'EXL3 checkpoint').waitFor();
    expect(await verdictText(page)).toBe(verdict);
  });
});
