// @vitest-environment jsdom
/**
 * "Your own files" on a pin: read a local GGUF file's header (a generated gpt-oss-like file
 * with gpt-oss-120b's shapes, only its header in the File), see the inventory by component and
 * layer range, confirm it is the pin's model and see exact file bytes on the rows, the parts
 * and the lanes, each with its kind; paste a real load log and see its per-device figures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { explorerStore } from '../../src/state/store';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { renderSettled, resetApp } from './render-app';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const spec = gptOssLike(GPT_OSS_120B, 'gpt-oss-120b');
const { header, fileSize, dataOffset } = writeGguf(spec);
const FILE = 'gpt-oss-120b-mxfp4.gguf';

beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
  // The page comes down before the store forgets the file: a mounted board would re-render.
  cleanup();
  explorerStore.getState().modelFileCleared(PIN);
});

const fmt = (b: bigint) => `${Number(b).toLocaleString('en-US')} bytes`;
const gib = (b: bigint) => `${(Number(b) / 2 ** 30).toFixed(3)} GiB`;
const EXPS = GPT_OSS_GROUPS['Routed experts'];

/** Opens the pin, and reads the generated model file as a person picks it in "Your own files". */
async function readModelFile(user: ReturnType<typeof userEvent.setup>) {
  await renderSettled(`#/pin/${PIN}`);
  const own = await screen.findByRole('region', { name: 'Your own files' }, { timeout: 60_000 });
  await user.click(within(own).getByRole('button', { name: 'Read model file' }));
  const input = await within(own).findByLabelText(
    'Choose model file or all its shards',
    {},
    { timeout: 60_000 },
  );
  await user.upload(input, new File([header.slice().buffer as ArrayBuffer], FILE));
  // What the person waits for: the panel says the headers were read.
  await within(own).findByText(/^Read [\d,]+ bytes of headers\./, {}, { timeout: 60_000 });
  return own;
}

