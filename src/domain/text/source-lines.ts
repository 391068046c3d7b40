/** How a source reads: pinned or unpinned, by its own name, never by an id this site made up. */
import type { Source } from '../profile/schema/sources';
import { proseLine } from '../profile/prose';

/** "Pinned source TP2 settings... 92bf731c...", or "Unpinned source ...: revision not published". */
export const pinnedSourceLine = (s: Source): string =>
  s.pinned && s.commit
    ? `Pinned source ${proseLine(s.pins)} ${s.commit}`
    : `Unpinned source ${proseLine(s.pins)}: revision not published`;
/** "Read in full: A; B. Read in excerpts only: C." from each source's `read`; undefined when none says. */
export function readingLine(p: { sources: readonly Source[] }): string | undefined {
  // A source with no name, repository or address (a seed's unnamed pin) is left out of the list.
  const named = (read: Source['read']) =>
    p.sources.filter((s) => s.read === read).flatMap((s) => s.name ?? s.repo ?? s.url ?? []);
  const full = named('in full');
  const excerpts = named('in excerpts');
  const unrecorded = named(undefined);
  if (full.length === 0 && excerpts.length === 0) return undefined;
  return [
    full.length ? `Sources read in full: ${full.join('; ')}.` : 'No source was read in full.',
    excerpts.length ? `Read in excerpts only: ${excerpts.join('; ')}.` : '',
    unrecorded.length ? `How these were read is not recorded: ${unrecorded.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The recipe's own date: the date of the source the pin's plain sentences quote, if it has one. */
export const recipeDate = (p: { quotesFrom?: string | undefined; sources: readonly Source[] }) =>
  p.sources.find((s) => s.id === p.quotesFrom)?.dated;
/** A source dated after the recipe it describes documents what the recipe's runs could not have used. */
export const documentedAfter = (s: Source, recipe: string | undefined): boolean =>
  recipe !== undefined && s.dated !== undefined && s.dated > recipe;
export const DOCUMENTED_AFTER = 'documented after this recipe';
/**
 * The source's own name when it gives one; an id this site made up is never shown as a name.
 * Its own date when it has one, marked when it is later than the recipe's (`recipe`).
 */
export const sourceLine = (s: Source, recipe?: string): string =>
  [
    s.name ?? '',
    s.repo ? `${s.repo}${s.path ? `/${s.path}` : ''}` : '',
    s.url ?? '',
    s.pinned && s.commit ? s.commit : 'unpinned, revision not published',
    s.dated ? `dated ${s.dated}` : '',
    documentedAfter(s, recipe) ? `(${DOCUMENTED_AFTER}, dated ${recipe})` : '',
    `checked ${s.checked}`,
  ]
    .filter(Boolean)
    .join(' ');
