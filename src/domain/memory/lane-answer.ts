/**
 * A device lane's answer (issue 27 item 5). "Does not fit" when the exact allocations alone
 * (model + KV + output, computed by this site) exceed the capacity at its largest; "fits" only
 * when a log of this command covers every buffer of the device (./run-cover.ts: its compute
 * buffer printed, its model, KV and output buffers as computed here) and all of them, each
 * print at its largest, stay within the capacity at its smallest. Reported free memory is
 * whole MiB rounded down, so it stands for a range; a label is never bytes.
 */
import type { Compute, ReportedFree } from './device-memory';
import type { DeviceCapacity } from './draft-devices';
import type { Figure } from './figure';
import type { Cover } from './run-cover';

export type LaneAnswer =
  | { kind: 'does-not-fit'; exact: number; capacity: number; withCompute: boolean }
  | { kind: 'fits' }
  | {
      kind: 'not-established';
      why:
        | 'no-capacity-bytes'
        | 'shared-pool'
        | 'compute-unknown'
        | 'exact-unknown'
        | 'log-not-covering'
        | 'within-rounding';
    };

export type LaneCapacity = DeviceCapacity & { reportedFree: ReportedFree | undefined };

const notEstablished = (why: Extract<LaneAnswer, { kind: 'not-established' }>['why']): LaneAnswer => ({
  kind: 'not-established',
  why,
});

export function laneAnswer(exact: Figure, compute: Compute, cap: LaneCapacity, cover: Cover): LaneAnswer {
  if (exact.kind === 'unknown') return notEstablished('exact-unknown');
  const free = cap.reportedFree;
  if (cap.shared && !free) return notEstablished('shared-pool');
  const [least, most] = free ? [free.bytes, free.atMost] : [cap.bytes, cap.bytes];
  if (least === undefined || most === undefined) return notEstablished('no-capacity-bytes');
  if (exact.bytes > most)
    return { kind: 'does-not-fit', exact: exact.bytes, capacity: least, withCompute: false };
  if (compute.kind === 'unknown') return notEstablished('compute-unknown');
  if (cover.kind !== 'covers') return notEstablished('log-not-covering');
  const low = compute.buffers.reduce((n, b) => n + b.atLeast, exact.bytes);
  const high = compute.buffers.reduce((n, b) => n + b.atMost, exact.bytes);
  if (high <= least) return { kind: 'fits' };
  if (low > most) return { kind: 'does-not-fit', exact: low, capacity: least, withCompute: true };
  return notEstablished('within-rounding');
}
