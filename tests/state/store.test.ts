/**
 * The store without React: moves go through the rules, refused moves change nothing but the
 * message, history steps back and forth, and explorations survive a reload, while stored
 * state that is corrupt, old or stale is dropped with a notice instead of crashing.
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { createExplorerStore } from '../../src/state/explorer-store';
import { STORAGE_KEY, STORAGE_VERSION, type KeyValueStorage } from '../../src/state/persistence';
import {
  selectExplorations,
  selectCanRedo,
  selectCanReset,
  selectCanUndo,
  selectLastMove,
  selectUnloadedUnder,
  selectPlacement,
  selectResidence,
  selectRowIdsIn,
  selectSettings,
} from '../../src/state/selectors';
import { MIA, LIME } from '../helpers/pins';

class FakeStorage implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const make = (storage?: FakeStorage) =>
  createExplorerStore({
    profiles: bundled.profiles,
    hardware: bundled.hardware,
    errors: bundled.errors,
    ...(storage ? { storage: () => storage } : {}),
  });

const stored = (storage: FakeStorage) => JSON.parse(storage.map.get(STORAGE_KEY) ?? 'null');

describe('moves', () => {
  test('the bundled pins load', () => {
    expect(bundled.profiles.map((p) => p.id)).toEqual(expect.arrayContaining([MIA, LIME]));
  });

  test('accepts the EXL3 checkpoint in the unified pool and marks it explored', () => {
    const store = make();
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    const s = store.getState();
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(selectExplorations(s, MIA)).toEqual([{ row: 'exl3-checkpoint', to: 'unified-pool' }]);
    expect(selectLastMove(s, MIA)).toMatchObject({
      ok: true,
      text: expect.stringMatching(/^EXL3 checkpoint moved to Unified pool: /),
    });
    expect(selectCanUndo(s, MIA)).toBe(true);
    expect(selectCanReset(s, MIA)).toBe(true);
  });

  test('refuses routed experts on the local disk path and leaves the state as it was', () => {
    const store = make();
    const before = store.getState();
    store.getState().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' });
    const after = store.getState();
    expect(after.lastMove).toMatchObject({
      pinId: MIA,
      ok: false,
      text: 'Routed experts cannot go to Local disk path: Not an NVMe expert tier.',
    });
    expect(after.placements).toBe(before.placements);
    expect(after.history).toBe(before.history);
    expect(after.settings).toBe(before.settings);
    expect(selectResidence(after, MIA, 'routed-experts')).toBe('unified-pool');
    expect(selectCanUndo(after, MIA)).toBe(false);
  });

  test('refuses an absent row everywhere with the reason the profile gives', () => {
    const store = make();
    store.getState().rowDropped(MIA, { row: 'engram', to: 'local-disk' });
    expect(store.getState().lastMove?.text).toBe(
      'Engram cannot go to Local disk path: Dragging an Engram row onto an SSD does not describe a real component.',
    );
    expect(selectResidence(store.getState(), MIA, 'engram')).toBe('absent');
  });

  test('a drop where the row already is changes nothing and says it stays', () => {
    const store = make();
    const before = store.getState();
    store.getState().rowDropped(MIA, { row: 'kv-cache', to: 'unified-pool' });
    expect(store.getState().placements).toBe(before.placements);
    expect(store.getState().lastMove?.text).toBe('KV cache stays in Unified pool.');
  });

  test('moves on one pin leave the other pin as-pinned', () => {
    const store = make();
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
    expect(selectResidence(store.getState(), LIME, 'exl3-checkpoint')).toBe('ledger');
    expect(selectLastMove(store.getState(), LIME)).toBeNull();
  });

  test('a setting that does not load the drafter marks the row and refuses to move it', () => {
    const store = make();
    store.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    expect(selectUnloadedUnder(store.getState(), MIA, 'drafter')).toBe('DRAFTER=mtp');
    store.getState().rowDropped(MIA, { row: 'drafter', to: 'local-disk' });
    expect(store.getState().lastMove).toMatchObject({
      ok: false,
      text: 'DFlash2 drafter cannot go to Local disk path: DFlash2 drafter is not loaded under DRAFTER=mtp.',
    });
  });

  test('only values the pin states are taken as settings', () => {
    const store = make();
    const before = store.getState().settings;
    store.getState().settingChosen(MIA, 'DRAFTER', 'turbo');
    store.getState().settingChosen(MIA, 'NOPE', 'x');
    store.getState().settingChosen(MIA, 'DRAFTER', 'dflash2');
    expect(store.getState().settings).toBe(before);
  });

  test('selecting a row keeps one selection for the app', () => {
    const store = make();
    store.getState().rowSelected({ pinId: MIA, componentId: 'routed-experts' });
    expect(store.getState().selectedRow).toEqual({ pinId: MIA, componentId: 'routed-experts' });
    store.getState().rowSelected(null);
    expect(store.getState().selectedRow).toBeNull();
  });
});

describe('Reset with nothing explored', () => {
  test('clears a refusal still on show, and leaves every row where it was', () => {
    const store = make();
    const a = store.getState;
    expect(selectCanReset(a(), MIA)).toBe(false);
    a().rowDropped(MIA, { row: 'routed-experts', to: 'local-disk' });
    expect(selectLastMove(a(), MIA)?.ok).toBe(false);
    expect(selectCanReset(a(), MIA)).toBe(true);
    const before = selectPlacement(a(), MIA);
    a().placementsReset(MIA);
    expect(selectLastMove(a(), MIA)?.ok).toBe(true);
    expect(selectPlacement(a(), MIA)).toEqual(before);
    expect(selectCanReset(a(), MIA)).toBe(false);
    expect(selectCanUndo(a(), MIA)).toBe(false);
  });
});

describe('history', () => {
  test('undo, redo and reset to as-pinned, each a step that can be undone', () => {
    const store = make();
    const a = () => store.getState();
    a().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    a().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('local-disk');

    a().undoRequested(MIA);
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(a().lastMove?.text).toBe('Undone: EXL3 checkpoint is in Unified pool.');
    expect(selectCanRedo(a(), MIA)).toBe(true);

    a().redoRequested(MIA);
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('local-disk');
    expect(selectCanRedo(a(), MIA)).toBe(false);

    a().placementsReset(MIA);
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('ledger');
    expect(a().lastMove?.text).toBe('Reset to as-pinned: EXL3 checkpoint is back in Logical checkpoint.');
    expect(selectCanReset(a(), MIA)).toBe(false);

    a().undoRequested(MIA);
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('local-disk');
    a().undoRequested(MIA);
    a().undoRequested(MIA);
    expect(selectResidence(a(), MIA, 'exl3-checkpoint')).toBe('ledger');
    expect(selectCanUndo(a(), MIA)).toBe(false);
  });

  test('a new move after undo clears redo', () => {
    const store = make();
    const a = () => store.getState();
    a().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    a().undoRequested(MIA);
    a().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
    expect(selectCanRedo(a(), MIA)).toBe(false);
  });

  test('reset with nothing explored does nothing', () => {
    const store = make();
    const before = store.getState();
    store.getState().placementsReset(MIA);
    store.getState().undoRequested(MIA);
    store.getState().redoRequested(MIA);
    expect(store.getState()).toBe(before);
  });
});

describe('selectors keep their references', () => {
  test('the as-pinned placement and default settings are the same object on every read', () => {
    const s = make().getState();
    expect(selectPlacement(s, MIA)).toBe(selectPlacement(s, MIA));
    expect(selectSettings(s, MIA)).toBe(selectSettings(s, MIA));
  });

  test('a move changes the row ids of the two lanes involved only', () => {
    const store = make();
    const before = store.getState();
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    const after = store.getState();
    expect(selectRowIdsIn(after, MIA, 'local-disk')).toEqual(selectRowIdsIn(before, MIA, 'local-disk'));
    expect(selectRowIdsIn(after, MIA, 'ledger')).toEqual([]);
    expect(selectRowIdsIn(after, MIA, 'unified-pool')).toEqual([
      'exl3-checkpoint',
      ...selectRowIdsIn(before, MIA, 'unified-pool'),
    ]);
    expect(selectResidence(after, MIA, 'routed-experts')).toBe(
      selectResidence(before, MIA, 'routed-experts'),
    );
  });
});

describe('persistence', () => {
  test('explorations survive a reload: placements, settings and history, nothing else', () => {
    const storage = new FakeStorage();
    const first = make(storage);
    first.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    first.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    first.getState().rowSelected({ pinId: MIA, componentId: 'kv-cache' });

    const saved = stored(storage);
    expect(saved.version).toBe(STORAGE_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual(['history', 'placements', 'settings']);

    const second = make(storage);
    const s = second.getState();
    expect(s.storageNotice).toBeNull();
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(selectSettings(s, MIA)?.DRAFTER).toBe('mtp');
    expect(selectCanUndo(s, MIA)).toBe(true);
    expect(s.selectedRow).toBeNull();
    expect(s.lastMove).toBeNull();
    second.getState().undoRequested(MIA);
    expect(selectResidence(second.getState(), MIA, 'exl3-checkpoint')).toBe('ledger');
  });

  test('a change that is not an exploration (a keystroke in the pin search) writes nothing to storage', () => {
    const storage = new FakeStorage();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      writes.push(v);
      setItem(k, v);
    };
    const store = make(storage);
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    const after = writes.length;
    expect(after).toBeGreaterThan(0);
    for (const text of ['g', 'gl', 'glm']) store.getState().pinQueryChanged({ text });
    store.getState().rowSelected({ pinId: MIA, componentId: 'kv-cache' });
    expect(writes.length).toBe(after);
    // The next exploration is written, and a reload reads it.
    store.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    expect(writes.length).toBe(after + 1);
    expect(selectSettings(make(storage).getState(), MIA)?.DRAFTER).toBe('mtp');
  });

  test('corrupt stored JSON is dropped with a notice, never a crash', () => {
    const storage = new FakeStorage();
    storage.setItem(STORAGE_KEY, '{"state": {"placements": ');
    const s = make(storage).getState();
    expect(s.storageNotice).toMatch(/could not be read and were dropped/);
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('ledger');
    // Replaced by an empty, readable value: the notice is not shown again on the next load.
    expect(stored(storage)).toEqual({
      version: STORAGE_VERSION,
      state: { placements: {}, settings: {}, history: {} },
    });
    expect(make(storage).getState().storageNotice).toBeNull();
  });

  test('stored state without the expected shape is dropped with a notice', () => {
    for (const raw of [
      '42',
      '"text"',
      '{"version": 1, "state": 5}',
      '{"state": {}}',
      '{"version": 1, "state": {"placements": [], "settings": {}}}',
    ]) {
      const storage = new FakeStorage();
      storage.setItem(STORAGE_KEY, raw);
      const s = make(storage).getState();
      expect(s.storageNotice, raw).toMatch(/not in the expected form/);
      expect(s.placements).toEqual({});
    }
  });

  test('stored state from an older version is dropped with a notice and replaced', () => {
    const storage = new FakeStorage();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 0, state: { placements: { [MIA]: { 'exl3-checkpoint': 'unified-pool' } } } }),
    );
    const s = make(storage).getState();
    expect(s.storageNotice).toMatch(/older version of this app \(format 0, now 1\)/);
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('ledger');
    expect(stored(storage).version).toBe(STORAGE_VERSION);
  });

  test('placements naming components, lanes or pins that no longer exist are dropped, the rest kept', () => {
    const storage = new FakeStorage();
    const state = {
      placements: {
        [MIA]: { 'exl3-checkpoint': 'unified-pool', 'nvme-experts': 'local-disk', 'kv-cache': 'nvme-tier' },
        'gone-pin': { x: 'unified-pool' },
      },
      settings: { [MIA]: { DRAFTER: 'turbo', KV: 'bf16' } },
      history: {},
    };
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, state }));
    const s = make(storage).getState();
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(selectResidence(s, MIA, 'kv-cache')).toBe('unified-pool');
    expect(selectSettings(s, MIA)?.KV).toBe('bf16');
    expect(selectSettings(s, MIA)?.DRAFTER).toBe('dflash2');
    expect(s.storageNotice).toMatch(/no longer match the bundled pins/);
    expect(s.storageNotice).toContain('component "nvme-experts" no longer exists');
    expect(s.storageNotice).toContain('KV cache in "nvme-tier", which is no longer a lane');
    expect(s.storageNotice).toContain('pin "gone-pin" no longer exists');
    expect(s.storageNotice).toContain('setting DRAFTER="turbo"');
    // The cleaned state is written back, so the same notice does not come back next load.
    expect(make(storage).getState().storageNotice).toBeNull();
  });

  test('a stored placement the rules refuse is dropped: storage cannot smuggle in a refused move', () => {
    const storage = new FakeStorage();
    const state = {
      placements: { [MIA]: { 'routed-experts': 'local-disk', engram: 'unified-pool' } },
      settings: {},
      history: {},
    };
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, state }));
    const s = make(storage).getState();
    expect(selectResidence(s, MIA, 'routed-experts')).toBe('unified-pool');
    expect(selectResidence(s, MIA, 'engram')).toBe('absent');
    expect(s.storageNotice).toContain('Routed experts in Local disk path (Not an NVMe expert tier.)');
  });

  test('an undo history with a step that no longer holds is dropped whole', () => {
    const storage = new FakeStorage();
    const state = {
      placements: { [MIA]: { 'exl3-checkpoint': 'unified-pool' } },
      settings: {},
      history: { [MIA]: { past: [{ 'routed-experts': 'local-disk' }], future: [] } },
    };
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, state }));
    const s = make(storage).getState();
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(selectCanUndo(s, MIA)).toBe(false);
    expect(s.storageNotice).toContain(`${MIA}: undo history`);
  });

  test('a storage that throws is survived: explorations last for the session', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createExplorerStore({
      profiles: bundled.profiles,
      hardware: bundled.hardware,
      storage: () => throwing,
    });
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    expect(selectResidence(store.getState(), MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(store.getState().storageNotice).toBeNull();
  });

  test('the notice can be dismissed', () => {
    const storage = new FakeStorage();
    storage.setItem(STORAGE_KEY, 'not json');
    const store = make(storage);
    store.getState().storageNoticeDismissed();
    expect(store.getState().storageNotice).toBeNull();
  });
});
