/**
 * The load-log reader on real logs from public issues and PRs, stored as cited excerpts in
 * profiles/sources/load-logs/ (each names its repository, thread and URL). Expectations are
 * the figures those excerpts print, with their kind: reported by the runtime at load, or the
 * runtime's own projection. Lines in no known format are ignored, never misread.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kindText, logReadingText, overridesByTarget } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { inventoryFromLog } from '../../src/domain/load-log/log-inventory';
import { partBytes } from '../../src/domain/model-file/summary';

const DIR = resolve(__dirname, '../../profiles/sources/load-logs');
/** The log part of a stored excerpt: everything after its "Source:" line. */
const log = (file: string) => readFileSync(resolve(DIR, file), 'utf8').split('\n').slice(1).join('\n');
const REPORTED = 'reported by the runtime in this log';

describe('stored excerpts', () => {
  test.each(readdirSync(DIR))('%s names its source, and the reader recognises it', (file) => {
    const head = readFileSync(resolve(DIR, file), 'utf8').split('\n')[0]!;
    expect(head).toMatch(
      /^Source: .+ https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+, checked \d{4}-\d{2}-\d{2}\./,
    );
    expect(readLoadLog(log(file)).recognised).toBe(true);
  });
});

describe('llama.cpp at load (issue #13729, b5466)', () => {
  const r = readLoadLog(log('llamacpp-issue-13729.txt'));
  test('layers offloaded and the model buffer per device, as reported', () => {
    expect(r.runtime).toBe('llama.cpp');
    expect(r.offloaded).toMatchObject({ layers: 30, of: 49, kind: { kind: 'reported' } });
    expect(
      r.buffers.map((b) => [b.device, b.buffer, `${b.size.value} ${b.size.unit}`, kindText(b.kind)]),
    ).toEqual([
      ['CUDA0', 'model', '10750.86 MiB', REPORTED],
      ['CPU_Mapped', 'model', '6940.48 MiB', REPORTED],
    ]);
  });
  test('lines in no known format are counted as ignored, not read', () => {
    // offloading, offloaded, two model buffers; the llama_context settings are not figures.
    expect(r.linesRead).toBe(4);
    expect(r.offloads.map((o) => [o.what, o.layers])).toEqual([
      ['repeating', 30],
      ['offloaded', 30],
    ]);
    expect(r.linesIgnored).toBe(9);
  });
  test('the text lists each buffer once, never a total', () => {
    const text = logReadingText(r);
    expect(text).toContain(
      '  CUDA0 model buffer: 10750.86 MiB, reported by the runtime in this log (line 6)',
    );
    expect(text).not.toMatch(/17691|total of/i);
  });
});

describe('ik_llama.cpp at load with overrides (PR #645, DeepSeek-R1-0528 on 3x RTX 3090)', () => {
  const text = log('ik-llamacpp-pr-645-overrides-buffers.txt');
  const r = readLoadLog(text);
  test('every "buffer type overriden" line, grouped by where it sends the tensor', () => {
    const sent = [...text.matchAll(/^Tensor (\S+) buffer type overriden to (\S+)$/gm)].map((m) => m[1]);
    expect(sent).toHaveLength(45);
    expect(overridesByTarget(r)).toEqual([{ to: 'CPU', tensors: sent }]);
  });
  test("each device's model, KV, output and compute buffer as printed, one by one", () => {
    const printed = [
      ...text.matchAll(/^\w+: +(\S+) +(?:(KV|output|compute) )?buffer size = +([\d.]+) MiB$/gm),
    ].map((m) => [m[1], m[2] ?? 'model', `${m[3]} MiB`]);
    expect(printed).toHaveLength(11);
    expect(r.buffers.map((b) => [b.device, b.buffer, `${b.size.value} ${b.size.unit}`])).toEqual(printed);
    expect(r.buffers.every((b) => kindText(b.kind) === REPORTED)).toBe(true);
    expect(r.offloaded).toMatchObject({ layers: 62, of: 62 });
  });
});

test('overrides to RPC and CPU (PR #11397): which tensors went where', () => {
  const r = readLoadLog(log('llamacpp-pr-11397-rpc-overrides.txt'));
  expect(overridesByTarget(r).map((g) => [g.to, g.tensors.length])).toEqual([
    ['CPU', 17],
    ['RPC[127.0.0.1:50053]', 3],
  ]);
  expect(r.overrides[3]).toMatchObject({ tensor: 'blk.59.ffn_gate_exps.weight', to: 'RPC[127.0.0.1:50053]' });
});

