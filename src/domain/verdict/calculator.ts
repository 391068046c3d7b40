/**
 * The generic memory calculator. Its inputs are model-level facts and hardware capacity
 * only: there is deliberately no placement and no settings parameter, so no drag, setting
 * or comparison can change its verdict.
 *
 * The one byte figure it compares is `model.servingBytes`: exact bytes that the source
 * publishes as measured to serve the pin on one device of one tier of one node. It never
 * makes such a figure itself: component rows, parts and copies overlap and are never added.
 * Every device of every tier that holds runtime memory (TIERS: unified pool, GPU memory,
 * host RAM, remote device) is a capacity it must know: each is compared with that device's
 * own usable bytes; nodes, GPUs and tiers are separate capacities and are never summed.
 * Prose labels, caps, estimates and free-memory readings are not bytes and are not used.
 * Where an input is unknown or in conflict, the verdict is "not established" and the gaps
 * are listed: unknown never becomes 0, and an unknown device never becomes a fit.
 *
 * The verdict is data (status, gaps, the arithmetic as numbers per device); verdict-text.ts
 * turns it into the words the panel, the briefs and the CLI print.
 */
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { holdsRuntime } from '../profile/tiers';
import { isKnown } from '../units/bytes';
import { isConflict } from '../profile/stated-values';

export type VerdictStatus = 'fits' | 'does-not-fit' | 'not-established';

/** One device of one runtime tier on one node: one capacity. */
export type Slot = { lane: Lane; node: number; device: number };

/** One device's comparison: the published serving bytes against its usable bytes, as integers. */
export type SlotCheck = { slot: Slot; need: number; capacity: number; within: boolean };

/** An input the verdict needs and does not have. */
export type VerdictGap =
  /** The usable bytes of a runtime tier are unknown. */
  | { kind: 'usable-bytes'; lane: Lane }
  /** The source publishes no exact serving figure at all. */
  | { kind: 'no-serving-figures' }
  /** No figure (or "unknown") for these devices. */
  | { kind: 'serving-bytes'; slots: Slot[] }
  /** The hardware has no tier that holds runtime memory. */
  | { kind: 'no-runtime-tier' };

export type Verdict = {
  status: VerdictStatus;
  /** Every runtime-memory device of every node, in hardware order. */
  slots: Slot[];
  /** Empty unless the status is "fits" or "does-not-fit": then one check per slot. */
  arithmetic: SlotCheck[];
  /** What is missing; empty when the verdict is established. */
  gaps: VerdictGap[];
  /** The total parameter count is unknown or in conflict (the sizing basis is the total). */
  totalParametersUnknown: boolean;
  /** Present rows whose resident bytes are unpublished (informational: rows are never added). */
  residentUnknown: string[];
};

export function calculateVerdict(profile: Profile, hardware: Hardware): Verdict {
  const m = profile.model;
  const memory = hardware.lanes.filter(holdsRuntime);
  // One published figure per device of every runtime tier on every node; nothing else counts.
  const slots: Slot[] = memory.flatMap((lane) =>
    Array.from({ length: profile.nodes }, (_, node) =>
      Array.from({ length: lane.devicesPerNode }, (_, device) => ({ lane, node, device })),
    ).flat(),
  );
  const figureFor = (s: Slot) =>
    m.servingBytes.find((f) => f.lane === s.lane.id && f.node === s.node && f.device === s.device)?.bytes;
  const unpublished = slots.filter((s) => {
    const b = figureFor(s);
    return b === undefined || !isKnown(b);
  });
  const gaps: VerdictGap[] = [
    ...memory.filter((l) => !isKnown(l.usableBytes)).map((lane) => ({ kind: 'usable-bytes' as const, lane })),
    ...(slots.length === 0 ? [{ kind: 'no-runtime-tier' as const }] : []),
    ...(m.servingBytes.length === 0
      ? [{ kind: 'no-serving-figures' as const }]
      : unpublished.length > 0
        ? [{ kind: 'serving-bytes' as const, slots: unpublished }]
        : []),
  ];
  const totalParametersUnknown = typeof m.totalParameters !== 'number' || isConflict(m.totalParameters);
  const residentUnknown =
    gaps.length > 0
      ? profile.components
          .filter((c) => c.presence === 'present' && !isKnown(c.residentBytes))
          .map((c) => c.label)
      : [];
  if (gaps.length > 0)
    return {
      status: 'not-established',
      slots,
      arithmetic: [],
      gaps,
      totalParametersUnknown,
      residentUnknown,
    };

  const arithmetic = slots.map((slot): SlotCheck => {
    const need = figureFor(slot) as number;
    const capacity = slot.lane.usableBytes as number;
    return { slot, need, capacity, within: need <= capacity };
  });
  const status: VerdictStatus = arithmetic.every((a) => a.within) ? 'fits' : 'does-not-fit';
  return { status, slots, arithmetic, gaps, totalParametersUnknown, residentUnknown };
}