test("pick a local file: every component and layer range shows the independent parser's exact bytes; confirmed as the pin's model, so do the rows, parts and lanes", async () => {
  const oracle = await oracleTensorBytes(header, fileSize);
  const user = userEvent.setup();
  const own = await readModelFile(user);
  const table = await within(own).findByRole('table', {}, { timeout: 60_000 });

  // Every component: its row holds the oracle's tensor count and the sum of its tensors' bytes.
  // Every layer range under it: the oracle's sum over exactly those layers.
  for (const [label, names] of Object.entries(GPT_OSS_GROUPS)) {
    const all = oracleSum(oracle, names);
    const head = within(table).getByRole('row', { name: new RegExp(`^${label} ${all.count} `) });
    expect(within(head).getAllByRole('cell')[1]!.textContent).toBe(`${fmt(all.bytes)} (${gib(all.bytes)})`);
    const runs = [...head.closest('tbody')!.querySelectorAll('tr')].slice(1);
    if (/blk/.test(names.source)) expect(runs.length, label).toBeGreaterThan(0);
    for (const run of runs) {
      const [, from, to = from] = /^Layers? (\d+)(?:–(\d+))?$/.exec(run.querySelector('th')!.textContent!)!;
      const part = oracleSum(oracle, names, { from: Number(from), to: Number(to) });
      expect(run.querySelectorAll('td')[1]!.textContent, `${label} ${from}-${to}`).toMatch(
        new RegExp(`${fmt(part.bytes)} \\(${gib(part.bytes)}\\)( in all)?$`),
      );
    }
  }
  expect(within(table).getByRole('row', { name: /^All tensors, each once / }).textContent).toContain(
    fmt(fileSize - BigInt(dataOffset)),
  );
  expect(own.textContent).toMatch(
    /Not memory use: the KV cache, compute buffers and runtime overhead are not included\./,
  );

  // Nothing on the rows until the person says the file is this pin's model.
  expect(screen.queryByText(/^File bytes, from the header of/)).toBeNull();
  await user.click(
    within(own).getByRole('checkbox', { name: /This file is the model of this pin \(gpt-oss-120b\)/ }),
  );
  // A row card by the name of its button (a part's name leads with its component's).
  const card = (label: string) =>
    screen.getByRole('button', { name: new RegExp(`^(MoE expert weights: )?${label}$`) }).closest('li')!;
  const first = oracleSum(oracle, EXPS, { from: 0, to: 26 });
  const rest = oracleSum(oracle, EXPS, { from: 27, to: 35 });
  const dense = oracleSum(oracle, /^(?!blk\.\d+\.ffn_(gate|up|down)_exps\.)/);
  const every = oracleSum(oracle, /./);
  await waitFor(() =>
    expect(
      within(card('Experts of the first 27 MoE layers')).getByText(
        `File bytes, from the header of ${FILE}: ${fmt(first.bytes)} (${gib(first.bytes)}) (layers 0–26, ${first.count} tensors)`,
      ),
    ).toBeTruthy(),
  );
  expect(
    within(card('Experts of the remaining layers')).getByText(
      `File bytes, from the header of ${FILE}: ${fmt(rest.bytes)} (${gib(rest.bytes)}) (layers 27–35, ${rest.count} tensors)`,
    ),
  ).toBeTruthy();
  expect(
    within(card('Non-MoE layers')).getByText(
      `File bytes, from the header of ${FILE}: ${fmt(dense.bytes)} (${gib(dense.bytes)}) (${dense.count} tensors)`,
    ),
  ).toBeTruthy();
  expect(
    within(card('GGUF checkpoint file')).getByText(
      `File bytes, from the header of ${FILE}: ${fmt(every.bytes)} (${gib(every.bytes)}) (${every.count} tensors)`,
    ),
  ).toBeTruthy();
  expect(
    within(card('KV cache')).getByText(
      /^No file bytes from the header: runtime memory, not tensors of the model file\.$/,
    ),
  ).toBeTruthy();
  // Lanes: each tensor once; the GPU's expert cache is a copy and the ledger row is never added.
  const gpu = screen.getByRole('region', { name: 'GPU memory' });
  expect(within(gpu).getByText(/^Tensor bytes placed here: /).textContent).toBe(
    `Tensor bytes placed here: ${fmt(rest.bytes + dense.bytes)} (${gib(rest.bytes + dense.bytes)}), file bytes from the header. Not included: the KV cache, compute buffers and runtime overhead.`,
  );
  // A figure never ends in words that read as a verdict on the lane.
  expect(within(gpu).getByText(/^Tensor bytes placed here: /).textContent).not.toMatch(/fit/);
  // A row with file bytes says what is still unknown, never "unknown" beside its known bytes
  // (issue 30, point 1): no "Exact bytes unknown." and no "share unknown" on it.
  for (const label of [
    'Experts of the first 27 MoE layers',
    'Experts of the remaining layers',
    'Non-MoE layers',
  ]) {
    const c = card(label);
    expect(within(c).queryByText('Exact bytes unknown.'), label).toBeNull();
    expect(within(c).queryByText('share unknown'), label).toBeNull();
    expect(within(c).getByText('Memory use beyond the file: unknown.'), label).toBeTruthy();
  }
  // The KV cache has no file bytes: its exact bytes stay unknown, in the same words as before.
  expect(within(card('KV cache')).getByText('Exact bytes unknown.')).toBeTruthy();
  // The verdict's empty arithmetic is the calculator's, beside the file's own bound.
  expect(screen.queryByText(/^No arithmetic/)).toBeNull();
  expect(
    screen.getByText('Calculator arithmetic: none; the inputs it needs are not established.'),
  ).toBeTruthy();
  const host = screen.getByRole('region', { name: 'Host RAM' });
  expect(within(host).getByText(/^Tensor bytes placed here: /).textContent).toContain(
    `: ${fmt(first.bytes)} (${gib(first.bytes)}), file bytes`,
  );
  // The verdict stays the calculator's; the file bound says why it gives no bound.
  expect(screen.getByText(/^From the header of gpt-oss-120b-mxfp4\.gguf: no bound\./)).toBeTruthy();
});

/** A stored real log (profiles/sources/load-logs/), pasted into "Read load log" and read. */
async function pasteLog(file: string) {
  const user = userEvent.setup();
  await renderSettled(`#/pin/${PIN}`);
  const own = await screen.findByRole('region', { name: 'Your own files' }, { timeout: 60_000 });
  await user.click(within(own).getByRole('button', { name: 'Read load log' }));
  const box = await within(own).findByLabelText('Load log', {}, { timeout: 60_000 });
  const log = readFileSync(resolve(__dirname, '../../profiles/sources/load-logs', file), 'utf8');
  await act(async () => {
    await user.click(box);
    await user.paste(log);
  });
  await user.click(within(own).getByRole('button', { name: 'Read log' }));
  return { log, list: within(own).getByRole('list', { name: 'What the log says' }) };
}

/** The statement the log reading lists with these figures under it (a nested list). */
const statementOver = (list: ReturnType<typeof within>, detail: string | RegExp) =>
  list.getByText(detail).closest('ul')!.parentElement!;

test('paste a real load log: per-device buffers, reported by the runtime', async () => {
  const { list } = await pasteLog('llamacpp-issue-13729.txt');
  expect(
    within(list).getByText('CUDA0 model buffer: 10750.86 MiB, reported by the runtime in this log (line 7)'),
  ).toBeTruthy();
  expect(
    within(list).getByText(
      'CPU_Mapped model buffer: 6940.48 MiB, reported by the runtime in this log (line 8)',
    ),
  ).toBeTruthy();
});

