import { boardRows, findRow } from '../../src/domain/rows/rows';
import { ABSENT, LEDGER } from '../../src/domain/rows/board-groups';
import { asPinnedPlacement, explorations } from '../../src/domain/placement/placement';
import { recipeSettings, unloadedBy } from '../../src/domain/placement/settings';
import { loadState } from '../../src/domain/placement/load-state';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { LIME, MIA, discrete, everyPin, mia, pin } from '../helpers/pins';

describe('the Mia TP2 board as pinned', () => {
  const { profile, hardware } = mia();

  it('has the unified-memory lanes "Unified pool" and "Local disk path", from the hardware', () => {
    expect(hardware.lanes.map((l) => l.label)).toEqual(['Unified pool', 'Local disk path']);
    expect(hardware.lanes.find((l) => l.label === 'Unified pool')?.note).toBe('GPU and CPU share this pool.');
  });

  it('starts the EXL3 checkpoint on the file ledger, Engram and PLE in the absent list, the rest in the unified pool', () => {
    const placement = asPinnedPlacement(profile);
    expect(placement['exl3-checkpoint']).toBe(LEDGER);
    expect(placement.engram).toBe(ABSENT);
    expect(placement.ple).toBe(ABSENT);
    for (const id of [
      'routed-experts',
      'dense-weights',
      'kv-cache',
      'drafter',
      'workspace',
      'vision-tower',
      'recurrent-state',
    ])
      expect(placement[id], id).toBe('unified-pool');
  });

  it('defaults to the source settings: DRAFTER=dflash2, DENSE=q4, KV=fp8, PARALLEL=4', () => {
    expect(recipeSettings(profile)).toEqual({ DRAFTER: 'dflash2', DENSE: 'q4', KV: 'fp8', PARALLEL: '4' });
  });

  it('has three load states: loaded, not loaded under DRAFTER=mtp, and absent', () => {
    const drafter = findRow(profile, 'drafter')!;
    const engram = findRow(profile, 'engram')!;
    const settings = recipeSettings(profile);
    expect(loadState(profile, drafter, settings)).toEqual({ state: 'loaded' });
    expect(loadState(profile, drafter, { ...settings, DRAFTER: 'mtp' })).toEqual({
      state: 'not-loaded',
      setting: 'DRAFTER=mtp',
    });
    expect(loadState(profile, engram, settings)).toEqual({ state: 'absent' });
  });

  it('unloads only the drafter under DRAFTER=mtp, and nothing under the defaults', () => {
    expect([...unloadedBy(profile, recipeSettings(profile))]).toEqual([]);
    expect([...unloadedBy(profile, { ...recipeSettings(profile), DRAFTER: 'mtp' })]).toEqual([
      ['drafter', 'DRAFTER=mtp'],
    ]);
  });

  it('uses the default for a setting the user has not chosen', () => {
    expect(unloadedBy(profile, {}).size).toBe(0);
  });

  it('finds no row for an unknown id', () => {
    expect(findRow(profile, 'ssd-engram')).toBeUndefined();
  });
});

describe.each(everyPin().map((p) => [p.profile.id, p] as const))(
  'explorations on %s',
  (_id, { profile, hardware }) => {
    it('has none as pinned', () => {
      expect(
        explorations({ profile, placement: asPinnedPlacement(profile), settings: recipeSettings(profile) }),
      ).toEqual([]);
    });

    // Every accepted move of every row, whatever the pin holds: no pin must have a checkpoint row
    // with a residence, or any move at all (a pin whose rows all stay where they are is valid).
    const ctx = {
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: recipeSettings(profile),
    };
    const accepted = boardRows(profile).flatMap((row) =>
      row.residences
        .filter((r) => r.lane !== row.asPinned && checkMove(ctx, { row: row.id, to: r.lane }).ok)
        .map((r) => ({ row, to: r.lane })),
    );

    it('lists each accepted move away from the as-pinned residence as an exploration', () => {
      for (const { row, to } of accepted) {
        const result = checkMove(ctx, { row: row.id, to });
        if (!result.ok) throw new Error(refusalText(result));
        expect(explorations({ ...ctx, placement: result.placement })).toEqual([{ row: row.id, to }]);
      }
    });

    it('drops a row moved back to its as-pinned residence from the explorations', () => {
      for (const { row, to } of accepted) {
        const away = checkMove(ctx, { row: row.id, to });
        if (!away.ok) throw new Error(refusalText(away));
        const back = checkMove({ ...ctx, placement: away.placement }, { row: row.id, to: row.asPinned });
        expect(back.ok, `${row.id} back to ${row.asPinned}`).toBe(true);
        if (back.ok) expect(explorations({ ...ctx, placement: back.placement })).toEqual([]);
      }
    });
  },
);

// Keyed to the seed pins: their checkpoint rows have a described residence, so the tests above
// move something on them.
test.each([MIA, LIME])('%s has an accepted move away from the as-pinned board', (id) => {
  const { profile, hardware } = pin(id);
  const ctx = {
    profile,
    hardware,
    placement: asPinnedPlacement(profile),
    settings: recipeSettings(profile),
  };
  const ledgerRow = profile.components.find((c) => c.asPinned === LEDGER && c.residences.length > 0);
  expect(ledgerRow).toBeDefined();
  expect(checkMove(ctx, { row: ledgerRow!.id, to: ledgerRow!.residences[0]!.lane }).ok).toBe(true);
});

describe('the discrete fixture board', () => {
  const { profile, hardware } = discrete();

  it('has GPU memory, Host RAM and Local disk path lanes, with disk not counted as memory', () => {
    expect(hardware.lanes.map((l) => [l.label, l.tier])).toEqual([
      ['GPU memory', 'gpu-memory'],
      ['Host RAM', 'host-ram'],
      ['Local disk path', 'local-disk'],
    ]);
  });

  it('starts the Engram table in Host RAM, as its evidence says', () => {
    expect(asPinnedPlacement(profile).engram).toBe('host-ram');
  });
});
