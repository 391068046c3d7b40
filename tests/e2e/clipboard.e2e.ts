/**
 * "Copy brief" in real Chromium with clipboard permissions granted (newPage grants them):
 * the text that lands on the clipboard, read back with navigator.clipboard.readText().
 */
import { expect, test, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import {
  LIME,
  MIA,
  MIA_TITLE,
  collectErrors,
  handle,
  keyboardMove,
  lane,
  open,
  openPin,
  showBoard,
} from './app';

const SENTINEL = 'clipboard before the click';
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Clicks a copy button and waits until the clipboard holds something new. */
async function copyAndRead(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  await page.evaluate((s) => navigator.clipboard.writeText(s), SENTINEL);
  await button.click();
  await expect.poll(() => clipboard(page), { timeout: 30_000 }).not.toBe(SENTINEL);
  return clipboard(page);
}

test.describe('Copy brief', () => {
  test("on the pin view puts the pin's facts on the clipboard, with the explored placement marked as not applied", async ({
    fresh,
  }) => {
    const page = await fresh({ height: 1700 });
    const errors = collectErrors(page);
    await openPin(page, MIA);
    await showBoard(page);
    await keyboardMove(
      page,
      'EXL3 checkpoint',
      ['ArrowRight'],
      'EXL3 checkpoint is over Unified pool: accepts.',
    );
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();

    const text = await copyAndRead(
      page,
      page.getByRole('button', { name: 'Copy full brief', exact: true }).first(),
    );
    expect(text).toContain(MIA_TITLE);
    expect(text).toContain('Mia TensorFold TP2');
    expect(text).toContain('92bf731c3aac61927726ef0c422b21b42111f2c4');
    expect(text).toContain('eb9eb208eb0d988989d07a6a12d0fdeb5f52574a');
    expect(text).toContain('Placements are not applied to the calculator memory verdict.');
    expect(text).toContain('Not an NVMe expert tier.');
    expect(text).toContain('Dragging an Engram row onto an SSD does not describe a real component.');
    expect(text).toContain(
      'EXL3 checkpoint: Logical checkpoint -> Unified pool, explored, not applied to the verdict',
    );
    // Plain text: no markup, no ids standing in for names.
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
    await expect(page.getByText('Full brief copied', { exact: false }).first()).toBeVisible();
    await screenshot(page, 'pin-brief-copied', false);

    // "Copy brief" is the short summary: it fits a chat and says where every fact is.
    const short = await copyAndRead(
      page,
      page.getByRole('button', { name: 'Copy brief', exact: true }).first(),
    );
    expect(short.length).toBeLessThan(2600);
    expect(short).toContain(MIA_TITLE);
    expect(short).toContain('Not an NVMe expert tier.');
    expect(short).toContain('EXL3 checkpoint (explored, not applied to the verdict)');
    expect(short).toContain('dflash2: CC-BY-NC-ND-4.0; commercial use restricted');
    expect(short.trimEnd().endsWith('holds every fact of this pin.')).toBe(true);
    expect(short).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(errors).toEqual([]);
  });

  test('on the Lime pin holds its own hashes, not the Mia pin; on the compare view both pins, unblended: the short summary and the full brief', async ({
    fresh,
  }) => {
    const page = await fresh();
    await openPin(page, LIME);
    const lime = await copyAndRead(
      page,
      page.getByRole('button', { name: 'Copy full brief', exact: true }).first(),
    );
    expect(lime).toContain('LimeChain TensorFold C8 comparison');
    expect(lime).toContain('5624dfc6fce32d747727eaf4dbda98999f868066');
    expect(lime).not.toContain('92bf731c3aac61927726ef0c422b21b42111f2c4');

    await open(page, `#/compare/${MIA}/${LIME}`);
    // The pin view has copy buttons too: wait for the compare view's own heading first.
    await page.getByRole('heading', { level: 1, name: 'Compare view' }).waitFor();
    const text = await copyAndRead(page, page.getByRole('button', { name: /^Copy .*brief/i }).first());
    expect(text).toContain('Mia TensorFold TP2');
    expect(text).toContain('LimeChain TensorFold C8 comparison');
    expect(text).toMatch(/Do not blend/i);
    expect(text.length).toBeLessThan(2600);
    expect(text).toContain('Key differences');

    const full = await copyAndRead(
      page,
      page.getByRole('button', { name: 'Copy full comparison brief', exact: true }),
    );
    expect(full.length).toBeGreaterThan(20 * text.length);
    expect(full.split('Do not blend: these pins name each other').length - 1).toBe(1);
    expect(full).toContain('92bf731c3aac61927726ef0c422b21b42111f2c4');
    expect(full).toContain('5624dfc6fce32d747727eaf4dbda98999f868066');
    expect(full).not.toContain('Copies text for another assistant');
  });
});
