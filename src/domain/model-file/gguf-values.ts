/**
 * GGUF metadata values (ggml-org/ggml docs/gguf.md): the value types, and one value read from
 * the header, of any type, arrays of any type and arrays of arrays. A value not kept (a long
 * array, a skipped key) is stepped over without allocating for it; every length is checked
 * against the limits and against what is left of the file first.
 */
import { Cursor } from './cursor';
import { GGUF_LIMITS } from './gguf-limits';

const VALUE_TYPES = [
  'u8',
  'i8',
  'u16',
  'i16',
  'u32',
  'i32',
  'f32',
  'bool',
  'string',
  'array',
  'u64',
  'i64',
  'f64',
] as const;
export type GgufValueType = (typeof VALUE_TYPES)[number];
const FIXED_SIZE: Partial<Record<GgufValueType, number>> = {
  u8: 1,
  i8: 1,
  bool: 1,
  u16: 2,
  i16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
  u64: 8,
  i64: 8,
  f64: 8,
};

export type GgufValue =
  | { type: 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32'; value: number }
  | { type: 'u64' | 'i64'; value: bigint }
  | { type: 'f32' | 'f64'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; elementType: GgufValueType; length: number; values: GgufValue[] | undefined };

export async function readValue(
  c: Cursor,
  type: GgufValueType,
  field: string,
  depth: number,
  keep: boolean,
): Promise<GgufValue | undefined> {
  const size = FIXED_SIZE[type];
  if (size !== undefined) {
    if (!c.has(size)) await c.fill(size, field);
    if (!keep) {
      c.pos += size;
      return undefined;
    }
    switch (type) {
      case 'u8':
        return { type, value: c.u8() };
      case 'i8':
        return { type, value: c.i8() };
      case 'u16':
        return { type, value: c.u16() };
      case 'i16':
        return { type, value: c.i16() };
      case 'u32':
        return { type, value: c.u32() };
      case 'i32':
        return { type, value: c.i32() };
      case 'f32':
        return { type, value: c.f32() };
      case 'f64':
        return { type, value: c.f64() };
      case 'u64':
        return { type, value: c.u64() };
      case 'i64':
        return { type, value: c.i64() };
      case 'bool': {
        const at = c.pos;
        const b = c.u8();
        if (b > 1) c.fail(field, `a bool must be 0 or 1, found ${b}`, at);
        return { type, value: b === 1 };
      }
    }
  }
  if (type === 'string') {
    const value = await c.readString(field, GGUF_LIMITS.stringValue, keep);
    return value === undefined ? undefined : { type, value };
  }
  return readArray(c, field, depth, keep);
}

export async function readValueType(c: Cursor, field: string): Promise<GgufValueType> {
  const at = c.pos;
  const id = await c.readU32(field);
  const type = VALUE_TYPES[id];
  if (type === undefined) c.fail(field, `unknown value type ${id} (GGUF defines 0 to 12)`, at);
  return type;
}

async function readArray(
  c: Cursor,
  field: string,
  depth: number,
  keep: boolean,
): Promise<GgufValue | undefined> {
  if (depth >= GGUF_LIMITS.arrayDepth)
    c.fail(field, `arrays nested more than ${GGUF_LIMITS.arrayDepth} deep`);
  const elementType = await readValueType(c, `${field} (array element type)`);
  const at = c.pos;
  const count = await c.readU64(`${field} (array length)`);
  if (count > BigInt(GGUF_LIMITS.arrayLength))
    c.fail(
      field,
      `array length ${count} is more than the ${GGUF_LIMITS.arrayLength} this reader accepts`,
      at,
    );
  const length = Number(count);
  // Each element takes at least this many bytes, so a length the file cannot hold fails here.
  const least = FIXED_SIZE[elementType] ?? (elementType === 'string' ? 8 : 12);
  if (length * least > c.remaining())
    c.fail(field, `array of ${length} ${elementType} values runs past the end of the file`, at);
  const keepValues = keep && length <= GGUF_LIMITS.keptArrayValues;
  const fixed = FIXED_SIZE[elementType];
  if (!keepValues && fixed !== undefined && elementType !== 'bool') {
    c.skip(length * fixed, field);
    return keep ? { type: 'array', elementType, length, values: undefined } : undefined;
  }
  if (!keepValues && elementType === 'string') {
    // Long string arrays (a 200k-token vocabulary): step over each string, awaiting only for
    // the next chunk, never per string.
    for (let i = 0; i < length; i++) {
      if (!c.has(8)) await c.fill(8, `${field}[${i}] (length)`);
      const at = c.pos;
      const len = c.u64();
      if (len > BigInt(GGUF_LIMITS.stringValue))
        c.fail(
          `${field}[${i}]`,
          `length ${len} is more than the ${GGUF_LIMITS.stringValue} bytes this reader accepts`,
          at,
        );
      const n = Number(len);
      if (n > c.remaining()) c.fail(`${field}[${i}]`, `length ${n} runs past the end of the file`, at);
      if (c.has(n)) c.pos += n;
      else c.skip(n, `${field}[${i}]`);
    }
    return keep ? { type: 'array', elementType, length, values: undefined } : undefined;
  }
  const values: GgufValue[] | undefined = keepValues ? [] : undefined;
  for (let i = 0; i < length; i++) {
    const v = await readValue(c, elementType, `${field}[${i}]`, depth + 1, keepValues);
    if (values && v) values.push(v);
  }
  return keep ? { type: 'array', elementType, length, values } : undefined;
}
