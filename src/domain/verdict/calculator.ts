/**
 * The generic memory calculator. Its inputs are model-level facts and hardware capacity
 * only: there is deliberately no placement and no settings parameter, so no drag, setting
 * or comparison can change its verdict.
 *
 * The one byte figure it compares is `model.servingBytes`: exact bytes that the source
 * publishes as measured to serve the pin on one device of one tier of one node. It never
 * makes such a figure itself: component rows, parts and copies overlap and are never added.
 * Each device is compared with that device's own usable bytes; nodes, GPUs and tiers are
 * separate capacities and are never summed. Prose labels, caps, estimates and free-memory
 * readings are not bytes and are not used. Where an input is unknown or in conflict, the
 * verdict is "not established" and the unknowns are listed: unknown never becomes 0.
 */
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { formatBytes, formatInteger, isKnown } from '../units/bytes';
import { isConflict, statedCountText } from '../profile/stated-values';
import { proseLine } from '../profile/prose';

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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const isMemory = (l: Lane) => l.tier === 'unified-pool' || l.tier === 'gpu-memory' || l.tier === 'host-ram';

type Slot = { lane: Lane; node: number; device: number };
const slotName = (s: Slot) =>
  `${s.lane.label}, node ${s.node}${s.lane.devicesPerNode > 1 ? `, device ${s.device}` : ''}`;

export function calculateVerdict(profile: Profile, hardware: Hardware): Verdict {
  const used: string[] = [];
  const unknowns: string[] = [];
  const arithmetic: string[] = [];
  const nodes = profile.nodes;
  const m = profile.model;
  const memory = hardware.lanes.filter(isMemory);

  used.push(
    `Hardware ${hardware.label}.`,
    `${plural(nodes, 'node')}, each a separate capacity, never one contiguous pool.`,
  );
  for (const lane of memory)
    used.push(
      `${lane.label}: ${lane.capacityLabel ?? 'capacity not stated'}${lane.devicesPerNode > 1 ? `; ${lane.devicesPerNode} devices per node, each its own capacity` : ''}.${lane.capacityLabel ? ' A label, not usable bytes.' : ''}`,
    );

  const snapshot = m.snapshot ? ` (snapshot ${m.snapshot.slice(0, 8)})` : ' (revision not published)';
  if (typeof m.totalParameters === 'number')
    used.push(
      `Model ${m.name}${snapshot}: sizing basis ${formatInteger(m.totalParameters)} total parameters, the total, never an active count. No byte figure here is computed from it.`,
    );
  else {
    used.push(`Model ${m.name}${snapshot}.`);
    unknowns.push(
      isConflict(m.totalParameters)
        ? `Total parameters: ${statedCountText(profile, m.totalParameters)}.`
        : 'Total parameters: the sizing basis is the total, never an active count, and the source does not publish it.',
    );
  }

  // One published figure per device of every memory tier on every node; nothing else counts.
  const slots: Slot[] = memory.flatMap((lane) =>
    Array.from({ length: nodes }, (_, node) =>
      Array.from({ length: lane.devicesPerNode }, (_, device) => ({ lane, node, device })),
    ).flat(),
  );
  const missingUsable = memory.filter((l) => !isKnown(l.usableBytes));
  for (const l of missingUsable)
    unknowns.push(`Usable bytes of ${l.label}.${l.usableNote ? ` ${proseLine(l.usableNote)}` : ''}`);
  for (const l of memory)
    if (isKnown(l.usableBytes))
      used.push(`Usable bytes of ${l.label}, per device: ${formatBytes(l.usableBytes)}.`);

  const figureFor = (s: Slot) =>
    m.servingBytes.find((f) => f.lane === s.lane.id && f.node === s.node && f.device === s.device)?.bytes;
  const missing = slots.filter((s) => {
    const b = figureFor(s);
    return b === undefined || !isKnown(b);
  });
  if (missing.length === 0 && slots.length > 0)
    used.push(
      'Serving bytes as the source publishes them: one figure per device, not a sum of component rows.',
    );
  else
    unknowns.push(
      m.servingBytes.length === 0
        ? 'Serving bytes: the source publishes no exact per-device figure; this calculator never adds component rows, parts or copies to make one.'
        : `Serving bytes not published for ${missing.map(slotName).join('; ')}; this calculator never adds component rows to make them.`,
    );

  if (missingUsable.length > 0 || missing.length > 0 || slots.length === 0) {
    const rows = profile.components.filter((c) => c.presence === 'present' && !isKnown(c.residentBytes));
    if (rows.length > 0)
      unknowns.push(
        `Resident bytes unknown for ${rows.map((c) => c.label).join(', ')}. Rows overlap and are never added, so knowing them would not establish a verdict.`,
      );
    return {
      status: 'not-established',
      headline: VERDICT_HEADLINES['not-established'],
      used,
      unknowns,
      arithmetic,
    };
  }

  let over = false;
  for (const s of slots) {
    const need = figureFor(s) as number;
    const capacity = s.lane.usableBytes as number;
    const within = need <= capacity;
    if (!within) over = true;
    arithmetic.push(
      `${slotName(s)}: ${formatBytes(need)} of ${formatBytes(capacity)} usable: ${within ? 'within' : 'over'}.`,
    );
  }
  const status: VerdictStatus = over ? 'does-not-fit' : 'fits';
  return { status, headline: VERDICT_HEADLINES[status], used, unknowns, arithmetic };
}
