/**
 * What a row card says, formatted from the one board model's row (board/board-model.ts
 * `BoardRow`): its name, its marks and load words, its card line, the figures the source states
 * and its one line of exact bytes, each read from the row's own marks and figures. The board's
 * cards and the brief's rows print these, so a row reads the same on both.
 *
 * Rows overlap: a split part or a copy is its own row, marked as such, and nothing here adds one
 * row's bytes to another's.
 */
import { accessText, cardLine, overlapBadge } from './component-lines';
import { figureLine } from './figure-lines';
import { loadMark, markText } from './row-marks';
import { unloadingConsequence } from '../board/card-facts';
import { isFromFile, type BoardRow, type RowFigure } from '../board/board-model';
import { rowName } from '../rows/rows';
import { proseLine } from '../profile/prose';
import { isConflict, statedBytesText } from '../profile/stated-values';
import { formatBytes, isKnown } from '../units/bytes';
import type { Figure } from '../profile/schema/figures';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Bytes, Prose, StatedBytes } from '../profile/schema/primitives';

export type CardWords = {
  /** The row named alone: "Routed experts", "KV cache: Home copy". */
  name: string;
  /** Absent, or its presence not stated: the card gives why instead of figures. */
  absent: boolean;
  /** "Shared UMA pool. Sparse routed matmul." or "File ledger." */
  cardLine: string;
  /** "part: experts of the first 27 layers", "cache copy, not counted twice", "executes in GPU memory"... */
  marks: string[];
  /** The row's rank scope as the source states it ("rank 0 only"), with its provenance: its own line. */
  ranks?: Prose;
  /** "Access: Sparse routed matmul.", where the card line does not already say it (off a lane). */
  access?: string;
  /** Stated figures of the row, each with its kind and qualifier: "about 2.3 GB (prose size): ...". */
  figures: string[];
  /** "Exact bytes unknown.", once, or the exact bytes the source publishes, or what is unknown beyond the file's. */
  bytes: string;
  /** "overlaps checkpoint", "file ledger", "runtime"... */
  overlap: string;
  /** Moved by the user away from where the recipe puts it under the settings in force. */
  explored: boolean;
  /** "not loaded under DRAFTER=mtp", or "not loaded" when the source says so plainly. */
  notLoaded?: string;
  /** The setting's (or the source's) own words for why the row is not loaded. */
  notLoadedWords?: Prose;
  /** Why an absent row is refused everywhere, or that the source does not state its presence. */
  absentReason?: string;
};

/** Figures a row card shows: sizes the source states in prose, and named caps in bytes. */
const CARD_KINDS = new Set<Figure['kind']>(['prose-size', 'named-cap']);
const onCard = (f: Figure): boolean =>
  CARD_KINDS.has(f.kind) && !(f.kind === 'named-cap' && f.unit === 'tokens');

/** The stated figures a card shows, from the row's figures; none for a row that is not present. */
export const cardFigures = (r: Pick<BoardRow, 'row' | 'figures'>): Figure[] =>
  r.row.component.presence === 'present'
    ? r.figures.flatMap((f) => (f.kind === 'stated' && onCard(f.figure) ? [f.figure] : []))
    : [];

/** With file bytes from a header known for the row, what is still unknown is the memory it takes beyond them. */
export const BEYOND_FILE_UNKNOWN = 'Memory use beyond the file: unknown.';

const fileBytes = (figures: readonly RowFigure[]): StatedBytes => {
  const f = figures.find((x) => x.kind === 'published-bytes' && x.what === 'file');
  return f?.kind === 'published-bytes' ? f.bytes : 'unknown';
};
const residentBytes = (figures: readonly RowFigure[]): Bytes => {
  const f = figures.find((x) => x.kind === 'published-bytes' && x.what === 'resident');
  return f?.kind === 'published-bytes' && f.what === 'resident' ? f.bytes : 'unknown';
};
const perRank = (figures: readonly RowFigure[]): readonly Bytes[] | 'unknown' => {
  const f = figures.find((x) => x.kind === 'published-per-rank');
  return f?.kind === 'published-per-rank' ? f.bytes : 'unknown';
};
/**
 * The row's one line about exact bytes (on its card and in the briefs), read from its figures:
 * the ones the source publishes, then "exact bytes unknown" once for the rest, never three
 * "unknown" fields. When a confirmed model file gives the row's file bytes, those are shown
 * beside this line, so it names only what is still unknown: the memory beyond its file bytes.
 */
export function cardBytesLine(p: Profile, figures: readonly RowFigure[]): string {
  const [file, resident, ranks] = [fileBytes(figures), residentBytes(figures), perRank(figures)];
  const known: string[] = [];
  if (isConflict(file)) known.push(`File size: ${statedBytesText(p, file)}.`);
  else if (isKnown(file)) known.push(`File size ${formatBytes(file)}.`);
  if (ranks !== 'unknown')
    known.push(`Per rank: ${ranks.map((b, i) => `rank ${i} ${formatBytes(b)}`).join(', ')}.`);
  if (isKnown(resident)) known.push(`Resident ${formatBytes(resident)}.`);
  if (figures.some(isFromFile))
    return [...known, ...(isKnown(resident) ? [] : [BEYOND_FILE_UNKNOWN])].join(' ');
  if (known.length === 0) return 'Exact bytes unknown.';
  const allKnown = !isConflict(file) && isKnown(file) && ranks !== 'unknown' && isKnown(resident);
  return allKnown ? known.join(' ') : `${known.join(' ')} Other exact bytes unknown.`;
}

/** Why the row is not loaded, in the setting's or the source's own words. */
function notLoadedWords(profile: Profile, r: BoardRow): Prose | undefined {
  if (r.load.state === 'not-loaded-stated') return r.load.note;
  return r.load.state === 'not-loaded' ? unloadingConsequence(profile, r.load.setting) : undefined;
}

/** Why an absent row is refused everywhere, or that the source does not state its presence. */
function absentReason(r: BoardRow): string | undefined {
  const c = r.row.component;
  if (c.presence === 'not-stated') return 'The source does not say whether this is in the pin.';
  return c.presence === 'absent' && c.absentReason ? proseLine(c.absentReason) : undefined;
}

/** What one row card says, for the board model's row `r` (where it sits now, its marks and figures). */
export function cardWords(pin: { profile: Profile; hardware: Hardware }, r: BoardRow): CardWords {
  const c = r.row.component;
  const lane = pin.hardware.lanes.find((l) => l.id === r.residence);
  const ranks = r.marks.find((m) => m.kind === 'ranks');
  const load = loadMark(r.load);
  const words = notLoadedWords(pin.profile, r);
  const reason = absentReason(r);
  return {
    name: rowName(r.row),
    absent: c.presence !== 'present',
    cardLine: c.presence === 'absent' ? 'Absent.' : cardLine(r.row, lane),
    // The rank scope has its own line on the card, as the source's sentence.
    marks: r.marks.filter((m) => m.kind !== 'ranks').map(markText),
    ...(ranks ? { ranks: ranks.ranks } : {}),
    // In a lane the card's first line already says the access (cardLine); elsewhere it has its own line.
    ...(lane ? {} : { access: accessText(c) }),
    figures: cardFigures(r).map(figureLine),
    bytes: cardBytesLine(pin.profile, r.figures),
    overlap: overlapBadge(c),
    explored: r.explored,
    ...(load ? { notLoaded: load } : {}),
    ...(words ? { notLoadedWords: words } : {}),
    ...(reason ? { absentReason: reason } : {}),
  };
}
