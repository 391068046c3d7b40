/**
 * "Your own files" in real Chromium, under the production CSP: pick a local GGUF file and see
 * exact file bytes on the rows; read a header by HTTP range requests from the local test
 * server (only the header's bytes cross the wire, of a 60 GB sparse file); paste a real load
 * log and see its per-device buffers with their kind.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, BASE_URL, DIST } from './fixtures';
import type { Page } from '@playwright/test';
import { collectErrors, open } from './app';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { writeSparseGguf } from '../helpers/model-files';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const spec = gptOssLike(GPT_OSS_120B, 'gpt-oss-120b');
const SERVED = join(DIST, 'e2e-model-files');

test.beforeAll(() => {
  mkdirSync(SERVED, { recursive: true });
  writeSparseGguf(SERVED, 'gpt-oss-120b-shapes.gguf', spec);
});
test.afterAll(() => rmSync(SERVED, { recursive: true, force: true }));

/** The readers' own chunks (src/ui/model-file/ModelFilePanel and LoadLogPanel, with the domain readers). */
const READER_CHUNK = /\/assets\/(ModelFilePanel|LoadLogPanel)-[\w-]+\.js$/;

async function ownFiles(page: Page, button: 'Read model file' | 'Read load log') {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (READER_CHUNK.test(new URL(r.url()).pathname)) loaded.push(r.url());
  });
  await open(page, `#/pin/${PIN}`);
  const own = page.getByRole('region', { name: 'Your own files' });
  await expect(own).toBeVisible();
  // The readers load on demand: neither the start-up page nor the pin page fetches them.
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toMatch(/ModelFilePanel|LoadLogPanel/);
  expect(loaded).toEqual([]);
  await own.getByRole('button', { name: button }).click();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);
  return own;
}

test('pick a local file: its inventory, then exact file bytes on the rows once confirmed', async ({
  fresh,
}) => {
  const page = await fresh();
  const errors = collectErrors(page);
  const own = await ownFiles(page, 'Read model file');
  const { header, fileSize } = writeGguf(spec);
  await own.getByLabel('Choose model file or all its shards').setInputFiles({
    name: 'gpt-oss-120b-mxfp4.gguf',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(header),
  });
  // The expected bytes are the independent parser's (@huggingface/gguf), summed by tensor name.
  const oracle = await oracleTensorBytes(header, fileSize);
  const fmt = (b: bigint) =>
    `${Number(b).toLocaleString('en-US')} bytes (${(Number(b) / 2 ** 30).toFixed(3)} GiB)`;
  const experts = oracleSum(oracle, GPT_OSS_GROUPS['Routed experts']);
  await expect(
    own.getByRole('row', { name: `Routed experts ${experts.count} ${fmt(experts.bytes)}` }),
  ).toBeVisible();
  await own.getByRole('checkbox', { name: /This file is the model of this pin/ }).check();
  const card = page.getByRole('listitem').filter({ hasText: 'Experts of the first 27 MoE layers' });
  const first = oracleSum(oracle, GPT_OSS_GROUPS['Routed experts'], { from: 0, to: 26 });
  await expect(
    card.getByText(
      `File bytes, from the header of gpt-oss-120b-mxfp4.gguf: ${fmt(first.bytes)} (layers 0–26, ${first.count} tensors)`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    page
      .getByText(
        /^Tensor bytes placed here: [\d,]+ bytes .*file bytes from the header\. Not included: the KV cache, compute buffers and runtime overhead\.$/,
      )
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await own.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-artifacts/model-file-inventory.png' });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-artifacts/model-file-rows.png' });
});

test('read a header by range requests from the local server: only the header crosses the wire', async ({
  fresh,
}) => {
  const page = await fresh();
  const ranges: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('e2e-model-files')) ranges.push(r.headers()['range'] ?? 'none');
  });
  const own = await ownFiles(page, 'Read model file');
  await own
    .getByLabel('Or an https address of the file')
    .fill(`${BASE_URL}e2e-model-files/gpt-oss-120b-shapes.gguf`);
  await own.getByRole('button', { name: 'Read header from address' }).click();
  await expect(own.getByRole('row', { name: /^Routed experts 216 / })).toBeVisible();
  const read = await own.getByText(/^Read [\d,]+ bytes of headers\.$/).innerText();
  expect(Number(read.replace(/\D/g, ''))).toBeLessThan(1024 * 1024);
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);
});

