/** How a draft pin states its sentences: this site's own notes, the runtime's quoted text, and a part's reasons. */
import type { Prose } from '../../profile/schema/primitives';
import type { Because, PartReading } from '../reading';
import type { Citation } from '../registry/types';

export const note = (siteNote: string): Prose => ({ siteNote });
export const quote = (c: Citation): Prose => ({ quote: c.quote, source: c.source });

/** "-ngl 99: The last layers go to the GPU." */
export const becauseText = (b: Because): string => `${b.flag ? `${b.flag}: ` : ''}${b.rule}`;

/** The first quote of a part's reasons, else its rule as a site note. */
export const evidenceOf = (p: PartReading): Prose => {
  const c = p.because.flatMap((b) => b.cite)[0];
  return c ? quote(c) : note(p.because.map(becauseText).join(' '));
};
