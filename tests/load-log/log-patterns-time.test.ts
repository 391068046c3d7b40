/**
 * Every pattern of the log reader runs in time linear in its line: crafted lines that made the
 * old patterns backtrack (a tensor line of spaces with no "]" took seconds per line, cubic in its
 * length; issue 32 saw read-log take 70 s) are read in a bounded time. Each case is a log of 64
 * lines at the line length limit; linear patterns read it in milliseconds, a quadratic one in
 * tens of seconds, so the budget stays generous for a busy machine and still catches them.
 */
import { expect, test } from 'vitest';
import { LOG_LIMITS } from '../../src/domain/load-log/log-limits';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { cpuClock } from '../helpers/cpu-clock';

const N = LOG_LIMITS.lineCharacters - 100;
const fill = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
const CASES: [string, string][] = [
  [
    'a tensor line of spaces with no "]"',
    `llama_model_loader: - tensor 1: blk.0.attn_q.weight f32 [${fill(' ')}x`,
  ],
  [
    'a tensor line of commas and spaces',
    `llama_model_loader: - tensor 1: blk.0.attn_q.weight f32 [${fill(', 1')}x`,
  ],
  ['a breakdown row of spaces', `common_memory_breakdown_print: |   - ${fill(' ')}`],
  ['a breakdown row of separators', `common_memory_breakdown_print: |   - ${fill(' | :')}`],
  ['a fit row of colons', `llama_params_fit:   - ${fill(' : 1 total,')}`],
  ['a fit row of spaces', `common_fit_params:   - CUDA0 :${fill(' ')}1 total`],
  ['ollama marks without spaces', fill('level=INFO source=a.go')],
  ['build info repeated', `x ${fill('build info build=1 ')}`],
  ['a vLLM prefix without its end', `(${fill('a')}`],
  ['SGLang tokens of spaces', `KV Cache is allocated. #tokens: ${fill(' ')}`],
  ['a compose prefix of dashes and digits', fill('a-1-')],
  ['a buffer line of spaces', `load_tensors:${fill(' ')}CUDA0 model buffer size = 1 MiB x`],
  ['a device line of commas', `Device 0: ${fill('a, ')}`],
  ['an override line of parentheses', `Tensor ${fill('a (b')} buffer type overriden to`],
  // Issue 32's own crafted line (3,000 of them took read-log 70 s and the tab 2.8 s).
  [
    "the issue's crafted tensor-name line",
    `tensor ${'blk.'.repeat(2000)}weight buffer type overridden to CPU ${'('.repeat(500)}`,
  ],
];

test.each(CASES)('%s: 64 lines at the line limit, read in linear time', (_name, line) => {
  const text = Array.from({ length: 64 }, () => line).join('\n');
  const elapsed = cpuClock();
  const r = readLoadLog(text);
  const ms = elapsed();
  expect(r.linesRead + r.linesIgnored + r.unreadable.length).toBe(64);
  expect(ms).toBeLessThan(5000);
});

test('a line over the line limit is named unreadable, not matched', () => {
  const long = `load_tensors: ${'CUDA0'.repeat(LOG_LIMITS.lineCharacters / 5)} model buffer size = 1.00 MiB`;
  const r = readLoadLog(long);
  expect(r.buffers).toEqual([]);
  expect(r.linesRead).toBe(0);
  expect(r.unreadable).toMatchObject([{ line: 1, why: 'it is longer than 16,384 characters' }]);
});
