/**
 * Header bytes on a pin's rows and lanes (issue 21 point 6), on the bundled gpt-oss-120b pin
 * (llama.cpp --n-cpu-moe 27) and a gpt-oss-like file with gpt-oss-120b's shapes:
 * - each part's bytes are its layers' tensors; the parts add up to the component, and no row's
 *   tensors are another's;
 * - a lane's "tensor bytes placed here" counts each tensor once, never the ledger or a copy,
 *   for any exploration (property);
 * - the file-bytes bound only ever says "does not fit" (with its arithmetic) or gives no bound,
 *   never "fits", and no exploration changes it or the calculator's verdict (property).
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { boardRows } from '../../src/domain/board/rows';
import { fileBytesBound } from '../../src/domain/model-file/file-bytes-bound';
import { laneTensorBytes, rowFileBytes, rowTensors } from '../../src/domain/model-file/pin-bytes';
import { partBytes, sumTensors } from '../../src/domain/model-file/summary';
import { residenceOf, type Placement } from '../../src/domain/placement/placement';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { GPT_OSS_120B, gptOssLike } from '../helpers/gguf-writer';
import { resolve } from 'node:path';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { loadAll } from '../../src/profiles/validate';
import { inventoryOf } from '../helpers/model-files';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
// The catalogue as the app's build loads it (read-dir + loadAll).
const ROOT = resolve(__dirname, '../..');
const dir = readProfilesDir(resolve(ROOT, 'profiles'), ROOT);
const loaded = loadAll(dir.hardwareFiles, dir.profileFiles);
const profile = loaded.profiles.find((p) => p.id === PIN)!;
const hardware = loaded.hardware.find((h) => h.id === profile.hardware)!;
const inv = await inventoryOf('gpt-oss-120b-mxfp4.gguf', gptOssLike(GPT_OSS_120B));
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine.
vi.setConfig({ testTimeout: Math.max(30_000, RUNS * 60) });

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
    expect(first.sum.bytes).toBe(partBytes(inv, 'routed-experts', { from: 0, to: 26 }).bytes);
    expect((first.sum.bytes as bigint) + (rest.sum.bytes as bigint)).toBe(
      partBytes(inv, 'routed-experts').bytes,
    );
    expect(first.sum.tensorCount).toBe(27 * 6);
  });

  test('the ledger row is every tensor once; the KV cache and the GPU expert cache hold none', () => {
    expect(bytesOf('gguf-checkpoint').sum.bytes).toBe(sumTensors(inv.tensors).bytes);
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
    expect(owner.size).toBe(inv.tensors.length);
  });
});

const lanes = [...hardware.lanes.map((l) => l.id), 'ledger', 'not-stated'];
const placements = fc.record(
  Object.fromEntries(boardRows(profile).map((r) => [r.id, fc.constantFrom(...lanes)])),
) as fc.Arbitrary<Placement>;

describe('lanes, for any exploration', () => {
  test('tensor bytes placed here count each tensor once, never the ledger row or a copy', () => {
    fc.assert(
      fc.property(placements, (placement) => {
        const counted = new Map<string, bigint>();
        for (const lane of hardware.lanes) {
          const here = boardRows(profile).filter((r) => residenceOf(placement, r) === lane.id);
          const shown = laneTensorBytes(inv, here);
          if (shown.kind !== 'tensor-bytes') continue;
          const expected = here
            .filter(
              (r) =>
                r.component.kind !== 'checkpoint' && r.role !== 'copy' && r.component.kind !== 'expert-cache',
            )
            .flatMap((r) => {
              const t = rowTensors(r, inv);
              return t.kind === 'file-bytes' ? t.tensors : [];
            });
          expect(shown.sum).toEqual(sumTensors(expected));
          expect(shown.rows).not.toContain('GGUF checkpoint');
          for (const t of expected) {
            expect(counted.has(t.name)).toBe(false);
            counted.set(t.name, t.bytes as bigint);
          }
        }
        // Lanes together never show more than the file's tensors.
        expect(
          [...counted.values()].reduce((a, b) => a + b, 0n) <= (sumTensors(inv.tensors).bytes as bigint),
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the verdict', () => {
  const withUsable = (usable: Record<string, number | 'unknown'>): Hardware => ({
    ...hardware,
    lanes: hardware.lanes.map((l) => (l.id in usable ? { ...l, usableBytes: usable[l.id]! } : l)),
  });

  test("a GPU whose known usable bytes are below its tensors' file bytes: does not fit, with the arithmetic", () => {
    const gpu = rowFileBytes(profile, 'experts-remaining-layers', inv);
    const dense = rowFileBytes(profile, 'non-moe-weights', inv);
    if (gpu.kind !== 'file-bytes' || dense.kind !== 'file-bytes') throw new Error('no bytes');
    const onGpu = (gpu.sum.bytes as bigint) + (dense.sum.bytes as bigint);
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

  test('is "does not fit" or no bound for any usable bytes, the same for every exploration, and the calculator is untouched', () => {
    const asPinnedVerdict = calculateVerdict(profile, hardware);
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: undefined }),
        fc.option(fc.nat(), { nil: undefined }),
        placements,
        (gpu, host, placement) => {
          const hw = withUsable({ 'gpu-memory': gpu ?? 'unknown', 'host-ram': host ?? 'unknown' });
          const bound = fileBytesBound(profile, hw, inv);
          expect(['does-not-fit', 'no-bound']).toContain(bound.kind);
          if (bound.kind === 'does-not-fit') expect(bound.tensorBytes > BigInt(bound.usableBytes)).toBe(true);
          // Neither function takes a placement: an exploration cannot reach them.
          void placement;
          expect(fileBytesBound(profile, hw, inv)).toEqual(bound);
          expect(calculateVerdict(profile, hardware)).toEqual(asPinnedVerdict);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