describe('ik_llama.cpp', () => {
  test('PR #370: model size and BPW, layers offloaded, the CPU buffer, the device', () => {
    const r = readLoadLog(log('ik-llamacpp-pr-370.txt'));
    expect(r.runtime).toBe('llama.cpp or ik_llama.cpp');
    expect(r.runtimeWhy).toMatch(/this log does not say which/);
    expect(r.fileSize).toMatchObject({ size: { value: '17.679', unit: 'GiB' }, bpw: '4.974' });
    expect(r.params?.text).toBe('30.532 B');
    expect(r.offloaded).toMatchObject({ layers: 49, of: 49 });
    expect(r.buffers).toMatchObject([
      { device: 'CPU', buffer: 'model', size: { value: '315.30', unit: 'MiB' } },
    ]);
    expect(r.devices).toMatchObject([{ index: 0, name: 'NVIDIA GeForce RTX 3090 Ti' }]);
  });
  test('PR #260: "Tensor ... overriden to CUDA13" names ik_llama.cpp', () => {
    const r = readLoadLog(log('ik-llamacpp-pr-260-overrides.txt'));
    expect(r.runtime).toBe('ik_llama.cpp');
    expect(overridesByTarget(r).map((g) => [g.to, g.tensors.length])).toEqual([
      ['CUDA12', 2],
      ['CUDA13', 6],
    ]);
  });
  test('PR #235: compute buffers per device, CUDA_Host included', () => {
    const r = readLoadLog(log('ik-llamacpp-pr-235-compute.txt'));
    expect(r.buffers.map((b) => [b.device, b.buffer, b.size.value])).toEqual([
      ['CUDA1', 'compute', '5718.01'],
      ['CUDA2', 'compute', '5718.01'],
      ['CUDA3', 'compute', '5718.01'],
      ['CUDA13', 'compute', '5718.01'],
      ['CUDA14', 'compute', '5718.02'],
      ['CUDA_Host', 'compute', '174.02'],
    ]);
  });
  test('PR #237: tensor type counts', () => {
    const r = readLoadLog(log('ik-llamacpp-pr-237-types.txt'));
    expect(r.runtime).toBe('ik_llama.cpp');
    expect(r.typeCounts.map((t) => [t.type, t.count])).toEqual([
      ['f32', 361],
      ['q2_K', 544],
      ['q3_K', 180],
      ['q6_K', 1],
      ['iq4_nl', 61],
    ]);
    expect(r.buffers).toMatchObject([{ device: 'CUDA14', size: { value: '12698.93' } }]);
  });
  test("issue #1618: the layer size table is ik_llama.cpp's projection", () => {
    const r = readLoadLog(log('ik-llamacpp-issue-1618-layer-sizes.txt'));
    expect(r.runtime).toBe('ik_llama.cpp');
    expect(r.layerSizes?.kind).toMatchObject({ kind: 'projected', runtime: 'ik_llama.cpp' });
    expect(r.layerSizes?.rows.map((x) => [x.layer, x.model, x.cache, x.total, x.compute])).toEqual([
      [0, '563.23', '512.00', '1075.23', '33.00'],
      [1, '563.23', '512.00', '1075.23', '33.00'],
      [2, '563.23', '512.00', '1075.23', '33.00'],
      [3, '468.93', '512.00', '980.93', '33.00'],
      [4, '468.93', '512.00', '980.93', '33.00'],
    ]);
    expect(r.fileSize).toMatchObject({ size: { value: '15.628', unit: 'GiB' }, bpw: '5.320' });
  });
  test('--dry-run (said by the person): the load figures become projections', () => {
    const r = readLoadLog(log('ik-llamacpp-pr-370.txt'), { dryRun: true });
    expect(kindText(r.offloaded!.kind)).toBe(
      'projected by llama.cpp or ik_llama.cpp (--dry-run: nothing was loaded)',
    );
    const ik = readLoadLog(log('ik-llamacpp-pr-237-types.txt'), { dryRun: true });
    expect(kindText(ik.buffers[0]!.kind)).toBe('projected by ik_llama.cpp (--dry-run: nothing was loaded)');
  });
});

