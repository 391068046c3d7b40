/**
 * Tensor data that overlaps, leaves holes or comes out of order is an error naming the tensors
 * and offsets, as it is to the loaders (ggml's gguf.cpp: "tensor '%s' has offset %, expected
 * %"; the safetensors library: InvalidOffset). Before, such headers were read as valid and
 * their file bytes counted as if disjoint.
 */
import { describe, expect, test } from 'vitest';
import { memorySource } from '../../src/domain/model-file/byte-source';
import { readModelHeader } from '../../src/domain/model-file/read-header';
import { tensor, writeGguf, type TensorSpec } from '../helpers/gguf-writer';

async function problemOf(name: string, bytes: Uint8Array) {
  const r = await readModelHeader(memorySource(name, bytes));
  return r.ok ? undefined : r.problem;
}

function gguf(tensors: TensorSpec[]): Uint8Array {
  const { header, fileSize } = writeGguf({ metadata: [], tensors });
  const bytes = new Uint8Array(Number(fileSize) + 4096);
  bytes.set(header);
  return bytes;
}

// F32 [64]: 256 bytes each, a multiple of the alignment (32).
const A = tensor('blk.0.ffn_up_exps.weight', 'F32', [64]);
const B = tensor('blk.0.ffn_down_exps.weight', 'F32', [64]);

describe('GGUF', () => {
  test('laid out as the writer lays it out, it reads', async () => {
    expect(await problemOf('ok.gguf', gguf([A, B]))).toBeUndefined();
  });

  test('a tensor whose data overlaps the previous one', async () => {
    expect(await problemOf('overlap.gguf', gguf([A, { ...B, offset: 128n }]))).toMatchObject({
      file: 'overlap.gguf',
      field: 'data offset of "blk.0.ffn_down_exps.weight"',
      problem: `128 overlaps "blk.0.ffn_up_exps.weight" (data bytes 0 to 256): ggml's reader stops with "tensor 'blk.0.ffn_down_exps.weight' has offset 128, expected 256"`,
    });
  });

  test('a gap between two tensors', async () => {
    expect((await problemOf('gap.gguf', gguf([A, { ...B, offset: 512n }])))?.problem).toMatch(
      /^512 leaves a gap after "blk\.0\.ffn_up_exps\.weight" \(which ends at 256\)/,
    );
  });

  test('tensors out of order', async () => {
    const p = await problemOf(
      'order.gguf',
      gguf([
        { ...A, offset: 256n },
        { ...B, offset: 0n },
      ]),
    );
    expect(p?.problem).toMatch(/the first tensor's data must start at 0, not 256/);
    // A type no table knows leaves the bytes unknown; the order is still checked.
    const unknown = { ...A, typeId: 499 };
    const q = await problemOf(
      'order.gguf',
      gguf([
        { ...unknown, offset: 0n },
        { ...B, offset: 0n },
      ]),
    );
    expect(q).toMatchObject({
      field: 'data offset of "blk.0.ffn_down_exps.weight"',
      problem: expect.stringMatching(
        /is not after "blk\.0\.ffn_up_exps\.weight" \(at 0\): tensors out of order/,
      ),
    });
  });
});

function safetensors(entries: [string, number, number][]): Uint8Array {
  const json: Record<string, unknown> = {};
  for (const [name, begin, end] of entries)
    json[name] = { dtype: 'BF16', shape: [(end - begin) / 2], data_offsets: [begin, end] };
  const body = new TextEncoder().encode(JSON.stringify(json));
  const end = Math.max(...entries.map((e) => e[2]));
  const out = new Uint8Array(8 + body.length + end);
  new DataView(out.buffer).setBigUint64(0, BigInt(body.length), true);
  out.set(body, 8);
  return out;
}

describe('safetensors', () => {
  test('in any JSON order, disjoint data reads', async () => {
    expect(
      await problemOf(
        'ok.safetensors',
        safetensors([
          ['b', 64, 128],
          ['a', 0, 64],
        ]),
      ),
    ).toBeUndefined();
  });

  test('overlapping data', async () => {
    expect(
      await problemOf(
        'o.safetensors',
        safetensors([
          ['a', 0, 64],
          ['b', 32, 128],
        ]),
      ),
    ).toMatchObject({
      field: 'tensor "b" data_offsets',
      problem:
        '"b" (data bytes 32 to 128) overlaps "a" (0 to 64): the safetensors library refuses such a file (InvalidOffset)',
    });
  });

  test('a hole in the data', async () => {
    expect(
      (
        await problemOf(
          'h.safetensors',
          safetensors([
            ['a', 0, 64],
            ['b', 96, 128],
          ]),
        )
      )?.problem,
    ).toBe(
      'a gap of 32 bytes between "a" (ending at 64) and "b" (from 96): the safetensors library refuses such a file (InvalidOffset)',
    );
  });
});
