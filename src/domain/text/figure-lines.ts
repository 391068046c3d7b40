/** How a stated non-byte figure reads: what it is, its kind, and its qualifier. */
import type { Figure } from '../profile/schema/figures';
import { proseLine } from '../profile/prose';

/** "about 176 GB (prose size): The README equates it to 164 GiB..." */
export const figureLine = (f: Figure): string => {
  const what = f.kind === 'named-cap' ? `${f.name} ${f.value} ${f.unit}` : f.label;
  // A "where" the source does not state is left out, never printed as a placeholder.
  const where = f.kind === 'observed-free' && f.where && f.where !== 'unknown' ? ` on ${f.where}` : '';
  return `${what}${where} (${FIGURE_KIND[f.kind]}): ${proseLine(f.qualifier)}`;
};
export const FIGURE_KIND: Record<Figure['kind'], string> = {
  'prose-size': 'prose size',
  'named-cap': 'named cap',
  'startup-estimate': 'startup estimate',
  'observed-free': 'observed free memory',
  'free-threshold': 'free-memory warning',
  'token-count': 'token count',
  'reported-usable': 'reported usable memory',
};
