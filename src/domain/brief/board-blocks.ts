/**
 * The board part of a pin's brief: the lanes with their rows (parts and copies marked), the
 * board's own groups, and the user's explorations, each marked as not applied to the verdict.
 */
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { ABSENT, LEDGER, NOT_STATED } from '../board/rows';
import { explorations, residenceOf, type Placement } from '../placement/placement';
import { boardRows, findRow, rowName, type Row } from '../board/rows';
import { residenceLabel } from '../placement/move-rules';
import { proseLine } from '../profile/prose';
import {
  DO_NOT_ADD,
  EXPLORED_NOTE,
  HEADINGS,
  LEDGER_HEADING,
  LEDGER_NOTE,
  NOT_APPLIED,
  NOT_DRAG_TO_FIT,
  NOT_STATED_HEADING,
  NOT_STATED_NOTE,
} from '../text/standing-sentences';
import { absentLine, presenceNotStatedLine, residentBytesStatus } from '../text/pin-lines';
import { cardLine, fileSizeText } from '../text/component-lines';
import { EXPLORED_MARK, exploredMoveLine, notLoadedMark, rowMarks } from '../text/row-marks';
import { laneCapacityLine } from '../text/lane-lines';
import { bullet, indent, section, titled, type Block } from './brief-format';

export type BoardCtx = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  unloaded: Map<string, string>;
  explored: Set<string>;
};

/** One row card: label, its marks (part, copy, ranks, not loaded, explored), the card line and size. */
function rowLine(ctx: BoardCtx, row: Row, lane: Lane | undefined): string {
  const c = row.component;
  const marks = [
    ...rowMarks(row, ctx.hardware),
    ...(c.notLoaded ? [`present, not loaded: ${proseLine(c.notLoaded)}`] : []),
    ...(ctx.unloaded.has(c.id) ? [notLoadedMark(ctx.unloaded.get(c.id)!)] : []),
    ...(ctx.explored.has(row.id) ? [EXPLORED_MARK] : []),
  ];
  return bullet(
    `${rowName(row)}${marks.length ? ` (${marks.join('; ')})` : ''}: ${cardLine(row, lane)} ${fileSizeText(ctx.profile, c)}`,
  );
}

export function boardBlocks(ctx: BoardCtx): Block[] {
  const { profile, hardware, placement } = ctx;
  const rows = boardRows(profile).filter((r) => r.component.presence !== 'absent');
  const at = (residence: string) => rows.filter((r) => residenceOf(placement, r) === residence);
  const known = new Set([LEDGER, NOT_STATED, ABSENT, ...hardware.lanes.map((l) => l.id)]);
  const elsewhere = rows.filter((r) => !known.has(residenceOf(placement, r)));
  const notStated = at(NOT_STATED);
  const status = residentBytesStatus(profile);
  const presence = presenceNotStatedLine(profile);
  return [
    titled([
      HEADINGS.placement,
      NOT_DRAG_TO_FIT,
      [DO_NOT_ADD, ...hardware.boardNotes.map(proseLine)].join(' '),
      ...profile.boardNotes.map(proseLine),
      NOT_APPLIED,
    ]),
    section(LEDGER_HEADING, [LEDGER_NOTE, ...at(LEDGER).map((r) => rowLine(ctx, r, undefined))]),
    ...hardware.lanes.map((lane) =>
      section(`${lane.label}${lane.group ? ` (${lane.group})` : ''}`, [
        proseLine(lane.note),
        `Capacity: ${laneCapacityLine(lane)}.`,
        ...(at(lane.id).length ? at(lane.id).map((r) => rowLine(ctx, r, lane)) : ['No rows on this lane.']),
      ]),
    ),
    ...(notStated.length
      ? [section(NOT_STATED_HEADING, [NOT_STATED_NOTE, ...notStated.map((r) => rowLine(ctx, r, undefined))])]
      : []),
    ...(elsewhere.length
      ? [
          section(
            'Not on a lane of this hardware',
            elsewhere.map((r) => bullet(`${rowName(r)}: ${residenceOf(placement, r)}`)),
          ),
        ]
      : []),
    [absentLine(profile), ...(presence ? [presence] : []), ...(status ? [status] : [])],
    section(
      HEADINGS.rejected,
      profile.otherRejectedPaths.map((r) => bullet(`${proseLine(r.path)}: ${proseLine(r.reason)}`)),
    ),
    section(
      HEADINGS.otherResidences,
      profile.otherResidences.map((r) => bullet(`${proseLine(r.residence)}: ${proseLine(r.note)}`)),
    ),
  ];
}

/** Each move away from the as-pinned board, with the evidence the pin gives for it. */
export function exploredBlock(ctx: BoardCtx): Block {
  const { profile, hardware } = ctx;
  const moves = explorations(profile, ctx.placement);
  if (!moves.length) return titled(['Explored placements', 'None. As-pinned.']);
  const lines = moves.flatMap((m) => {
    const row = findRow(profile, m.row)!;
    const evidence = row.residences.find((r) => r.lane === m.to)?.evidence;
    return [
      bullet(
        exploredMoveLine(
          rowName(row),
          residenceLabel(hardware, row.asPinned),
          residenceLabel(hardware, m.to),
        ),
      ),
      indent(
        evidence
          ? `Evidence: ${proseLine(evidence)}`
          : "The pin's evidence does not describe this residence.",
      ),
    ];
  });
  return titled(['Explored placements', ...lines, EXPLORED_NOTE]);
}