test('paste a real log with overrides: which tensors it sent where, each tensor named', async () => {
  // PR #11397's log (llama.cpp, -ot with an RPC device): every "buffer type overriden" line.
  const { log, list } = await pasteLog('llamacpp-pr-11397-rpc-overrides.txt');
  const sent = [...log.matchAll(/^tensor (\S+) buffer type overriden to (\S+)$/gm)];
  expect(sent.length).toBeGreaterThan(10);
  for (const to of new Set(sent.map((m) => m[2]!))) {
    const names = sent.filter((m) => m[2] === to).map((m) => m[1]!);
    expect(within(list).getByText(`to ${to}: ${names.length} tensors: ${names.join(', ')}`), to).toBeTruthy();
  }
  expect(within(list).getByText(`Buffer type overrides (${sent.length} tensors):`)).toBeTruthy();
});

test("paste a memory breakdown: its per-device figures are the runtime's projection, apart from a run's report", async () => {
  // Issue #24608's log: common_memory_breakdown_print while fitting (--fit on), eight RTX 3090s.
  const { log, list } = await pasteLog('llamacpp-issue-24608-breakdown.txt');
  const rows = [
    ...log.matchAll(
      /\| {3}- (CUDA\d \(RTX 3090\)) +\| +(\d+) = (\d+) \+ \((\d+) = (\d+) \+ +(\d+) \+ +(\d+)\) \+ +(-?\d+) \|/g,
    ),
  ];
  expect(rows).toHaveLength(8);
  for (const [, device, total, free, self, model, context, compute, unaccounted] of rows) {
    const row = `${device}: total ${total}, free ${free}, self ${self} = model ${model} + context ${context} + compute ${compute}, unaccounted ${unaccounted}`;
    const statement = statementOver(within(list), row);
    expect(statement.firstChild!.textContent).toMatch(/, projected by llama\.cpp \(memory breakdown\):$/);
    expect(statement.textContent).not.toMatch(/reported by the runtime in this log/);
  }
});

test("paste llama-fit-params --fit-print output: model, context and compute per device, the runtime's projection", async () => {
  // PR #22171's description: "printing estimated memory in MiB to stdout (device, model, context, compute)".
  const { log, list } = await pasteLog('llamacpp-pr-22171-fit-print.txt');
  const rows = [...log.matchAll(/^(\w+) (\d+) (\d+) (\d+) $/gm)];
  expect(rows.map((r) => r[1])).toEqual(['MTL0', 'host']);
  for (const [, device, model, context, compute] of rows) {
    const statement = statementOver(
      within(list),
      new RegExp(`^${device}: model ${model}, context ${context}, compute ${compute} \\(line \\d+\\)$`),
    );
    expect(statement.firstChild!.textContent).toMatch(
      /projected by llama\.cpp \(llama-fit-params --fit-print\):$/,
    );
  }
});

test('paste one real log with both: its per-device buffers and the tensors its overrides sent to CPU', async () => {
  // PR #645's log (ik_llama.cpp, DeepSeek-R1-0528 on three RTX 3090s, experts overridden to CPU).
  const { log, list } = await pasteLog('ik-llamacpp-pr-645-overrides-buffers.txt');
  for (const [, device, size] of log.matchAll(/^llm_load_tensors: +(\S+) buffer size = +([\d.]+) MiB$/gm))
    expect(
      within(list).getByText(
        new RegExp(`^${device} model buffer: ${size} MiB, reported by the runtime in this log`),
      ),
    ).toBeTruthy();
  const sent = [...log.matchAll(/^Tensor (\S+) buffer type overriden to CPU$/gm)].map((m) => m[1]);
  expect(within(list).getByText(`to CPU: ${sent.length} tensors: ${sent.join(', ')}`)).toBeTruthy();
});

test("the full brief and the compare view say the card's file bytes, word for word", async () => {
  const oracle = await oracleTensorBytes(header, fileSize);
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  const own = await readModelFile(user);
  await user.click(
    await within(own).findByRole(
      'checkbox',
      { name: /This file is the model of this pin/ },
      { timeout: 60_000 },
    ),
  );
  const first = oracleSum(oracle, EXPS, { from: 0, to: 26 });
  const line = `File bytes, from the header of ${FILE}: ${fmt(first.bytes)} (${gib(first.bytes)}) (layers 0–26, ${first.count} tensors)`;
  expect(await screen.findByText(line)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Copy full brief' }));
  await waitFor(() => expect(writeText).toHaveBeenCalled());
  const brief = String(writeText.mock.calls.at(-1)?.[0]);
  expect(brief).toContain(`  ${line}`);
  expect(brief).toMatch(/^From the header of gpt-oss-120b-mxfp4\.gguf: no bound\./m);

  window.location.hash = `#/compare/${PIN}/gpt-oss-120b-2x-rtx3090-llamacpp-row-split`;
  const cell = await screen.findByText(
    (_, el) =>
      el?.tagName === 'TD' && (el.textContent ?? '').includes(`Experts of the first 27 MoE layers: ${line}`),
    {},
    { timeout: 60_000 },
  );
  expect(within(cell.closest('tr')!).getByText('File bytes from a model file')).toBeTruthy();
  expect(screen.getAllByText(/no model file read for this pin/).length).toBeGreaterThan(0);
});
