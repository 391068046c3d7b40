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
  // Names seen, by file: a tensor is one name in one file (no key strings built per tensor).
  const seen = new Map<string, Set<string>>();
  let known = 0n;
  let count = 0;
  const unknown: string[] = [];
  for (const t of tensors) {
    let names = seen.get(t.file);
    if (!names) seen.set(t.file, (names = new Set()));
    if (names.has(t.name)) continue;
    names.add(t.name);
    count++;
    if (t.bytes === 'unknown') unknown.push(t.name);
    else known += t.bytes;
  }
  return sumOf(known, count, unknown);
}

const sumOf = (known: bigint, tensorCount: number, unknownTensors: string[]): ByteSum => ({
  bytes: unknownTensors.length ? 'unknown' : known,
  knownBytes: known,
  tensorCount,
  unknownTensors,
});

/**
 * Sums of tensors that share none: a tensor's layer comes from its name, so the sums of two
 * layers never hold the same tensor and add up to the sum of both.
 */
const addDisjoint = (sums: readonly ByteSum[]): ByteSum =>
  sumOf(
    sums.reduce((n, x) => n + x.knownBytes, 0n),
    sums.reduce((n, x) => n + x.tensorCount, 0),
    sums.flatMap((x) => x.unknownTensors),
  );

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

/** One pass over the tensors, then one sum per layer: a header of 32,768 tensors took 0.4 s with a pass per run. */
export function summarize(inv: Inventory): ComponentSummary[] {
  const byComponent = new Map<ComponentId, InventoryTensor[]>();
  for (const t of inv.tensors) {
    const list = byComponent.get(t.component);
    if (list) list.push(t);
    else byComponent.set(t.component, [t]);
  }
  return COMPONENTS.flatMap((component) => {
    const tensors = byComponent.get(component);
    return tensors ? [componentSummary(component, tensors)] : [];
  });
}

function componentSummary(component: ComponentId, tensors: InventoryTensor[]): ComponentSummary {
  const byLayer = new Map<number, InventoryTensor[]>();
  const unlayered: InventoryTensor[] = [];
  for (const t of tensors) {
    if (t.layer === undefined) {
      unlayered.push(t);
      continue;
    }
    const list = byLayer.get(t.layer);
    if (list) list.push(t);
    else byLayer.set(t.layer, [t]);
  }
  const runs: (LayerRange & { layers: ByteSum[] })[] = [];
  for (const layer of [...byLayer.keys()].sort((a, b) => a - b)) {
    const perLayer = sumTensors(byLayer.get(layer)!);
    const last = runs.at(-1);
    if (last && last.to === layer - 1 && sameSum(last.layers[0]!, perLayer)) {
      last.to = layer;
      last.layers.push(perLayer);
    } else runs.push({ from: layer, to: layer, layers: [perLayer] });
  }
  return {
    component,
    total: sumTensors(tensors),
    runs: runs.map(({ from, to, layers }) => ({
      from,
      to,
      perLayer: layers[0]!,
      total: addDisjoint(layers),
    })),
    unlayered: unlayered.length ? sumTensors(unlayered) : undefined,
  };
}

/** Every tensor of the inventory once: the file bytes of all its tensors. */
export const allTensorBytes = (inv: Inventory): ByteSum => sumTensors(inv.tensors);
