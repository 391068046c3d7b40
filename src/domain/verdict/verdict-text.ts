/**
 * The calculator's verdict in words, for every surface (the verdict panel, both briefs, the
 * CLI): the headline as a status plus what is missing, the inputs it used, its unknowns and
 * its arithmetic, one line per device. And the figures the sources state, each with its kind,
 * listed as stated: never added up, never compared with each other or with a capacity.
 * Reads the profile and hardware only, like the calculator: no placement, no setting.
 */
import type { Figure } from '../profile/schema/figures';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Slot, Verdict, VerdictStatus } from './calculator';
import { FIGURE_KIND, figureWhat } from '../text/figure-lines';
import { holdsRuntime } from '../profile/tiers';
import { proseLine } from '../profile/prose';
import { devicesText } from '../text/lane-lines';
import { countOf } from '../text/sentence';
import { laneCapacity } from '../board/board-model';
import { isConflict, isRounded, statedCountText } from '../profile/stated-values';
import { formatBytes, formatInteger, isKnown } from '../units/bytes';

export const VERDICT_HEADLINES: Record<VerdictStatus, string> = {
  fits: 'Fits',
  'does-not-fit': 'Does not fit',
  'not-established': 'Not established',
};

/**
 * The one line for a verdict with nothing to add up, on the panel and in the brief. It names
 * the calculator: file bytes read from a model file's header have an arithmetic of their own
 * beside it (a lower bound), and a bare "no arithmetic" would read as if they had none.
 */
export const NO_ARITHMETIC = 'Calculator arithmetic: none; the inputs it needs are not established.';

/** What the headline says is missing: the lanes whose usable bytes are unknown, the serving bytes. */
export type Missing = { kind: 'usable-bytes'; lanes: string[] } | { kind: 'serving-bytes' };
export type VerdictHeadline = { status: VerdictStatus; missing: Missing[] };

/** The headline as data: the status, and for "not established" what is not published. */
export function verdictHeadline(verdict: Verdict): VerdictHeadline {
  const usable = verdict.gaps.flatMap((g) => (g.kind === 'usable-bytes' ? [g.lane.label] : []));
  const serving = verdict.gaps.some((g) => g.kind === 'no-serving-figures' || g.kind === 'serving-bytes');
  return {
    status: verdict.status,
    missing: [
      ...(usable.length ? [{ kind: 'usable-bytes' as const, lanes: usable }] : []),
      ...(serving ? [{ kind: 'serving-bytes' as const }] : []),
    ],
  };
}

/** "usable bytes of Unified pool and serving bytes per device are not published." */
export function headlineDetail(h: VerdictHeadline): string {
  if (h.status === 'fits') return 'the published serving bytes are within the usable bytes of every device.';
  if (h.status === 'does-not-fit')
    return 'the published serving bytes exceed the usable bytes of at least one device.';
  const words = h.missing.map((m) =>
    m.kind === 'usable-bytes' ? `usable bytes of ${m.lanes.join(' and ')}` : 'serving bytes per device',
  );
  return words.length
    ? `${words.join(' and ')} ${words.length > 1 ? 'are' : 'is'} not published.`
    : 'an input the calculator needs is unknown.';
}

/** "Not established: usable bytes of Unified pool and serving bytes per device are not published." */
export const plainHeadline = (h: VerdictHeadline): string =>
  `${VERDICT_HEADLINES[h.status]}: ${headlineDetail(h)}`;

export const slotName = (s: Slot): string =>
  `${s.lane.label}, node ${s.node}${s.lane.devicesPerNode > 1 ? `, device ${s.device}` : ''}`;

export type VerdictLines = { used: string[]; unknowns: string[]; arithmetic: string[] };

