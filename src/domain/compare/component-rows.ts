/**
 * The component sections of a comparison: one section per component row id the two pins
 * share or one of them has, each cell from its own pin (residence with marks, notes, bytes
 * as published, figures with their qualifiers). Rows are aligned by component, never by
 * position, and never added.
 */
import type { Component } from '../profile/schema/components';
import { residenceOf } from '../placement/placement';
import { boardRows, rowName } from '../board/rows';
import { residenceLabel } from '../placement/move-rules';
import { boardRowMarks } from '../text/row-marks';
import { boardRow } from '../board/board-model';
import { rowFileBytesLine } from '../text/file-bytes-lines';
import { figureLine } from '../text/figure-lines';
import { NOT_LISTED, P, bytesText, row, union, type Side, type Spec } from './compare-side';

/** Where each row of the component sits on this side, with its marks: the board model's words. */
export function residenceText(s: Side, c: Component): string {
  if (c.presence === 'absent') return 'absent';
  if (c.presence === 'not-stated') return 'presence not stated';
  const hw = s.hardware;
  return boardRows(s.profile)
    .filter((r) => r.component === c)
    .map((r) => {
      const row = boardRow(s, r, residenceOf(s.placement, r), s.unloaded.get(c.id));
      const where = hw ? residenceLabel(hw, row.residence) : row.residence;
      const marks = [...boardRowMarks(row), ...(row.explored ? [] : ['as pinned'])];
      return `${r.role === 'whole' ? '' : `${rowName(r)}: `}${where} (${marks.join('; ')})`;
    })
    .join(' | ');
}

/**
 * The file bytes a confirmed model file's header gives for each row of the component, in the
 * board's words; each side's from its own file, never one side's file read against the other.
 */
export function fileBytesText(s: Side, c: Component): string {
  const file = s.fileBytes;
  if (!file) return 'no model file read for this pin';
  return boardRows(s.profile)
    .filter((r) => r.component === c)
    .map((r) => {
      return `${r.role === 'whole' ? '' : `${rowName(r)}: `}${rowFileBytesLine(file.row(r))}`;
    })
    .join(' | ');
}

const component = (s: Side, id: string) => s.profile.components.find((c) => c.id === id);
const compCell = (id: string, f: (c: Component, s: Side) => string) => (s: Side) => {
  const c = component(s, id);
  return c ? f(c, s) : NOT_LISTED;
};

export function componentSections(A: Side, B: Side): Spec[] {
  const ids = union(
    A.profile.components.map((c) => c.id),
    B.profile.components.map((c) => c.id),
  );
  return ids.map((id) => {
    const labels = union([component(A, id)?.label ?? ''], [component(B, id)?.label ?? '']).filter(Boolean);
    return {
      title: `Component: ${labels.join(' / ')}`,
      subject: labels.join(' / '),
      kind: 'component',
      specs: [
        row(
          'Label',
          compCell(id, (c) => c.label),
        ),
        row(
          'Presence',
          compCell(id, (c) => c.presence),
        ),
        row(
          'Residence',
          compCell(id, (c, s) => residenceText(s, c)),
        ),
        row(
          'Residence note',
          compCell(id, (c) => P(c.residenceText)),
        ),
        row(
          'Access',
          compCell(id, (c) => c.access),
        ),
        row(
          'File size',
          compCell(id, (c, s) => bytesText(s.profile, c.fileBytes)),
        ),
        row(
          'Per-rank storage',
          compCell(id, (c, s) =>
            c.perRankBytes === 'unknown'
              ? 'unknown'
              : c.perRankBytes.map((b) => bytesText(s.profile, b)).join('; '),
          ),
        ),
        row(
          'Resident bytes',
          compCell(id, (c, s) => bytesText(s.profile, c.residentBytes)),
        ),
        ...(A.fileBytes || B.fileBytes
          ? [
              row(
                'File bytes from a model file',
                compCell(id, (c, s) => fileBytesText(s, c)),
              ),
            ]
          : []),
        row(
          'Figures',
          compCell(id, (c) => c.figures.map(figureLine).join(' | ') || 'none'),
        ),
        row(
          'Unknowns',
          compCell(id, (c) => c.unknownNotes.map(P).join(' ') || 'none'),
        ),
      ],
    };
  });
}
