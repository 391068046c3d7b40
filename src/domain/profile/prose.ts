/**
 * Provenance of a profile's sentences. A plain string quotes the profile's `quotesFrom`
 * source; `{ quote, source }` quotes another; `{ siteNote }` is this site's own wording and
 * is marked wherever it is shown. Nothing here shows a made-up id as a name.
 */
import type { Prose } from './schema/primitives';
import type { Source } from './schema/sources';

export type ProseOrigin =
  { kind: 'quote'; source: Source | undefined; sourceId: string | undefined } | { kind: 'site-note' };

/** The words of a sentence, whatever its provenance. */
export const proseText = (p: Prose): string =>
  typeof p === 'string' ? p : 'quote' in p ? p.quote : p.siteNote;

export const isSiteNote = (p: Prose): p is Extract<Prose, { siteNote: string }> =>
  typeof p === 'object' && 'siteNote' in p;

/** The marker a site note carries in plain text. */
export const SITE_NOTE_MARK = '(site note)';

/** Where a sentence comes from, given the sources that can hold it. */
export function proseOrigin(
  p: Prose,
  owner: { sources: readonly Source[]; quotesFrom?: string | undefined },
): ProseOrigin {
  if (typeof p === 'object' && 'siteNote' in p) return { kind: 'site-note' };
  const sourceId = typeof p === 'string' ? owner.quotesFrom : p.source;
  return { kind: 'quote', sourceId, source: owner.sources.find((s) => s.id === sourceId) };
}

/** The sentence as plain text, a site note marked as such. */
export const proseLine = (p: Prose): string =>
  isSiteNote(p) ? `${proseText(p)} ${SITE_NOTE_MARK}` : proseText(p);
