/** Layer sets: runs of layer numbers, and their labels. */
import type { LayerSet } from '../reading';

/** Runs of consecutive layers; `horizon` (no layer count known) marks a run that reaches it as open. */
export function runs(layers: readonly number[], horizon: number | undefined): [number, number | null][] {
  const out: [number, number | null][] = [];
  const sorted = [...layers].sort((a, b) => a - b);
  for (const l of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] !== null && l === last[1] + 1) last[1] = l;
    else out.push([l, l]);
  }
  if (horizon !== undefined) {
    const last = out[out.length - 1];
    if (last && last[1] === horizon - 1) last[1] = null;
  }
  return out;
}

export function layerSet(layers: readonly number[], total: number | undefined, horizon: number): LayerSet {
  if (total !== undefined && layers.length === total) return { kind: 'all' };
  const r = runs(layers, total === undefined ? horizon : undefined);
  if (total === undefined && r.length === 1 && r[0]![0] === 0 && r[0]![1] === null) return { kind: 'all' };
  return { kind: 'ranges', ranges: r };
}

const range = ([a, b]: [number, number | null]): string =>
  b === null ? `${a} and up` : a === b ? `${a}` : `${a}-${b}`;

export function layersLabel(s: LayerSet): string {
  switch (s.kind) {
    case 'all':
      return 'all layers';
    case 'ranges':
      return s.ranges.length === 1 && s.ranges[0]![0] === s.ranges[0]![1]
        ? `layer ${range(s.ranges[0]!)}`
        : `layers ${s.ranges.map(range).join(', ')}`;
    case 'first':
      return `the first ${s.n} layers`;
    case 'last':
      return `the last ${s.n} ${s.of === 'moe-layers' ? 'MoE layers' : 'layers'}`;
    case 'rest':
      return 'the other layers';
  }
}
