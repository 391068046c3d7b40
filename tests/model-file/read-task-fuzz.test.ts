/**
 * The reading worker's task (src/ui/model-file/read-task.ts), FUZZ_RUNS times each (default
 * 300; npm run test:fuzz runs 10,000), each input within a budget of CPU time: any bytes chosen as a
 * log are decoded by chunks exactly as the platform's one-shot decoder reads them whole (a
 * character split across chunks included), then read as the log reader reads that text (the
 * lines the app shows of it); any
 * bytes chosen as a model file give an inventory or a problem, never an exception, and never
 * count more bytes read than the file holds. Progress only moves forward.
 */
import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { logReadingLines } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { runReadTask, type TaskProgress } from '../../src/ui/model-file/read-task';
import { shownLines } from '../../src/ui/model-file/shown-lines';
import { cpuClock } from '../helpers/cpu-clock';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// Never below the suite's own 180 s (vitest.config.ts): a wall-clock limit is only there to catch a hang.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });
/** Per input, in CPU time (cpu-clock.ts: a busy machine's waiting is not counted): the reading of a few kB, never a hang. */
const BUDGET_MS = 3000;

const LINES = [
  'load_tensors:        CUDA0 model buffer size = 10750.86 MiB',
  'llama_kv_cache:      CUDA0 KV buffer size =   182.75 MiB',
  'load_tensors: offloaded 30/49 layers to GPU',
  'Tensor blk.52.ffn_down_exps.weight buffer type overriden to CUDA12',
  'gguf ünïcödé 模型 🙂',
];
const logBytes = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc
    .array(fc.oneof(fc.constantFrom(...LINES), fc.string({ unit: 'grapheme', maxLength: 60 })), {
      maxLength: 40,
    })
    .map((lines) => new TextEncoder().encode(lines.join('\n'))),
);

function recorder() {
  const seen: TaskProgress[] = [];
  return {
    seen,
    hooks: {
      progress: (p: TaskProgress) => void seen.push(p),
      read: () => Promise.reject(new Error('no page-side source here')),
    },
  };
}

const forward = (seen: TaskProgress[]) =>
  seen.every(
    (p, i) =>
      p.done <= p.total &&
      (i === 0 || seen[i - 1]!.stage === 'lines' || p.stage === 'lines' || p.done >= seen[i - 1]!.done),
  );

test('any bytes chosen as a log: read as the whole text reads, within the budget', async () => {
  await fc.assert(
    fc.asyncProperty(
      logBytes,
      fc.integer({ min: 1, max: 64 }),
      fc.boolean(),
      async (bytes, chunkBytes, dryRun) => {
        const { seen, hooks } = recorder();
        const elapsed = cpuClock();
        const r = await runReadTask(
          {
            kind: 'log',
            log: new File([bytes.slice().buffer as ArrayBuffer], 'server.log'),
            dryRun,
            chunkBytes,
          },
          hooks,
        );
        expect(elapsed()).toBeLessThan(BUDGET_MS);
        const whole = new TextDecoder().decode(bytes);
        const lines = logReadingLines(readLoadLog(whole, { dryRun }));
        expect(r).toEqual({ kind: 'log', ok: true, ...shownLines(lines) });
        expect(forward(seen)).toBe(true);
        expect(seen.at(-1)?.stage).toBe('lines');
      },
    ),
    { numRuns: RUNS },
  );
});

test('any bytes chosen as a model file: an inventory or a problem, within the budget', async () => {
  const gguf = new TextEncoder().encode('GGUF');
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array([...gguf, 3, 0, 0, 0, ...b])),
      ),
      fc.constantFrom('llama.cpp' as const, 'ik_llama.cpp' as const),
      async (bytes, family) => {
        const { seen, hooks } = recorder();
        const file = new File([bytes.slice().buffer as ArrayBuffer], 'model.gguf');
        const elapsed = cpuClock();
        const r = await runReadTask(
          { kind: 'headers', sources: [{ name: file.name, size: file.size, file }], family },
          hooks,
        );
        expect(elapsed()).toBeLessThan(BUDGET_MS);
        if (r.kind !== 'headers') throw new Error('a headers task answered with a log');
        if (r.outcome.ok) expect(r.outcome.bytesRead).toBeLessThanOrEqual(bytes.length);
        else expect(r.outcome.problem).toMatch(/\S/);
        expect(forward(seen)).toBe(true);
      },
    ),
    { numRuns: RUNS },
  );
});
