/**
 * "Paste your command" in real Chromium: a llama.cpp command with -ot and --n-cpu-moe, read
 * for a bundled hardware file, shows each flag's citation and the conflict; the draft opens on
 * the board marked as a draft; a keyboard move the runtime can express is accepted with the
 * -ot that would do it, one it cannot is refused with its reason; the draft is still there
 * after a reload; "Export profile" writes the draft's JSON.
 */
import { readFileSync } from 'node:fs';
import { SMALL_MOE, gptOssLike } from '../helpers/gguf-writer';
import { scratchDir, writeSparseGguf } from '../helpers/model-files';
import { DEVICES_COMMAND, expectedDevices, gptOssWithAttention } from '../helpers/gpt-oss-devices';
import { expect, test, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import { keyboardMove, lane, lastMove, open, waitText } from './app';

const COMMAND = String.raw`llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27 -ot "blk\.(1[0-9])\.ffn_.*_exps=CUDA0"`;
const HARDWARE = 'Single RTX 3090 (24 GB) workstation with 64 GB DDR4';
const TITLE = 'Your llama.cpp command for gpt-oss-120b.gguf';
const GPU_EXPERTS = 'Routed experts (ffn_*_exps): layers 27-35';

/**
 * Pick up, step right `steps` lanes, drop once what is said over the last lane matches `over`.
 * Each step is announced before the next key, as a person hears it: a second key pressed
 * while the first step is still being handled was lost on a busy machine (CI, stop 34).
 */
const moveRight = (page: Page, row: string, steps: number, over: RegExp) =>
  keyboardMove(
    page,
    row,
    Array.from({ length: steps }, () => 'ArrowRight'),
    over,
  );

test('a pasted llama.cpp command opens as a draft board with citations, refusals and accepted moves', async ({
  fresh,
}) => {
  const page = await fresh();
  await open(page, '#/');
  await page.getByRole('button', { name: 'Paste your command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste your command' });
  await dialog.getByLabel('Your command').fill(COMMAND);
  await dialog.getByLabel('Runtime').selectOption('llama.cpp');
  await dialog.getByLabel('Version').fill('2026-03-01');
  await dialog.getByLabel('Layers').fill('36');
  await dialog.getByLabel('Hardware').selectOption({ label: HARDWARE });
  await dialog.getByRole('button', { name: 'Read command' }).click();

  // Each flag's effect in the runtime's own words, and the conflict with the rule that decides it.
  await waitText(dialog, 'keep the Mixture of Experts (MoE) weights of the first N layers in the CPU');
  await waitText(dialog, 'override tensor buffer type');
  await waitText(dialog, 'The first matching override wins');
  await waitText(dialog, 'ggml-org/llama.cpp common/arg.cpp at 145b6280');
  await screenshot(page, 'paste-command-reading');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export profile' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { subtitle: string; hardware: string };
  expect(exported.subtitle).toBe('Draft from your command');
  expect(exported.hardware).toBe('rtx-3090-24gb-64gb-ddr4');

  await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    page.getByText('Draft from your command: not a pin of this site.', { exact: false }).first(),
  ).toBeVisible();
  await expect(lane(page, 'Host RAM')).toContainText('layers 0-26');
  await screenshot(page, 'paste-command-draft-board');

  // Refused: the runtime has no disk residence. Accepted: the -ot that would put it in host RAM.
  await moveRight(page, GPU_EXPERTS, 2, /is over Local disk path: refused/);
  await waitText(lastMove(page), /places tensors in a device.s buffer or in host RAM/);
  await moveRight(page, GPU_EXPERTS, 1, /is over Host RAM: accepts/);
  await waitText(lastMove(page), /moved to Host RAM/);
  await expect(lane(page, 'Host RAM')).toContainText('layers 27-35');

  // Kept across reloads.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('A draft from your command: it is kept after a reload.').first()).toBeVisible();
  await expect(lane(page, 'Host RAM')).toContainText('layers 0-26');
});

