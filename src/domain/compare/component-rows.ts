/**
 * The component sections of a comparison: one section per component row id the two pins
 * share or one of them has, each cell from its own pin (residence with marks, notes, bytes
 * as published, figures with their qualifiers). Rows are aligned by component, never by
 * position, and never added.
 */
import type { Component } from '../profile/schema/components';
import { residenceNow } from '../placement/placement';
import { placedBy, unloadingOf } from '../placement/settings';
import { boardRows, rowName } from '../rows/rows';
import { residenceLabel } from '../placement/move-rules';
import { boardRowMarks } from '../text/row-marks';
import { boardRow } from '../board/board-model';
import { rowFileBytesLine } from '../text/file-bytes-lines';
import { figureLine } from '../text/figure-lines';
import {
  COMPONENT_FIELDS,
  NOT_LISTED_CELL,
  P,
  UNKNOWN_CELL,
  bytesCell,
  bytesText,
  row,
  union,
  type Cell,
  type ComponentField,
  type Side,
  type Spec,
} from './compare-side';

/** Where each row of the component sits on this side, with its marks: the board model's words. */
export function residenceText(s: Side, c: Component): string {
  if (c.presence === 'absent') return 'absent';
  if (c.presence === 'not-stated') return 'presence not stated';
  const hw = s.hardware;
  return boardRows(s.profile)
    .filter((r) => r.component === c)
    .map((r) => {
      const row = boardRow(
        s,
        r,
        residenceNow(s, r),
        unloadingOf(s.unloaded, r),
        placedBy(s.profile, s.settings).get(r.id),
      );
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
function fileBytesText(s: Side, c: Component): string {
  const file = s.fileBytes;
  if (!file) return 'no model file read for this pin';
  return boardRows(s.profile)
    .filter((r) => r.component === c)
    .map((r) => `${r.role === 'whole' ? '' : `${rowName(r)}: `}${rowFileBytesLine(file.row(r))}`)
    .join(' | ');
}

const component = (s: Side, id: string) => s.profile.components.find((c) => c.id === id);
/** One field of one component, aligned by the component's id; "not listed" where a pin has none. */
const componentRow = (id: string, f: ComponentField, cell: (c: Component, s: Side) => string | Cell) =>
  row({ of: 'component', id, field: f }, COMPONENT_FIELDS[f], (s) => {
    const c = component(s, id);
    return c ? cell(c, s) : NOT_LISTED_CELL;
  });

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
        componentRow(id, 'label', (c) => c.label),
        componentRow(id, 'presence', (c) => c.presence),
        componentRow(id, 'residence', (c, s) => residenceText(s, c)),
        componentRow(id, 'residence-note', (c) => P(c.residenceText)),
        componentRow(id, 'access', (c) => c.access),
        componentRow(id, 'file-size', (c, s) => bytesCell(s.profile, c.fileBytes)),
        // A list of unknowns is unknown, in its tone as in its words.
        componentRow(id, 'per-rank', (c, s) =>
          c.perRankBytes === 'unknown' || c.perRankBytes.every((b) => b === 'unknown')
            ? UNKNOWN_CELL
            : c.perRankBytes.map((b) => bytesText(s.profile, b)).join('; '),
        ),
        componentRow(id, 'resident-bytes', (c, s) => bytesCell(s.profile, c.residentBytes)),
        // Only once a model file is confirmed for either pin.
        ...(A.fileBytes || B.fileBytes
          ? [componentRow(id, 'file-bytes', (c, s) => fileBytesText(s, c))]
          : []),
        componentRow(id, 'figures', (c) => c.figures.map(figureLine).join(' | ') || 'none'),
        componentRow(id, 'unknowns', (c) => c.unknownNotes.map(P).join(' ') || 'none'),
      ],
    };
  });
}
