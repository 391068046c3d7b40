/**
 * The words of a draft's device lanes: each figure with its kind (computed by this site from
 * the header and the build's rules, never "reported"), unknown with why, and the answer
 * ("Does not fit" only from exact bytes against a capacity in bytes; never "fits" without
 * the runtime's own compute figure).
 */
import type { Compute } from '../../domain/memory/device-memory';
import type { DeviceLane, LaneAnswer } from '../../domain/memory/device-lanes';
import type { Figure } from '../../domain/memory/figure';
import { formatBytes } from '../../domain/units/bytes';

const MIB = 1024 * 1024;

/** Exact bytes, with MiB as llama.cpp's logs print them (to 0.01). */
export const bytesWords = (n: number): string => `${formatBytes(n)}, ${(n / MIB).toFixed(2)} MiB`;

export const figureWords = (f: Figure): string =>
  f.kind === 'computed' ? bytesWords(f.bytes) : `unknown: ${f.why}`;

export function laneTitle(l: DeviceLane): string {
  if (l.kind === 'host') return 'Host RAM (CPU)';
  if (l.kind === 'rpc') return `${l.device}: ${l.buffer}`;
  return l.system === undefined ? l.device : `${l.device} (the system's GPU ${l.system})`;
}

/** "Layers 0–11 and the output layer (slot 24)". */
export function layersWords(l: DeviceLane, outputSlot: number | undefined): string {
  if (l.layers === undefined) return 'Layers: unknown (decided at load time, or the header does not say)';
  const repeating = l.layers.filter((i) => i !== outputSlot);
  const output = outputSlot !== undefined && l.layers.includes(outputSlot);
  if (!repeating.length && !output) return 'Layers: none';
  const runs: string[] = [];
  for (let i = 0; i < repeating.length; i++) {
    const start = repeating[i]!;
    while (repeating[i + 1] === repeating[i]! + 1) i++;
    runs.push(start === repeating[i] ? `${start}` : `${start}\u2013${repeating[i]}`);
  }
  const layers = runs.length ? `Layers ${runs.join(', ')}` : 'No repeating layer';
  return output ? `${layers} and the output layer` : layers;
}

export const kvWords = (l: DeviceLane): string =>
  l.noKvLayer ? `${figureWords(l.kv)}: no KV layer here` : figureWords(l.kv);

export function capacityWords(l: DeviceLane): string {
  const c = l.capacity;
  const parts: string[] = [];
  if (c.label)
    parts.push(`${c.label} (the hardware's label${c.bytes === undefined ? ', not a byte count' : ''})`);
  if (c.bytes !== undefined) parts.push(`usable ${bytesWords(c.bytes)}, as measured`);
  if (c.reportedFree !== undefined)
    parts.push(
      `free ${(c.reportedFree.bytes / MIB).toFixed(0)} MiB, as the runtime reported${c.reportedFree.line === undefined ? '' : ` in the given log (line ${c.reportedFree.line})`}`,
    );
  if (c.shared) parts.push('one pool with the host\u2019s memory');
  return parts.length ? parts.join('; ') : 'not stated';
}

const NOT_ESTABLISHED: Record<Extract<LaneAnswer, { kind: 'not-established' }>['why'], string> = {
  'exact-unknown': 'some of its exact allocations are unknown',
  'no-capacity-bytes': 'its capacity is not stated in bytes',
  'shared-pool': 'its memory is one pool with the host\u2019s',
  'compute-unknown':
    'the exact allocations are within the capacity, but the compute buffer is unknown (only the runtime measures it)',
  'log-not-covering':
    'the given log does not cover every buffer of this device as computed here (a buffer it printed differs, or is one not computed here)',
  'within-rounding': 'the figures come within the rounding of what the runtime printed',
};

/** The compute buffer: each one the runtime printed, with its line, or unknown with why. */
export function computeWords(c: Compute): string {
  if (c.kind === 'unknown') return `unknown: ${c.why} (${c.from})`;
  const each = c.buffers.map((b) => `${b.buffer} ${b.printed} (line ${b.line})`).join('; ');
  return `${each}, ${c.from}`;
}

export function answerWords(a: LaneAnswer): string {
  if (a.kind === 'does-not-fit')
    return a.withCompute
      ? `Does not fit: the exact allocations with the compute buffer the runtime printed, at least ${bytesWords(a.exact)}, exceed the capacity of ${bytesWords(a.capacity)}.`
      : `Does not fit: the exact allocations alone, ${bytesWords(a.exact)}, exceed the capacity of ${bytesWords(a.capacity)}.`;
  if (a.kind === 'fits')
    return 'Fits: the runtime\u2019s own figures in the given log cover every buffer, and they are within the capacity.';
  return `Fit not established: ${NOT_ESTABLISHED[a.why]}.`;
}
