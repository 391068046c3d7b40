/**
 * What the board shows, without React, through the reads its components make: the places
 * come from the board model (boardPlaces, Board), each lane lists the ids `selectRowIdsIn`
 * gives it (Lane, and AbsentList for the absent rows), and each card says what `cardWords`
 * makes of the model's row for its residence and setting mark (RowCard). Cards say what the
 * profile says, unknown as unknown and absent as absent.
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { absentLine } from '../../src/domain/text/pin-lines';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { createExplorerStore } from '../../src/state/explorer-store';
import {
  selectHardware,
  selectUnloadedUnder,
  selectProfile,
  selectResidence,
  selectRowIdsIn,
} from '../../src/state/selectors';
import { boardRows, findRow } from '../../src/domain/rows/rows';
import { boardPlaces, boardRow } from '../../src/domain/board/board-model';
import { cardWords, type CardWords } from '../../src/domain/text/card-lines';
import { discrete, MIA, shapes } from '../helpers/pins';

type Store = ReturnType<typeof createExplorerStore>;
const storeOf = (profiles: readonly Profile[], hardware: readonly Hardware[]): Store =>
  createExplorerStore({ profiles: [...profiles], hardware: [...hardware], errors: [] });
const bundledStore = () => storeOf(bundled.profiles, bundled.hardware);

type Card = CardWords & { id: string; residence: string };
/** What one RowCard shows: the model's row for its residence and setting mark from the store, in words. */
function card(store: Store, pinId: string, rowId: string): Card {
  const s = store.getState();
  const pin = { profile: selectProfile(s, pinId)!, hardware: selectHardware(s, pinId)! };
  const residence = selectResidence(s, pinId, rowId)!;
  // The card's wiring, as RowCard has it: the setting that does not load the row.
  const row = boardRow(
    pin,
    findRow(pin.profile, rowId)!,
    residence,
    selectUnloadedUnder(s, pinId, rowId) ?? undefined,
  );
  return { id: rowId, residence, ...cardWords(pin, row) };
}
/** What one Lane shows: its ids from the store, each as its card. */
const laneRows = (store: Store, pinId: string, residence: string): Card[] =>
  selectRowIdsIn(store.getState(), pinId, residence).map((id) => card(store, pinId, id));

