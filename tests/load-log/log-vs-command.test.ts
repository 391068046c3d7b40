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
import { checkLogAgainstCommand } from '../../src/domain/load-log/log-vs-command';
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
    ['overridden tensors', 'CPU'],
    ['model weights', 'CPU_Mapped'],
    ['model weights', 'RPC0[127.0.0.1:50152]'],
    ['KV cache', null],
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

test('a conformance run (tests/fixtures/llama-runs/qwen3moe-f16-rpc-ngl3-ncmoe4): its command and log agree', () => {
  const dir = resolve(__dirname, '../fixtures/llama-runs/qwen3moe-f16-rpc-ngl3-ncmoe4');
  const cmd = readFileSync(resolve(dir, 'command.txt'), 'utf8').trim();
  const text = readFileSync(resolve(dir, 'log.txt'), 'utf8');
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
  // -ngl 3 leaves the first layers' KV cache on the CPU; this reading puts all of it in GPU memory.
  expect(items.filter((i) => i.verdict === 'disagrees')).toEqual([
    {
      verdict: 'disagrees',
      device: undefined,
      what: 'KV cache',
      command: 'gpu-memory',
      log: 'KV cache on CPU, RPC0',
      line: expect.any(Number),
    },
  ]);
  // Tampered: --n-cpu-moe's tensors claimed to be on the device.
  const lines = text.split('\n');
  const at = lines.findLastIndex((l) => /blk\.0\.ffn_up_exps\.weight .*overridden to CPU$/.test(l));
  lines[at] = lines[at]!.replace(/CPU$/, 'RPC0[127.0.0.1:50052]');
  const tampered = lines.join('\n');
  expect(
    check(tampered, cmd).filter((i) => i.what === 'overridden tensors' && i.verdict === 'disagrees'),
  ).toEqual([
    expect.objectContaining({
      device: 'RPC0[127.0.0.1:50052]',
      command: '--n-cpu-moe 4 sends blk.0.ffn_up_exps.weight to CPU',
    }),
  ]);
});
