/** Where each board row sits: a lane id or one of the board's own groups. */
import type { Profile } from '../profile/schema/profile';
import { boardRows, type Residence, type Row } from '../rows/rows';
import { own } from '../keyed';
import { placedBy, type Settings } from './settings';

/** Row id -> residence. Rows the map does not name sit where they were pinned. */
export type Placement = Readonly<Record<string, Residence>>;
/** A move of one board row (a whole component, a part or a copy) to a residence. */
export type Move = { row: string; to: Residence };

export const asPinnedPlacement = (profile: Profile): Placement =>
  Object.fromEntries(boardRows(profile).map((r) => [r.id, r.asPinned]));

/** Where the user put a row: explored, or as pinned (before any setting places it). */
export const residenceOf = (placement: Placement, row: Pick<Row, 'id' | 'asPinned'>): Residence =>
  own(placement, row.id) ?? row.asPinned;

/** What a placement is read with: the pin, where the user put its rows, and the settings. */
type Explored = { profile: Profile; placement: Placement; settings: Settings };

/**
 * Where a row sits now, the one answer every view uses: where an option in force places it
 * (`--cpu-moe` puts every routed expert in host RAM), else where the user put it, else as pinned.
 */
export const residenceNow = (x: Explored, row: Pick<Row, 'id' | 'asPinned'>): Residence =>
  placedBy(x.profile, x.settings).get(row.id)?.lane ?? residenceOf(x.placement, row);

/** Where the recipe puts a row under these settings: placed by an option in force, else as pinned. */
export const recipeResidence = (
  profile: Profile,
  settings: Settings,
  row: Pick<Row, 'id' | 'asPinned'>,
): Residence => placedBy(profile, settings).get(row.id)?.lane ?? row.asPinned;

/** The rows that sit in one residence now, in the profile's order. */
export const rowsIn = (x: Explored, residence: Residence): Row[] =>
  boardRows(x.profile).filter((r) => residenceNow(x, r) === residence);

/** Moves the user made away from where the recipe puts each row under the settings in force. */
export function explorations(x: Explored): Move[] {
  return boardRows(x.profile)
    .filter((r) => residenceNow(x, r) !== recipeResidence(x.profile, x.settings, r))
    .map((r) => ({ row: r.id, to: residenceNow(x, r) }));
}
