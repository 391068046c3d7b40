/**
 * The GGUF header, v2 and v3 (ggml-org/ggml docs/gguf.md): magic, version, tensor and
 * metadata counts, the metadata key-value pairs (every value type, arrays of any type,
 * arrays of arrays), the tensor infos, and the data offset after alignment. Tensor data is
 * never read. Every count and length is checked against the limits below and against what
 * is left of the file before anything is allocated for it.
 */
import type { ByteSource } from './byte-source';
import { Cursor } from './cursor';

export const GGUF_LIMITS = {
  /** Whole header (metadata + tensor infos). Real headers with a 200k-token vocabulary are a few MB. */
  headerBytes: 256 * 1024 * 1024,
  kvCount: 100_000,
  tensorCount: 1_000_000,
  /** ggml's GGML_MAX_NAME; gguf.md: "name: at most 64 bytes". */
  tensorName: 64,
  /** gguf.md: a key "must be at most 2^16-1 bytes long". */
  key: 65_535,
  stringValue: 16 * 1024 * 1024,
  arrayLength: 1 << 26,
  arrayDepth: 4,
  /** ggml's GGML_MAX_DIMS. */
  dims: 4,
  /** Arrays longer than this keep their length and element type, not their values. */
  keptArrayValues: 64,
} as const;

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

export type GgufTensorInfo = {
  name: string;
  /** ne0 first, as the file stores it. */
  shape: bigint[];
  /** ggml type id as stored; its meaning depends on the runtime family. */
  typeId: number;
  /** Relative to the start of the tensor data. */
  offset: bigint;
};

export type GgufHeader = {
  format: 'gguf';
  file: string;
  fileSize: number | undefined;
  version: 2 | 3;
  metadata: ReadonlyMap<string, GgufValue>;
  tensors: GgufTensorInfo[];
  alignment: number;
  /** Where tensor data starts: the header's end padded to the alignment. */
  dataOffset: number;
  /** Bytes fetched from the source to read this header. */
  bytesRead: number;
};

const INT64_MAX = (1n << 63n) - 1n;