describe("the runtimes' own plans", () => {
  test('PR #15860: the breakdown printed on exit, per device, as reported', () => {
    const r = readLoadLog(log('llamacpp-pr-15860-breakdown.txt'));
    expect(r.breakdowns).toHaveLength(1);
    expect(r.breakdowns[0]!.kind).toEqual({ kind: 'reported' });
    expect(
      r.breakdowns[0]!.rows.map((x) => [
        x.device,
        x.total,
        x.free,
        x.self,
        x.model,
        x.context,
        x.compute,
        x.unaccounted,
      ]),
    ).toEqual([
      ['CUDA0 (RTX 4090)', 24080, 9436, 14193, 13169, 38, 985, 451],
      ['CUDA1 (RTX 4090)', 24080, 9868, 13756, 13169, 38, 548, 456],
      ['CUDA2 (RTX 4090)', 24080, 9868, 13756, 13169, 38, 548, 456],
      ['CPU (EPYC 7742)', 515628, undefined, 72, 0, 57, 15, undefined],
    ]);
  });
  test('issue #24608: the newer table (time-stamped lines), as a projection', () => {
    const r = readLoadLog(log('llamacpp-issue-24608-breakdown.txt'));
    expect(r.runtime).toBe('llama.cpp');
    const t = r.breakdowns[0]!;
    expect(kindText(t.kind)).toBe('projected by llama.cpp (memory breakdown)');
    expect(t.rows).toHaveLength(8);
    expect(t.rows[0]).toMatchObject({
      device: 'CUDA0 (RTX 3090)',
      total: 24123,
      free: 23832,
      self: 26252,
      model: 24402,
      context: 296,
      compute: 1553,
      unaccounted: -25960,
    });
  });
  test('PR #25465: two tables, the second while fitting; the Host row', () => {
    const r = readLoadLog(log('llamacpp-pr-25465-fit.txt'));
    expect(r.breakdowns.map((t) => kindText(t.kind))).toEqual([
      'projected by llama.cpp (memory breakdown)',
      'projected by llama.cpp (memory breakdown while fitting parameters)',
    ]);
    expect(r.breakdowns[1]!.rows).toMatchObject([
      { device: 'CUDA0 (RTX 5090)', model: 16386, context: 16832, compute: 756 },
      { device: 'Host', total: undefined, self: 1234, model: 682, context: 0, compute: 552 },
    ]);
  });
  test('PR #16653: llama_params_fit projections per device, before and after its choice', () => {
    const r = readLoadLog(log('llamacpp-pr-16653-fit.txt'));
    expect(r.build).toBe('b7003 (596a297cb)');
    expect(kindText(r.fit!.kind)).toBe('projected by llama.cpp b7003 (596a297cb) (llama_params_fit)');
    expect(r.fit!.rows.map((x) => [x.device, x.total, x.used, x.margin.mib, x.margin.word, x.phase])).toEqual(
      [
        ['ROCm0 (AMD Radeon Graphics)', 16304, 39959, 24341, 'deficit', 'initial'],
        ['ROCm1 (AMD Radeon RX 6800)', 16368, 42480, 26296, 'deficit', 'initial'],
        ['ROCm2 (AMD Instinct MI60 / MI50)', 32752, 76200, 43626, 'deficit', 'initial'],
        ['CUDA0 (NVIDIA RTX 6000 Ada Generation)', 48508, 201672, 153599, 'deficit', 'initial'],
        ['CUDA1 (NVIDIA RTX 6000 Ada Generation)', 48508, 208920, 160846, 'deficit', 'initial'],
      ],
    );
    expect(r.fit!.sentences.map((s) => s.text)).toContain(
      'set to use 35 dense-only and 22 full GPU layers in total, projected memory use:',
    );
    expect(r.devices).toHaveLength(2);
  });
  test('PR #22171: llama-fit-params --fit-print on, model, context and compute per device', () => {
    const r = readLoadLog(log('llamacpp-pr-22171-fit-print.txt'));
    expect(r.fitPrint?.kind).toMatchObject({
      kind: 'projected',
      runtime: 'llama.cpp',
      by: 'llama-fit-params --fit-print',
    });
    expect(r.fitPrint?.rows.map((x) => [x.device, x.model, x.context, x.compute])).toEqual([
      ['MTL0', 7401, 814, 517],
      ['host', 1280, 0, 154],
    ]);
  });
});

