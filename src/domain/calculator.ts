/**
 * The generic memory calculator. Its inputs are model-level facts and hardware capacity
 * only: there is deliberately no placement and no settings parameter, so no drag, setting
 * or comparison can change its verdict.
 *
 * It compares, per node, the published per-rank bytes of the rows that do not overlap
 * (the file ledger, runtime rows, separate downloads) with that node's usable bytes.
 * Subcomponents that overlap the file ledger are inside it and are never added again.
 * Each node is its own pool: nodes are never summed into one capacity.
 * Prose labels, caps, estimates and free-memory readings are not bytes and are not used.
 */
import type { Component, Hardware, Profile } from './schema';
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

/** Rows whose bytes are needed in memory: present, loaded into a memory lane, not inside another row. */
function countedRows(profile: Profile, hardware: Hardware): Component[] {
  const memoryLanes = new Set(hardware.lanes.filter((l) => l.kind === 'memory').map((l) => l.id));
  return profile.components.filter(
    (c) =>
      c.presence === 'present' &&
      c.overlap !== 'overlaps-ledger' &&
      c.overlap !== 'not-in-recipe' &&
      c.residences.some((r) => memoryLanes.has(r.lane)),
  );
}

export function calculateVerdict(profile: Profile, hardware: Hardware): Verdict {
  const used: string[] = [];
  const unknowns: string[] = [];
  const arithmetic: string[] = [];
  const nodes = profile.nodes;

  used.push(
    `Hardware ${hardware.id}: ${hardware.poolKind === 'unified' ? 'one unified pool per node; GPU and CPU share it' : 'GPU memory and host RAM per node'}.`,
    `${nodes} node${nodes === 1 ? '' : 's'}, each a separate pool, not one contiguous capacity.`,
    `Capacity label: ${hardware.capacityLabel}. A label, not usable bytes.`,
  );
  const m = profile.model;
  if (isKnown(m.totalParameters))
    used.push(`Total parameters ${formatInteger(m.totalParameters)} (${m.name}, snapshot ${m.snapshot.slice(0, 8)}). Sizing uses the total, never the active count.`);
  else unknowns.push('Total parameter count.');
  if (isKnown(m.fileBytes))
    used.push(`Official file bytes ${formatBytes(m.fileBytes)}: the official snapshot, not the served checkpoint file.`);

  const capacity = hardware.usableBytesPerNode;
  if (!isKnown(capacity)) unknowns.push(`Usable memory per node. ${hardware.usableNote}`);
  else used.push(`Usable memory per node: ${formatBytes(capacity)}.`);

  const rows = countedRows(profile, hardware);
  const perNode: (number | 'unknown')[] = Array.from({ length: nodes }, () => 0);
  for (const c of rows) {
    const ranks = c.perRankBytes;
    if (ranks === 'unknown' || ranks.length !== nodes || !ranks.every(isKnown)) {
      unknowns.push(`${c.label}: per-rank resident bytes.`);
      perNode.fill('unknown');
      continue;
    }
    used.push(`${c.label}: ${ranks.map((b, i) => `rank ${i} ${formatBytes(b)}`).join(', ')}.`);
    ranks.forEach((b, i) => {
      const prev = perNode[i];
      if (typeof prev === 'number' && isKnown(b)) perNode[i] = prev + b;
    });
  }
  const inside = profile.components.filter((x) => x.presence === 'present' && x.overlap === 'overlaps-ledger');
  for (const c of inside)
    if (!isKnown(c.residentBytes)) unknowns.push(`${c.label}: resident bytes (inside the file ledger; not added to it).`);
  // Overlapping rows are skipped only because the ledger row's bytes already hold them.
  // With no ledger row in memory to hold them, skipping them would count them as 0.
  if (inside.length > 0 && !rows.some((c) => c.overlap === 'file-ledger')) {
    unknowns.push(
      `File ledger: no checkpoint row in memory holds ${inside.map((c) => c.label).join(', ')}, so their per-rank bytes are not counted.`,
    );
    perNode.fill('unknown');
  }

  if (!isKnown(capacity) || perNode.some((n) => n === 'unknown')) {
    return { status: 'not-established', headline: VERDICT_HEADLINES['not-established'], used, unknowns, arithmetic };
  }
  let fits = true;
  perNode.forEach((need, i) => {
    const n = need as number;
    const ok = n <= capacity;
    fits &&= ok;
    arithmetic.push(`Node ${i}: needs ${formatBytes(n)} of ${formatBytes(capacity)} usable: ${ok ? 'within' : 'over'}.`);
  });
  const status: VerdictStatus = fits ? 'fits' : 'does-not-fit';
  return { status, headline: VERDICT_HEADLINES[status], used, unknowns, arithmetic };
}
