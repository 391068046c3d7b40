/**
 * Exploring the N of --n-cpu-moe (issue 30, item 4) on the bundled pins that split their routed
 * experts at it. The expected layers and bytes come from the independent GGUF parser
 * (tests/helpers/gguf-oracle) and from the rule engine the device lanes already use
 * (memory/tensor-placement.ts with the command reader's 'first-layers-experts' override), never
 * from the module under test; the verdict and the file-bytes bound must not move (invariant 6).
 */
import { describe, expect, test } from 'vitest';
import { boardRows } from '../../src/domain/rows/rows';
import {
  atBoundary,
  boundaryProblem,
  boundaryRange,
  expertBoundaryOf,
  pinnedOf,
} from '../../src/domain/explore/expert-boundary';
import { BOUNDARY_CITES, BOUNDARY_SOURCE } from '../../src/domain/explore/boundary-cites';
import { LLAMACPP_REGISTRY } from '../../src/domain/command/registry/llamacpp';
import { RUNTIME_SOURCES } from '../../src/domain/command/registry/sources';
import { boardFileBytes } from '../../src/domain/model-file/board-file-bytes';
import { rowFileBytes } from '../../src/domain/model-file/pin-bytes';
import { placeTensor } from '../../src/domain/memory/tensor-placement';
import { layerSlots } from '../../src/domain/memory/layer-split';
import type { Device } from '../../src/domain/memory/devices';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { inventoryOf } from '../helpers/model-files';
import { hardwareOf, loadBundled } from '../helpers/pins';

const GPT_OSS = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const RX580 = 'qwen3.6-35b-a3b-q4km-rx580-8gb-llamacpp-vulkan-n-cpu-moe';
const bundled = loadBundled();
const pinOf = (id: string) => {
  const profile = bundled.profiles.find((p) => p.id === id)!;
  return { profile, hardware: hardwareOf(bundled, profile) };
};

describe('which pins have an N to explore', () => {
  test('exactly the two llama.cpp --n-cpu-moe pins, at the N their recipes pass (27 and 30)', () => {
    const found = bundled.profiles.flatMap((profile) => {
      const b = expertBoundaryOf(profile, hardwareOf(bundled, profile));
      return b ? [[profile.id, b.pinned]] : [];
    });
    expect(Object.fromEntries(found)).toEqual({ [GPT_OSS]: 27, [RX580]: 30 });
  });

  test('the layer count stays unknown where the pin states none or a conflict (32 vs 36)', () => {
    for (const id of [GPT_OSS, RX580]) {
      const { profile, hardware } = pinOf(id);
      const b = expertBoundaryOf(profile, hardware)!;
      expect(b.layers).toBeUndefined();
      expect(boundaryRange(b)).toEqual({ min: 1, max: undefined });
      // With a header's 36 layers, N runs 1..35: 36 would be every expert (--cpu-moe).
      expect(boundaryRange(b, 36)).toEqual({ min: 1, max: 35 });
    }
  });

  test('the rule is cited as the flag registry quotes it, from the source at the commit it names', () => {
    const entry = LLAMACPP_REGISTRY.entries.find((f) => f.id === 'n-cpu-moe')!;
    expect(BOUNDARY_CITES[0]).toEqual(entry.cite);
    for (const c of BOUNDARY_CITES) expect([entry.cite, ...(entry.rules ?? [])]).toContainEqual(c);
    const source = RUNTIME_SOURCES.find((s) => s.id === BOUNDARY_SOURCE.id)!;
    expect([source.repo, source.commit]).toEqual([BOUNDARY_SOURCE.repo, BOUNDARY_SOURCE.commit]);
  });
});

describe('an N that cannot be explored is refused with its reason', () => {
  const { profile, hardware } = pinOf(GPT_OSS);
  const b = expertBoundaryOf(profile, hardware)!;
  test.each([
    [0, /at least 1/],
    [2.5, /whole number/],
    [36, /at most 35.*--cpu-moe/],
  ])('N = %s', (n, why) => {
    expect(boundaryProblem(b, n, 36)).toMatch(why);
  });
  test('N = 20 and N = 35 of 36 layers are explorable', () => {
    expect(boundaryProblem(b, 20, 36)).toBeUndefined();
    expect(boundaryProblem(b, 35, 36)).toBeUndefined();
  });
});