describe('the Mia TP2 board', () => {
  const store = bundledStore();
  const hardware = selectHardware(store.getState(), MIA)!;
  const profile = selectProfile(store.getState(), MIA)!;

  test('shows the logical checkpoint, then the unified pool and the local disk path', () => {
    const places = boardPlaces({ hardware });
    expect(places.map((g) => [g.heading, g.notes, g.laneGroup])).toEqual([
      // The board's own words, marked as this site's: not a quote of the hardware's source.
      ['Logical checkpoint', [{ siteNote: 'File ledger. Not a per-rank residence.' }], undefined],
      ['Unified pool', ['GPU and CPU share this pool.'], 'UMA'],
      ['Local disk path', [hardware.lanes[1]!.note], undefined],
    ]);
  });

  test('puts each row where the pin puts it, in the profile order', () => {
    expect(laneRows(store, MIA, 'ledger').map((r) => r.name)).toEqual(['EXL3 checkpoint']);
    expect(laneRows(store, MIA, 'unified-pool').map((r) => r.name)).toEqual([
      'Routed experts',
      'Dense weights',
      'KV cache',
      'DFlash2 drafter',
      'Workspace',
      'Vision tower',
      'Recurrent state',
    ]);
    expect(selectRowIdsIn(store.getState(), MIA, 'local-disk')).toEqual([]);
  });

  test('cards say what the seed says, with unknown sizes as unknown', () => {
    const experts = card(store, MIA, 'routed-experts');
    expect(experts).toMatchObject({
      cardLine: 'Shared UMA pool. Sparse routed matmul.',
      bytes: 'Exact bytes unknown.',
      figures: [],
      overlap: 'overlaps checkpoint',
      explored: false,
    });
    expect(experts.access).toBeUndefined();
    expect(card(store, MIA, 'exl3-checkpoint')).toMatchObject({
      cardLine: 'File ledger.',
      access: 'Access: Resident matmul.',
      overlap: 'file ledger',
      bytes: 'Exact bytes unknown.',
    });
    // The sizes the source states in prose, with their kind and qualifier; no startup estimate.
    expect(card(store, MIA, 'exl3-checkpoint').figures).toEqual([
      expect.stringMatching(/^about 176 GB \(prose size\): /),
      expect.stringMatching(/^164 GiB \(prose size\): /),
      expect.stringMatching(
        /^about 80 GiB on each Spark \(prose size\): Later starts load about 80 GiB on each Spark\./,
      ),
    ]);
    expect(card(store, MIA, 'kv-cache').figures).toEqual([
      'KV_POOL_GIB 12.5 GiB (named cap): KV_POOL_GIB 12.5 is a named cap, not a measured resident byte count.',
    ]);
  });

  test('lists the absent rows as absent, never as zero bytes', () => {
    expect(absentLine(profile)).toBe('Absent: Engram, PLE. Absence is not zero bytes.');
    const absent = selectRowIdsIn(store.getState(), MIA, 'absent').map((id) => card(store, MIA, id));
    expect(absent.map((r) => [r.name, r.residence, r.absent, r.absentReason])).toEqual([
      ['Engram', 'absent', true, 'This model profile has no Engram table.'],
      ['PLE', 'absent', true, 'This checkpoint has no Qwen-style n-gram PLE table.'],
    ]);
    const everyCard = profile.components.map((c) => card(store, MIA, c.id));
    expect(JSON.stringify(everyCard)).not.toMatch(/\b0 ?(B|bytes|GB|GiB)\b/);
  });

  test('an accepted move shows the row in its new lane, explored, with that lane on its card', () => {
    const moved = bundledStore();
    moved.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    expect(moved.getState().lastMove?.ok).toBe(true);
    expect(selectRowIdsIn(moved.getState(), MIA, 'unified-pool')[0]).toBe('exl3-checkpoint');
    expect(laneRows(moved, MIA, 'unified-pool')[0]).toMatchObject({
      name: 'EXL3 checkpoint',
      explored: true,
      cardLine: 'Shared UMA pool. Resident matmul.',
    });
    expect(selectRowIdsIn(moved.getState(), MIA, 'ledger')).toEqual([]);
  });

  test('a setting that does not load a row marks it and keeps it in place', () => {
    const chosen = bundledStore();
    chosen.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    const rows = boardPlaces({ hardware }).flatMap((g) => laneRows(chosen, MIA, g.residence));
    // Exactly, not a substring: the old test wiring read "not loaded under present, not loaded under DRAFTER=mtp".
    expect(rows.find((r) => r.id === 'drafter')!.notLoaded).toBe('not loaded under DRAFTER=mtp');
    expect(rows.filter((r) => r.notLoaded).map((r) => r.id)).toEqual(['drafter']);
    expect(selectRowIdsIn(chosen.getState(), MIA, 'unified-pool')).toContain('drafter');
  });
});

describe('lanes come from the hardware', () => {
  test('a discrete-GPU machine offers GPU memory, host RAM and local disk', () => {
    const { hardware } = discrete();
    expect(boardPlaces({ hardware }).map((g) => [g.heading, g.kind])).toEqual([
      ['Logical checkpoint', 'ledger'],
      ['GPU memory', 'memory'],
      ['Host RAM', 'memory'],
      ['Local disk path', 'disk'],
    ]);
  });

  test('every row of every pin appears once: in a group (residence not stated included) or in the absent list', () => {
    // The fixtures hold what the bundled pins may not: a row whose presence is not stated, beside others.
    const extra = [discrete(), shapes()];
    const store = storeOf(
      [...bundled.profiles, ...extra.map((x) => x.profile)],
      [...bundled.hardware, ...extra.map((x) => x.hardware)],
    );
    const { profiles } = store.getState();
    expect(profiles.map((p) => p.id)).toEqual([
      ...bundled.profiles.map((p) => p.id),
      ...extra.map((x) => x.profile.id),
    ]);
    for (const profile of profiles) {
      const hardware = selectHardware(store.getState(), profile.id)!;
      const ids = [...boardPlaces({ hardware, profile }).map((g) => g.residence), 'absent']
        .flatMap((residence) => selectRowIdsIn(store.getState(), profile.id, residence))
        .sort();
      expect(ids, profile.id).toEqual(
        boardRows(profile)
          .map((r) => r.id)
          .sort(),
      );
    }
  });
});
