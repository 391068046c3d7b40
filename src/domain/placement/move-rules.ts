/**
 * The placement rules. A move is accepted only when the component is present (and loaded
 * under the chosen settings) and the pin's evidence describes that residence for the row;
 * otherwise it is refused with a reason drawn from the profile, and the placement is left
 * as it was. A copy never shares a lane with its home: it is a copy, not more model.
 */
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { BOARD_GROUPS, LEDGER, NOT_STATED, isBoardGroup, type BoardGroupId } from '../rows/board-groups';
import type { Prose } from '../profile/schema/primitives';
import { loadState } from './load-state';
import { effectiveSettings, openedFor, placedBy, settingAssignment, type Settings } from './settings';
import { residenceNow, type Move, type Placement } from './placement';
import { boardRows, findLane, findRow, rowName, type Row } from '../rows/rows';
import { own } from '../keyed';

/**
 * Why a move is refused, as a code a surface can act on without reading the words: the
 * words are `reason`, a profile sentence with its provenance where the pin gives one (a quote
 * of its source), else the rules' own sentence marked as this site's (a site note).
 */
export type RefusalCode =
  | 'not-a-row'
  | 'absent'
  | 'presence-not-stated'
  | 'not-loaded-stated'
  | 'not-loaded'
  | 'board-group'
  | 'not-a-residence'
  | 'copy-shares-lane'
  | 'only-under-setting'
  | 'placed-by-setting'
  | 'lane-refused'
  | 'residence-not-stated'
  | 'not-described';

/**
 * The rules' answer. Accepted: the new placement and the evidence for the residence (the
 * pin's sentence, or the board's own note for a group), with the setting it holds under when
 * only an option opens it. Refused: the reason as prose, so its source travels with it.
 */
export type MoveResult =
  | { ok: true; placement: Placement; evidence: Prose; under?: string }
  | {
      ok: false;
      reason: Prose;
      /** Whose words the reason is: the pin's (a quote, or the profile's own site note) or the rules' own. */
      from: 'profile' | 'rules';
      code: RefusalCode;
      /** The rules' own words before a quoted reason: "DFlash2 drafter is not loaded:". */
      lead?: string;
    };

/**
 * What the rules read: a pin, where its rows sit now and the settings chosen (a `PinState` of
 * pin/pin.ts is one), written here so the rules, below the pin, do not import it.
 */
export type MoveContext = { profile: Profile; hardware: Hardware; placement: Placement; settings: Settings };

/** The board's own sentence, marked as this site's wording. */
const site = (text: string): Prose => ({ siteNote: text });
/** Refused in the rules' own words. */
const ruled = (code: RefusalCode, text: string): MoveResult => ({
  ok: false,
  reason: site(text),
  from: 'rules',
  code,
});
/** Refused with the pin's own sentence, its provenance kept. */
const quoted = (code: RefusalCode, reason: Prose, lead?: string): MoveResult => ({
  ok: false,
  reason,
  from: 'profile',
  code,
  ...(lead ? { lead } : {}),
});

/** "Unified pool", "Logical checkpoint": a lane's label, a group's heading, else the id as given. */
export const residenceLabel = (hardware: Hardware, residence: string): string =>
  isBoardGroup(residence)
    ? BOARD_GROUPS[residence].heading
    : (findLane(hardware, residence)?.label ?? residence);

/** The rows of the same component that a copy or home must not share a lane with. */
const siblingsOf = (profile: Profile, row: Row): Row[] =>
  row.role === 'copy' || row.role === 'home'
    ? boardRows(profile).filter(
        (r) => r.component === row.component && r.id !== row.id && (r.role === 'copy' || r.role === 'home'),
      )
    : [];

const accept = (ctx: MoveContext, row: Row, to: string, evidence: Prose, under?: string): MoveResult => ({
  ok: true,
  placement: { ...ctx.placement, [row.id]: to },
  evidence,
  ...(under ? { under } : {}),
});

/** The answer for one move; the same reason feeds the lane hint, the message and the announcement. */
export function checkMove(ctx: MoveContext, move: Move): MoveResult {
  const settings = effectiveSettings(ctx.profile, ctx.settings);
  const row = findRow(ctx.profile, move.row);
  if (!row) return ruled('not-a-row', `"${move.row}" is not a row of this pin.`);
  const name = rowName(row);
  const lane = findLane(ctx.hardware, move.to);
  return (
    notLoadedAnswer(ctx, row, settings, move, name) ??
    placedAnswer(ctx, row, settings, move, name) ??
    (isBoardGroup(move.to)
      ? groupAnswer(ctx, row, move.to, name)
      : lane
        ? laneAnswer(ctx, row, settings, lane, name)
        : ruled('not-a-residence', `"${move.to}" is not a residence of ${ctx.hardware.label}.`))
  );
}

