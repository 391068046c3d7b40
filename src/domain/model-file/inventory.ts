/**
 * One inventory from the headers of one model (one file, or every split or shard of it):
 * each tensor once, with its file, type, shape, exact file bytes (or unknown, with why), its
 * component and its layer. Tensors are disjoint, so the sums in summary.ts may add them; no
 * other figure (the ledger row, a copy, runtime memory) ever enters an inventory.
 */
import type { RuntimeFamily } from './ggml-types';
import type { GgufHeader, GgufTensorInfo } from './gguf-header';
import type { ModelHeader } from './read-header';
import type { SafetensorsTensorInfo } from './safetensors-header';
import { checkShards, type SafetensorsIndex } from './shards';
import { ggufTensorBytes, safetensorsTensorBytes } from './tensor-bytes';
import { componentOf, layerOf, markMtpLayers, type ComponentId } from './tensor-names';

export type InventoryTensor = {
  name: string;
  file: string;
  /** ggml type name ("Q4_K"), safetensors dtype ("BF16"), or undefined for an unknown ggml id. */
  type: string | undefined;
  typeId: number | undefined;
  shape: bigint[];
  bytes: bigint | 'unknown';
  unknownReason: string | undefined;
  component: ComponentId;
  layer: number | undefined;
  /** Where the tensor's bytes start in its file (absolute). */
  fileOffset: bigint;
};

export type InventoryFile = {
  name: string;
  format: 'gguf' | 'safetensors';
  size: number | undefined;
  tensorCount: number;
  /** The header's size: where tensor data starts. */
  dataOffset: number;
  bytesRead: number;
};

export type ModelFacts = {
  architecture: string | undefined;
  name: string | undefined;
  blockCount: number | undefined;
  nextnLayers: number | undefined;
  expertCount: number | undefined;
};

/** The facts of a model whose header was not read (a digest, a log): each one unknown. */
export const unknownFacts = (): ModelFacts => ({
  architecture: undefined,
  name: undefined,
  blockCount: undefined,
  nextnLayers: undefined,
  expertCount: undefined,
});

export type Inventory = {
  family: RuntimeFamily;
  files: InventoryFile[];
  facts: ModelFacts;
  tensors: InventoryTensor[];
  /** Files of the set that were not read: their tensors are not here. */
  missingFiles: string[];
  problems: string[];
};

const ggufNumber = (h: ModelHeader, key: string): number | undefined => {
  if (h.format !== 'gguf') return undefined;
  const v = h.metadata.get(key);
  return v && v.type !== 'array' && typeof v.value === 'number' && Number.isInteger(v.value)
    ? v.value
    : undefined;
};
const ggufString = (h: ModelHeader, key: string): string | undefined => {
  if (h.format !== 'gguf') return undefined;
  const v = h.metadata.get(key);
  return v?.type === 'string' ? v.value : undefined;
};

function factsOf(headers: readonly ModelHeader[]): ModelFacts {
  const first = headers.find((h) => h.format === 'gguf' && ggufString(h, 'general.architecture'));
  const arch = first && ggufString(first, 'general.architecture');
  const num = (key: string) => (first && arch ? ggufNumber(first, `${arch}.${key}`) : undefined);
  return {
    architecture: arch,
    name: first && ggufString(first, 'general.name'),
    blockCount: num('block_count'),
    nextnLayers: num('nextn_predict_layers'),
    expertCount: num('expert_count'),
  };
}

export type InventoryOptions = { family: RuntimeFamily; index?: SafetensorsIndex };

export function buildInventory(headers: readonly ModelHeader[], options: InventoryOptions): Inventory {
  const { family } = options;
  const { tensors, problems, pastEnd } = tensorsOf(headers, family);
  const facts = factsOf(headers);
  markMtpLayers(tensors, facts.blockCount, facts.nextnLayers);
  const shards = checkShards(headers, options.index);
  return {
    family,
    files: headers.map((h) => ({
      name: h.file,
      format: h.format,
      size: h.fileSize,
      tensorCount: h.tensors.length,
      dataOffset: h.dataOffset,
      bytesRead: h.bytesRead,
    })),
    facts,
    tensors,
    missingFiles: shards.missing,
    problems: [...shards.problems, ...problems, ...pastEndProblems(pastEnd)],
  };
}

/** A GGUF tensor whose bytes run past the end of its file. */
type PastEnd = { name: string; end: bigint; file: string; size: number };

/** Every tensor of every header once (a name seen in an earlier file is named, and counted there). */
function tensorsOf(headers: readonly ModelHeader[], family: RuntimeFamily) {
  const problems: string[] = [];
  const tensors: InventoryTensor[] = [];
  const seen = new Map<string, string>();
  const pastEnd: PastEnd[] = [];
  for (const h of headers) {
    for (const t of h.tensors) {
      const other = seen.get(t.name);
      if (other !== undefined) {
        problems.push(`tensor "${t.name}" is in both ${other} and ${h.file}; counted once, from ${other}`);
        continue;
      }
      seen.set(t.name, h.file);
      if (h.format === 'gguf' && 'typeId' in t) {
        const tensor = ggufTensor(h, t, family);
        tensors.push(tensor);
        if (
          tensor.bytes !== 'unknown' &&
          h.fileSize !== undefined &&
          tensor.fileOffset + tensor.bytes > BigInt(h.fileSize)
        )
          pastEnd.push({
            name: t.name,
            end: tensor.fileOffset + tensor.bytes,
            file: h.file,
            size: h.fileSize,
          });
      } else if ('dtype' in t) tensors.push(safetensorsTensor(h, t));
    }
  }
  return { tensors, problems, pastEnd };
}

// Object literals, not spreads: a spread per tensor costs more than the rest of the loop.
function ggufTensor(h: GgufHeader, t: GgufTensorInfo, family: RuntimeFamily): InventoryTensor {
  const b = ggufTensorBytes(t.shape, t.typeId, family);
  return {
    name: t.name,
    file: h.file,
    shape: t.shape,
    component: componentOf(t.name).component,
    layer: layerOf(t.name),
    type: b.typeName,
    typeId: t.typeId,
    bytes: b.bytes,
    unknownReason: b.bytes === 'unknown' ? b.reason : undefined,
    fileOffset: BigInt(h.dataOffset) + t.offset,
  };
}

function safetensorsTensor(h: ModelHeader, t: SafetensorsTensorInfo): InventoryTensor {
  return {
    name: t.name,
    file: h.file,
    shape: t.shape,
    component: componentOf(t.name).component,
    layer: layerOf(t.name),
    type: t.dtype,
    typeId: undefined,
    bytes: safetensorsTensorBytes(t.begin, t.end),
    unknownReason: undefined,
    fileOffset: BigInt(h.dataOffset) + t.begin,
  };
}

/** One sentence per file, however many tensors run past its end (a cut download, a header alone). */
function pastEndProblems(pastEnd: readonly PastEnd[]): string[] {
  return [...new Set(pastEnd.map((p) => p.file))].map((file) => {
    const these = pastEnd.filter((p) => p.file === file);
    const first = these[0]!;
    return `${these.length} ${these.length === 1 ? 'tensor ends' : 'tensors end'} past the end of ${file} (${first.size} bytes; first: "${first.name}" at byte ${first.end}): the file is truncated or the header is wrong`;
  });
}
