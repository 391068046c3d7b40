/**
 * Any pasted text: the log reader returns a reading, never throws, and counts no more lines
 * than were pasted. Known lines among noise keep their figures (as the lines print them), and
 * the noise is never read as a figure.
 */
import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { cpuClock } from '../helpers/cpu-clock';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine; never below the suite's
// own 180 s (vitest.config.ts): a wall-clock limit is only there to catch a hang.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });
/**
 * CPU milliseconds per input (tests/helpers/cpu-clock.ts: the work, not the wall clock, so a busy
 * machine cannot fail it): a few milliseconds each when linear, against the 70 s a crafted line took.
 */
const BUDGET_MS = 1000;
const KNOWN = [
  'load_tensors:        CUDA0 model buffer size = 10750.86 MiB',
  'llama_kv_cache:      CUDA0 KV buffer size =   182.75 MiB',
  'common_memory_breakdown_print: |   - CUDA0 (RTX 3090)   | 24123 = 23832 + (26252 = 24402 +     296 +    1553) +      -25960 |',
  'Tensor blk.52.ffn_down_exps.weight buffer type overriden to CUDA12',
  'llama_params_fit:   - ROCm0 (AMD Radeon Graphics)     :  16304 total,  39959 used,  24341 deficit',
];

test('random text and known lines among it', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(...KNOWN),
          fc.string({ unit: 'grapheme', maxLength: 80 }),
        ),
        { maxLength: 60 },
      ),
      (lines) => {
        const text = lines.join('\n');
        const elapsed = cpuClock();
        const r = readLoadLog(text);
        expect(elapsed()).toBeLessThan(BUDGET_MS);
        expect(r.linesRead + r.linesIgnored).toBeLessThanOrEqual(text.split(/\r?\n/).length);
        // Each known line keeps its own figure, in the order pasted; random text adds none.
        const known = (i: number) => lines.filter((l) => l === KNOWN[i]).length;
        const buffers = lines.flatMap((l) =>
          l === KNOWN[0]
            ? [['CUDA0', 'model', '10750.86']]
            : l === KNOWN[1]
              ? [['CUDA0', 'KV', '182.75']]
              : [],
        );
        expect(r.buffers.map((b) => [b.device, b.buffer, b.size.value])).toEqual(buffers);
        expect(r.overrides.map((o) => [o.tensor, o.to])).toEqual(
          Array.from({ length: known(3) }, () => ['blk.52.ffn_down_exps.weight', 'CUDA12']),
        );
      },
    ),
    { numRuns: RUNS },
  );
});

/** The start of each line kind the reader knows, for crafted lines that begin like a real one. */
const STARTS = [
  'llama_model_loader: - tensor 1: blk.0.attn_q.weight f32 [',
  'common_memory_breakdown_print: |   - ',
  'llama_params_fit:   - ',
  'common_fit_params:   - CUDA0 : ',
  'load_tensors:  ',
  'llama_kv_cache: layer ',
  'sched_reserve:  ',
  'Tensor ',
  "load_tensors: tensor '",
  'llama_model_load_from_file_impl: using device CUDA0 (',
  '(Worker_TP1 pid=1) INFO 11-06 10:51:48 [gpu_worker.py:349] ',
  '[2025-12-29 18:33:03 TP0] KV Cache is allocated. #tokens: ',
  'level=INFO source=',
  'Layer  1: ',
  '-c 4096 -ngl ',
];
const PIECES = [
  ' ',
  ',',
  '|',
  ':',
  '(',
  ')',
  '[',
  ']',
  '-',
  '1',
  '.',
  'a',
  "'",
  '=',
  ' MiB',
  ' + ',
  'nan',
  'e309',
];

test('crafted lines: each read within its time budget, and no figure that cannot be', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...STARTS),
      fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 4000 }),
      (start, unit, times) => {
        const line = start + unit.join('').repeat(times);
        const elapsed = cpuClock();
        const r = readLoadLog(`${line}\n${line}`);
        expect(elapsed()).toBeLessThan(BUDGET_MS);
        for (const b of r.buffers) expect(b.size.value).toMatch(/^\d+(\.\d+)?$/);
        for (const row of r.breakdowns.flatMap((t) => t.rows))
          expect(Number.isSafeInteger(row.self)).toBe(true);
      },
    ),
    { numRuns: RUNS },
  );
});
