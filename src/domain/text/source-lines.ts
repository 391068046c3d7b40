/** How a source reads: pinned or unpinned, by its own name, never by an id this site made up. */
import type { Source, SourceDate } from '../profile/schema/sources';
import { proseLine } from '../profile/prose';
import { commitPlaceWords, isLater, sourceDateWords, sourceDay } from '../profile/source-dates';

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
export const recipeDate = (p: {
  quotesFrom?: string | undefined;
  sources: readonly Source[];
}): SourceDate | undefined => p.sources.find((s) => s.id === p.quotesFrom)?.dated;
/**
 * A source surely dated after the recipe it describes documents what the recipe's runs could
 * not have used. Compared by the code from both dates (a printed month spans the month; a
 * lower bound has no end, so a recipe known only by one marks nothing).
 */
export const documentedAfter = (s: Source, recipe: SourceDate | undefined): boolean =>
  isLater(s.dated, recipe);
export const DOCUMENTED_AFTER = 'documented after this recipe';
const withReason = ({ words, reason }: { words: string; reason?: Parameters<typeof proseLine>[0] }) =>
  reason === undefined ? words : `${words}: ${proseLine(reason)}`;
/**
 * The source's own name when it gives one; an id this site made up is never shown as a name.
 * Where its commit lives, its own date, marked when it is later than the recipe's (`recipe`).
 */
export const sourceLine = (s: Source, recipe?: SourceDate): string =>
  [
    [
      s.name ?? '',
      s.repo ? `${s.repo}${s.path ? `/${s.path}` : ''}` : '',
      s.url ?? '',
      s.pinned && s.commit ? s.commit : 'unpinned, revision not published',
      `checked ${s.checked}`,
    ]
      .filter(Boolean)
      .join(' '),
    // After the checked date, so "name sha checked date" reads as the seeds print it.
    s.commit && s.commitOn ? withReason(commitPlaceWords(s.commitOn)) : '',
    [
      withReason(sourceDateWords(s.dated)),
      documentedAfter(s, recipe) ? `(${DOCUMENTED_AFTER}, dated ${sourceDay(recipe)})` : '',
    ]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join('; ');
