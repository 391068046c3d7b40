/**
 * The safetensors header (huggingface/safetensors README, "Format"): "8 bytes: N, an
 * unsigned little-endian 64-bit integer, containing the size of the header; N bytes: a JSON
 * utf-8 string" of `{ NAME: { dtype, shape, data_offsets: [BEGIN, END] }, "__metadata__":
 * {...} }`, offsets relative to the byte after the header. A tensor's file bytes are END -
 * BEGIN, exactly: the offsets are the ground truth, whatever the dtype packs.
 */
import { isObject } from '../keyed';
import type { ByteSource } from './byte-source';
import { Cursor } from './cursor';
import { decodeUtf8 } from './utf8';

export const SAFETENSORS_LIMITS = {
  /**
   * @huggingface/hub caps it at 25 MB, and so does this reader: headers of 1,000+ GB checkpoints
   * shard well below it, and 60 MB of metadata took 1.5 s to read.
   */
  headerBytes: 25_000_000,
  tensorCount: 1_000_000,
  dims: 8,
} as const;

export type SafetensorsTensorInfo = {
  name: string;
  dtype: string;
  shape: bigint[];
  /** Relative to the first byte after the header. */
  begin: bigint;
  end: bigint;
};

export type SafetensorsHeader = {
  format: 'safetensors';
  file: string;
  fileSize: number | undefined;
  metadata: Readonly<Record<string, string>>;
  tensors: SafetensorsTensorInfo[];
  dataOffset: number;
  bytesRead: number;
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export async function readSafetensorsHeader(source: ByteSource): Promise<SafetensorsHeader> {
  const c: Cursor = new Cursor(source, SAFETENSORS_LIMITS.headerBytes + 8);
  const { json, length } = await readHeaderJson(c);
  const dataOffset = 8 + length;
  const dataLength = source.size === undefined ? undefined : BigInt(source.size - dataOffset);
  return {
    format: 'safetensors',
    file: source.name,
    fileSize: source.size,
    metadata: metadataOf(c, json),
    tensors: tensorsOf(c, json, dataLength),
    dataOffset,
    bytesRead: c.fetched,
  };
}

/** The 8-byte length (under the limit, within the file), then that many bytes of a UTF-8 JSON object. */
async function readHeaderJson(c: Cursor): Promise<{ json: Record<string, unknown>; length: number }> {
  const n = await c.readU64('header length');
  if (n > BigInt(SAFETENSORS_LIMITS.headerBytes))
    c.fail(
      'header length',
      `${n} bytes is more than the ${SAFETENSORS_LIMITS.headerBytes} this reader accepts`,
      0,
    );
  const length = Number(n);
  if (length > c.remaining()) c.fail('header length', `${length} bytes runs past the end of the file`, 0);
  await c.fill(length, 'header JSON');
  const text = decodeUtf8(c.bytes(length));
  if (text === undefined) c.fail('header JSON', 'is not valid UTF-8', 8);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    c.fail('header JSON', `is not valid JSON (${(e as Error).message})`, 8);
  }
  if (!isObject(json)) c.fail('header JSON', 'must be a JSON object', 8);
  return { json, length };
}

/** "__metadata__": an object of strings, if there. */
function metadataOf(c: Cursor, json: Record<string, unknown>): Record<string, string> {
  const metadata: Record<string, string> = {};
  const meta = json.__metadata__;
  if (meta === undefined) return metadata;
  if (!isObject(meta)) c.fail('__metadata__', 'must be an object of strings', 8);
  for (const [k, v] of Object.entries(meta)) {
    if (typeof v !== 'string') c.fail(`__metadata__.${k}`, 'must be a string', 8);
    metadata[k] = v;
  }
  return metadata;
}

/** Every other key: a tensor, no more of them than the limit. */
function tensorsOf(
  c: Cursor,
  json: Record<string, unknown>,
  dataLength: bigint | undefined,
): SafetensorsTensorInfo[] {
  const entries = Object.entries(json).filter(([k]) => k !== '__metadata__');
  if (entries.length > SAFETENSORS_LIMITS.tensorCount)
    c.fail(
      'header JSON',
      `${entries.length} tensors is more than the ${SAFETENSORS_LIMITS.tensorCount} this reader accepts`,
      8,
    );
  return entries.map(([name, info]) => tensorOf(c, name, info, dataLength));
}

/** One tensor's dtype, shape and data_offsets, END not before BEGIN nor past the file's data. */
function tensorOf(
  c: Cursor,
  name: string,
  info: unknown,
  dataLength: bigint | undefined,
): SafetensorsTensorInfo {
  const field = `tensor "${name}"`;
  if (!isObject(info)) c.fail(field, 'must be an object with dtype, shape and data_offsets', 8);
  const { dtype, shape, data_offsets: offsets } = info;
  if (typeof dtype !== 'string' || !/^[A-Z0-9_]{1,16}$/.test(dtype))
    c.fail(`${field} dtype`, 'must be a dtype name such as "BF16"', 8);
  if (!Array.isArray(shape) || shape.length > SAFETENSORS_LIMITS.dims || !shape.every(isCount))
    c.fail(`${field} shape`, `must be a list of at most ${SAFETENSORS_LIMITS.dims} non-negative integers`, 8);
  if (!Array.isArray(offsets) || offsets.length !== 2 || !offsets.every(isCount))
    c.fail(`${field} data_offsets`, 'must be [BEGIN, END], two non-negative integers', 8);
  const [begin, end] = offsets.map(BigInt) as [bigint, bigint];
  if (end < begin) c.fail(`${field} data_offsets`, `END ${end} is before BEGIN ${begin}`, 8);
  if (dataLength !== undefined && end > dataLength)
    c.fail(
      `${field} data_offsets`,
      `END ${end} is past the end of the file's data (${dataLength} bytes): the file is truncated or the header is wrong`,
      8,
    );
  return { name, dtype, shape: shape.map(BigInt), begin, end };
}
