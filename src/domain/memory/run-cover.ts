/**
 * Whether a run's own figures cover every buffer of one device lane (issue 27 item 5: "fits"
 * only then): the runtime printed a compute buffer for it, and every model, KV and output
 * buffer it printed there is one this site computed, with the same bytes to the printed
 * precision (so the log is of this command and this model file). A buffer this site does not
 * compute (a recurrent state "RS" buffer, a split buffer) leaves the lane not covered.
 */
import type { Figure } from './figure';
import type { PrintedFigure, RunFigures } from './run-figures';

export type Cover =
  | { kind: 'covers' }
  | { kind: 'no-log' }
  | { kind: 'compute-not-printed' }
  | { kind: 'other-buffer'; buffer: string }
  | { kind: 'differs'; what: string; printed: string };

export type ComputedBuffers = {
  model: { buffer: string; size: Figure }[];
  kv: Figure[];
  output: Figure | undefined;
};

const within = (f: Figure, p: PrintedFigure) =>
  f.kind === 'computed' && f.bytes >= p.atLeast && f.bytes <= p.atMost;

/** Pairs printed and computed figures smallest first; the first pair that differs, if any. */
function firstDiffering(what: string, printed: PrintedFigure[], ours: Figure[]): Cover | undefined {
  const p = [...printed].sort((a, b) => a.atLeast - b.atLeast);
  const o = [...ours].sort(
    (a, b) => (a.kind === 'computed' ? a.bytes : 0) - (b.kind === 'computed' ? b.bytes : 0),
  );
  if (p.length !== o.length)
    return { kind: 'differs', what, printed: p.map((x) => x.printed).join(', ') || 'none' };
  const i = p.findIndex((x, k) => !within(o[k]!, x));
  return i === -1 ? undefined : { kind: 'differs', what, printed: p[i]!.printed };
}

export function coverOf(printed: RunFigures['buffers'] | undefined, ours: ComputedBuffers): Cover {
  if (!printed) return { kind: 'no-log' };
  if (!printed.some((b) => b.what === 'compute')) return { kind: 'compute-not-printed' };
  const other = printed.find((b) => !['model', 'KV', 'output', 'compute'].includes(b.what));
  if (other) return { kind: 'other-buffer', buffer: `${other.size.buffer} ${other.what}` };
  const of = (what: string) => printed.filter((b) => b.what === what).map((b) => b.size);
  for (const p of of('model')) {
    const mine = ours.model.find((m) => m.buffer === p.buffer);
    if (!mine || !within(mine.size, p))
      return { kind: 'differs', what: `${p.buffer} model buffer`, printed: p.printed };
  }
  // Buffers of 0 bytes are not printed in the real load: only the others must be there.
  const shown = ours.model.filter((m) => m.size.kind !== 'computed' || m.size.bytes > 0);
  if (shown.length !== of('model').length)
    return { kind: 'differs', what: 'model buffers', printed: `${of('model').length}` };
  return (
    firstDiffering('KV buffers', of('KV'), ours.kv) ??
    firstDiffering('output buffer', of('output'), ours.output ? [ours.output] : []) ?? { kind: 'covers' }
  );
}
