/**
 * The placement rules. A move is accepted only when the component is present (and loaded
 * under the chosen settings) and the pin's evidence describes that residence for the row;
 * otherwise it is refused with a reason drawn from the profile, and the placement is left
 * as it was. A copy never shares a lane with its home: it is a copy, not more model.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { LEDGER, NOT_STATED, ABSENT } from '../board/rows';
import { loadState } from './load-state';
import { openedFor, settingAssignment, type Settings } from './settings';
import { residenceOf, type Move, type Placement } from './placement';
import { boardRows, findLane, findRow, rowName, type Row } from '../board/rows';
import { proseLine } from '../profile/prose';
import { ABSENCE, LEDGER_NOTE, NOT_STATED_NOTE } from '../text/standing-sentences';

export type MoveResult = { ok: true; placement: Placement; evidence: string } | { ok: false; reason: string };

export type MoveContext = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  settings: Settings;
};

const GROUP_LABELS: Record<string, string> = {
  [LEDGER]: 'Logical checkpoint',
  [ABSENT]: 'Absent',
  [NOT_STATED]: 'Residence not stated',
};

/** What putting a row back in one of the board's own groups means. */
const GROUP_EVIDENCE: Record<string, string> = {
  [LEDGER]: LEDGER_NOTE,
  [ABSENT]: ABSENCE,
  [NOT_STATED]: NOT_STATED_NOTE,
};

export const residenceLabel = (hardware: Hardware, residence: string): string =>
  GROUP_LABELS[residence] ?? findLane(hardware, residence)?.label ?? residence;

/** The rows of the same component that a copy or home must not share a lane with. */
const siblingsOf = (profile: Profile, row: Row): Row[] =>
  row.role === 'copy' || row.role === 'home'
    ? boardRows(profile).filter(
        (r) => r.component === row.component && r.id !== row.id && (r.role === 'copy' || r.role === 'home'),
      )
    : [];

const accept = (ctx: MoveContext, row: Row, to: string, evidence: string): MoveResult => ({
  ok: true,
  placement: { ...ctx.placement, [row.id]: to },
  evidence,
});

/** The answer for one move; the same reason feeds the lane hint, the message and the announcement. */
export function checkMove(ctx: MoveContext, move: Move): MoveResult {
  const { profile, hardware, placement, settings } = ctx;
  const row = findRow(profile, move.row);
  if (!row) return { ok: false, reason: `"${move.row}" is not a row of this pin.` };
  const name = rowName(row);

  const state = loadState(profile, row, settings);
  if (state.state === 'absent') {
    // A lane's own reason ("onto an SSD") fits that lane only; the absent reason fits every lane.
    const own = row.refusals.find((r) => r.lane === move.to);
    return {
      ok: false,
      reason: own
        ? proseLine(own.reason)
        : row.component.absentReason
          ? proseLine(row.component.absentReason)
          : `${name} is not present in this pin. Absence is not zero bytes.`,
    };
  }
  if (state.state === 'presence-not-stated')
    return { ok: false, reason: `The source does not say whether ${name} is in this pin.` };
  if (state.state === 'not-loaded-stated')
    return { ok: false, reason: `${name} is not loaded: ${proseLine(state.note)}` };
  if (state.state === 'not-loaded')
    return { ok: false, reason: `${name} is not loaded under ${state.setting}.` };

  // The board's own groups hold only the rows that started there.
  if (move.to === LEDGER || move.to === NOT_STATED || move.to === ABSENT) {
    if (row.asPinned === move.to) return accept(ctx, row, move.to, GROUP_EVIDENCE[move.to]!);
    return {
      ok: false,
      reason:
        move.to === LEDGER
          ? `The logical checkpoint holds only the file ledger row, not ${name}.`
          : move.to === NOT_STATED
            ? `The source states where ${name} lives.`
            : `${name} is present in this pin.`,
    };
  }

  const lane = findLane(hardware, move.to);
  if (!lane) return { ok: false, reason: `"${move.to}" is not a residence of ${hardware.label}.` };

  const twin = siblingsOf(profile, row).find((r) => residenceOf(placement, r) === lane.id);
  if (twin)
    return {
      ok: false,
      reason: `${rowName(twin)} already sits in ${lane.label}. A copy in the same place is not another residence, and it is never counted twice.`,
    };

  const described = row.residences.find((r) => r.lane === lane.id);
  if (described) return accept(ctx, row, lane.id, proseLine(described.evidence));

  const opened = openedFor(profile, row.id).filter((o) => o.lane === lane.id);
  const inForce = opened.find((o) => settings[o.setting] === o.value);
  if (inForce)
    return accept(
      ctx,
      row,
      lane.id,
      `${proseLine(inForce.evidence)} (under ${settingAssignment(inForce.setting, inForce.value)})`,
    );
  if (opened.length > 0)
    return {
      ok: false,
      reason: `Only under ${opened.map((o) => settingAssignment(o.setting, o.value)).join(' or ')}: ${proseLine(opened[0]!.evidence)}`,
    };

  const refusal = row.refusals.find((r) => r.lane === lane.id);
  if (refusal) return { ok: false, reason: proseLine(refusal.reason) };
  if (row.asPinned === NOT_STATED && row.residences.length === 0)
    return {
      ok: false,
      reason: `The source does not say where ${name} lives, so no lane is described for it.`,
    };
  return { ok: false, reason: `The pin's evidence does not describe ${name} in ${lane.label}.` };
}

/** "Routed experts cannot go to Local disk path: Not an NVMe expert tier." */
export function describeMove(ctx: MoveContext, move: Move, result: MoveResult): string {
  const row = findRow(ctx.profile, move.row);
  const label = row ? rowName(row) : move.row;
  const where = residenceLabel(ctx.hardware, move.to);
  return result.ok
    ? `${label} moved to ${where}: ${result.evidence}`
    : `${label} cannot go to ${where}: ${result.reason}`;
}
