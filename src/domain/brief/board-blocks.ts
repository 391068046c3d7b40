/**
 * The board part of a pin's brief: the lanes with their rows (parts and copies marked), the
 * board's own groups, and the user's explorations, each marked as not applied to the verdict.
 */
import type { Lane } from '../profile/schema/hardware';
import type { PinState } from '../pin/pin';
import { explorations, recipeResidence } from '../placement/placement';
import { findRow, rowName } from '../rows/rows';
import { boardModel, type BoardRow } from '../board/board-model';
import { residenceLabel } from '../placement/move-rules';
import { proseLine } from '../profile/prose';
import {
  DO_NOT_ADD,
  EXPLORED_NOTE,
  HEADINGS,
  NOT_APPLIED,
  NOT_DRAG_TO_FIT,
} from '../text/standing-sentences';
import { absentLine, presenceNotStatedLine, residentBytesStatus } from '../text/pin-lines';
import { cardLine } from '../text/component-lines';
import { cardBytesLine } from '../text/card-lines';
import { boardRowMarks, exploredMoveLine } from '../text/row-marks';
import { capacityLine } from '../text/lane-lines';
import { isFileFigure, laneFileBytesLine, rowFileBytesLine } from '../text/file-bytes-lines';
import { bullet, indent, section, titled, type Block } from './brief-format';

/**
 * One row card: label, its marks (part, copy, ranks, not loaded, explored), the card line and
 * size; under it, when a model file is confirmed as the pin's model, the row's file bytes.
 */
function rowLines(state: PinState, r: BoardRow, lane: Lane | undefined): string[] {
  const marks = boardRowMarks(r);
  const words = r.load.state === 'not-loaded-stated' ? ` Not loaded: ${proseLine(r.load.note)}` : '';
  return [
    bullet(
      `${rowName(r.row)}${marks.length ? ` (${marks.join('; ')})` : ''}: ${cardLine(r.row, lane)} ${cardBytesLine(state.profile, r.figures)}${words}`,
    ),
    ...r.figures.filter(isFileFigure).map((f) => indent(rowFileBytesLine(f))),
  ];
}

/** The board part of the brief: the one board model, formatted. */
export function boardBlocks(state: PinState): Block[] {
  const { profile, hardware } = state;
  const model = boardModel(state);
  const status = residentBytesStatus(profile);
  const presence = presenceNotStatedLine(profile);
  const [ledger, ...lanes] = model.residences;
  return [
    titled([
      HEADINGS.placement,
      NOT_DRAG_TO_FIT,
      [DO_NOT_ADD, ...hardware.boardNotes.map(proseLine)].join(' '),
      ...profile.boardNotes.map(proseLine),
      NOT_APPLIED,
    ]),
    section(ledger!.heading, [
      // The model's notes, each with its provenance: the board's own words are marked as this site's.
      ...ledger!.notes.map(proseLine),
      ...ledger!.rows.flatMap((r) => rowLines(state, r, undefined)),
    ]),
    ...lanes.map((p) =>
      section(`${p.heading}${p.laneGroup ? ` (${p.laneGroup})` : ''}`, [
        ...p.notes.map(proseLine),
        `Capacity: ${capacityLine(p.heading, p.capacity!)}.`,
        ...p.figures.map(laneFileBytesLine),
        ...(p.rows.length ? p.rows.flatMap((r) => rowLines(state, r, p.lane)) : ['No rows on this lane.']),
      ]),
    ),
    // Kept while empty, as on the board: a row explored out of it can be moved back.
    ...(model.notStated
      ? [
          section(model.notStated.heading, [
            ...model.notStated.notes.map(proseLine),
            ...(model.notStated.rows.length
              ? model.notStated.rows.flatMap((r) => rowLines(state, r, undefined))
              : ['No rows in this group.']),
          ]),
        ]
      : []),
    ...(model.elsewhere.length
      ? [
          section(
            'Not on a lane of this hardware',
            model.elsewhere.map((r) => bullet(`${rowName(r.row)}: ${r.residence}`)),
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

/** Each move away from where the recipe puts the row under the settings, with the pin's evidence for it. */
export function exploredBlock(ctx: PinState): Block {
  const { profile, hardware } = ctx;
  const moves = explorations(ctx);
  if (!moves.length) return titled(['Explored placements', 'None. As-pinned.']);
  const lines = moves.flatMap((m) => {
    const row = findRow(profile, m.row)!;
    const evidence = row.residences.find((r) => r.lane === m.to)?.evidence;
    return [
      bullet(
        exploredMoveLine(
          rowName(row),
          residenceLabel(hardware, recipeResidence(profile, ctx.settings, row)),
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
