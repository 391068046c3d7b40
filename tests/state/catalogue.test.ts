/**
 * Pins on demand: the store starts empty, fetches the catalogue's index and each pin it is
 * asked for, says when a pin is on its way, unknown or failed, and keeps the explorations
 * stored for a pin that has not arrived yet until it does (then checks them as ever).
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { catalogueOf, commercialUseOf, type PinFile } from '../../src/profiles/catalogue';
import {
  FetchFailed,
  checkIndex,
  checkPinFile,
  type CatalogueSource,
} from '../../src/profiles/fetch-catalogue';
import { catalogueFiles } from '../../src/profiles/bundled-plugin';
import { createExplorerStore } from '../../src/state/explorer-store';
import { STORAGE_KEY, type KeyValueStorage } from '../../src/state/persistence';
import { selectPinAvailability, selectPinEntries, selectResidence } from '../../src/state/selectors';
import { MIA, LIME } from '../helpers/pins';

const pinFile = (id: string): PinFile => {
  const profile = bundled.profiles.find((p) => p.id === id)!;
  return { profile, hardware: bundled.hardware.find((h) => h.id === profile.hardware)! };
};

/** A source whose answers the test releases by hand, and which counts what was asked. */
function manualSource() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const ask = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      asked.push(key);
      waiting.set(key, { resolve: resolve as (v: unknown) => void, reject });
    });
  const source: CatalogueSource = {
    index: () => ask('index'),
    pin: (id) => ask(`pin:${id}`),
    hardware: (id) => ask(`hardware:${id}`),
  };
  const settle = async (key: string, value: unknown | Error) => {
    const w = waiting.get(key)!;
    if (value instanceof Error) w.reject(value);
    else w.resolve(value);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { source, asked, settle };
}

class FakeStorage implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('the catalogue', () => {
  test('an index entry holds what the pin list shows and filters on', () => {
    const index = catalogueOf(bundled);
    const mia = index.pins.find((p) => p.id === MIA)!;
    expect(mia).toMatchObject({
      title: 'GLM-5.3-Flash on 2 DGX Sparks',
      subtitle: 'Mia TensorFold TP2',
      hardware: 'nvidia-dgx-spark-128gb-unified',
      runtime: 'TensorFold v0.6.0',
      commercialUse: 'restricted',
    });
    expect(index.errors).toBe(bundled.errors);
  });

  test('commercial use reads no better than the least permissive license', () => {
    const l = (commercialUse: 'allowed' | 'unknown' | 'restricted') => ({ commercialUse }) as never;
    expect(commercialUseOf([l('allowed'), l('allowed')])).toBe('allowed');
    expect(commercialUseOf([l('allowed'), l('unknown')])).toBe('unknown');
    expect(commercialUseOf([l('unknown'), l('restricted')])).toBe('restricted');
  });

  test('the build writes the index, one file per pin (with its hardware) and one per hardware', () => {
    const files = catalogueFiles(bundled);
    expect(checkIndex(JSON.parse(files.get('pins/index.json')!)).pins).toHaveLength(bundled.profiles.length);
    expect(checkPinFile(JSON.parse(files.get(`pins/${MIA}.json`)!), MIA, 'x').profile.id).toBe(MIA);
    expect(files.has('pins/hardware/nvidia-dgx-spark-128gb-unified.json')).toBe(true);
  });

  test('a file that is not what it should be is an error naming it, not a crash', () => {
    expect(() => checkIndex({ pins: 'nope' })).toThrow('index.json is not a pin catalogue.');
    expect(() => checkPinFile({ profile: { id: LIME } }, MIA, `pins/${MIA}.json`)).toThrow(
      `pins/${MIA}.json is not the pin "${MIA}".`,
    );
  });
});