describe('other runtimes and unknown formats say so', () => {
  test('an ollama log: its llama.cpp lines are read, and it says whose log it is', () => {
    const r = readLoadLog(log('ollama-issue-11986.txt'));
    expect(r.otherRuntime).toBe('ollama');
    expect(r.buffers.map((b) => [b.device, b.size.value])).toEqual([
      ['CUDA0', '24277.75'],
      ['CUDA2', '46151.91'],
      ['CPU_Mapped', '1064.62'],
    ]);
    expect(logReadingText(r)).toContain("The log is ollama's; the llama.cpp lines in it are read.");
  });
  test('a vLLM log, and text in no known format', () => {
    const v = readLoadLog(
      'INFO 05-01 10:00:00 [default_loader.py:262] Loading weights took 12.4 seconds\nINFO vllm model weights took 60.77 GiB',
    );
    expect(v.recognised).toBe(false);
    expect(logReadingText(v)).toBe(
      'This looks like a log of vLLM; no line of it is one this reader knows (llama.cpp and ik_llama.cpp load lines, vLLM and SGLang startup memory lines).\n',
    );
    expect(logReadingText(readLoadLog('hello\nworld'))).toBe(
      'No line of this log is in a format this reader knows (llama.cpp and ik_llama.cpp load lines, vLLM and SGLang startup memory lines).\n',
    );
  });
  test('a line near a known format is ignored, not half-read', () => {
    const r = readLoadLog(
      'load_tensors:        CUDA0 model buffer size = about 10 GB\nload_tensors: offloaded 30 of 49 layers to GPU',
    );
    expect(r.buffers).toEqual([]);
    expect(r.offloaded).toBeUndefined();
    expect(r.linesIgnored).toBe(2);
  });
});

test('PR #2398: a log that lists tensors one by one gives an inventory, said to be partial', () => {
  const r = readLoadLog(log('llamacpp-pr-2398-tensor-list.txt'));
  expect(r.tensors).toHaveLength(12);
  expect(r.tensors[0]).toMatchObject({
    index: 96,
    name: 'blk.10.attn_output.weight',
    type: 'q4_0',
    shape: [8192n, 8192n, 1n, 1n],
  });
  const inv = inventoryFromLog('llamacpp-pr-2398-tensor-list.txt', r.tensors, r.tensorCount, 'llama.cpp');
  // Q4_0: (32, 18) in GGML_QUANT_SIZES.
  expect(inv.tensors[0]).toMatchObject({
    type: 'Q4_0',
    bytes: (8192n / 32n) * 18n * 8192n,
    component: 'attention',
    layer: 10,
  });
  expect(inv.tensors.find((t) => t.name === 'blk.10.attn_norm.weight')).toMatchObject({
    type: 'F32',
    bytes: 8192n * 4n,
    component: 'norms',
  });
  expect(partBytes(inv, 'dense-ffn', { from: 10, to: 10 }).bytes).toBe(3n * (8192n / 32n) * 18n * 28672n);
  expect(inv.problems).toEqual([
    'the log does not say how many tensors the model has, so it may list only some',
  ]);
});

describe('ik_llama.cpp lines added for issue 28', () => {
  test('PR #645: each tensor computed at load, with the buffer it is stored in', () => {
    const text = log('ik-llamacpp-pr-645-overrides-buffers.txt');
    const printed = [...text.matchAll(/^Computed (\S+) as (\d+) x (\d+) and stored in buffer (\S+)$/gm)];
    expect(printed.length).toBeGreaterThan(10);
    expect(readLoadLog(text).computed.map((c) => [c.tensor, c.shape, c.buffer])).toEqual(
      printed.map((m) => [m[1], `${m[2]} x ${m[3]}`, m[4]]),
    );
  });
  test("PR #370: the repeating layers' size and the non-repeating layers offloaded", () => {
    const r = readLoadLog(log('ik-llamacpp-pr-370.txt'));
    expect(r.repeatingSize).toMatchObject({
      size: { value: '17.063', unit: 'GiB' },
      bpw: '4.900',
      params: '29.910 B',
    });
    expect(r.offloads.map((o) => o.what)).toContain('non-repeating');
  });
});
