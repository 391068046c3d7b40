/**
 * A prerendered pin page's store and address: the store starts with the page's pin loaded
 * (its path is the view) and the catalogue still to come, and its initial state (what zustand hands a server
 * render and a hydration) holds no explorations, while those stored for the pin are in the
 * state from the start; the page's path is its route when the address has no hash.
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import type { PinFile } from '../../src/profiles/catalogue';
import { createExplorerStore } from '../../src/state/explorer-store';
import { locationHash, pathRouteOf } from '../../src/state/route';
import { STORAGE_KEY, type KeyValueStorage } from '../../src/state/persistence';
import { selectPinAvailability, selectResidence } from '../../src/state/selectors';

const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';
const profile = bundled.profiles.find((p) => p.id === MIA)!;
const page: PinFile = { profile, hardware: bundled.hardware.find((h) => h.id === profile.hardware)! };

const storageWith = (value: unknown): KeyValueStorage => {
  const map = new Map([[STORAGE_KEY, JSON.stringify(value)]]);
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};

describe('the store of a pin page', () => {
  test('starts with its pin open and the rest of the catalogue still to come', () => {
    const s = createExplorerStore({ page, source: undefined }).getState();
    expect(s.profiles.map((p) => p.id)).toEqual([MIA]);
    expect(selectPinAvailability(s, MIA)).toBe('loaded');
    expect(s.catalogueStatus).toBe('loading');
    expect(s.catalogue.map((e) => e.id)).toEqual([MIA]);
  });

  test('hydrates as built: stored explorations are in the state, not in the initial state', () => {
    const storage = storageWith({
      version: 1,
      state: { placements: { [MIA]: { 'exl3-checkpoint': 'unified-pool' } }, settings: {}, history: {} },
    });
    const store = createExplorerStore({ page, storage: () => storage });
    expect(selectResidence(store.getState(), MIA, 'exl3-checkpoint')).toBe('unified-pool');
    expect(store.getInitialState().placements).toEqual({});
    expect(selectResidence(store.getInitialState(), MIA, 'exl3-checkpoint')).toBe(
      asPinnedPlacement(profile)['exl3-checkpoint'],
    );
  });
});

describe("a pin page's address", () => {
  test('its path names its pin; every other path is the app page', () => {
    expect(pathRouteOf(`/pin/${MIA}/`)).toEqual({ kind: 'pin', id: MIA });
    expect(pathRouteOf(`/pin/${MIA}/index.html`)).toEqual({ kind: 'pin', id: MIA });
    expect(pathRouteOf(`/explorer/pin/${MIA}/`, '/explorer/')).toEqual({ kind: 'pin', id: MIA });
    expect(pathRouteOf(`/pin/${MIA}`)).toEqual({ kind: 'pin', id: MIA });
    for (const path of [
      '/',
      '/index.html',
      '/pin/',
      `/pin/${MIA}/x/`,
      `/other/pin/${MIA}/`,
      '/pin/%E0%A4%A/',
    ])
      expect(pathRouteOf(path), path).toEqual({ kind: 'home' });
  });

  test('a hash wins over the path; without one the path is the route', () => {
    expect(locationHash({ pathname: `/pin/${MIA}/`, hash: '' })).toBe(`#/pin/${MIA}`);
    expect(locationHash({ pathname: `/pin/${MIA}/`, hash: '#' })).toBe(`#/pin/${MIA}`);
    expect(locationHash({ pathname: `/pin/${MIA}/`, hash: '#/' })).toBe('#/');
    const link = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool`;
    expect(locationHash({ pathname: `/pin/${MIA}/`, hash: link })).toBe(link);
    expect(locationHash({ pathname: '/', hash: '' })).toBe('#/');
  });
});
