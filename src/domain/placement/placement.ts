/** Where each board row sits: a lane id or one of the board's own groups. */
import type { Profile } from '../profile/schema/profile';
import { boardRows, type Residence, type Row } from '../board/rows';

/** Row id -> residence. Rows the map does not name sit where they were pinned. */
export type Placement = Readonly<Record<string, Residence>>;
/** A move of one board row (a whole component, a part or a copy) to a residence. */
export type Move = { row: string; to: Residence };

export const asPinnedPlacement = (profile: Profile): Placement =>
  Object.fromEntries(boardRows(profile).map((r) => [r.id, r.asPinned]));

/** Where a row sits now: explored, or as pinned. The one answer every view uses. */
export const residenceOf = (placement: Placement, row: Pick<Row, 'id' | 'asPinned'>): Residence =>
  placement[row.id] ?? row.asPinned;

/** The rows that sit in one residence now, in the profile's order. */
export const rowsIn = (profile: Profile, placement: Placement, residence: Residence): Row[] =>
  boardRows(profile).filter((r) => residenceOf(placement, r) === residence);

/** Moves the user made away from the as-pinned placement. */
export function explorations(profile: Profile, placement: Placement): Move[] {
  return boardRows(profile)
    .filter((r) => placement[r.id] !== undefined && placement[r.id] !== r.asPinned)
    .map((r) => ({ row: r.id, to: placement[r.id]! }));
}
