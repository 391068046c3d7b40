/**
 * Small pure helpers for the compare tables. They count rows and words; they never read a
 * figure, so nothing here can compute across the two pins.
 */
import { NOT_LISTED, type CompareRow, type CompareSection } from '../../domain/compare';

/** Rows shown: all, or only those that differ when identical rows are folded. */
export const visibleRows = (rows: readonly CompareRow[], fold: boolean): readonly CompareRow[] =>
  fold ? rows.filter((r) => r.differs) : rows;

export const differingCount = (rows: readonly CompareRow[]): number => rows.filter((r) => r.differs).length;

export const totals = (sections: readonly CompareSection[]): { rows: number; differ: number } => ({
  rows: sections.reduce((n, s) => n + s.rows.length, 0),
  differ: sections.reduce((n, s) => n + differingCount(s.rows), 0),
});

export type CellTone = 'unknown' | 'not-listed' | 'plain';
/** How a cell reads: the pin says "unknown", the pin has no such row, or a stated value. */
export const cellTone = (text: string): CellTone =>
  text === 'unknown' ? 'unknown' : text === NOT_LISTED ? 'not-listed' : 'plain';

/**
 * Sections whose rows are paired by position only (caveat 1 with caveat 1, observation 1
 * with observation 1): the two cells of such a row are not the same measurement or claim.
 */
export const PAIRED_BY_POSITION: Readonly<Record<string, string>> = {
  Caveats:
    'Caveats are paired by position only. Each cell is one pin’s own caveat; the two cells of a row are not about the same thing.',
  'Reported observations':
    'Observations are paired by position only. Each cell is one pin’s own figure with its own configuration and qualifier, not a forecast; the two cells of a row are not the same measurement.',
};