test('with a generated model file, each -ot pattern shows what it matched and each part its exact file bytes', async ({
  fresh,
}) => {
  const { dir, remove } = scratchDir();
  try {
    const spec = gptOssLike(SMALL_MOE, 'small-moe');
    const { path } = writeSparseGguf(dir, 'small-moe.gguf', spec);
    const page = await fresh();
    await open(page, '#/');
    await page.getByRole('button', { name: 'Paste your command' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste your command' });
    await dialog
      .getByLabel('Your command')
      .fill(
        String.raw`llama-server -m small-moe.gguf -ngl 99 -ot "blk\.1\.ffn_up_exps=CUDA0" -ot "blk\.9\.=CPU" --n-cpu-moe 2`,
      );
    await dialog.getByLabel('Runtime').selectOption('llama.cpp');
    await dialog.getByLabel('Version').fill('2026-03-01');
    await dialog.getByLabel('Hardware').selectOption({ label: HARDWARE });
    await dialog.getByLabel(/Model file header/).setInputFiles(path);
    await dialog.getByRole('button', { name: 'Read command' }).click();
    await waitText(dialog, 'On the tensor names of your model file.');
    await waitText(dialog, 'blk\\.1\\.ffn_up_exps=CUDA0: placed 2 tensors');
    await waitText(dialog, 'blk\\.9\\.=CPU: placed 0 tensors; matches nothing');
    const up0 = Number(
      spec.tensors.filter((t) => /^blk\.0\.ffn_up_exps\./.test(t.name)).reduce((n, t) => n + t.bytes, 0n),
    );
    await waitText(dialog, `${up0.toLocaleString('en-US')} bytes of the file, 2 tensors`);
    await screenshot(page, 'paste-command-model-file');
  } finally {
    remove();
  }
});

test('with a gpt-oss-120b-shaped model file, the draft board gives each device its exact bytes (issue 27)', async ({
  fresh,
}) => {
  const { dir, remove } = scratchDir();
  try {
    const spec = gptOssWithAttention();
    const { path } = writeSparseGguf(dir, 'gpt-oss-120b.gguf', spec);
    // Worked out by hand from the header and llama.cpp v0.5.0's cited rules, not by the engine.
    const want = expectedDevices(spec);
    const bytes = (n: bigint) => `${n.toLocaleString('en-US')} bytes`;
    const page = await fresh();
    await open(page, '#/');
    await page.getByRole('button', { name: 'Paste your command' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste your command' });
    await dialog.getByLabel('Your command').fill(DEVICES_COMMAND);
    await dialog.getByLabel('Runtime').selectOption('llama.cpp');
    await dialog.getByLabel('Hardware').selectOption({ label: HARDWARE });
    await dialog.getByLabel(/Model file header/).setInputFiles(path);
    await dialog.getByRole('button', { name: 'Read command' }).click();
    await waitText(dialog, 'tensors, 36 layers.');
    await dialog.getByRole('button', { name: 'Open draft on the board' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your llama.cpp command for gpt-oss-120b.gguf' }),
    ).toBeVisible();

    const devicesShown = async () => {
      const devices = page.getByRole('region', { name: 'Bytes per device' });
      await waitText(devices, 'computed by this site from the header and llama.cpp v0.5.0');
      const gpu = devices.getByRole('region', { name: 'CUDA0' });
      await waitText(gpu, `Model buffers ${bytes(want.gpu.model)}`);
      await waitText(gpu, `KV cache ${bytes(want.gpu.kv)}`);
      await waitText(gpu, `Model + KV + output ${bytes(want.gpu.model + want.gpu.kv)}`);
      await waitText(gpu, 'Compute buffer unknown: only the runtime measures it');
      await waitText(gpu, '24 GB of VRAM');
      await waitText(gpu, 'Fit not established: its capacity is not stated in bytes.');
      const host = devices.getByRole('region', { name: 'Host RAM (CPU)' });
      await waitText(host, `Model buffers ${bytes(want.host.model)}`);
      await waitText(host, `Output buffer ${bytes(want.host.output)}`);
      await waitText(host, 'no KV layer here');
    };
    await devicesShown();
    await screenshot(page, 'draft-bytes-per-device');
    // After a reload the draft is rebuilt in the page's worker from what storage kept (the
    // command and the header's tensor list), and posted back as what its board reads.
    await page.reload();
    await devicesShown();
  } finally {
    remove();
  }
});