describe('pins on demand', () => {
  test('the store starts before the data: the index, then the pin asked for', async () => {
    const { source, asked, settle } = manualSource();
    const store = createExplorerStore({ source });
    expect(store.getState().catalogueStatus).toBe('loading');
    expect(selectPinAvailability(store.getState(), MIA)).toBe('loading');
    store.getState().catalogueRequested();
    store.getState().pinsRequested([MIA]);
    expect(asked).toEqual(['index', `pin:${MIA}`]);
    // The pin may arrive before the index.
    await settle(`pin:${MIA}`, pinFile(MIA));
    expect(selectPinAvailability(store.getState(), MIA)).toBe('loaded');
    await settle('index', catalogueOf(bundled));
    expect(selectPinEntries(store.getState()).map((e) => e.id)).toEqual(bundled.profiles.map((p) => p.id));
    // A pin the index does not list is unknown, and is not fetched.
    store.getState().pinsRequested(['no-such-pin']);
    expect(selectPinAvailability(store.getState(), 'no-such-pin')).toBe('unknown');
    expect(asked).not.toContain('pin:no-such-pin');
  });

  test('a pin whose file fails says why; asked again, it is fetched again', async () => {
    const { source, asked, settle } = manualSource();
    const store = createExplorerStore({ source });
    store.getState().catalogueRequested();
    await settle('index', catalogueOf(bundled));
    store.getState().pinsRequested([MIA]);
    await settle(`pin:${MIA}`, new Error(`pins/${MIA}.json could not be fetched (HTTP 500).`));
    expect(selectPinAvailability(store.getState(), MIA)).toEqual({
      error: `pins/${MIA}.json could not be fetched (HTTP 500).`,
    });
    store.getState().pinsRequested([MIA]);
    expect(asked.filter((a) => a === `pin:${MIA}`)).toHaveLength(2);
  });

  test('a pin file the server does not have, while the index is still on its way, is still loading (by status, not by words)', async () => {
    const { source, settle } = manualSource();
    const store = createExplorerStore({ source });
    store.getState().catalogueRequested();
    store.getState().pinsRequested([MIA, LIME]);
    // The server's answer, as the fetcher reports it: the status is data.
    await settle(`pin:${MIA}`, new FetchFailed(`pins/${MIA}.json could not be fetched (HTTP 404).`, 404));
    expect(selectPinAvailability(store.getState(), MIA)).toBe('loading');
    // Another failure whose message happens to read the same is a failure: nothing parses the words.
    await settle(`pin:${LIME}`, new Error(`pins/${LIME}.json could not be fetched (HTTP 404).`));
    expect(selectPinAvailability(store.getState(), LIME)).toEqual({
      error: `pins/${LIME}.json could not be fetched (HTTP 404).`,
    });
    await settle('index', catalogueOf(bundled));
    expect(selectPinAvailability(store.getState(), MIA)).toMatchObject({ missing: true });
  });

  test('stored explorations wait for their pin, are checked when it arrives, and survive writes meanwhile', async () => {
    const storage = new FakeStorage();
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          placements: {
            [MIA]: { 'exl3-checkpoint': 'unified-pool', 'routed-experts': 'local-disk' },
            [LIME]: { 'exl3-checkpoint': 'unified-pool' },
            'gone-pin': { x: 'y' },
          },
          settings: {},
          history: {},
        },
      }),
    );
    const { source, settle } = manualSource();
    const store = createExplorerStore({ source, storage: () => storage });
    expect(store.getState().storageNotice).toBeNull();
    store.getState().catalogueRequested();
    await settle('index', catalogueOf(bundled));
    // The catalogue does not list "gone-pin": dropped, and said so.
    expect(store.getState().storageNotice).toMatch(/pin "gone-pin" no longer exists/);
    store.getState().pinsRequested([MIA]);
    await settle(`pin:${MIA}`, pinFile(MIA));
    const s = store.getState();
    expect(selectResidence(s, MIA, 'exl3-checkpoint')).toBe('unified-pool');
    // The rules refuse routed experts on the local disk path: dropped when the pin arrived.
    expect(selectResidence(s, MIA, 'routed-experts')).toBe('unified-pool');
    expect(s.storageNotice).toMatch(/Routed experts in Local disk path/);
    // LimeChain has not been opened: its stored exploration is still there, as it was.
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!);
    expect(saved.state.placements[LIME]).toEqual({ 'exl3-checkpoint': 'unified-pool' });
    expect(saved.state.placements['gone-pin']).toBeUndefined();
  });
});