/** A row the pin does not have, or does not load (under the settings in force), moves nowhere. */
function notLoadedAnswer(
  ctx: MoveContext,
  row: Row,
  settings: Settings,
  move: Move,
  name: string,
): MoveResult | undefined {
  const state = loadState(ctx.profile, row, settings);
  if (state.state === 'absent') {
    // A lane's own reason ("onto an SSD") fits that lane only; the absent reason fits every lane.
    const own = row.refusals.find((r) => r.lane === move.to);
    const reason = own?.reason ?? row.component.absentReason;
    return reason
      ? quoted('absent', reason)
      : ruled('absent', `${name} is not present in this pin. Absence is not zero bytes.`);
  }
  if (state.state === 'presence-not-stated')
    return ruled('presence-not-stated', `The source does not say whether ${name} is in this pin.`);
  // The source's own words for why the row is not loaded, kept as its prose.
  if (state.state === 'not-loaded-stated')
    return quoted('not-loaded-stated', state.note, `${name} is not loaded:`);
  if (state.state === 'not-loaded')
    return ruled('not-loaded', `${name} is not loaded under ${state.setting}.`);
  return undefined;
}

/**
 * An option in force that places the row decides where it sits ("--cpu-moe" keeps every
 * routed expert in host RAM): to move it, choose another option.
 */
function placedAnswer(
  ctx: MoveContext,
  row: Row,
  settings: Settings,
  move: Move,
  name: string,
): MoveResult | undefined {
  const placed = placedBy(ctx.profile, settings).get(row.id);
  if (!placed) return undefined;
  // Already there by the option: the user's own placement is left as it was.
  if (placed.lane === move.to)
    return { ok: true, placement: ctx.placement, evidence: placed.evidence, under: placed.by };
  return quoted(
    'placed-by-setting',
    placed.evidence,
    `${name} sits in ${residenceLabel(ctx.hardware, placed.lane)} under ${placed.by}; choose another value to move it:`,
  );
}

/** The board's own groups hold only the rows that started there. */
function groupAnswer(ctx: MoveContext, row: Row, group: BoardGroupId, name: string): MoveResult {
  if (row.asPinned === group) return accept(ctx, row, group, site(BOARD_GROUPS[group].note));
  return ruled(
    'board-group',
    group === LEDGER
      ? `Only the file ledger row sits in ${BOARD_GROUPS[LEDGER].inSentence}, not ${name}.`
      : group === NOT_STATED
        ? `The source states where ${name} lives.`
        : `${name} is present in this pin.`,
  );
}

/** A lane of the hardware: a copy's own place, a described residence, one an option opens, or a refusal. */
function laneAnswer(ctx: MoveContext, row: Row, settings: Settings, lane: Lane, name: string): MoveResult {
  const { profile } = ctx;
  const twin = siblingsOf(profile, row).find((r) => residenceNow({ ...ctx, settings }, r) === lane.id);
  if (twin)
    return ruled(
      'copy-shares-lane',
      `${rowName(twin)} already sits in ${lane.label}. A copy in the same place is not another residence, and it is never counted twice.`,
    );

  const described = row.residences.find((r) => r.lane === lane.id);
  if (described) return accept(ctx, row, lane.id, described.evidence);

  const opened = openedFor(profile, row.id).filter((o) => o.lane === lane.id);
  const inForce = opened.find((o) => own(settings, o.setting) === o.value);
  if (inForce)
    return accept(ctx, row, lane.id, inForce.evidence, settingAssignment(inForce.setting, inForce.value));
  if (opened.length > 0)
    return quoted(
      'only-under-setting',
      opened[0]!.evidence,
      `Only under ${opened.map((o) => settingAssignment(o.setting, o.value)).join(' or ')}:`,
    );

  const refusal = row.refusals.find((r) => r.lane === lane.id);
  if (refusal) return quoted('lane-refused', refusal.reason);
  if (row.asPinned === NOT_STATED && row.residences.length === 0)
    return ruled(
      'residence-not-stated',
      `The source does not say where ${name} lives, so no lane is described for it.`,
    );
  return ruled('not-described', `The pin's evidence does not describe ${name} in ${lane.label}.`);
}
