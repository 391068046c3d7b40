/**
 * Small pure helpers for the compare tables. They count rows and words; they never read a
 * figure, so nothing here can compute across the two pins.
 */
import type { CompareKey, CompareRow, CompareSection } from '../../domain/compare/compare-side';

/** Rows shown: all, or, when identical rows are folded, those whose two texts are not the same. */
/** Folding hides identical rows, never one that decides commercial use. */
export const visibleRows = (rows: readonly CompareRow[], fold: boolean): readonly CompareRow[] =>
  fold ? rows.filter((r) => r.differs || r.a !== r.b || r.decides !== undefined) : rows;

export const differingCount = (rows: readonly CompareRow[]): number => rows.filter((r) => r.differs).length;

export const totals = (sections: readonly CompareSection[]): { rows: number; differ: number } => ({
  rows: sections.reduce((n, s) => n + s.rows.length, 0),
  differ: sections.reduce((n, s) => n + differingCount(s.rows), 0),
});

/** A row's key as one string, for React's list keys: unique within a comparison. */
export const rowKey = (k: CompareKey): string =>
  k.of === 'pin'
    ? `pin:${k.field}`
    : k.of === 'setting'
      ? `setting:${k.name}`
      : k.of === 'license'
        ? `license:${k.component}`
        : `component:${k.id}:${k.field}`;
