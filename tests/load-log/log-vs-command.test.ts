/**
 * A command and its own log agree on every device; a tampered copy of the log is contradicted,
 * and each disagreement is named. The run: tests/fixtures/logs/llamacpp-v0.5.0-local/
 * rpc-ot-ffn-cpu (llama.cpp v0.5.0, one RPC server, -ngl all, -ot 'ffn_.*=CPU').
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { readCommand } from '../../src/domain/command/read-command';
import { checkText } from '../../src/domain/load-log/log-check-text';
import { checkLogAgainstCommand } from '../../src/domain/setup/log-vs-command';
import { fitKeptParameters } from '../../src/domain/load-log/fit-outcome';
import { readLoadLog } from '../../src/domain/load-log/read-log';

const DIR = resolve(__dirname, '../fixtures/logs/llamacpp-v0.5.0-local');
const command = readFileSync(resolve(DIR, 'rpc-ot-ffn-cpu.command.txt'), 'utf8').trim();
const log = readFileSync(resolve(DIR, 'rpc-ot-ffn-cpu.log.txt'), 'utf8');
const check = (logText: string, cmd = command) =>
  checkLogAgainstCommand(readCommand(cmd), readLoadLog(logText));

test('the command and its own log agree on the runtime, layers, overrides and every device', () => {
  const items = check(log);
  expect(items.filter((i) => i.verdict !== 'agrees')).toEqual([]);
  expect(items.map((i) => [i.what, i.device ?? null])).toEqual([
    ['runtime', null],
    ['layers offloaded', null],
    ['layers', 'RPC0'],
    ['overridden tensors', 'CPU'],
    ['model weights', 'CPU_Mapped'],
    ['model weights', 'RPC0[127.0.0.1:50152]'],
    ['KV cache', 'RPC0'],
  ]);
  expect(checkText(items)).toMatch(/^The log contradicts the command nowhere it prints\.\n/);
});

test('a tampered log: fewer layers offloaded and one tensor sent elsewhere, each named', () => {
  const lines = log.split('\n');
  const last = (phrase: string) =>
    lines
      .map((l, i) => (l.includes(phrase) ? i : -1))
      .filter((i) => i >= 0)
      .at(-1)!;
  const off = last('offloaded 5/5 layers to GPU');
  const ot = last('blk.3.ffn_up.weight (0 MiB f32) buffer type overridden to CPU');
  lines[off] = lines[off]!.replace('offloaded 5/5', 'offloaded 3/5');
  lines[ot] = lines[ot]!.replace('overridden to CPU', 'overridden to RPC0[127.0.0.1:50152]');
  const items = check(lines.join('\n')).filter((i) => i.verdict === 'disagrees');
  expect(items).toEqual([
    {
      verdict: 'disagrees',
      device: undefined,
      what: 'layers offloaded',
      command: '-ngl all',
      log: 'offloaded 3/5 layers to GPU',
      line: off + 1,
    },
    {
      verdict: 'disagrees',
      device: 'RPC0[127.0.0.1:50152]',
      what: 'overridden tensors',
      command: '-ot ffn_.*=CPU sends blk.3.ffn_up.weight to CPU',
      log: 'blk.3.ffn_up.weight overridden to RPC0[127.0.0.1:50152]',
      line: ot + 1,
    },
  ]);
  expect(checkText(check(lines.join('\n')))).toMatch(
    /^The log contradicts the command in 2 places:\n {2}disagrees: layers offloaded: /,
  );
});

test('a log of another runtime says so, and nothing else is compared', () => {
  const vllm =
    '(EngineCore_DP0 pid=26283) INFO 11-06 10:51:48 [kv_cache_utils.py:1229] GPU KV cache size: 75,840 tokens';
  expect(check(vllm)).toEqual([
    {
      verdict: 'disagrees',
      device: undefined,
      what: 'runtime',
      command: 'llama.cpp',
      log: 'vLLM',
      line: undefined,
    },
  ]);
});

const RUNS = resolve(__dirname, '../fixtures/llama-runs');
const runs = (
  JSON.parse(readFileSync(resolve(RUNS, 'index.json'), 'utf8')) as { runs: { id: string }[] }
).runs.map((r) => r.id);
const runFiles = (id: string) => ({
  cmd: readFileSync(resolve(RUNS, id, 'command.txt'), 'utf8').trim(),
  text: readFileSync(resolve(RUNS, id, 'log.txt'), 'utf8'),
});

test.each(runs)('conformance run %s: its command and its own log agree on every device', (id) => {
  const { cmd, text } = runFiles(id);
  const items = check(text, cmd);
  expect(items.filter((i) => i.verdict === 'disagrees')).toEqual([]);
  // Where the log prints each layer's device (-v) and the command fixes the layers, every
  // device the log names is checked on its own.
  const log = readLoadLog(text);
  const real = log.layerDevices.filter((l) => l.kind.kind === 'reported');
  // --fit that kept the parameters leaves an unset -ngl at every slot: fixed too.
  const fixed = (!/ --fit on\b/.test(cmd) && / -ngl /.test(cmd)) || fitKeptParameters(log) !== undefined;
  if (real.length && fixed) {
    const named = new Set(real.map((l) => l.device));
    const checked = new Set(items.filter((i) => i.what === 'layers').map((i) => i.device));
    expect(checked).toEqual(named);
  }
});

test('conformance run qwen3moe-f16-rpc-ngl3-ncmoe4: -ngl 3 leaves layers 0-3 and their KV on the CPU, as the log says', () => {
  const { cmd, text } = runFiles('qwen3moe-f16-rpc-ngl3-ncmoe4');
  const items = check(text, cmd);
  expect(items.find((i) => i.what === 'layers offloaded')).toMatchObject({
    verdict: 'agrees',
    command: '-ngl 3',
    log: 'offloaded 3/7 layers to GPU',
  });
  expect(items.find((i) => i.what === 'overridden tensors')).toMatchObject({
    verdict: 'agrees',
    command: '12 tensors to CPU',
  });
  // The log: "layer 0..3 assigned to device CPU", 4-5 to RPC0, 6 (output) to RPC1; KV 0-3 CPU, 4-5 RPC0.
  expect(
    items.filter((i) => i.what === 'layers' || i.what === 'KV cache').map((i) => [i.what, i.device, i.log]),
  ).toEqual([
    ['layers', 'CPU', 'layers 0-3'],
    ['layers', 'RPC0', 'layers 4-5'],
    ['layers', 'RPC1', 'layer 6'],
    ['KV cache', 'CPU', 'layers 0-3'],
    ['KV cache', 'RPC0', 'layers 4-5'],
  ]);
  // Tampered: --n-cpu-moe's tensors claimed to be on the device, and layer 5's KV cache on RPC1.
  const lines = text.split('\n');
  const at = lines.findLastIndex((l) => /blk\.0\.ffn_up_exps\.weight .*overridden to CPU$/.test(l));
  lines[at] = lines[at]!.replace(/CPU$/, 'RPC0[127.0.0.1:50052]');
  const kv5 = lines.findLastIndex((l) => /llama_kv_cache: layer +5: dev = RPC0$/.test(l));
  lines[kv5] = lines[kv5]!.replace(/RPC0$/, 'RPC1');
  const bad = check(lines.join('\n'), cmd).filter((i) => i.verdict === 'disagrees');
  expect(bad).toEqual([
    expect.objectContaining({
      what: 'overridden tensors',
      device: 'RPC0[127.0.0.1:50052]',
      command: '--n-cpu-moe 4 sends blk.0.ffn_up_exps.weight to CPU',
    }),
    expect.objectContaining({ what: 'KV cache', device: 'RPC0', log: 'layer 4', line: kv5 + 1 }),
    expect.objectContaining({
      what: 'KV cache',
      device: 'RPC1',
      command: expect.stringMatching(/^no layer /),
      log: 'layer 5',
      line: kv5 + 1,
    }),
  ]);
});
