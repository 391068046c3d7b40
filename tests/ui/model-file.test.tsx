// @vitest-environment jsdom
/**
 * "Your own files" on a pin: read a local GGUF file's header (a generated gpt-oss-like file
 * with gpt-oss-120b's shapes, only its header in the File), see the inventory by component and
 * layer range, confirm it is the pin's model and see exact file bytes on the rows, the parts
 * and the lanes, each with its kind; paste a real load log and see its per-device figures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { memorySource } from '../../src/domain/model-file/byte-source';
import { readModelHeader } from '../../src/domain/model-file/read-header';
import { partBytes } from '../../src/domain/model-file/summary';
import { modelFileCleared } from '../../src/state/model-file';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { renderAt, resetApp } from './render-app';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const spec = gptOssLike(GPT_OSS_120B, 'gpt-oss-120b');
const { header } = writeGguf(spec);
const FILE = 'gpt-oss-120b-mxfp4.gguf';

beforeEach(resetApp);
afterEach(() => modelFileCleared(PIN));

/** The inventory as the domain computes it, for the expected figures. */
async function expected() {
  const r = await readModelHeader({ ...memorySource(FILE, header), size: 63_374_366_368 });
  if (!r.ok) throw new Error(r.problem.problem);
  return buildInventory([r.header], { family: 'llama.cpp' });
}
const fmt = (b: bigint | 'unknown') => `${Number(b).toLocaleString('en-US')} bytes`;

test("pick a local file, confirm it is the pin's model, and see exact file bytes on the rows and parts", async () => {
  const user = userEvent.setup();
  renderAt(`#/pin/${PIN}`);
  const own = await screen.findByRole('region', { name: 'Your own files' }, { timeout: 15_000 });
  await user.click(within(own).getByRole('button', { name: 'Read model file' }));
  const input = await within(own).findByLabelText(
    'Choose model file or all its shards',
    {},
    { timeout: 15_000 },
  );
  await user.upload(input, new File([header.slice().buffer as ArrayBuffer], FILE));
  const table = await within(own).findByRole('table', {}, { timeout: 15_000 });
  const inv = await expected();
  const experts = partBytes(inv, 'routed-experts');
  expect(
    within(table).getByRole('row', {
      name: new RegExp(`^Routed experts 216 ${fmt(experts.bytes as bigint)}`),
    }),
  ).toBeTruthy();
  expect(within(table).getByRole('row', { name: /^Layers 0–35 6 per layer 36 × / })).toBeTruthy();
  expect(own.textContent).toMatch(
    /Not memory use: the KV cache, compute buffers and runtime overhead are not included\./,
  );

  // Nothing on the rows until the person says the file is this pin's model.
  expect(screen.queryByText(/^File bytes, from the header of/)).toBeNull();
  await user.click(
    within(own).getByRole('checkbox', { name: /This file is the model of this pin \(gpt-oss-120b\)/ }),
  );
  const first = partBytes(inv, 'routed-experts', { from: 0, to: 26 });
  await waitFor(() =>
    expect(
      screen.getByText(
        `File bytes, from the header of ${FILE}: ${fmt(first.bytes)} (${(Number(first.bytes) / 2 ** 30).toFixed(3)} GiB) (layers 0–26, 162 tensors)`,
      ),
    ).toBeTruthy(),
  );
  expect(
    screen.getByText(/^No file bytes from the header: runtime memory, not tensors of the model file\.$/),
  ).toBeTruthy();
  expect(screen.getAllByText(/^Tensor bytes placed here: .*; not a fit\.$/).length).toBeGreaterThan(0);
  // The verdict stays the calculator's; the file bound says why it gives no bound.
  expect(screen.getByText(/^From the header of gpt-oss-120b-mxfp4\.gguf: no bound\./)).toBeTruthy();
});

/** A stored real log (profiles/sources/load-logs/), pasted into "Read load log" and read. */
async function pasteLog(file: string) {
  const user = userEvent.setup();
  renderAt(`#/pin/${PIN}`);
  const own = await screen.findByRole('region', { name: 'Your own files' }, { timeout: 15_000 });
  await user.click(within(own).getByRole('button', { name: 'Read load log' }));
  const box = await within(own).findByLabelText('Load log', {}, { timeout: 15_000 });
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