async function readValue(
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

async function readValueType(c: Cursor, field: string): Promise<GgufValueType> {
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

/** Reads a GGUF header; throws HeaderError (see readModelHeader for the data-returning form). */
export async function readGgufHeader(source: ByteSource): Promise<GgufHeader> {
  const c: Cursor = new Cursor(source, GGUF_LIMITS.headerBytes);
  await c.fill(8, 'magic and version');
  const magic = c.bytes(4);
  if (String.fromCharCode(...magic) !== 'GGUF')
    c.fail('magic', 'not a GGUF file (it does not start with "GGUF")', 0);
  const version = c.u32();
  if (version === 1)
    c.fail(
      'version',
      'GGUF version 1 (32-bit counts) is not read: convert the file with a current llama.cpp',
      4,
    );
  if (version !== 2 && version !== 3) {
    const swapped =
      ((version & 0xff) << 24) |
      (((version >>> 8) & 0xff) << 16) |
      (((version >>> 16) & 0xff) << 8) |
      (version >>> 24);
    if (swapped === 2 || swapped === 3)
      c.fail('version', 'a big-endian GGUF file: only little-endian files are read', 4);
    c.fail('version', `unknown GGUF version ${version} (versions 2 and 3 are read)`, 4);
  }
  const tensorCount = await c.readU64('tensor count');
  if (tensorCount > BigInt(GGUF_LIMITS.tensorCount))
    c.fail(
      'tensor count',
      `${tensorCount} tensors is more than the ${GGUF_LIMITS.tensorCount} this reader accepts`,
      8,
    );
  const kvCount = await c.readU64('metadata count');
  if (kvCount > BigInt(GGUF_LIMITS.kvCount))
    c.fail(
      'metadata count',
      `${kvCount} key-value pairs is more than the ${GGUF_LIMITS.kvCount} this reader accepts`,
      16,
    );
  // A key-value pair takes at least 13 bytes and a tensor info at least 24.
  if (Number(kvCount) * 13 + Number(tensorCount) * 24 > c.remaining())
    c.fail(
      'tensor count',
      `${kvCount} key-value pairs and ${tensorCount} tensors cannot fit in the rest of the file`,
      8,
    );

  const metadata = new Map<string, GgufValue>();
  for (let i = 0; i < Number(kvCount); i++) {
    const at = c.pos;
    const key = (await c.readString(`metadata key ${i}`, GGUF_LIMITS.key))!;
    if (metadata.has(key)) c.fail(`metadata key ${i}`, `duplicate key "${key}"`, at);
    const type = await readValueType(c, `value type of "${key}"`);
    const value = (await readValue(c, type, `value of "${key}"`, 0, true))!;
    metadata.set(key, value);
  }

  const tensors: GgufTensorInfo[] = [];
  const names = new Set<string>();
  // A tensor info is at most 8 + 64 + 4 + 4 x 8 + 4 + 8 = 120 bytes: ensure that much, then
  // read it without awaiting field by field.
  const INFO_MAX = 8 + GGUF_LIMITS.tensorName + 4 + 8 * GGUF_LIMITS.dims + 4 + 8;
  for (let i = 0; i < Number(tensorCount); i++) {
    if (!c.has(INFO_MAX)) await c.ensure(INFO_MAX, `tensor ${i} info`);
    const at = c.pos;
    const name = c.stringSync(`tensor ${i} name`, GGUF_LIMITS.tensorName);
    if (names.has(name)) c.fail(`tensor ${i} name`, `duplicate tensor name "${name}"`, at);
    names.add(name);
    const dimsAt = c.pos;
    const nDims = c.u32s(`dimension count of "${name}"`);
    if (nDims > GGUF_LIMITS.dims)
      c.fail(
        `dimension count of "${name}"`,
        `${nDims} dimensions; ggml allows at most ${GGUF_LIMITS.dims}`,
        dimsAt,
      );
    const shape: bigint[] = [];
    let elements = 1n;
    for (let d = 0; d < nDims; d++) {
      const dimAt = c.pos;
      const ne = c.u64s(`dimension ${d} of "${name}"`);
      if (ne > INT64_MAX)
        c.fail(`dimension ${d} of "${name}"`, `${ne} does not fit ggml's signed 64-bit sizes`, dimAt);
      elements *= ne;
      if (elements > INT64_MAX) c.fail(`shape of "${name}"`, 'the element count overflows 64 bits', dimAt);
      shape.push(ne);
    }
    const typeId = c.u32s(`type of "${name}"`);
    const offset = c.u64s(`data offset of "${name}"`);
    tensors.push({ name, shape, typeId, offset });
  }

  let alignment = 32;
  const align = metadata.get('general.alignment');
  if (align) {
    if (align.type !== 'u32' || align.value === 0 || (align.value & (align.value - 1)) !== 0)
      c.fail('general.alignment', 'must be a u32 power of two', 24);
    alignment = align.value as number;
  }
  const headerEnd = c.pos;
  const dataOffset = Math.ceil(headerEnd / alignment) * alignment;
  if (source.size !== undefined && dataOffset > source.size)
    c.fail(
      'tensor data',
      `the data would start at byte ${dataOffset}, past the end of the file (${source.size} bytes)`,
      headerEnd,
    );
  for (const t of tensors)
    if (t.offset % BigInt(alignment) !== 0n)
      c.fail(
        `data offset of "${t.name}"`,
        `${t.offset} is not a multiple of the alignment ${alignment}`,
        headerEnd,
      );

  return {
    format: 'gguf',
    file: source.name,
    fileSize: source.size,
    version,
    metadata,
    tensors,
    alignment,
    dataOffset,
    bytesRead: c.fetched,
  };
}
