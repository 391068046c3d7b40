/**
 * The GGUF header, v2 and v3 (ggml-org/ggml docs/gguf.md): magic, version, tensor and
 * metadata counts, the metadata key-value pairs (every value type, arrays of any type,
 * arrays of arrays), the tensor infos, and the data offset after alignment. Tensor data is
 * never read. Every count and length is checked against gguf-limits.ts and against what
 * is left of the file before anything is allocated for it.
 */
import type { ByteSource } from './byte-source';
import { Cursor } from './cursor';
import { GGUF_LIMITS } from './gguf-limits';
import { readValue, readValueType, type GgufValue } from './gguf-values';

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

/** Reads a GGUF header; throws HeaderError (see readModelHeader for the data-returning form). */
export async function readGgufHeader(source: ByteSource): Promise<GgufHeader> {
  const c: Cursor = new Cursor(source, GGUF_LIMITS.headerBytes);
  const version = await readMagicAndVersion(c);
  const { tensorCount, kvCount } = await readCounts(c);
  const metadata = await readMetadata(c, kvCount);
  const tensors = await readTensorInfos(c, tensorCount);
  const alignment = alignmentOf(c, metadata);
  const dataOffset = checkDataPlacement(c, source, tensors, alignment);
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

/** "GGUF", then version 2 or 3; version 1 and big-endian files are named as such. */
async function readMagicAndVersion(c: Cursor): Promise<2 | 3> {
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
  return version;
}

/** The tensor and key-value counts, each under its limit and together within the rest of the file. */
async function readCounts(c: Cursor): Promise<{ tensorCount: number; kvCount: number }> {
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
  return { tensorCount: Number(tensorCount), kvCount: Number(kvCount) };
}

async function readMetadata(c: Cursor, kvCount: number): Promise<Map<string, GgufValue>> {
  const metadata = new Map<string, GgufValue>();
  for (let i = 0; i < kvCount; i++) {
    const at = c.pos;
    const key = (await c.readString(`metadata key ${i}`, GGUF_LIMITS.key))!;
    if (metadata.has(key)) c.fail(`metadata key ${i}`, `duplicate key "${key}"`, at);
    const type = await readValueType(c, `value type of "${key}"`);
    const value = (await readValue(c, type, `value of "${key}"`, 0, true))!;
    metadata.set(key, value);
  }
  return metadata;
}

/** A tensor info is at most 8 + 64 + 4 + 4 x 8 + 4 + 8 = 120 bytes. */
const INFO_MAX = 8 + GGUF_LIMITS.tensorName + 4 + 8 * GGUF_LIMITS.dims + 4 + 8;

async function readTensorInfos(c: Cursor, tensorCount: number): Promise<GgufTensorInfo[]> {
  const tensors: GgufTensorInfo[] = [];
  const names = new Set<string>();
  for (let i = 0; i < tensorCount; i++) {
    // Ensure the most one info can take, then read it without awaiting field by field.
    if (!c.has(INFO_MAX)) await c.ensure(INFO_MAX, `tensor ${i} info`);
    const at = c.pos;
    const name = c.stringSync(`tensor ${i} name`, GGUF_LIMITS.tensorName);
    if (names.has(name)) c.fail(`tensor ${i} name`, `duplicate tensor name "${name}"`, at);
    names.add(name);
    const shape = readShape(c, name);
    const typeId = c.u32s(`type of "${name}"`);
    const offset = c.u64s(`data offset of "${name}"`);
    tensors.push({ name, shape, typeId, offset });
  }
  return tensors;
}

/** A tensor's dimensions (at most ggml's four), their product within ggml's signed 64 bits. */
function readShape(c: Cursor, name: string): bigint[] {
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
  return shape;
}

/** general.alignment if the file sets it (a u32 power of two), else gguf.md's default of 32. */
function alignmentOf(c: Cursor, metadata: ReadonlyMap<string, GgufValue>): number {
  const align = metadata.get('general.alignment');
  if (!align) return 32;
  if (align.type !== 'u32' || align.value === 0 || (align.value & (align.value - 1)) !== 0)
    c.fail('general.alignment', 'must be a u32 power of two', 24);
  return align.value as number;
}

/** Where tensor data starts (the header's end, aligned), within the file; every offset aligned. */
function checkDataPlacement(
  c: Cursor,
  source: ByteSource,
  tensors: readonly GgufTensorInfo[],
  alignment: number,
): number {
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
  return dataOffset;
}
