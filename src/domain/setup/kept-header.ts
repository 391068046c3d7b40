/**
 * A GGUF model file's header as a draft keeps it across reloads, so a restored draft shows
 * its bytes per device again without the file: every tensor (name, type, shape, offset) and
 * every metadata value except the long arrays' items (a tokenizer's 100,000+ tokens: only
 * their count is kept, which is all the vocabulary size needs). JSON-safe (64-bit integers
 * as decimal text), read back through a strict schema (../profile/schema/kept-model-header.ts,
 * loaded on demand): a stored value this code did not write is refused with where and what.
 */
import type { GgufHeader, GgufTensorInfo } from '../model-file/gguf-header';
import type { GgufValue } from '../model-file/gguf-values';
import type { ModelHeader } from '../model-file/read-header';
import type { KeptHeader, KeptScalar, KeptValue } from '../profile/schema/kept-model-header';

/** Array items kept up to this many (per-layer head counts); longer arrays keep their length only. */
const KEPT_ITEMS = 4096;

function keepScalar(v: Exclude<GgufValue, { type: 'array' }>): KeptScalar {
  switch (v.type) {
    case 'u64':
    case 'i64':
      return { type: v.type, value: v.value.toString() };
    default:
      return v;
  }
}

function keepValue(v: GgufValue): KeptValue | undefined {
  if (v.type !== 'array') return keepScalar(v);
  const items = v.values && v.values.length <= KEPT_ITEMS && v.values.every((x) => x.type !== 'array');
  return {
    type: 'array',
    elementType: v.elementType,
    length: v.length,
    ...(items ? { values: (v.values as Exclude<GgufValue, { type: 'array' }>[]).map(keepScalar) } : {}),
  };
}

/** The headers a draft keeps: GGUF only (bytes per device read GGUF headers). */
export function keepHeaders(headers: readonly ModelHeader[]): KeptHeader[] {
  return headers.flatMap((h) =>
    h.format !== 'gguf'
      ? []
      : [
          {
            file: h.file,
            ...(h.fileSize === undefined ? {} : { fileSize: h.fileSize }),
            version: h.version,
            alignment: h.alignment,
            dataOffset: h.dataOffset,
            metadata: [...h.metadata].flatMap(([k, v]) => {
              const kept = keepValue(v);
              return kept ? [[k, kept] as [string, KeptValue]] : [];
            }),
            tensors: h.tensors.map((t) => [t.name, t.typeId, t.shape.map(String), t.offset.toString()]),
          },
        ],
  );
}

function scalarBack(v: KeptScalar): Exclude<GgufValue, { type: 'array' }> {
  switch (v.type) {
    case 'u64':
    case 'i64':
      return { type: v.type, value: BigInt(v.value) };
    default:
      return v;
  }
}

function valueBack(v: KeptValue): GgufValue {
  if (v.type !== 'array') return scalarBack(v);
  return {
    type: 'array',
    elementType: v.elementType as Extract<GgufValue, { type: 'array' }>['elementType'],
    length: v.length,
    values: v.values?.map(scalarBack),
  };
}

/** The header again, from what was kept (already checked by keptHeaderSchema). */
export function headerFromKept(k: KeptHeader): GgufHeader {
  const tensors: GgufTensorInfo[] = k.tensors.map(([name, typeId, shape, offset]) => ({
    name,
    typeId,
    shape: shape.map((x) => BigInt(x)),
    offset: BigInt(offset),
  }));
  return {
    format: 'gguf',
    file: k.file,
    fileSize: k.fileSize,
    version: k.version,
    metadata: new Map(k.metadata.map(([key, v]) => [key, valueBack(v)])),
    tensors,
    alignment: k.alignment,
    dataOffset: k.dataOffset,
    bytesRead: 0,
  };
}