describe('gpt-oss-120b at --n-cpu-moe 20, with a gpt-oss-120b-shaped header (36 layers)', async () => {
  const { profile, hardware } = pinOf(GPT_OSS);
  const b = expertBoundaryOf(profile, hardware)!;
  const spec = gptOssLike(GPT_OSS_120B);
  const inv = await inventoryOf('gpt-oss-120b-mxfp4.gguf', spec);
  const oracle = await oracleTensorBytes(writeGguf(spec).header, writeGguf(spec).fileSize);
  const EXPS = GPT_OSS_GROUPS['Routed experts'];
  const explored = atBoundary(profile, b, 20);
  const bytes = (rowId: string) => {
    const r = rowFileBytes(explored, rowId, inv);
    if (r.kind !== 'file-bytes') throw new Error(`${rowId}: ${r.kind === 'none' ? r.why : ''}`);
    return r;
  };

  test('the host-RAM part holds the experts of layers 0-19, the GPU part those of 20-35 (oracle bytes)', () => {
    expect(bytes(b.hostPart).layers).toEqual({ from: 0, to: 19 });
    expect(bytes(b.gpuPart).layers).toEqual({ from: 20, to: 35 });
    expect(bytes(b.hostPart).sum.bytes).toBe(oracleSum(oracle, EXPS, { from: 0, to: 19 }).bytes);
    expect(bytes(b.gpuPart).sum.bytes).toBe(oracleSum(oracle, EXPS, { from: 20, to: 35 }).bytes);
  });

  test('the parts are exactly the tensors llama.cpp\u2019s rule puts on the CPU and on the GPU', () => {
    const gpu: Device = { name: 'CUDA0', buffer: 'CUDA0', kind: 'gpu', alignment: 128 };
    const nLayerAll = inv.facts.blockCount!;
    const split = layerSlots(nLayerAll, 99, 1, undefined);
    if (!split.ok) throw new Error(split.reason);
    const ctx = {
      overrides: [{ kind: 'first-layers-experts' as const, n: 20, flag: '--n-cpu-moe 20' }],
      devices: [gpu],
      slots: split.slots,
      nLayerAll,
      repack: false,
      skipsMtp: true,
    };
    const names = (rowId: string) => new Set(bytes(rowId).tensors.map((t) => t.name));
    const experts = inv.tensors.filter((t) => t.component === 'routed-experts');
    const onCpu = experts.filter((t) => {
      const p = placeTensor(t, ctx);
      return p.kind === 'placed' && p.device === 'CPU';
    });
    expect(onCpu.length).toBeGreaterThan(0);
    expect(names(b.hostPart)).toEqual(new Set(onCpu.map((t) => t.name)));
    expect(names(b.gpuPart)).toEqual(new Set(experts.filter((t) => !onCpu.includes(t)).map((t) => t.name)));
  });

  test('the verdict and the file-bytes bound are the pin\u2019s as pinned, whatever N', () => {
    const file = boardFileBytes(inv);
    for (const n of [1, 20, 35]) {
      const at = atBoundary(profile, b, n);
      expect(calculateVerdict(at, hardware)).toEqual(calculateVerdict(profile, hardware));
      expect(file.bound(at, hardware)).toEqual(file.bound(profile, hardware));
    }
  });

  test('the rows keep their ids and lanes; their labels say the N is explored', () => {
    const before = boardRows(profile);
    const after = boardRows(explored);
    expect(after.map((r) => [r.id, r.asPinned])).toEqual(before.map((r) => [r.id, r.asPinned]));
    const host = after.find((r) => r.id === b.hostPart)!;
    expect(host.label).toMatch(/explored.*--n-cpu-moe 20/);
    expect(host.scope).toMatch(/layers 0 to 19/);
  });

  test('one profile object per N; the recipe\u2019s own N is the pin itself', () => {
    expect(atBoundary(profile, b, 20)).toBe(explored);
    expect(atBoundary(explored, b, 27)).toBe(profile);
    expect(pinnedOf(explored)).toBe(profile);
    expect(expertBoundaryOf(explored, hardware)?.pinned).toBe(27);
  });
});
