/**
 * The placement rules. A move is accepted only when the component is present (and loaded
 * under the chosen settings) and the pin's evidence describes that residence; otherwise
 * it is refused with a reason drawn from the profile, and the placement is left as it was.
 */
import type { Hardware, Profile } from './schema';
import { LEDGER, findComponent, loadState, type Move, type Placement, type Settings } from './placement';

export type MoveResult = { ok: true; placement: Placement; evidence: string } | { ok: false; reason: string };

export type MoveContext = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  settings: Settings;
};

const residenceLabel = (hardware: Hardware, residence: string): string =>
  residence === LEDGER
    ? 'Logical checkpoint'
    : (hardware.lanes.find((l) => l.id === residence)?.label ?? residence);

/** The answer for one move; the same reason feeds the lane hint, the message and the announcement. */
export function checkMove(ctx: MoveContext, move: Move): MoveResult {
  const { profile, hardware, placement, settings } = ctx;
  const component = findComponent(profile, move.component);
  if (!component) return { ok: false, reason: `"${move.component}" is not a component of this pin.` };

  const state = loadState(profile, component, settings);
  if (state.state === 'absent')
    return {
      ok: false,
      reason:
        component.absentReason ?? `${component.label} is not present in this pin. Absence is not zero bytes.`,
    };
  if (state.state === 'not-loaded')
    return { ok: false, reason: `${component.label} is not loaded under ${state.setting}.` };

  // The logical checkpoint group holds only the file ledger row it started in.
  if (move.to === LEDGER) {
    return component.asPinned === LEDGER
      ? {
          ok: true,
          placement: { ...placement, [component.id]: LEDGER },
          evidence: 'File ledger. Not a per-rank residence.',
        }
      : {
          ok: false,
          reason: `The logical checkpoint holds only the file ledger row, not ${component.label}.`,
        };
  }

  const lane = hardware.lanes.find((l) => l.id === move.to);
  if (!lane) return { ok: false, reason: `"${move.to}" is not a residence of ${hardware.label}.` };

  const described = component.residences.find((r) => r.lane === lane.id);
  if (described)
    return { ok: true, placement: { ...placement, [component.id]: lane.id }, evidence: described.evidence };

  const refusal = component.refusals.find((r) => r.lane === lane.id);
  return {
    ok: false,
    reason: refusal?.reason ?? `The pin's evidence does not describe ${component.label} in ${lane.label}.`,
  };
}

/** "Routed experts cannot go to Local disk path: Not an NVMe expert tier." */
export function describeMove(ctx: MoveContext, move: Move, result: MoveResult): string {
  const label = findComponent(ctx.profile, move.component)?.label ?? move.component;
  const where = residenceLabel(ctx.hardware, move.to);
  return result.ok
    ? `${label} moved to ${where}: ${result.evidence}`
    : `${label} cannot go to ${where}: ${result.reason}`;
}

export { residenceLabel };
