/**
 * GGUF v2 and v3 headers: every metadata value type, arrays (nested, long), alignment; and
 * the clear errors a broken or hostile header gets (file, byte offset, field, problem).
 */
import { describe, expect, test } from 'vitest';
import { memorySource } from '../../src/domain/model-file/byte-source';
import { readModelHeader, type HeaderResult } from '../../src/domain/model-file/read-header';
import { tensor, writeGguf, type GgufSpec, type KvValue } from '../helpers/gguf-writer';

const read = (bytes: Uint8Array, name = 'm.gguf'): Promise<HeaderResult> =>
  readModelHeader(memorySource(name, bytes));

/** Header bytes followed by the (zero) tensor data the header describes. */
function file(spec: GgufSpec): Uint8Array {
  const { header, fileSize } = writeGguf(spec);
  const out = new Uint8Array(Number(fileSize));
  out.set(header);
  return out;
}

const EVERY_TYPE: [string, KvValue][] = [
  ['t.u8', { type: 'u8', value: 200 }],
  ['t.i8', { type: 'i8', value: -5 }],
  ['t.u16', { type: 'u16', value: 65000 }],
  ['t.i16', { type: 'i16', value: -300 }],
  ['t.u32', { type: 'u32', value: 4_000_000_000 }],
  ['t.i32', { type: 'i32', value: -2_000_000_000 }],
  ['t.f32', { type: 'f32', value: 0.5 }],
  ['t.bool', { type: 'bool', value: true }],
  ['t.string', { type: 'string', value: 'gpt-oss · 🙂' }],
  ['t.u64', { type: 'u64', value: 18_000_000_000_000_000_000n }],
  ['t.i64', { type: 'i64', value: -9_000_000_000_000_000_000n }],
  ['t.f64', { type: 'f64', value: 1e300 }],
  [
    't.nested',
    {
      type: 'array',
      elementType: 'array',
      values: [{ type: 'array', elementType: 'i32', values: [{ type: 'i32', value: 7 }] }],
    },
  ],
  [
    't.long',
    {
      type: 'array',
      elementType: 'i32',
      values: Array.from({ length: 1000 }, (_, i) => ({ type: 'i32' as const, value: i })),
    },
  ],
  [
    't.longstrings',
    {
      type: 'array',
      elementType: 'string',
      values: Array.from({ length: 500 }, (_, i) => ({ type: 'string' as const, value: `tok${i}` })),
    },
  ],
];

describe('GGUF v3 and v2', () => {
  test.each([2, 3] as const)(
    'version %i: every metadata value type reads back as written',
    async (version) => {
      const r = await read(
        file({ version, metadata: EVERY_TYPE, tensors: [tensor('token_embd.weight', 'F16', [64, 8])] }),
      );
      expect(r.ok).toBe(true);
      if (!r.ok || r.header.format !== 'gguf') return;
      expect(r.header.version).toBe(version);
      const m = r.header.metadata;
      for (const [key, v] of EVERY_TYPE.slice(0, 12))
        expect(m.get(key)).toEqual(
          v.type === 'f32' || v.type === 'f64' ? { type: v.type, value: v.value } : v,
        );
      expect(m.get('t.nested')).toEqual({
        type: 'array',
        elementType: 'array',
        length: 1,
        values: [{ type: 'array', elementType: 'i32', length: 1, values: [{ type: 'i32', value: 7 }] }],
      });
      // Long arrays keep their length, not their values (a 200k-token vocabulary stays cheap).
      expect(m.get('t.long')).toEqual({ type: 'array', elementType: 'i32', length: 1000, values: undefined });
      expect(m.get('t.longstrings')).toEqual({
        type: 'array',
        elementType: 'string',
        length: 500,
        values: undefined,
      });
      expect(r.header.tensors).toEqual([
        { name: 'token_embd.weight', shape: [64n, 8n], typeId: 1, offset: 0n },
      ]);
    },
  );

  test('general.alignment moves the data offset and each tensor to its multiple', async () => {
    const spec: GgufSpec = {
      metadata: [['general.alignment', { type: 'u32', value: 256 }]],
      alignment: 256,
      tensors: [tensor('a.weight', 'F32', [3]), tensor('b.weight', 'F32', [5])],
    };
    const r = await read(file(spec));
    if (!r.ok || r.header.format !== 'gguf') throw new Error('not read');
    expect(r.header.alignment).toBe(256);
    expect(r.header.dataOffset % 256).toBe(0);
    expect(r.header.tensors.map((t) => t.offset)).toEqual([0n, 256n]);
  });
});

