/**
 * The generic memory calculator. Its inputs are model-level facts and hardware capacity
 * only: there is deliberately no placement and no settings parameter, so no drag, setting
 * or comparison can change its verdict.
 *
 * The one byte figure it compares is `model.servingBytesPerNode`: exact bytes per node that
 * the source publishes as measured to serve the pin on that node. It never makes such a
 * figure itself. Component rows overlap (the checkpoint holds its subcomponents; KV, drafter,
 * workspace and recurrent state are separate rows of one serving process), so their bytes are
 * never added together, and there is no addition anywhere in this module: each node's
 * published figure is compared with that node's usable bytes, and nothing else.
 * Each node is its own pool: nodes are never summed into one capacity.
 * Prose labels, caps, estimates and free-memory readings are not bytes and are not used.
 * Where an input is unknown the verdict is "not established" and the unknowns are listed:
 * unknown never becomes 0.
 */
import type { Hardware, Profile } from './schema';
import { formatBytes, formatInteger, isKnown } from './units';

export type VerdictStatus = 'fits' | 'does-not-fit' | 'not-established';
export type Verdict = {
  status: VerdictStatus;
  headline: string;
  used: string[];
  unknowns: string[];
  arithmetic: string[];
};

export const VERDICT_HEADLINES: Record<VerdictStatus, string> = {
  fits: 'Fits',
  'does-not-fit': 'Does not fit',
  'not-established': 'Not established',
};

const SERVING_UNKNOWN =
  'Serving bytes per node: the source publishes no exact per-node figure; this calculator never adds component rows to make one.';

/** The published per-node serving bytes, when there is exactly one known integer per node. */
function servingPerNode(profile: Profile): { bytes: number[] } | { missing: string } {
  const serving = profile.model.servingBytesPerNode;
  const nodes = profile.nodes;
  if (serving === 'unknown') return { missing: SERVING_UNKNOWN };
  if (serving.length !== nodes)
    return {
      missing: `Serving bytes per node: the profile gives ${serving.length} figure${serving.length === 1 ? '' : 's'} for ${nodes} node${nodes === 1 ? '' : 's'}; each node needs its own published figure, and this calculator never adds component rows to make one.`,
    };
  const unknownNodes = serving.flatMap((b, i) => (isKnown(b) ? [] : [i]));
  if (unknownNodes.length > 0)
    return {
      missing: `Serving bytes per node: unknown for node ${unknownNodes.join(', ')}; this calculator never adds component rows to make one.`,
    };
  return { bytes: serving.filter(isKnown) };
}

export function calculateVerdict(profile: Profile, hardware: Hardware): Verdict {
  const used: string[] = [];
  const unknowns: string[] = [];
  const arithmetic: string[] = [];
  const nodes = profile.nodes;
  const m = profile.model;

  used.push(
    `Hardware ${hardware.id}: ${hardware.poolKind === 'unified' ? 'one unified pool per node; GPU and CPU share it' : 'GPU memory and host RAM per node'}.`,
    `${nodes} node${nodes === 1 ? '' : 's'}, each a separate pool, not one contiguous capacity.`,
    `Capacity label: ${hardware.capacityLabel}. A label, not usable bytes.`,
  );
  if (isKnown(m.totalParameters))
    used.push(
      `Model ${m.name} (snapshot ${m.snapshot.slice(0, 8)}): sizing basis ${formatInteger(m.totalParameters)} total parameters, the total, never an active count. No byte figure here is computed from it.`,
    );
  else {
    used.push(`Model ${m.name} (snapshot ${m.snapshot.slice(0, 8)}).`);
    unknowns.push(
      'Total parameters: the sizing basis is the total, never an active count, and the source does not publish it.',
    );
  }
  if (isKnown(m.fileBytes))
    used.push(
      `Official file bytes ${formatBytes(m.fileBytes)}: the official snapshot, not the served checkpoint file.`,
    );

  const capacity = hardware.usableBytesPerNode;
  if (isKnown(capacity)) used.push(`Usable memory per node: ${formatBytes(capacity)}.`);
  else unknowns.push(`Usable memory per node. ${hardware.usableNote}`);

  const serving = servingPerNode(profile);
  if ('bytes' in serving)
    used.push(
      'Serving bytes per node as the source publishes them: one figure per node, not a sum of component rows.',
    );
  else unknowns.push(serving.missing);

  if (!isKnown(capacity) || !('bytes' in serving)) {
    // For information only: the rows are never added, so knowing them all would not establish a verdict.
    for (const c of profile.components)
      if (c.presence === 'present' && !isKnown(c.residentBytes))
        unknowns.push(`${c.label}: resident bytes unknown; rows overlap and are never added.`);
    return {
      status: 'not-established',
      headline: VERDICT_HEADLINES['not-established'],
      used,
      unknowns,
      arithmetic,
    };
  }

  let over = false;
  serving.bytes.forEach((need, i) => {
    const within = need <= capacity;
    if (!within) over = true;
    arithmetic.push(
      `Node ${i}: ${formatBytes(need)} of ${formatBytes(capacity)} usable: ${within ? 'within' : 'over'}.`,
    );
  });
  const status: VerdictStatus = over ? 'does-not-fit' : 'fits';
  return { status, headline: VERDICT_HEADLINES[status], used, unknowns, arithmetic };
}
