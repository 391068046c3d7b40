/**
 * axe-core on the views beyond a bundled pin's (issue 18, "axe 0 violations on every view"), in
 * light and dark: the paste-your-command dialog with a reading shown and the draft it opens;
 * "Your own files" with a model file's inventory, its file bytes on the rows, and a load log
 * read; a local profile's notices (refused, then opened, and the local pin's view); a shared
 * link's "Parts of this link were ignored" notice. The pin views, compare, the pin list and the
 * unknown pin are checked in every-pin.e2e.ts and a11y.e2e.ts.
 *
 * Light runs every axe rule; dark runs axe's colour rules only, as the dark theme changes
 * colours only (the one `prefers-color-scheme` block of src/ui/styles.css sets colour tokens;
 * tests/ui/theme-contrast.test.ts holds that). Dark is loaded dark: after an emulated switch
 * Chromium kept the light text colour inside open disclosures (checked: the draft's evidence).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MIA, open } from './app';
import { COLOUR_RULES, axeViolations, openEverything } from './axe';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';

const COMMAND = String.raw`llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27 -ot "blk\.(1[0-9])\.ffn_.*_exps=CUDA0"`;
const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';

const SCHEMES = ['light', 'dark'] as const;

async function page(fresh: (o: { bypassCSP: boolean }) => Promise<Page>, scheme: (typeof SCHEMES)[number]) {
  const p = await fresh({ bypassCSP: true });
  await p.emulateMedia({ colorScheme: scheme });
  return p;
}

/** No violation as the page is now: every rule in light, the colour rules in dark. */
const noViolation = async (p: Page, scheme: (typeof SCHEMES)[number], where: string) =>
  expect(
    await axeViolations(p, scheme === 'dark' ? { rules: COLOUR_RULES } : {}),
    `${where}, ${scheme}`,
  ).toEqual([]);

const ownFiles = async (p: Page, button: 'Read model file' | 'Read load log') => {
  await open(p, `#/pin/${GPT_OSS}`);
  const own = p.getByRole('region', { name: 'Your own files' });
  await own.getByRole('button', { name: button }).click();
  return own;
};

const json = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value, null, 2)),
});

for (const scheme of SCHEMES)
  test.describe(`axe-core finds no violation (${scheme}: ${scheme === 'dark' ? 'the colour rules' : 'every rule'})`, () => {
    test('in the paste-your-command dialog with its reading, and on the draft it opens', async ({
      fresh,
    }) => {
      const p = await page(fresh, scheme);
      await open(p, '#/');
      await p.getByRole('button', { name: 'Paste your command' }).click();
      const dialog = p.getByRole('dialog', { name: 'Paste your command' });
      await noViolation(p, scheme, 'the dialog');
      await dialog.getByLabel('Your command').fill(COMMAND);
      await dialog.getByLabel('Runtime').selectOption('llama.cpp');
      await dialog.getByLabel('Version').fill('2026-03-01');
      await dialog.getByLabel('Layers').fill('36');
      await dialog.getByLabel('Hardware').selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Read command' }).click();
      await expect(dialog.getByRole('button', { name: 'Open draft on the board' })).toBeVisible();
      await openEverything(p);
      await noViolation(p, scheme, 'the dialog with its reading');
      await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
      await expect(p.getByText('Draft from your command: not a pin of this site.').first()).toBeVisible();
      await openEverything(p);
      await noViolation(p, scheme, 'the draft');
    });

    test('in "Your own files": a model file’s inventory, its file bytes on the rows', async ({ fresh }) => {
      const p = await page(fresh, scheme);
      const own = await ownFiles(p, 'Read model file');
      await noViolation(p, scheme, '"Your own files", model file');
      await own.getByLabel('Choose model file or all its shards').setInputFiles({
        name: 'gpt-oss-120b-mxfp4.gguf',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(writeGguf(gptOssLike(GPT_OSS_120B, 'gpt-oss-120b')).header),
      });
      await expect(own.getByRole('row', { name: /^Routed experts 216 / })).toBeVisible();
      await noViolation(p, scheme, 'the inventory');
      await own.getByRole('checkbox', { name: /This file is the model of this pin/ }).check();
      await expect(
        p.getByText(/^File bytes, from the header of gpt-oss-120b-mxfp4\.gguf/).first(),
      ).toBeVisible();
      await openEverything(p);
      await noViolation(p, scheme, 'the file bytes on the rows');
    });

    test('in "Your own files": a load log read', async ({ fresh }) => {
      const p = await page(fresh, scheme);
      const own = await ownFiles(p, 'Read load log');
      await own
        .getByRole('textbox', { name: 'Load log' })
        .fill(readFileSync('profiles/sources/load-logs/llamacpp-issue-13729.txt', 'utf8'));
      await own.getByRole('button', { name: 'Read log' }).click();
      await expect(own.getByRole('list', { name: 'What the log says' })).toBeVisible();
      await noViolation(p, scheme, 'the log read');
    });

    test('on a local profile’s notices: refused, opened, and the local pin’s own view', async ({ fresh }) => {
      const p = await page(fresh, scheme);
      const mia = JSON.parse(readFileSync(`profiles/${MIA}.json`, 'utf8')) as Record<string, unknown>;
      await open(p, '#/');
      const input = p.getByLabel('Open profile file').and(p.locator('input[type="file"]'));
      await input.setInputFiles(json('broken-pin.json', { ...mia, id: 'broken-local-pin', nodes: 'two' }));
      await p.getByRole('alert').filter({ hasText: 'broken-pin.json' }).first().waitFor();
      await noViolation(p, scheme, 'the refused profile');
      await input.setInputFiles(json('good-pin.json', { ...mia, id: 'good-local-pin' }));
      await p.getByText('Local file opened').waitFor();
      await noViolation(p, scheme, 'the opened profile');
      await open(p, '#/pin/good-local-pin');
      await expect(p.getByText('Local file: good-pin.json').first()).toBeVisible();
      await openEverything(p);
      await noViolation(p, scheme, 'the local pin');
    });

    test('on a shared link’s "Parts of this link were ignored" notice', async ({ fresh }) => {
      const p = await page(fresh, scheme);
      await open(p, `#/pin/${MIA}?p.${MIA}=routed-experts~local-disk,engram~unified-pool`);
      await expect(p.getByRole('heading', { name: 'Parts of this link were ignored' })).toBeVisible();
      await noViolation(p, scheme, 'the ignored parts of a link');
    });
  });
