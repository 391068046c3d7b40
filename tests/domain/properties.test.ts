import fc from 'fast-check';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { ABSENT, LEDGER } from '../../src/domain/rows/board-groups';
import {
  asPinnedPlacement,
  residenceNow,
  type Move,
  type Placement,
} from '../../src/domain/placement/placement';
import { recipeSettings, openedFor, type Settings } from '../../src/domain/placement/settings';
import { loadState } from '../../src/domain/placement/load-state';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { boardRows, findRow } from '../../src/domain/rows/rows';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { discrete, everyPin, shapes } from '../helpers/pins';
import { propertyRuns } from '../helpers/property-runs';

const GARBAGE_IDS = [
  '',
  ' ',
  'nvme',
  'ssd',
  'Unified pool',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  '0',
];

const moveArb = (profile: Profile, hardware: Hardware): fc.Arbitrary<Move> =>
  fc.record({
    row: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...boardRows(profile).map((r) => r.id)) },
      { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_IDS, 'ssd-engram', LEDGER, ABSENT) },
      { weight: 1, arbitrary: fc.string() },
    ),
    to: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...hardware.lanes.map((l) => l.id), LEDGER, ABSENT) },
      { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_IDS) },
      { weight: 1, arbitrary: fc.string() },
    ),
  });

/** Any choice of the pin's setting options, plus values no option has and settings the pin does not know. */
const settingsArb = (profile: Profile): fc.Arbitrary<Settings> =>
  fc
    .tuple(
      fc.tuple(...profile.settings.map((s) => fc.constantFrom(...s.options.map((o) => o.value), 'garbage'))),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    )
    .map(([values, extra]) => ({
      ...extra,
      ...Object.fromEntries(profile.settings.map((s, i) => [s.name, values[i]!])),
    }));

/** Where a placement may put a row: its as-pinned group, a lane its evidence lists, or one an option opens. */
function allowedResidences(profile: Profile): Map<string, Set<string>> {
  return new Map(
    boardRows(profile).map((r) => [
      r.id,
      new Set([
        r.asPinned,
        ...r.residences.map((x) => x.lane),
        ...openedFor(profile, r.id).map((o) => o.lane),
      ]),
    ]),
  );
}

// Each property below runs on every pin (about 25): at 200-300 cases a pin they took ~195 s of
// `npm test`'s Vitest time. `npm run test:fuzz` still runs those counts (tests/helpers/property-runs.ts).
const QUICK = 40;

const pins = [...everyPin(), discrete(), shapes()].map((p) => [p.profile.id, p] as const);

describe.each(pins)('arbitrary moves on %s', (_id, { profile, hardware }) => {
  it('leave the board handed to the rules unchanged, and a refused move leaves the board as it was', () => {
    fc.assert(
      fc.property(
        fc.array(moveArb(profile, hardware), { maxLength: 40 }),
        settingsArb(profile),
        (moves, settings) => {
          const profileBefore = structuredClone(profile);
          let placement: Placement = asPinnedPlacement(profile);
          for (const move of moves) {
            const given = placement;
            const boardBefore = structuredClone(given);
            const result = checkMove({ profile, hardware, placement: given, settings }, move);
            // The board handed to the rules is never changed in place, accepted or not.
            expect(given).toEqual(boardBefore);
            if (result.ok) {
              placement = result.placement;
            } else {
              expect(result).not.toHaveProperty('placement');
              expect(refusalText(result).trim().length).toBeGreaterThan(0);
              expect(placement).toEqual(boardBefore);
            }
          }
          expect(profile).toEqual(profileBefore);
        },
      ),
      { numRuns: propertyRuns(QUICK, 300) },
    );
  });

  it('end in a placement and settings that, written into the profile as pinned, leave the calculator verdict as it was', () => {
    // A calculator that read where rows sit or which settings hold (lanes summed, a row's
    // bytes counted only when loaded...) would give another verdict for the rewritten pin.
    const verdict = calculateVerdict(profile, hardware);
    fc.assert(
      fc.property(
        fc.array(moveArb(profile, hardware), { maxLength: 40 }),
        settingsArb(profile),
        (moves, settings) => {
          let placement: Placement = asPinnedPlacement(profile);
          for (const move of moves) {
            const result = checkMove({ profile, hardware, placement, settings }, move);
            if (result.ok) placement = result.placement;
          }
          const explored = structuredClone(profile);
          for (const c of explored.components) c.asPinned = placement[c.id] ?? c.asPinned;
          for (const x of explored.settings)
            if (x.options.some((o) => o.value === settings[x.name])) x.default = settings[x.name]!;
          expect(calculateVerdict(explored, hardware)).toEqual(verdict);
        },
      ),
      { numRuns: propertyRuns(QUICK, 200) },
    );
  });

  it('only ever accept placements that put present, loaded rows where their evidence lists them', () => {
    const allowed = allowedResidences(profile);
    const ids = new Set(boardRows(profile).map((r) => r.id));
    fc.assert(
      fc.property(
        fc.array(moveArb(profile, hardware), { maxLength: 40 }),
        settingsArb(profile),
        (moves, settings) => {
          let placement: Placement = asPinnedPlacement(profile);
          for (const move of moves) {
            const before = placement;
            const result = checkMove({ profile, hardware, placement, settings }, move);
            if (!result.ok) continue;
            placement = result.placement;

            const row = findRow(profile, move.row)!;
            expect(row).toBeDefined();
            expect(loadState(profile, row, settings)).toEqual({ state: 'loaded' });
            // The row sits there now: moved there, or placed there by an option in force.
            expect(residenceNow({ profile, placement, settings }, row)).toBe(move.to);
            // Only the moved row changed.
            for (const id of ids) if (id !== move.row) expect(placement[id]).toBe(before[id]);
            expect(Object.keys(placement).sort()).toEqual([...ids].sort());
            for (const [id, residence] of Object.entries(placement))
              expect(allowed.get(id)?.has(residence), `${id} -> ${residence}`).toBe(true);
            // Absent rows never leave the absent list.
            for (const c of profile.components)
              if (c.presence === 'absent') expect(placement[c.id]).toBe(ABSENT);
          }
        },
      ),
      { numRuns: propertyRuns(QUICK, 300) },
    );
  });

  it('give the same answer to the same move on the same board', () => {
    fc.assert(
      fc.property(moveArb(profile, hardware), (move) => {
        const ctx = {
          profile,
          hardware,
          placement: asPinnedPlacement(profile),
          settings: recipeSettings(profile),
        };
        expect(checkMove(ctx, move)).toEqual(checkMove(ctx, move));
      }),
      { numRuns: propertyRuns(QUICK, 100) },
    );
  });
});
