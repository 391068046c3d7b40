/**
 * Sums of file bytes over tensors of one inventory: per component, per layer range, per
 * selection. Each tensor is counted once (by file and name), so a sum never counts a tensor
 * twice; a tensor whose bytes are unknown makes the sum unknown, and the known part is kept
 * apart as a lower bound ("at least"), never as the total (invariant 2).
 */
import type { Inventory, InventoryTensor } from './inventory';
import { COMPONENTS, type ComponentId } from './tensor-names';

export type ByteSum = {
  /** Exact when every tensor's bytes are known. */
  bytes: bigint | 'unknown';
  /** The sum of the tensors whose bytes are known: a lower bound when `bytes` is unknown. */
  knownBytes: bigint;
  tensorCount: number;
  unknownTensors: string[];
};

export function sumTensors(tensors: readonly InventoryTensor[]): ByteSum {
  const seen = new Set<string>();
  let known = 0n;
  let count = 0;
  const unknown: string[] = [];
  for (const t of tensors) {
    const key = `${t.file}\u0000${t.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    count++;
    if (t.bytes === 'unknown') unknown.push(t.name);
    else known += t.bytes;
  }
  return {
    bytes: unknown.length ? 'unknown' : known,
    knownBytes: known,
    tensorCount: count,
    unknownTensors: unknown,
  };
}

export type LayerRange = { from: number; to: number };

/** The tensors of one component, optionally only in layers from..to (inclusive). */
export function selectTensors(
  inv: Inventory,
  component: ComponentId,
  layers?: LayerRange,
): InventoryTensor[] {
  return inv.tensors.filter(
    (t) =>
      t.component === component &&
      (!layers || (t.layer !== undefined && t.layer >= layers.from && t.layer <= layers.to)),
  );
}

export const partBytes = (inv: Inventory, component: ComponentId, layers?: LayerRange): ByteSum =>
  sumTensors(selectTensors(inv, component, layers));

/** Consecutive layers with the same bytes per layer; `total` is the run's tensors, each once. */
export type LayerRun = LayerRange & { perLayer: ByteSum; total: ByteSum };

export type ComponentSummary = {
  component: ComponentId;
  total: ByteSum;
  /** Consecutive layers with the same bytes per layer, e.g. layers 0-35 at 1,234 bytes each. */
  runs: LayerRun[];
  /** Tensors of the component outside any layer (token_embd, output). */
  unlayered: ByteSum | undefined;
};

const sameSum = (a: ByteSum, b: ByteSum) =>
  a.bytes === b.bytes && a.tensorCount === b.tensorCount && a.knownBytes === b.knownBytes;

export function summarize(inv: Inventory): ComponentSummary[] {
  return COMPONENTS.flatMap((component) => {
    const tensors = inv.tensors.filter((t) => t.component === component);
    if (tensors.length === 0) return [];
    const byLayer = new Map<number, InventoryTensor[]>();
    for (const t of tensors) {
      if (t.layer === undefined) continue;
      const list = byLayer.get(t.layer);
      if (list) list.push(t);
      else byLayer.set(t.layer, [t]);
    }
    const runs: (LayerRange & { perLayer: ByteSum })[] = [];
    for (const layer of [...byLayer.keys()].sort((a, b) => a - b)) {
      const perLayer = sumTensors(byLayer.get(layer)!);
      const last = runs.at(-1);
      if (last && last.to === layer - 1 && sameSum(last.perLayer, perLayer)) last.to = layer;
      else runs.push({ from: layer, to: layer, perLayer });
    }
    const withTotals: LayerRun[] = runs.map((r) => ({
      ...r,
      total: sumTensors(tensors.filter((t) => t.layer !== undefined && t.layer >= r.from && t.layer <= r.to)),
    }));
    const unlayered = tensors.filter((t) => t.layer === undefined);
    return [
      {
        component,
        total: sumTensors(tensors),
        runs: withTotals,
        unlayered: unlayered.length ? sumTensors(unlayered) : undefined,
      },
    ];
  });
}

/** Every tensor of the inventory once: the file bytes of all its tensors. */
export const allTensorBytes = (inv: Inventory): ByteSum => sumTensors(inv.tensors);
