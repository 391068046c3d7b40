/**
 * llama.cpp v0.5.0 logs recorded here (tests/fixtures/logs/llamacpp-v0.5.0-local/README.md):
 * every figure line is read with its kind. --fit is on by default and loads the model first
 * with no_alloc = 1; that probe's figures are projections, the real load's are reported.
 * Expectations are the lines of the logs themselves, found by their plain text.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kindText, logReadingText, overridesByTarget } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';

const DIR = resolve(__dirname, '../fixtures/logs/llamacpp-v0.5.0-local');
const text = (f: string) => readFileSync(resolve(DIR, f), 'utf8');
/** Numbers (1-based) of the lines that contain a phrase. */
const linesWith = (t: string, phrase: string) =>
  t.split('\n').flatMap((l, i) => (l.includes(phrase) ? [i + 1] : []));
const REPORTED = 'reported by the runtime in this log';
const PROBE = 'projected by llama.cpp (--fit probe load 1, no_alloc = 1)';

describe('-v: a --fit probe load, then the real load', () => {
  const t = text('verbose.log.txt');
  const r = readLoadLog(t);
  const realFrom = linesWith(t, 'loaded meta data with')[1]!;
  const kindAt = (line: number) => (line < realFrom ? PROBE : REPORTED);
  test('two loads: the first has no_alloc = 1', () => {
    expect(linesWith(t, 'no_alloc              = 1')).toHaveLength(1);
    expect(r.loads.map((l) => [l.probe, l.line])).toEqual([
      [true, linesWith(t, 'loaded meta data with')[0]],
      [false, realFrom],
    ]);
  });
  test('every buffer line (model, output, KV, compute), with the kind of its load', () => {
    const printed = linesWith(t, 'buffer size =');
    expect(printed).toHaveLength(8);
    expect(r.buffers.map((b) => [b.line, kindText(b.kind)])).toEqual(printed.map((n) => [n, kindAt(n)]));
    expect(r.buffers.filter((b) => b.buffer === 'compute').map((b) => b.line)).toEqual(
      linesWith(t, 'sched_reserve:        CPU compute buffer size ='),
    );
  });
  test('each layer and KV layer with its device, offloading lines, the CPU_REPACK fallback', () => {
    expect(r.layerDevices.map((x) => x.line)).toEqual(linesWith(t, 'assigned to device CPU'));
    expect(r.kvLayers.map((x) => [x.layer, x.device])).toEqual(
      [0, 1, 2, 3, 0, 1, 2, 3].map((layer) => [layer, 'CPU']),
    );
    expect(r.offloads.map((o) => [o.what, o.layers, o.line])).toEqual([
      ['output', 1, linesWith(t, 'offloading output layer')[0]],
      ['repeating', 3, linesWith(t, 'offloading 3 repeating')[0]],
      ['offloaded', 5, linesWith(t, 'offloaded 5/5')[0]],
      ['output', 1, linesWith(t, 'offloading output layer')[1]],
      ['repeating', 3, linesWith(t, 'offloading 3 repeating')[1]],
      ['offloaded', 5, linesWith(t, 'offloaded 5/5')[1]],
    ]);
    expect(r.offloaded).toMatchObject({ layers: 5, of: 5, kind: { kind: 'reported' } });
    expect(r.fallbacks.map((f) => [f.tensor, f.others, f.preferred, f.used, kindText(f.kind)])).toEqual([
      ['token_embd.weight', 38, 'CPU_REPACK', 'CPU', PROBE],
      ['token_embd.weight', 38, 'CPU_REPACK', 'CPU', REPORTED],
    ]);
  });
  test('the model line, the tensor types per load, the fit sentences and the exit check', () => {
    expect([r.arch?.text, r.modelType?.text, r.params?.text]).toEqual(['llama', '?B', '4.26 M']);
    expect(r.typeCounts.map((c) => [c.type, c.count, kindText(c.kind)])).toEqual([
      ['f32', 39, PROBE],
      ['f32', 39, REPORTED],
    ]);
    expect(r.fit?.sentences.map((s) => s.line)).toEqual([
      ...linesWith(t, 'projected to use 48 MiB'),
      ...linesWith(t, 'will leave 24056'),
      ...linesWith(t, 'successfully fit params'),
    ]);
    expect(r.computeChecks).toMatchObject([{ device: 'CPU', size: { value: '31.6943' }, matches: true }]);
    expect(r.unreadable).toEqual([]);
  });
});

test('default verbosity: no load line, said so with what prints them', () => {
  const r = readLoadLog(text('default.log.txt'));
  expect(r.recognised).toBe(false);
  expect(logReadingText(r)).toContain('run with -lv 4 for the buffer and --fit lines, or -v (--verbose)');
  const lv4 = readLoadLog(text('lv4.log.txt'));
  expect(lv4.buffers).toHaveLength(linesWith(text('lv4.log.txt'), 'buffer size =').length);
  expect(lv4.loads.every((l) => !l.probe)).toBe(true);
  expect(logReadingText(lv4)).toContain('llama.cpp prints them only with -v (--verbose).');
});

test("RPC: overrides of the real load are the run's, the probe's are projections", () => {
  const t = text('rpc-ot-ffn-cpu.log.txt');
  const r = readLoadLog(t);
  expect(linesWith(t, 'buffer type overridden to CPU')).toHaveLength(32);
  expect(overridesByTarget(r)).toEqual([{ to: 'CPU', tensors: expect.any(Array) }]);
  expect(overridesByTarget(r)[0]!.tensors).toHaveLength(16);
  expect(overridesByTarget(r, 0)[0]!.tensors).toHaveLength(16);
  expect(r.devicesFree.map((d) => [d.device, d.name, d.freeMiB, d.line])).toEqual(
    linesWith(t, 'using device RPC0 (127.0.0.1:50152) (unknown id) - 24105 MiB free').map((n) => [
      'RPC0',
      '127.0.0.1:50152',
      24105,
      n,
    ]),
  );
  expect(
    r.buffers.filter((b) => b.kind.kind === 'reported' && b.buffer === 'model').map((b) => b.device),
  ).toEqual(['CPU_Mapped', 'RPC0[127.0.0.1:50152]']);
});
