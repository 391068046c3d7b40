/**
 * What the verdict panel says beside the calculator's verdict: a one-line headline in plain
 * words, and the figures the sources state, each with its kind. The figures are listed as
 * stated: never added up, never compared with each other or with a capacity, never a fit.
 * Reads the profile and hardware only, like the calculator: no placement, no setting.
 */
import type { Figure } from '../profile/schema/figures';
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Verdict } from './calculator';
import { FIGURE_KIND } from '../text/figure-lines';
import { proseLine } from '../profile/prose';
import { isKnown } from '../units/bytes';

const isMemory = (l: Lane) => l.tier === 'unified-pool' || l.tier === 'gpu-memory' || l.tier === 'host-ram';

/** "Not established: usable bytes of Unified pool and serving bytes per device are not published." */
export function plainHeadline(profile: Profile, hardware: Hardware, verdict: Verdict): string {
  if (verdict.status === 'fits')
    return 'Fits: the published serving bytes are within the usable bytes of every device.';
  if (verdict.status === 'does-not-fit')
    return 'Does not fit: the published serving bytes exceed the usable bytes of at least one device.';
  const memory = hardware.lanes.filter(isMemory);
  const usable = memory.filter((l) => !isKnown(l.usableBytes)).map((l) => l.label);
  const missing = [
    ...(usable.length ? [`usable bytes of ${usable.join(' and ')}`] : []),
    ...(profile.model.servingBytes.length === 0 || !profile.model.servingBytes.every((f) => isKnown(f.bytes))
      ? ['serving bytes per device']
      : []),
  ];
  return missing.length
    ? `Not established: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not published.`
    : 'Not established: an input the calculator needs is unknown.';
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

const figureWhat = (f: Figure): string => {
  const what = f.kind === 'named-cap' ? `${f.name} ${f.value} ${f.unit}` : f.label;
  return f.kind === 'observed-free' && f.where ? `${what} on ${f.where}` : what;
};

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
