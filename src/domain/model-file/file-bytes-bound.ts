/**
 * File bytes as a lower bound for the pin as pinned (invariant 6): when the tensors the pin
 * places on one device alone exceed that device's known usable bytes, the pin does not fit,
 * whatever the KV cache and buffers add. Never "fits": file bytes leave runtime memory out.
 * Only the as-pinned placement counts (no exploration changes it), only a lane of one device
 * on a one-node pin (a lane of several GPUs does not say which tensors sit on which), and
 * only a lane whose usable bytes are known.
 */
import { holdsRuntime } from '../profile/tiers';
import { boardRows } from '../rows/rows';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { formatBytes } from '../units/bytes';
import type { Inventory } from './inventory';
import { laneTensorBytes } from './pin-bytes';

export type FileBytesBound =
  | {
      kind: 'does-not-fit';
      lane: string;
      laneLabel: string;
      tensorBytes: bigint;
      usableBytes: number;
      arithmetic: string;
    }
  | { kind: 'no-bound'; reasons: string[] };

export function fileBytesBound(profile: Profile, hardware: Hardware, inv: Inventory): FileBytesBound {
  const reasons: string[] = [];
  if (inv.missingFiles.length)
    return {
      kind: 'no-bound',
      reasons: [`files of the model were not read: ${inv.missingFiles.join(', ')}`],
    };
  if (profile.nodes !== 1)
    return {
      kind: 'no-bound',
      reasons: [`the pin runs on ${profile.nodes} nodes; the file does not say which tensors each holds`],
    };
  for (const lane of hardware.lanes) {
    if (!holdsRuntime(lane)) continue;
    const rows = boardRows(profile).filter((r) => r.asPinned === lane.id);
    const here = laneTensorBytes(inv, rows);
    if (here.kind !== 'tensor-bytes') continue;
    if (lane.devicesPerNode !== 1) {
      reasons.push(
        `${lane.label}: ${lane.devicesPerNode} devices share the lane; which tensors sit on each is not stated`,
      );
      continue;
    }
    if (lane.usableBytes === 'unknown') {
      reasons.push(`${lane.label}: usable bytes unknown`);
      continue;
    }
    // The known tensors alone are a lower bound, even when some tensors' bytes are unknown.
    const tensorBytes = here.sum.knownBytes;
    if (tensorBytes > BigInt(lane.usableBytes))
      return {
        kind: 'does-not-fit',
        lane: lane.id,
        laneLabel: lane.label,
        tensorBytes,
        usableBytes: lane.usableBytes,
        arithmetic: `${formatBytes(Number(tensorBytes))} of tensors from the file's header on ${lane.label} > ${formatBytes(lane.usableBytes)} usable on that device, before any KV cache, compute buffer or runtime overhead`,
      };
    reasons.push(
      `${lane.label}: the file's tensors there (${formatBytes(Number(tensorBytes))}) do not exceed its usable bytes; file bytes alone cannot say it fits`,
    );
  }
  return { kind: 'no-bound', reasons };
}