/** The verdict's inputs, unknowns and arithmetic as the lines every surface prints. */
export function verdictLines(profile: Profile, hardware: Hardware, verdict: Verdict): VerdictLines {
  const m = profile.model;
  const memory = hardware.lanes.filter(holdsRuntime);
  const used: string[] = [
    `Hardware ${hardware.label}.`,
    `${countOf(profile.nodes, 'node')}, each a separate capacity, never one contiguous pool.`,
    ...memory.map(
      (lane) =>
        `${lane.label}: ${lane.capacityLabel ?? 'capacity not stated'}${devicesText(laneCapacity(lane)) ? `; ${devicesText(laneCapacity(lane))}` : ''}.${lane.capacityLabel ? ' A label, not usable bytes.' : ''}`,
    ),
  ];
  const unknowns: string[] = [];
  const snapshot = m.snapshot ? ` (snapshot ${m.snapshot.slice(0, 8)})` : ' (revision not published)';
  if (typeof m.totalParameters === 'number')
    used.push(
      `Model ${m.name}${snapshot}: sizing basis ${formatInteger(m.totalParameters)} total parameters, the total, never an active count. No byte figure here is computed from it.`,
    );
  else {
    used.push(`Model ${m.name}${snapshot}.`);
    unknowns.push(
      isConflict(m.totalParameters) || isRounded(m.totalParameters)
        ? `Total parameters: ${statedCountText(profile, m.totalParameters)}.`
        : 'Total parameters: the sizing basis is the total, never an active count, and the source does not publish it.',
    );
  }
  for (const g of verdict.gaps)
    if (g.kind === 'usable-bytes')
      unknowns.push(
        `Usable bytes of ${g.lane.label}.${g.lane.usableNote ? ` ${proseLine(g.lane.usableNote)}` : ''}`,
      );
  for (const l of memory)
    if (isKnown(l.usableBytes))
      used.push(`Usable bytes of ${l.label}, per device: ${formatBytes(l.usableBytes)}.`);
  const serving = verdict.gaps.find((g) => g.kind === 'no-serving-figures' || g.kind === 'serving-bytes');
  if (!serving && verdict.slots.length > 0)
    used.push(
      'Serving bytes as the source publishes them: one figure per device, not a sum of component rows.',
    );
  else
    unknowns.push(
      serving?.kind === 'serving-bytes'
        ? `Serving bytes not published for ${serving.slots.map(slotName).join('; ')}; this calculator never adds component rows to make them.`
        : 'Serving bytes: the source publishes no exact per-device figure; this calculator never adds component rows, parts or copies to make one.',
    );
  if (verdict.residentUnknown.length > 0)
    unknowns.push(
      `Resident bytes unknown for ${verdict.residentUnknown.join(', ')}. Rows overlap and are never added, so knowing them would not establish a verdict.`,
    );
  const arithmetic = verdict.arithmetic.map(
    (a) =>
      `${slotName(a.slot)}: ${formatBytes(a.need)} of ${formatBytes(a.capacity)} usable: ${a.within ? 'within' : 'over'}.`,
  );
  return { used, unknowns, arithmetic };
}

/** Kinds the panel lists; prose sizes stay on their row cards. */
const PANEL_KINDS = new Set<Figure['kind']>([
  'free-threshold',
  'startup-estimate',
  'reported-usable',
  'named-cap',
  'observed-free',
]);

export type StatedFigure = { what: string; kind: string; whose: string; qualifier: string };

/**
 * Each stated figure of the pin once, with its kind and whose it is: hardware figures,
 * component figures of the listed kinds, and concurrency figures. In the profile's order.
 */
export function statedFigures(profile: Profile, hardware: Hardware): StatedFigure[] {
  const all: { f: Figure; whose: string }[] = [
    ...hardware.figures.map((f) => ({ f, whose: hardware.label })),
    ...profile.components.flatMap((c) => c.figures.map((f) => ({ f, whose: c.label }))),
    ...profile.concurrency.figures.map((f) => ({ f, whose: 'Concurrency' })),
  ];
  const seen = new Set<string>();
  return all.flatMap(({ f, whose }) => {
    if (!PANEL_KINDS.has(f.kind)) return [];
    const item = { what: figureWhat(f), kind: FIGURE_KIND[f.kind], whose, qualifier: proseLine(f.qualifier) };
    const key = `${item.what}|${item.kind}|${item.qualifier}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [item];
  });
}

export const STATED_NOT_A_FIT = 'As stated: never added up, never compared with each other.';