/** Bytes of a header with one field replaced, at the offset of that field. */
const patch = (bytes: Uint8Array, at: number, values: number[]) => {
  const out = bytes.slice();
  out.set(values, at);
  return out;
};
const u64 = (n: bigint) => Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(8 * i)) & 0xffn));

describe('a broken or hostile header gets a clear error naming the offset and the field', () => {
  const good = file({
    metadata: [['general.name', { type: 'string', value: 'x' }]],
    tensors: [tensor('blk.0.attn_q.weight', 'Q8_0', [64, 64])],
  });
  const problem = async (bytes: Uint8Array) => {
    const r = await read(bytes);
    if (r.ok) throw new Error('expected a problem');
    return r.problem;
  };

  test.each([
    [
      'not a model file',
      new TextEncoder().encode('hello world, not a model'),
      0,
      'file type',
      /neither a GGUF file/,
    ],
    ['GGUF v1', patch(good, 4, [1, 0, 0, 0]), 4, 'version', /version 1/],
    ['an unknown version', patch(good, 4, [9, 0, 0, 0]), 4, 'version', /unknown GGUF version 9/],
    ['big-endian', patch(good, 4, [0, 0, 0, 3]), 4, 'version', /big-endian/],
    ['a huge tensor count', patch(good, 8, u64(1n << 40n)), 8, 'tensor count', /more than the 32768/],
    ['a huge metadata count', patch(good, 16, u64(1n << 50n)), 16, 'metadata count', /more than the 100000/],
    ['counts the file cannot hold', patch(good, 8, u64(20_000n)), 8, 'tensor count', /cannot fit/],
    [
      'a key length past the end',
      patch(good, 24, u64(1n << 60n)),
      24,
      'metadata key 0',
      /more than the 65535/,
    ],
    [
      'a value type GGUF does not define',
      patch(good, 24 + 8 + 12, [13, 0, 0, 0]),
      44,
      'value type of "general.name"',
      /unknown value type 13/,
    ],
    [
      'a file cut inside a tensor name',
      good.subarray(0, 70),
      57,
      'tensor 0 name',
      /runs past the end of the file/,
    ],
    [
      'a file cut inside a length',
      good.subarray(0, 61),
      57,
      'tensor 0 name (length)',
      /the file ends at byte 61/,
    ],
  ])('%s', async (_what, bytes, offset, field, message) => {
    const p = await problem(bytes);
    expect(p).toMatchObject({ file: 'm.gguf', offset, field });
    expect(p.problem).toMatch(message);
  });

  test('a key that is not UTF-8', async () => {
    const p = await problem(patch(good, 32, [0xff]));
    expect(p).toMatchObject({ offset: 32, field: 'metadata key 0', problem: 'is not valid UTF-8' });
  });

  test('five dimensions, a duplicate name, an offset off the alignment', async () => {
    const five = file({
      metadata: [],
      tensors: [{ name: 'x', shape: [1, 1, 1, 1, 1], typeId: 0, bytes: 4n }],
    });
    expect((await problem(five)).problem).toMatch(/5 dimensions; ggml allows at most 4/);
    const dup = file({ metadata: [], tensors: [tensor('x', 'F32', [8]), tensor('x', 'F32', [8])] });
    expect((await problem(dup)).problem).toBe('duplicate tensor name "x"');
    const spec = writeGguf({ metadata: [], tensors: [tensor('x', 'F32', [8])] });
    const bytes = new Uint8Array(Number(spec.fileSize));
    bytes.set(spec.header);
    // 4 magic + 4 version + 16 counts + name (8 + 1) + n_dims 4 + dim 8 + type 4 = 49: the offset field.
    const moved = patch(bytes, 49, u64(3n));
    expect((await problem(moved)).problem).toBe('3 is not a multiple of the alignment 32');
  });
});
