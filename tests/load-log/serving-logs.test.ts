/**
 * vLLM's and SGLang's startup memory lines in public logs (tests/fixtures/logs/public/,
 * sources.json gives each file's URL and checked date): each figure as printed, with the rank
 * that printed it, reported by the runtime; nothing added up.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { logReadingText } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';

const DIR = resolve(__dirname, '../fixtures/logs/public');
const sources = JSON.parse(readFileSync(resolve(DIR, 'sources.json'), 'utf8')) as {
  files: Record<string, { url: string; checked: string; runtime: string }>;
};
const read = (f: string) => readLoadLog(readFileSync(resolve(DIR, f), 'utf8'));
const figures = (f: string) => read(f).serving.map((s) => [s.runtime, s.rank ?? null, s.what, s.figure]);

describe('stored public logs', () => {
  test.each(readdirSync(DIR).filter((f) => f.endsWith('.txt')))(
    '%s: its source named, its runtime read',
    (f) => {
      const s = sources.files[f]!;
      expect(s.url).toMatch(/^https:\/\/github\.com\/(vllm-project\/vllm|sgl-project\/sglang)\//);
      expect(s.checked).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(new Set(read(f).serving.map((x) => x.runtime))).toEqual(new Set([s.runtime]));
    },
  );
});

test('vLLM: available KV cache memory and KV cache tokens, per rank', () => {
  expect(figures('vllm-issue-28228.txt')).toEqual([
    ['vLLM', 'TP0', 'KV cache', '2.30 GiB'],
    ['vLLM', 'DP0', 'KV cache tokens', '75,840 tokens'],
  ]);
  expect(figures('vllm-issue-21348.txt')).toEqual([
    ['vLLM', null, 'KV cache', '8.11 GiB'],
    ['vLLM', null, 'KV cache tokens', '178,880 tokens'],
  ]);
});

test('vLLM: the weights, in both wordings', () => {
  expect(figures('vllm-pr-25340.txt')).toEqual([['vLLM', 'DP0', 'weights', '2.2845 GiB']]);
  expect(figures('vllm-pr-12569.txt')).toEqual([['vLLM', null, 'weights', '67.7229 GB']]);
});

test('SGLang: weights, KV cache per rank, max_total_num_tokens, HiCache host pools', () => {
  expect(figures('sglang-issue-4895.txt')).toEqual([
    ['SGLang', 'TP0', 'available', '3.64 GB'],
    ['SGLang', 'TP0', 'weights', '18.82 GB'],
  ]);
  expect(figures('sglang-pr-18039.txt')).toEqual(
    ['TP1', 'TP2'].flatMap((rank) => [
      ['SGLang', rank, 'KV cache tokens', '300288 tokens'],
      ['SGLang', rank, 'KV cache', '8.38 GB (K)'],
      ['SGLang', rank, 'KV cache', '5.59 GB (V)'],
    ]),
  );
  expect(figures('sglang-issue-21348-in-vllm.txt')[0]).toEqual([
    'SGLang',
    null,
    'KV cache tokens',
    '367404 tokens',
  ]);
  expect(figures('sglang-docs-hyperparameter-tuning.txt')).toEqual([
    ['SGLang', null, 'max_total_num_tokens', '665690 tokens'],
  ]);
  expect(figures('sglang-issue-31600-hicache.txt').map((x) => [x[1], x[3]])).toEqual([
    ['ATTN_CP5 TP5', '120.00 GB'],
    ['ATTN_CP6 TP6', '120.00 GB'],
    ['ATTN_CP7 TP7', '120.00 GB'],
  ]);
  expect(figures('sglang-issue-14282-hicache.txt')[0]).toEqual([
    'SGLang',
    'DisaggregationMode.IGPUDECODE TP1',
    'HiCache host pool',
    '40.00 GB',
  ]);
});

test('in words: each figure reported, one by one', () => {
  expect(logReadingText(read('vllm-issue-28228.txt'))).toContain(
    'Runtime: vLLM: its startup memory lines are read.\n',
  );
  expect(logReadingText(read('sglang-pr-18039.txt'))).toContain(
    '  SGLang TP1: KV cache: 8.38 GB (K) (line 5)',
  );
  const nan = readLoadLog(
    '[2025-03-29 18:18:34 TP0] Load weight end. type=X, dtype=torch.bfloat16, avail mem=nan GB, mem usage=18.82 GB.',
  );
  expect(nan.serving).toEqual([]);
  expect(nan.unreadable[0]).toMatchObject({ line: 1, why: '"nan" is not a number' });
});
