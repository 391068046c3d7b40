/**
 * A source's own date as a range of days, so the code (never the author) can say whether a
 * source is documented after the recipe it describes. A printed month covers its whole month;
 * a lower bound ("no earlier than") has no end; an undated source has no range.
 */
import type { CommitPlace, SourceDate } from './schema/sources';

type DateRange = { from: string; to: string | undefined };

/** The earliest and latest day the source's date allows; undefined when it is undated. */
function sourceDateRange(d: SourceDate | undefined): DateRange | undefined {
  if (d === undefined || 'undated' in d) return undefined;
  if ('notBefore' in d) return { from: d.notBefore, to: undefined };
  const day = 'printed' in d ? d.printed : 'committed' in d ? d.committed : d.released;
  // "2026-01" sorts before every day of January and "2026-01-99" after every one.
  return day.length === 7 ? { from: `${day}-01`, to: `${day}-99` } : { from: day, to: day };
}

/** True only when the source is surely later: its earliest day after the recipe's latest. */
export function isLater(source: SourceDate | undefined, recipe: SourceDate | undefined): boolean {
  const s = sourceDateRange(source);
  const r = sourceDateRange(recipe);
  return s !== undefined && r?.to !== undefined && s.from > r.to;
}

/** The date as the source states it: "printed 2025-11-10", "committed 2026-02-09", ... */
export function sourceDateWords(d: SourceDate): { words: string; reason?: SourceDateReason } {
  if ('printed' in d) return { words: `printed ${d.printed}` };
  if ('committed' in d) return { words: `committed ${d.committed}` };
  if ('released' in d) return { words: `released ${d.released} as ${d.release}` };
  if ('notBefore' in d) return { words: `dated no earlier than ${d.notBefore}`, reason: d.because };
  return { words: 'undated', reason: d.undated };
}

/** The day a recipe's date names: its printed, commit or release day, or its lower bound. */
export function sourceDay(d: SourceDate | undefined): string | undefined {
  if (d === undefined || 'undated' in d) return undefined;
  return 'printed' in d
    ? d.printed
    : 'committed' in d
      ? d.committed
      : 'released' in d
        ? d.released
        : d.notBefore;
}
type SourceDateReason = Extract<SourceDate, { undated: unknown }>['undated'];

/** Where a pinned commit lives, in words: "on main", "in tag b1234", "pull request #12 head, not merged". */
export function commitPlaceWords(c: CommitPlace): { words: string; reason?: SourceDateReason } {
  if ('branch' in c) return { words: `on the ${c.branch} branch` };
  if ('tag' in c) return { words: `in release tag ${c.tag}` };
  if ('pullRequest' in c) {
    const where =
      c.head === false
        ? `a commit inside pull request #${c.pullRequest}, not its head`
        : `the head of pull request #${c.pullRequest}`;
    const off = c.onMain === false ? '; this commit itself is not on the main branch' : '';
    return { words: `${where}${c.merged ? ', merged' : ', not merged'}${off}` };
  }
  return { words: 'where the commit lives was not checked', reason: c.unchecked };
}
