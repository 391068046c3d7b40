/**
 * A model file's header bytes on a pin's rows, once the person confirms the file is the pin's
 * model. Each row kind names the inventory components it holds (this site's own table); a
 * part with a layer range holds those layers' tensors. The ledger row's figure is the whole
 * file's tensors and is never added to its parts; a copy holds no tensors of its own; runtime
 * rows (KV cache, workspace) and separate files (a drafter) are not in this file at all.
 * File bytes are not memory use (Kinds of number; invariants 1, 2, 4).
 */
import { boardRows, type Row } from '../rows/rows';
import type { Part } from '../profile/schema/components';
import { matchPinned } from '../profile/schema/pinned-shape';
import type { Profile } from '../profile/schema/profile';
import type { Inventory, InventoryTensor } from './inventory';
import { sumTensors, type ByteSum, type LayerRange } from './summary';
import type { ComponentId } from './tensor-names';

const DENSE: readonly ComponentId[] = [
  'embeddings',
  'output-head',
  'attention',
  'dense-ffn',
  'shared-experts',
  'router',
  'norms',
];

/**
 * Row kind -> the inventory components it holds; "all": every tensor of the file; "copy": a
 * cache of other rows' tensors (a GPU cache of CPU-kept experts), never counted twice.
 */
export const KIND_COMPONENTS: Readonly<Record<string, readonly ComponentId[] | 'all' | 'copy'>> = {
  'expert-cache': 'copy',
  checkpoint: 'all',
  'model-weights': 'all',
  'routed-experts': ['routed-experts'],
  'dense-weights': DENSE,
  'shared-experts': ['shared-experts'],
  router: ['router'],
  attention: ['attention'],
  embeddings: ['embeddings'],
  'output-head': ['output-head'],
  'mtp-head': ['mtp'],
  mtp: ['mtp'],
  'vision-tower': ['vision'],
  vision: ['vision'],
};

export type RowFileBytes =
  | {
      kind: 'file-bytes';
      sum: ByteSum;
      tensors: InventoryTensor[];
      components: readonly ComponentId[] | 'all';
      layers: LayerRange | undefined;
    }
  | { kind: 'none'; why: string };

const lastLayer = (inv: Inventory): number =>
  inv.facts.blockCount !== undefined
    ? inv.facts.blockCount - 1
    : Math.max(-1, ...inv.tensors.map((t) => t.layer ?? -1));

const partOf = (row: Row): Part | undefined =>
  matchPinned(row.component.asPinned, {
    whole: () => undefined,
    split: ({ parts }) => parts.find((p) => p.id === row.id),
    copies: () => undefined,
  });

/** The tensors of the file that make this row, or why none do. */
export function rowTensors(row: Row, inv: Inventory): RowFileBytes {
  const c = row.component;
  if (c.presence === 'absent') return { kind: 'none', why: 'absent: not in the file' };
  if (row.role === 'copy')
    return { kind: 'none', why: "a copy: its tensors are its home row's, never counted twice" };
  if (c.overlap === 'runtime') return { kind: 'none', why: 'runtime memory, not tensors of the model file' };
  if (c.overlap === 'separate' || c.overlap === 'not-in-recipe')
    return { kind: 'none', why: 'not in this model file' };
  const components = KIND_COMPONENTS[c.kind];
  if (components === 'copy')
    return { kind: 'none', why: "a cache of other rows' tensors, never counted twice" };
  if (!components) return { kind: 'none', why: `this site names no tensors for rows of kind "${c.kind}"` };
  let layers: LayerRange | undefined;
  if (row.role === 'part') {
    const part = partOf(row);
    if (!part?.layers)
      return { kind: 'none', why: 'this part states no layer range, so its tensors are not known' };
    const last = lastLayer(inv);
    const to = part.layers.to ?? last;
    // A file without the part's layers is not the pin's model as pinned: say which layers it
    // lacks, never "0 bytes" or a range that runs backwards.
    if (part.layers.from > last || to > last) {
      const from = Math.max(part.layers.from, last + 1);
      const missing =
        part.layers.to === undefined
          ? `from layer ${from}`
          : from === to
            ? `layer ${to}`
            : `layers ${from}\u2013${to}`;
      return {
        kind: 'none',
        why: `the file lacks ${missing}: it has ${last < 0 ? 'no layers' : `layers 0\u2013${last}`}, and this part holds ${part.layers.to === undefined ? `layers ${part.layers.from} to the last` : `layers ${part.layers.from}\u2013${part.layers.to}`}`,
      };
    }
    layers = { from: part.layers.from, to };
  }
  const tensors = inv.tensors.filter(
    (t) =>
      (components === 'all' || components.includes(t.component)) &&
      (!layers || (t.layer !== undefined && t.layer >= layers.from && t.layer <= layers.to)),
  );
  if (tensors.length === 0) return { kind: 'none', why: 'the file holds no tensors of this row' };
  return { kind: 'file-bytes', sum: sumTensors(tensors), tensors, components, layers };
}

export const rowFileBytes = (profile: Profile, rowId: string, inv: Inventory): RowFileBytes => {
  const row = boardRows(profile).find((r) => r.id === rowId);
  return row ? rowTensors(row, inv) : { kind: 'none', why: 'no such row' };
};

export type LaneTensorBytes =
  | { kind: 'tensor-bytes'; sum: ByteSum; rows: string[]; notIncluded: string[] }
  | { kind: 'not-shown'; why: string }
  | { kind: 'none' };

/**
 * The file bytes of the tensors of the rows in one lane, each tensor once. Shown only when
 * every row there that holds tensors resolves to tensors of this one inventory; the ledger
 * and copies never count, runtime rows are named as not included.
 */
export function laneTensorBytes(inv: Inventory, rowsHere: readonly Row[]): LaneTensorBytes {
  const tensors = new Map<string, InventoryTensor>();
  const rows: string[] = [];
  const notIncluded: string[] = [];
  for (const row of rowsHere) {
    if (row.component.kind === 'checkpoint' || row.component.overlap === 'file-ledger') continue;
    const r = rowTensors(row, inv);
    if (r.kind === 'none') {
      if (row.role === 'copy' || KIND_COMPONENTS[row.component.kind] === 'copy') continue;
      if (
        row.component.overlap === 'runtime' ||
        row.component.overlap === 'separate' ||
        row.component.presence === 'absent'
      ) {
        notIncluded.push(row.label);
        continue;
      }
      return { kind: 'not-shown', why: `${row.label}: ${r.why}` };
    }
    rows.push(row.label);
    for (const t of r.tensors) tensors.set(`${t.file}\u0000${t.name}`, t);
  }
  if (rows.length === 0) return { kind: 'none' };
  return { kind: 'tensor-bytes', sum: sumTensors([...tensors.values()]), rows, notIncluded };
}
