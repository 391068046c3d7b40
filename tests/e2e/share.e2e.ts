/**
 * Shared links in real Chromium: a link opened in a fresh browser context (no localStorage
 * from the sender) reproduces the explored view; a tampered one never smuggles in a
 * placement the rules refuse.
 */
import { expect, test, screenshot } from './fixtures';
import {
  MIA,
  MIA_TITLE,
  collectErrors,
  handle,
  keyboardMove,
  lane,
  open,
  rowCard,
  showBoard,
  verdictText,
} from './app';

test.use({ pageOptions: { height: 1700 } });

const SHARED = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`;

test.describe('a shared link', () => {
  test('opened in a fresh context shows the EXL3 checkpoint explored in the Unified pool', async ({
    fresh,
  }) => {
    const page = await fresh();
    const errors = collectErrors(page);
    await open(page, SHARED);
    await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
    await showBoard(page);
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();
    await expect(handle(lane(page, 'Logical checkpoint'), 'EXL3 checkpoint')).toHaveCount(0);
    await rowCard(page, 'EXL3 checkpoint').getByText('explored', { exact: true }).waitFor();
    await screenshot(page, 'pin-shared-link');
    expect(errors).toEqual([]);
  });

  test('made by a move in one context reproduces the view in another, with the same verdict', async ({
    fresh,
  }) => {
    const sender = await fresh();
    await open(sender, `#/pin/${MIA}`);
    await showBoard(sender);
    const verdict = await verdictText(sender);
    await keyboardMove(
      sender,
      'EXL3 checkpoint',
      ['ArrowRight', 'ArrowRight'],
      'EXL3 checkpoint is over Local disk path: accepts.',
    );
    await handle(lane(sender, 'Local disk path'), 'EXL3 checkpoint').waitFor();
    await expect.poll(() => new URL(sender.url()).hash).toContain('exl3-checkpoint~local-disk');

    const receiver = await fresh();
    await receiver.goto(sender.url());
    await receiver.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
    await handle(lane(receiver, 'Local disk path'), 'EXL3 checkpoint').waitFor();
    await rowCard(receiver, 'EXL3 checkpoint').getByText('explored', { exact: true }).waitFor();
    expect(await verdictText(receiver)).toBe(verdict);
  });

  test('a tampered link opens what the rules accept and drops the rest', async ({ fresh }) => {
    const page = await fresh();
    await open(
      page,
      `#/pin/${MIA}?p.${MIA}=routed-experts~local-disk,exl3-checkpoint~unified-pool,engram~unified-pool`,
    );
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();
    await expect(handle(lane(page, 'Unified pool'), 'Routed experts')).toBeVisible();
    await expect(handle(lane(page, 'Local disk path'), 'Routed experts')).toHaveCount(0);
    await expect(handle(page.getByRole('region', { name: 'Absent components' }), 'Engram')).toBeVisible();
  });
});
