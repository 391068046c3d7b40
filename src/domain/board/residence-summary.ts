/**
 * A pin's placement by residence, compact: each residence (the logical checkpoint, each lane
 * of the hardware, "residence not stated", absent) with the names of the rows in it and their
 * marks. The compare view's two small boards and the short briefs both read it, so they say
 * the same thing. Rows overlap: nothing here adds one to another.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { ABSENT, LEDGER, NOT_STATED } from './rows';
import { asPinnedPlacement, residenceOf, type Placement } from '../placement/placement';
import { effectiveSettings, unloadedBy, type Settings } from '../placement/settings';
import { boardRows, rowName } from './rows';
import { residenceLabel } from '../placement/move-rules';
import { EXPLORED_MARK, notLoadedMark, rowMarks } from '../text/row-marks';

export type SummaryRow = { id: string; name: string; marks: string[] };
export type ResidenceSummary = {
  /** A lane id or one of the board's groups ("ledger", "not-stated", "absent", or an unknown id). */
  residence: string;
  label: string;
  rows: SummaryRow[];
};

export type BoardSide = { profile: Profile; hardware?: Hardware; placement?: Placement; settings?: Settings };

/**
 * Every residence of the board in the page's order, each lane listed even when empty; the
 * board's own groups only when they hold a row.
 */
export function placementByResidence({
  profile,
  hardware,
  placement,
  settings,
}: BoardSide): ResidenceSummary[] {
  const at = placement ?? asPinnedPlacement(profile);
  const unloaded = unloadedBy(profile, effectiveSettings(profile, settings ?? {}));
  const label = (r: string) => (hardware ? residenceLabel(hardware, r) : r);
  const rows = boardRows(profile).map((r) => {
    const where = r.component.presence === 'absent' ? ABSENT : residenceOf(at, r);
    const off = unloaded.get(r.component.id);
    const marks = [
      ...rowMarks(r),
      ...(off ? [notLoadedMark(off)] : []),
      ...(r.component.notLoaded ? ['present, not loaded'] : []),
      ...(where !== r.asPinned && where !== ABSENT ? [EXPLORED_MARK] : []),
    ];
    return { where, row: { id: r.id, name: rowName(r), marks } };
  });
  const lanes = hardware?.lanes.map((l) => l.id) ?? [];
  const order = [LEDGER, ...lanes];
  const extra = [...new Set(rows.map((r) => r.where))].filter(
    (w) => !order.includes(w) && w !== NOT_STATED && w !== ABSENT,
  );
  return [...order, ...extra, NOT_STATED, ABSENT]
    .map((residence) => ({
      residence,
      label: label(residence),
      rows: rows.filter((r) => r.where === residence).map((r) => r.row),
    }))
    .filter((g) => g.rows.length > 0 || lanes.includes(g.residence));
}

/** "Unified pool: Routed experts, KV cache (explored, not applied to the verdict)"; "Local disk path: no rows". */
export const residenceSummaryLine = (g: ResidenceSummary): string =>
  `${g.label}: ${
    g.rows.length
      ? g.rows.map((r) => (r.marks.length ? `${r.name} (${r.marks.join('; ')})` : r.name)).join(', ')
      : 'no rows'
  }`;
