/**
 * One reading of a setup: the command, the model file's header and the log read together
 * (src/domain/setup/read-setup.ts). The run: tests/fixtures/llama-runs/llama-f16-rpc-ot-ffn-cpu,
 * llama.cpp v0.5.0 with its model's header (models/llama-6l-f16.json: 56 tensors, 6 layers)
 * and its own log, which overrides 24 tensors to CPU at the real load (6 layers x ffn_norm,
 * ffn_up, ffn_down, ffn_gate).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { readModelHeader, type ModelHeader } from '../../../src/domain/model-file/read-header';
import { readSetup } from '../../../src/domain/setup/read-setup';

const RUNS = resolve(__dirname, '../../fixtures/llama-runs');
const run = resolve(RUNS, 'llama-f16-rpc-ot-ffn-cpu');
const command = readFileSync(resolve(run, 'command.txt'), 'utf8').trim();
const log = readFileSync(resolve(run, 'log.txt'), 'utf8');
const meta = JSON.parse(readFileSync(resolve(RUNS, 'models/llama-6l-f16.json'), 'utf8')) as {
  fileBytes: number;
  tensorCount: number;
};

async function header(): Promise<ModelHeader> {
  const bytes = readFileSync(resolve(RUNS, 'models/llama-6l-f16.header.gguf'));
  const r = await readModelHeader({
    name: 'llama-6l-f16.gguf',
    size: meta.fileBytes,
    read: (offset, length) =>
      Promise.resolve(new Uint8Array(bytes.subarray(offset, Math.min(bytes.length, offset + length)))),
  });
  if (!r.ok) throw new Error(r.problem.problem);
  return r.header;
}

test('command, header and log in one value: the header names the tensors, the log agrees on every device', async () => {
  const setup = readSetup({ command, headers: [await header()], log });
  expect(setup.inventory?.tensors).toHaveLength(meta.tensorCount);
  expect(setup.reading.patterns).toEqual([
    expect.objectContaining({
      flag: '-ot ffn_.*=CPU',
      pattern: 'ffn_.*',
      buffer: 'CPU',
      placed: 24,
      on: 'file',
    }),
  ]);
  expect(setup.log?.runtime).toBe('llama.cpp');
  expect(setup.check?.filter((i) => i.verdict === 'disagrees')).toEqual([]);
  expect(setup.check?.find((i) => i.what === 'overridden tensors')).toMatchObject({
    verdict: 'agrees',
    command: '24 tensors to CPU',
  });
  expect(setup.check?.filter((i) => i.what === 'layers').map((i) => [i.device, i.log])).toEqual([
    ['RPC0', 'layers 0-3'],
    ['RPC1', 'layers 4-6'],
  ]);
});

test('without a model file or a log, the setup is the command alone; an empty log is no log', () => {
  const setup = readSetup({ command, log: '  \n' });
  expect(setup.inventory).toBeUndefined();
  expect(setup.log).toBeUndefined();
  expect(setup.check).toBeUndefined();
  expect(setup.reading.patterns[0]).toMatchObject({ on: 'stand-ins' });
});
