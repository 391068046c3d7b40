/**
 * The persisted explorations under fuzzing: whatever string sits in localStorage (random
 * text, random JSON, a real saved value mutated field by field or character by character),
 * the store comes up without throwing, holds only placements the rules accept, and either
 * kept what was stored or says in a notice that it dropped something. It stays usable.
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { createExplorerStore } from '../../src/state/explorer-store';
import type { ExplorerStore } from '../../src/state/types';
import { STORAGE_KEY, STORAGE_VERSION, type KeyValueStorage } from '../../src/state/persistence';
import type { StoreApi } from 'zustand';
import { MIA, LIME } from '../helpers/pins';
import { cpuClock } from '../helpers/cpu-clock';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// Each property runs RUNS times; FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  constructor(raw?: string) {
    if (raw !== undefined) this.map.set(STORAGE_KEY, raw);
  }
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const make = (storage: MemoryStorage) =>
  createExplorerStore({
    profiles: bundled.profiles,
    hardware: bundled.hardware,
    errors: bundled.errors,
    storage: () => storage,
  });

/** A real saved value: moves, a setting, an undo, on both pins. */
function realSaved(): string {
  const storage = new MemoryStorage();
  const store = make(storage);
  const a = store.getState();
  a.rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
  a.rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
  a.undoRequested(MIA);
  a.settingChosen(MIA, 'DRAFTER', 'mtp');
  a.rowDropped(LIME, { row: 'exl3-checkpoint', to: 'local-disk' });
  return storage.map.get(STORAGE_KEY)!;
}
const SAVED = realSaved();
const SAVED_JSON: Json = JSON.parse(SAVED);

/** Every residence a component may have: as pinned, or one its evidence describes. */
function expectOnlyAcceptedPlacements(s: ExplorerStore) {
  const check = (pinId: string, placement: Record<string, string>) => {
    const profile = s.profiles.find((p) => p.id === pinId);
    expect(profile, `a pin "${pinId}" that is not loaded`).toBeDefined();
    for (const [component, at] of Object.entries(placement)) {
      const c = profile!.components.find((x) => x.id === component);
      expect(c, `${pinId}: component "${component}"`).toBeDefined();
      expect(
        at === c!.asPinned || c!.residences.some((r) => r.lane === at),
        `${pinId}: ${component} in ${at}`,
      ).toBe(true);
    }
  };
  for (const [pinId, placement] of Object.entries(s.placements)) check(pinId, placement);
  for (const [pinId, h] of Object.entries(s.history))
    for (const step of [...h.past, ...h.future]) check(pinId, step);
  for (const [pinId, settings] of Object.entries(s.settings)) {
    const profile = s.profiles.find((p) => p.id === pinId)!;
    for (const [name, value] of Object.entries(settings))
      expect(profile.settings.find((x) => x.name === name)?.options.some((o) => o.value === value)).toBe(
        true,
      );
  }
  expect(
    s.storageNotice === null || (typeof s.storageNotice === 'string' && s.storageNotice.length > 0),
  ).toBe(true);
}

/** The stored placements that a clean load would keep, if the raw value had the expected form. */
function storedPlacements(raw: string): Record<string, Record<string, string>> | undefined {
  try {
    const v = JSON.parse(raw);
    return v?.version === STORAGE_VERSION && v.state && typeof v.state.placements === 'object'
      ? v.state.placements
      : undefined;
  } catch {
    return undefined;
  }
}

/** Loads from `raw` and checks the contract; then the store must still take every action. */
function loadAndCheck(raw: string): StoreApi<ExplorerStore> {
  const storage = new MemoryStorage(raw);
  let store!: StoreApi<ExplorerStore>;
  const elapsed = cpuClock();
  expect(() => (store = make(storage))).not.toThrow();
  // What is stored is read at start-up (a hostile one blocked it 1.2 s): CPU time, so a busy
  // machine cannot fail it, and generous beside the milliseconds a stored value takes.
  expect(elapsed()).toBeLessThan(1000);
  const s = store.getState();
  expectOnlyAcceptedPlacements(s);

  // Notice or clean: with no notice, every stored placement entry is there as stored.
  const stored = storedPlacements(raw);
  if (s.storageNotice === null && stored && typeof stored === 'object')
    for (const [pinId, placement] of Object.entries(stored))
      if (placement && typeof placement === 'object')
        for (const [component, at] of Object.entries(placement))
          expect(s.placements[pinId]?.[component], `${pinId}.${component} dropped silently`).toBe(at);

  expect(() => {
    for (const pin of [MIA, LIME]) {
      store.getState().undoRequested(pin);
      store.getState().redoRequested(pin);
      store.getState().rowDropped(pin, { row: 'exl3-checkpoint', to: 'unified-pool' });
      store.getState().rowDropped(pin, { row: 'routed-experts', to: 'local-disk' });
      store.getState().placementsReset(pin);
      store.getState().undoRequested(pin);
    }
    store.getState().storageNoticeDismissed();
  }).not.toThrow();
  expectOnlyAcceptedPlacements(store.getState());
  // What it saves back is readable by the next load, with no notice.
  const again = make(storage).getState();
  expect(again.storageNotice).toBeNull();
  return store;
}

