/**
 * An inventory from a load log that lists every tensor ("llama_model_loader: - tensor 96:
 * blk.10.attn_output.weight q4_0 [ 8192, 8192, 1, 1 ]"), for a pin's source when a public log
 * prints them all: type names map to the family's table by name, bytes as from a header. A log
 * that lists fewer tensors than the model has says so, and its figures are then partial.
 */
import type { TensorLine } from './log-reading';
import { TYPE_TABLES, type RuntimeFamily } from '../model-file/ggml-types';
import { unknownFacts, type Inventory, type InventoryTensor } from '../model-file/inventory';
import { ggufTensorBytes } from '../model-file/tensor-bytes';
import { componentOf, layerOf, markMtpLayers } from '../model-file/tensor-names';

export function inventoryFromLog(
  file: string,
  lines: readonly TensorLine[],
  tensorCount: number | undefined,
  family: RuntimeFamily,
): Inventory {
  const byName = new Map([...TYPE_TABLES[family].types.values()].map((t) => [t.name.toLowerCase(), t.id]));
  const seen = new Set<string>();
  const tensors: InventoryTensor[] = [];
  for (const l of lines) {
    if (seen.has(l.name)) continue;
    seen.add(l.name);
    tensors.push(logTensor(file, l, byName.get(l.type.toLowerCase()), family));
  }
  markMtpLayers(tensors, undefined, undefined);
  const missing =
    tensorCount !== undefined && tensors.length < tensorCount
      ? [
          `${tensorCount - tensors.length} of the model's ${tensorCount} tensors, which this log does not list`,
        ]
      : [];
  return {
    family,
    files: [
      {
        name: file,
        format: 'gguf',
        size: undefined,
        tensorCount: tensors.length,
        dataOffset: 0,
        bytesRead: 0,
      },
    ],
    facts: unknownFacts(),
    tensors,
    missingFiles: missing,
    problems:
      tensorCount === undefined
        ? ['the log does not say how many tensors the model has, so it may list only some']
        : [],
  };
}

/** One listed tensor: its bytes from the family's table when its type name is there, else unknown. */
function logTensor(
  file: string,
  l: TensorLine,
  typeId: number | undefined,
  family: RuntimeFamily,
): InventoryTensor {
  const b =
    typeId === undefined
      ? {
          bytes: 'unknown' as const,
          typeName: undefined,
          reason: `type "${l.type}" is not in ${family}'s type table`,
        }
      : ggufTensorBytes(l.shape, typeId, family);
  return {
    name: l.name,
    file,
    type: b.typeName ?? l.type,
    typeId,
    shape: l.shape,
    bytes: b.bytes,
    unknownReason: b.bytes === 'unknown' ? b.reason : undefined,
    component: componentOf(l.name).component,
    layer: layerOf(l.name),
    fileOffset: 0n,
  };
}
