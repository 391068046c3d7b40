/**
 * Header limits checked before the work, each refusal naming its limit (gguf-limits.ts,
 * SAFETENSORS_LIMITS). Before: a GGUF header of a million tensors took 10.6 s, 60 MB of
 * safetensors metadata 1.5 s, and a header claiming 512 MB was read whole.
 */
import { describe, expect, test } from 'vitest';
import type { ByteSource } from '../../src/domain/model-file/byte-source';
import { GGUF_LIMITS } from '../../src/domain/model-file/gguf-limits';
import { readModelHeader } from '../../src/domain/model-file/read-header';
import { SAFETENSORS_LIMITS } from '../../src/domain/model-file/safetensors-header';
import { cpuClock } from '../helpers/cpu-clock';

/** A source of `size` bytes: `prefix`, then `fill(offset)` for every later byte; counts what was read. */
function lazySource(name: string, size: number, prefix: Uint8Array, fill: (at: number) => number) {
  let read = 0;
  const source: ByteSource = {
    name,
    size,
    read(offset, length) {
      const n = Math.max(0, Math.min(length, size - offset));
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
        const at = offset + i;
        out[i] = at < prefix.length ? prefix[at]! : fill(at);
      }
      read += n;
      return Promise.resolve(out);
    },
  };
  return { source, read: () => read };
}

const u32 = (v: number) => new Uint8Array(new Uint32Array([v]).buffer);
const u64 = (v: bigint) => new Uint8Array(new BigUint64Array([v]).buffer);
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const GGUF = new TextEncoder().encode('GGUF');

describe('GGUF', () => {
  test('a million tensors: refused at the count, naming the limit, before any tensor is read', async () => {
    const prefix = cat(GGUF, u32(3), u64(1_000_000n), u64(0n));
    const { source, read } = lazySource('million.gguf', 200_000_000, prefix, () => 0);
    const elapsed = cpuClock();
    const r = await readModelHeader(source);
    expect(elapsed()).toBeLessThan(2000);
    expect(r).toMatchObject({
      ok: false,
      problem: {
        field: 'tensor count',
        problem: `1000000 tensors is more than the ${GGUF_LIMITS.tensorCount} this reader accepts`,
      },
    });
    expect(read()).toBeLessThan(1024 * 1024);
  });

  test('metadata that runs to 600 MB: refused at the header cap, never read whole', async () => {
    // One key whose value is an array of 40 strings of 15,000,000 bytes each.
    const LEN = 15_000_000;
    const prefix = cat(
      GGUF,
      u32(3),
      u64(0n),
      u64(1n),
      u64(1n),
      new TextEncoder().encode('k'),
      u32(9),
      u32(8),
      u64(40n),
    );
    const strings = prefix.length;
    const lenBytes = u64(BigInt(LEN));
    const fill = (at: number) => {
      const k = (at - strings) % (8 + LEN);
      return k < 8 ? lenBytes[k]! : 97;
    };
    const { source, read } = lazySource('huge-metadata.gguf', strings + 40 * (8 + LEN), prefix, fill);
    const r = await readModelHeader(source);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(`${r.problem.field}: ${r.problem.problem}`).toMatch(/limit|more than|accepts/);
    expect(read()).toBeLessThanOrEqual(GGUF_LIMITS.headerBytes + 16);
  }, 180_000);
});

test('safetensors metadata of 60 MB: refused from its length, before it is read', async () => {
  const prefix = cat(u64(60_000_000n), new TextEncoder().encode('{'));
  const { source, read } = lazySource('big.safetensors', 70_000_000, prefix, () => 0x20);
  const r = await readModelHeader(source);
  expect(r).toMatchObject({
    ok: false,
    problem: {
      field: 'header length',
      problem: `60000000 bytes is more than the ${SAFETENSORS_LIMITS.headerBytes} this reader accepts`,
    },
  });
  expect(read()).toBeLessThan(1024 * 1024);
});