function allPaths(value: Json, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => allPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => allPaths(v, [...at, k]))];
  return [at];
}
const PATHS = allPaths(SAVED_JSON);

function replaceAt(root: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(root);
  // An earlier mutation may have removed or replaced part of the path: then this one does nothing.
  let parent: Json | undefined = copy;
  for (const k of path.slice(0, -1))
    parent = parent && typeof parent === 'object' ? (parent as Record<string, Json>)[k as string] : undefined;
  const last = path.at(-1)!;
  if (Array.isArray(parent)) {
    if (value === undefined) parent.splice(last as number, 1);
    else parent[last as number] = value;
  } else if (parent && typeof parent === 'object') {
    if (value === undefined) delete parent[last as string];
    else parent[last as string] = value;
  }
  return copy;
}

/** Names a mutation could use: real pins, components, lanes and settings, and junk. */
const nameArb = fc.oneof(
  fc.constantFrom(
    MIA,
    LIME,
    'exl3-checkpoint',
    'routed-experts',
    'engram',
    'unified-pool',
    'local-disk',
    'ledger',
    'absent',
    'DRAFTER',
    'mtp',
    'dflash2',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 8 }),
);
const valueArb: fc.Arbitrary<Json> = fc.oneof(
  nameArb,
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.dictionary(nameArb, nameArb, { maxKeys: 3 }) as fc.Arbitrary<Json>,
  fc.array(fc.dictionary(nameArb, nameArb, { maxKeys: 3 }), { maxLength: 3 }) as fc.Arbitrary<Json>,
);
const mutationArb = fc.oneof(
  fc.tuple(fc.constantFrom(...PATHS), valueArb).map(
    ([path, value]) =>
      (j: Json) =>
        replaceAt(j, path, value),
  ),
  fc
    .constantFrom(...PATHS.filter((p) => p.length > 0))
    .map((path) => (j: Json) => replaceAt(j, path, undefined)),
  fc.tuple(fc.constantFrom(...PATHS), nameArb, valueArb).map(([path, key, value]) => (j: Json) => {
    const copy = structuredClone(j);
    const target = path.reduce<Json | undefined>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, Json>)[k as string] : undefined),
      copy,
    );
    if (target && typeof target === 'object' && !Array.isArray(target)) target[key] = value;
    return copy;
  }),
);

describe('stored explorations under fuzzing', () => {
  test('the real saved value loads back clean (the baseline)', () => {
    const s = loadAndCheck(SAVED).getState();
    expect(s.storageNotice).toBeNull();
  });

  test('random strings never throw on load', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        loadAndCheck(raw);
      }),
      { numRuns: RUNS },
    );
  });

  test('random states in a well-formed envelope never throw, and hold only accepted placements', () => {
    fc.assert(
      fc.property(
        fc.oneof(valueArb, fc.record({ placements: valueArb, settings: valueArb, history: valueArb })),
        fc.constantFrom(STORAGE_VERSION, 0, -1, 2, 1.5),
        (state, version) => {
          loadAndCheck(JSON.stringify({ version, state }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('a real saved value, mutated field by field, never throws: it loads what holds, with a notice for what does not', () => {
    fc.assert(
      fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (mutations) => {
        loadAndCheck(JSON.stringify(mutations.reduce((j, m) => m(j), SAVED_JSON)));
      }),
      { numRuns: RUNS },
    );
  });

  test('a real saved value, cut or spliced character by character, never throws', () => {
    const raws = fc.oneof(
      fc.nat({ max: SAVED.length }).map((n) => SAVED.slice(0, n)),
      fc
        .tuple(fc.nat({ max: SAVED.length }), fc.string({ maxLength: 6 }))
        .map(([at, junk]) => SAVED.slice(0, at) + junk + SAVED.slice(at)),
      fc
        .tuple(fc.nat({ max: SAVED.length }), fc.nat({ max: 12 }))
        .map(([at, n]) => SAVED.slice(0, at) + SAVED.slice(at + n)),
    );
    fc.assert(
      fc.property(raws, (raw) => {
        loadAndCheck(raw);
      }),
      { numRuns: RUNS },
    );
  });

  test('a stored "__proto__" pin or component pollutes nothing', () => {
    const raw = `{"version":${STORAGE_VERSION},"state":{"placements":{"__proto__":{"polluted":"yes"},"${MIA}":{"__proto__":"unified-pool","constructor":"x"}},"settings":{},"history":{}}}`;
    loadAndCheck(raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
