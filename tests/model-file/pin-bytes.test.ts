/**
 * Header bytes on a pin's rows (issue 21 point 6), on the bundled gpt-oss-120b pin (llama.cpp
 * --n-cpu-moe 27) and a gpt-oss-like file with gpt-oss-120b's shapes, each figure against the
 * independent parser's bytes (tests/helpers/gguf-oracle) grouped by tensor name alone:
 * - each part's bytes are its layers' tensors; the parts add up to the component, and no row's
 *   tensors are another's;
 * - the file-bytes bound only ever says "does not fit" (with its arithmetic) or gives no bound,
 *   never "fits".
 * What an exploration can and cannot change (the verdict, the bound, a lane's tensor bytes,
 * never the ledger row or a copy) is in exploration-verdict.test.ts, over every pin with a file.
 */
import { describe, expect, test } from 'vitest';
import { boardRows } from '../../src/domain/rows/rows';
import { fileBytesBound } from '../../src/domain/model-file/file-bytes-bound';
import { rowFileBytes, rowTensors } from '../../src/domain/model-file/pin-bytes';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import { GPT_OSS_120B, gptOssLike, writeGguf } from '../helpers/gguf-writer';
import { GPT_OSS_GROUPS, oracleSum, oracleTensorBytes } from '../helpers/gguf-oracle';
import { resolve } from 'node:path';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { inventoryOf } from '../helpers/model-files';
import { PROFILES_DIR } from '../helpers/pins';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
// The catalogue as the app's build loads it (read-dir + loadAll).
const ROOT = resolve(__dirname, '../..');
const dir = readProfilesDir(PROFILES_DIR, ROOT);
const loaded = loadAll(dir.hardwareFiles, dir.profileFiles);
const profile = loaded.profiles.find((p) => p.id === PIN)!;
const hardware = loaded.hardware.find((h) => h.id === profile.hardware)!;
const spec = gptOssLike(GPT_OSS_120B);
const inv = await inventoryOf('gpt-oss-120b-mxfp4.gguf', spec);
const oracle = await oracleTensorBytes(writeGguf(spec).header, writeGguf(spec).fileSize);
const EXPS = GPT_OSS_GROUPS['Routed experts'];
/** Everything that is not a routed expert: what "Non-MoE layers" holds, by name alone. */
const NOT_EXPS = /^(?!blk\.\d+\.ffn_(gate|up|down)_exps\.)/;

const bytesOf = (rowId: string) => {
  const r = rowFileBytes(profile, rowId, inv);
  if (r.kind !== 'file-bytes') throw new Error(`${rowId}: ${r.kind === 'none' ? r.why : ''}`);
  return r;
};

describe('rows', () => {
  test('"experts of the first 27 MoE layers" holds layers 0-26, the rest 27-35: together all routed experts', () => {
    const first = bytesOf('experts-first-27-layers');
    const rest = bytesOf('experts-remaining-layers');
    expect(first.layers).toEqual({ from: 0, to: 26 });
    expect(rest.layers).toEqual({ from: 27, to: 35 });
    expect(first.sum.bytes).toBe(oracleSum(oracle, EXPS, { from: 0, to: 26 }).bytes);
    expect(rest.sum.bytes).toBe(oracleSum(oracle, EXPS, { from: 27, to: 35 }).bytes);
    expect((first.sum.bytes as bigint) + (rest.sum.bytes as bigint)).toBe(oracleSum(oracle, EXPS).bytes);
    // Three expert tensors and their biases in each of 27 layers.
    expect(first.sum.tensorCount).toBe(27 * 6);
  });

  test('the ledger row is every tensor once; the KV cache and the GPU expert cache hold none', () => {
    expect(bytesOf('gguf-checkpoint').sum.bytes).toBe(oracleSum(oracle, /./).bytes);
    expect(bytesOf('gguf-checkpoint').sum.tensorCount).toBe(oracle.size);
    expect(rowFileBytes(profile, 'kv-cache', inv)).toEqual({
      kind: 'none',
      why: 'runtime memory, not tensors of the model file',
    });
    expect(rowFileBytes(profile, 'moe-gpu-cache', inv).kind).toBe('none');
  });

  test('no two rows below the ledger share a tensor, and the non-MoE weights are all that is not an expert', () => {
    const rows = boardRows(profile).filter((r) => r.component.kind !== 'checkpoint');
    const owner = new Map<string, string>();
    for (const r of rows) {
      const t = rowTensors(r, inv);
      if (t.kind !== 'file-bytes') continue;
      for (const x of t.tensors) {
        expect(owner.get(x.name), `${x.name} in ${r.id} and ${owner.get(x.name)}`).toBeUndefined();
        owner.set(x.name, r.id);
      }
    }
    expect(owner.size).toBe(oracle.size);
    expect(bytesOf('non-moe-weights').sum).toMatchObject({
      bytes: oracleSum(oracle, NOT_EXPS).bytes,
      tensorCount: oracleSum(oracle, NOT_EXPS).count,
    });
  });
});

describe('the verdict', () => {
  const withUsable = (usable: Record<string, number | 'unknown'>): Hardware => ({
    ...hardware,
    lanes: hardware.lanes.map((l) => (l.id in usable ? { ...l, usableBytes: usable[l.id]! } : l)),
  });

  test("a GPU whose known usable bytes are below its tensors' file bytes: does not fit, with the arithmetic", () => {
    // As pinned, the GPU holds the non-MoE layers and the experts of layers 27-35 (--n-cpu-moe 27).
    const onGpu = oracleSum(oracle, NOT_EXPS).bytes + oracleSum(oracle, EXPS, { from: 27, to: 35 }).bytes;
    const bound = fileBytesBound(profile, withUsable({ 'gpu-memory': Number(onGpu) - 1 }), inv);
    expect(bound).toMatchObject({
      kind: 'does-not-fit',
      lane: 'gpu-memory',
      tensorBytes: onGpu,
      usableBytes: Number(onGpu) - 1,
    });
    if (bound.kind === 'does-not-fit')
      expect(bound.arithmetic).toMatch(/before any KV cache, compute buffer or runtime overhead$/);
    // At or above the tensors' bytes there is no bound: file bytes never say "fits".
    expect(fileBytesBound(profile, withUsable({ 'gpu-memory': Number(onGpu) }), inv).kind).toBe('no-bound');
    // The bundled hardware publishes no usable bytes: no bound.
    expect(fileBytesBound(profile, hardware, inv)).toMatchObject({
      kind: 'no-bound',
      reasons: expect.arrayContaining(['GPU memory: usable bytes unknown']),
    });
  });
});

describe('a file confirmed as the model of the pin that lacks its layers', () => {
  test('says which layers it lacks, never 0 bytes or a range that runs backwards', async () => {
    // Two layers where the pin's parts hold 0-26 and 27 to the last (before: "0 bytes (0.000 GiB)
    // (layers 27–1, 0 tensors)").
    const small = await inventoryOf('two-layers.gguf', gptOssLike({ ...GPT_OSS_120B, layers: 2 }));
    expect(rowFileBytes(profile, 'experts-remaining-layers', small)).toEqual({
      kind: 'none',
      why: 'the file lacks from layer 27: it has layers 0\u20131, and this part holds layers 27 to the last',
    });
    expect(rowFileBytes(profile, 'experts-first-27-layers', small)).toEqual({
      kind: 'none',
      why: 'the file lacks layers 2\u201326: it has layers 0\u20131, and this part holds layers 0\u201326',
    });
  });
});
