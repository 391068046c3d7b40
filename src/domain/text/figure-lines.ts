/** How a stated non-byte figure reads: what it is, where, its kind, and its qualifier. */
import type { Figure } from '../profile/schema/figures';
import { proseLine } from '../profile/prose';

export const FIGURE_KIND: Record<Figure['kind'], string> = {
  'prose-size': 'prose size',
  'named-cap': 'named cap',
  'startup-estimate': 'startup estimate',
  'observed-free': 'observed free memory',
  'free-threshold': 'free-memory warning',
  'token-count': 'token count',
  'observed-used': 'observed memory in use',
  'stated-minimum': 'stated minimum memory',
  'reported-usable': 'reported usable memory',
};

/**
 * "KV_POOL_GIB 12.5 GiB", "5.6 GiB on rank 0": what the figure is, as stated. The one rule for
 * every surface: a "where" the source does not state ("unknown" or left out) is left out,
 * never printed as a placeholder.
 */
export const figureWhat = (f: Figure): string => {
  const what = f.kind === 'named-cap' ? `${f.name} ${f.value} ${f.unit}` : f.label;
  return (f.kind === 'observed-free' || f.kind === 'observed-used') && f.where && f.where !== 'unknown'
    ? `${what} on ${f.where}`
    : what;
};

/** "about 176 GB (prose size): The README equates it to 164 GiB..." */
export const figureLine = (f: Figure): string =>
  `${figureWhat(f)} (${FIGURE_KIND[f.kind]}): ${proseLine(f.qualifier)}`;
