/**
 * Issue 30's "Done when": the six tasks users tried, one short walk each, in real Chromium.
 * Each finds its answer on the first or second screen: an answer that comes from the page
 * itself lies within two screens of the top; one that follows an action (a log read, a
 * command read) lies within two screens of where that action was taken. The five tasks on a
 * 1280×800 screen share one page, a step each, moving by the address as a person does; the
 * phone's task opens its link on a page of its own.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LIME, MIA, MIA_TITLE, handle, lane, open, rowCard } from './app';

const W = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const THREE_090 = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const HICACHE = 'deepseek-r1-sglang-hicache-tp8-hf3fs';

/** Goes to a hash route and waits until that view's own heading is there (not the last view's). */
async function go(page: Page, hash: string, heading: string | RegExp): Promise<void> {
  await open(page, hash);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The element's top, measured from the top of the page (not of the viewport). */
const pageTop = (loc: Locator): Promise<number> =>
  loc.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

/** The answer is on the first or second screen from `from` (the page's top by default). */
async function withinTwoScreens(page: Page, answer: Locator, from = 0): Promise<void> {
  await answer.waitFor();
  const top = await pageTop(answer);
  expect(top - from).toBeLessThan(2 * page.viewportSize()!.height);
}

test('five tasks on a 1280×800 screen, each answered within two screens', async ({ fresh }) => {
  const page = await fresh(W);
  await open(page, '#/');

  await test.step('HiCache: the MHA/MLA rule (under MLA every rank holds the whole KV) is on the KV rows, quoted', async () => {
    await go(page, `#/pin/${HICACHE}`, /^DeepSeek-R1 on an 8-GPU node with SGLang HiCache/);
    const rule = page.getByText(/all ranks hold the complete and identical KV data/).first();
    await withinTwoScreens(page, rule);
  });

  await test.step('commercial choice: the license that decides commercial use is the first key difference of two pins', async () => {
    await go(page, `#/compare/${MIA}/${LIME}`, 'Compare view');
    const group = page.getByRole('heading', { name: 'Commercial use and licenses', level: 3 });
    await withinTwoScreens(page, group);
    await expect(page.getByRole('region', { name: 'Key differences' })).toContainText(
      /Both include: .*CC-BY-NC-ND-4\.0/,
    );
  });

  await test.step('a recipe author: a wrong field gets the file, the field path and the problem on the first screen', async () => {
    await go(page, '#/', 'Bundled pins');
    const pin = JSON.parse(readFileSync(`profiles/${MIA}.json`, 'utf8')) as Record<string, unknown>;
    await page
      .getByLabel('Open profile file')
      .and(page.locator('input[type="file"]'))
      .setInputFiles({
        name: 'my-pin.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...pin, id: 'my-local-pin', nodes: 'two' })),
      });
    const alert = page.getByRole('alert').filter({ hasText: 'my-pin.json' }).first();
    await expect(alert).toContainText(/\bnodes\b/);
    await withinTwoScreens(page, alert);
  });

  await test.step('log only: a pasted load log gives the runtime’s own per-device buffers right below it', async () => {
    await go(page, `#/pin/${THREE_090}`, /^gpt-oss-120b on one RTX 3090/);
    const own = page.getByRole('region', { name: 'Your own files' });
    await own.getByRole('button', { name: 'Read load log' }).click();
    const box = own.getByRole('textbox', { name: 'Load log' });
    await box.fill(readFileSync('profiles/sources/load-logs/llamacpp-issue-13729.txt', 'utf8'));
    await own.getByRole('button', { name: 'Read log' }).click();
    const buffer = own
      .getByRole('list', { name: 'What the log says' })
      .getByText('CUDA0 model buffer: 10750.86 MiB, reported by the runtime in this log (line 7)');
    await withinTwoScreens(page, buffer, await pageTop(box));
  });

  await test.step('the 3090 owner: his own command, read onto his hardware, puts the experts of 27 layers in host RAM', async () => {
    await go(page, '#/', 'Bundled pins');
    await page.getByRole('button', { name: 'Paste your command' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste your command' });
    await dialog
      .getByLabel('Your command')
      .fill('llama-server -m gpt-oss-120b-mxfp4-00001-of-00003.gguf -ngl 99 --n-cpu-moe 27 -c 16384');
    await dialog
      .getByRole('combobox', { name: 'Hardware' })
      .selectOption({ label: 'Single RTX 3090 (24 GB) workstation with 64 GB DDR4' });
    await dialog.getByRole('button', { name: 'Read command' }).click();
    await expect(dialog).toContainText('Read as llama.cpp');
    await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your llama.cpp command');
    const ram = lane(page, 'Host RAM');
    // --n-cpu-moe 27 keeps the experts of the first 27 layers on the CPU (llama.cpp's own help).
    await expect(ram).toContainText('layers 0-26');
    await withinTwoScreens(page, ram);
  });
});

test('a link opened on a phone: the explored row and "explored" status on the first screens', async ({
  fresh,
}) => {
  const page = await fresh(PHONE);
  await open(page, `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`);
  await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
  await expect(page.getByRole('list', { name: 'Status' })).toContainText(/explored/i);
  await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();
  await withinTwoScreens(page, rowCard(page, 'EXL3 checkpoint').getByText('explored', { exact: true }));
});