test('paste a real load log: per-device buffers and overridden tensors, reported by the runtime', async ({
  fresh,
}) => {
  const page = await fresh();
  const own = await ownFiles(page, 'Read load log');
  const log = readFileSync('profiles/sources/load-logs/llamacpp-issue-13729.txt', 'utf8');
  await own.getByRole('textbox', { name: 'Load log' }).fill(log);
  await own.getByRole('button', { name: 'Read log' }).click();
  const list = own.getByRole('list', { name: 'What the log says' });
  await expect(
    list.getByText('CUDA0 model buffer: 10750.86 MiB, reported by the runtime in this log (line 7)'),
  ).toBeVisible();
  await expect(
    list.getByText('CPU_Mapped model buffer: 6940.48 MiB, reported by the runtime in this log (line 8)'),
  ).toBeVisible();

  // A log with overrides and buffers together (ik_llama.cpp PR #645).
  const both = readFileSync('profiles/sources/load-logs/ik-llamacpp-pr-645-overrides-buffers.txt', 'utf8');
  await own.getByRole('textbox', { name: 'Load log' }).fill(both);
  await own.getByRole('button', { name: 'Read log' }).click();
  const sent = [...both.matchAll(/^Tensor (\S+) buffer type overriden to CPU$/gm)].map((m) => m[1]);
  await expect(list.getByText(`to CPU: ${sent.length} tensors: ${sent.join(', ')}`)).toBeVisible();
  await expect(
    list.getByText(/^CUDA1 model buffer: 18956\.00 MiB, reported by the runtime in this log/),
  ).toBeVisible();

  // A memory breakdown: the runtime's projection, not a run's report.
  const breakdown = readFileSync('profiles/sources/load-logs/llamacpp-issue-24608-breakdown.txt', 'utf8');
  await own.getByRole('textbox', { name: 'Load log' }).fill(breakdown);
  await own.getByRole('button', { name: 'Read log' }).click();
  await expect(
    list.getByText(/^Memory breakdown \[MiB\] \(line \d+\), projected by llama\.cpp \(memory breakdown\):/),
  ).toBeVisible();
  await expect(
    list.getByText(
      'CUDA0 (RTX 3090): total 24123, free 23832, self 26252 = model 24402 + context 296 + compute 1553, unaccounted -25960',
    ),
  ).toBeVisible();
  await own.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-artifacts/model-file-log.png' });
});

test('a 50 MB log file is read in a worker: progress, the page answers meanwhile, Cancel keeps what was typed', async ({
  fresh,
}) => {
  // Reading 50 MB takes seconds of the worker's time, more on a busy machine.
  test.setTimeout(360_000);
  // A server's log: the load at its start, then its request lines up to 50 MB.
  const load = readFileSync('profiles/sources/load-logs/llamacpp-issue-13729.txt', 'utf8');
  const request = 'srv  log_server_r: request: POST /v1/chat/completions 127.0.0.1 200\n';
  const dir = mkdtempSync(join(tmpdir(), 'pe-log-'));
  const file = join(dir, 'llama-server.log');
  writeFileSync(file, load + request.repeat(Math.ceil((50e6 - load.length) / request.length)));
  try {
    const page = await fresh();
    const errors = collectErrors(page);
    // The reader's worker answers "done" only once the test lets it, so the reading is still
    // under way on the page when the test clicks and cancels, however fast the machine. Its
    // progress and its requests pass as they come.
    await page.addInitScript(() => {
      const Native = window.Worker;
      let letGo = () => {};
      const held = new Promise<void>((go) => (letGo = go));
      Object.assign(window, { letTheReadGo: () => letGo() });
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (!String(url).includes('read.worker')) return;
          (window as unknown as { heldReaders: number }).heldReaders =
            ((window as unknown as { heldReaders?: number }).heldReaders ?? 0) + 1;
          const native = Object.getOwnPropertyDescriptor(Native.prototype, 'onmessage')!;
          Object.defineProperty(this, 'onmessage', {
            set: (f: ((e: MessageEvent) => void) | null) =>
              native.set!.call(
                this,
                (e: MessageEvent) => f && (e.data?.type === 'done' ? void held.then(() => f(e)) : f(e)),
              ),
          });
        }
      };
    });
    const own = await ownFiles(page, 'Read load log');
    const pasted = 'what I pasted before choosing the file';
    await own.getByRole('textbox', { name: 'Load log' }).fill(pasted);
    const progress = own
      .getByRole('status')
      .filter({ hasText: /^Reading (llama-server\.log… \d+%|the log's lines…)/ });

    await own.getByLabel('Or choose a log file').setInputFiles(file);
    await expect(progress).toBeVisible();
    // Another control answers while the log is read: the reading is still shown once it has,
    // also while the other reader's code loads (one Suspense boundary for both hid it then:
    // this failed 5 times in 8 under two CPU-bound processes, 2026-12-03).
    const other = own.getByRole('button', { name: 'Read model file' });
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(await progress.isVisible()).toBe(true);
    // The reader's worker is the one held (its file name is what the wrapper knows it by).
    expect(await page.evaluate(() => (window as unknown as { heldReaders?: number }).heldReaders)).toBe(1);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(own.getByText('Cancelled: the log was not read. What you pasted is kept.')).toBeVisible();
    await expect(progress).toBeHidden();
    await expect(own.getByRole('textbox', { name: 'Load log' })).toHaveValue(pasted);
    await expect(own.getByRole('list', { name: 'What the log says' })).toHaveCount(0);

    // Read to the end: the load's own figures (line 7 of the real log), in their words.
    await page.evaluate(() => (window as unknown as { letTheReadGo: () => void }).letTheReadGo());
    await own.getByLabel('Or choose a log file').setInputFiles(file);
    const list = own.getByRole('list', { name: 'What the log says' });
    await expect(
      list.getByText('CUDA0 model buffer: 10750.86 MiB, reported by the runtime in this log (line 7)'),
    ).toBeVisible({ timeout: 240_000 });
    await expect(progress).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
