/**
 * A long log's parse, not only its bytes, says how far it is and stops at Cancel (issue 32 item
 * 1): the log reader reports the lines it has read of all as it goes, the reading task passes
 * that on as the 'lines' stage, and a Cancel during the parse stops it before the last line
 * (on the page; in the browser the worker is terminated at once).
 */
import { expect, test } from 'vitest';
import { LINES_PER_PROGRESS, readLoadLog } from '../../src/domain/load-log/read-log';
import { readOffThread } from '../../src/ui/model-file/off-thread';
import { runReadTask, type TaskProgress } from '../../src/ui/model-file/read-task';

/** Lines as llama.cpp prints them while loading (tests/load-log's conformance logs have the same shapes). */
const LINES = [
  'load_tensors: offloading 36 repeating layers to GPU',
  'load_tensors:        CUDA0 model buffer size =  1234.56 MiB',
  'Tensor blk.12.ffn_up_exps.weight buffer type overriden to CPU',
  'llama_context: n_ctx = 32768',
];
const logOf = (lines: number) => Array.from({ length: lines }, (_, i) => LINES[i % LINES.length]).join('\n');
const noPage = () => Promise.reject(new Error('no page-side source here'));

test('the log reader reports its lines as it reads them, and reads the same with or without', () => {
  const lines = 2 * LINES_PER_PROGRESS + 7;
  const text = logOf(lines);
  const seen: [number, number][] = [];
  const r = readLoadLog(text, { onProgress: (done, all) => void seen.push([done, all]) });
  expect(seen.every(([, all]) => all === lines)).toBe(true);
  expect(seen.map(([done]) => done)).toEqual([0, LINES_PER_PROGRESS, 2 * LINES_PER_PROGRESS, lines]);
  expect(r).toEqual(readLoadLog(text));
  expect(r.linesRead).toBeGreaterThan(0);
});

test("a picked log's reading goes through its bytes, then its lines, to the last line", async () => {
  const lines = LINES_PER_PROGRESS + 1;
  const file = new File([logOf(lines)], 'llama-server.log');
  const seen: TaskProgress[] = [];
  const r = await runReadTask(
    { kind: 'log', log: file, dryRun: false },
    { progress: (p) => void seen.push(p), read: noPage },
  );
  expect(r).toMatchObject({ kind: 'log', ok: true });
  const parse = seen.filter((p) => p.stage === 'lines');
  expect(seen.indexOf(parse[0]!)).toBeGreaterThan(0);
  expect(seen.slice(seen.indexOf(parse[0]!)).every((p) => p.stage === 'lines')).toBe(true);
  expect(parse.map((p) => [p.done, p.total, p.file])).toEqual([
    [0, lines, 'llama-server.log'],
    [LINES_PER_PROGRESS, lines, 'llama-server.log'],
    [lines, lines, 'llama-server.log'],
  ]);
});

test('Cancel during the parse stops it before the last line, and says cancelled', async () => {
  const lines = 5 * LINES_PER_PROGRESS;
  const controller = new AbortController();
  const seen: TaskProgress[] = [];
  const outcome = await readOffThread(
    { kind: 'log', log: logOf(lines), dryRun: false },
    {
      progress: (p) => {
        seen.push(p);
        // The person presses Cancel once the parse has begun to move.
        if (p.stage === 'lines' && p.done > 0) controller.abort();
      },
      read: noPage,
    },
    controller.signal,
  );
  expect(outcome).toEqual({ cancelled: true });
  const parsed = seen.filter((p) => p.stage === 'lines').map((p) => p.done);
  expect(parsed).toEqual([0, LINES_PER_PROGRESS]);
});
