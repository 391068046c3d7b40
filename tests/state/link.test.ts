import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { decodeUrl, encodeUrl } from '../../src/state/link';
import { routeOf, type View } from '../../src/state/route';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { createExplorerStore } from '../../src/state/explorer-store';
import type { ExplorerStore } from '../../src/state/types';
import { selectCanUndo, selectPlacement, selectSettings } from '../../src/state/selectors';
import { loadBundled, MIA } from '../helpers/pins';

const { profiles, hardware } = loadBundled();
const mia = profiles.find((p) => p.id === MIA)!;
// The LimeChain seed pin: its DRAFTER has an empty option.
const other = profiles.find((p) => p.id === 'glm-5.3-flash-lime-tensorfold-c8')!;

describe('the view in the URL', () => {
  test('a pin with an explored placement and a chosen setting round-trips', () => {
    const placements = { [MIA]: { ...asPinnedPlacement(mia), 'exl3-checkpoint': 'unified-pool' } };
    const settings = { [MIA]: { DRAFTER: 'mtp' } };
    const hash = encodeUrl({ view: { kind: 'pin', id: MIA }, placements, settings }, profiles);
    const back = decodeUrl(hash, profiles, hardware);
    expect(back.ignored).toEqual([]);
    expect(back.view).toEqual({ kind: 'pin', id: MIA });
    expect(back.placements[MIA]).toEqual(placements[MIA]);
    expect(back.settings[MIA]).toEqual({ DRAFTER: 'mtp' });
  });

  test('an as-pinned pin with default settings is a short link', () => {
    const hash = encodeUrl({ view: { kind: 'pin', id: MIA }, placements: {}, settings: {} }, profiles);
    expect(hash).toBe(`#/pin/${MIA}`);
  });

  test('a compare pair round-trips', () => {
    const hash = encodeUrl(
      { view: { kind: 'compare', a: MIA, b: other.id }, placements: {}, settings: {} },
      profiles,
    );
    expect(decodeUrl(hash, profiles, hardware).view).toEqual({ kind: 'compare', a: MIA, b: other.id });
  });

  test('the view is the route, loaded or not; what a link carries for a pin that is not loaded is named', () => {
    const back = decodeUrl(`#/pin/no-such-pin?p.no-such-pin=a~b`, profiles, hardware);
    expect(back.view).toEqual({ kind: 'pin', id: 'no-such-pin' });
    expect(back.placements).toEqual({});
    expect(back.ignored.join(' ')).toContain('p.no-such-pin');
  });

  test("a compare link with one unknown side keeps the pair and the known side's explorations", () => {
    const back = decodeUrl(`#/compare/${MIA}/nope?p.${MIA}=exl3-checkpoint~unified-pool`, profiles, hardware);
    expect(back.view).toEqual({ kind: 'compare', a: MIA, b: 'nope' });
    expect(back.placements[MIA]!['exl3-checkpoint']).toBe('unified-pool');
  });

  test('a tampered placement that the rules refuse is dropped with its reason; the rest opens', () => {
    const hash = `#/pin/${MIA}?p.${MIA}=routed-experts~local-disk,exl3-checkpoint~unified-pool,engram~unified-pool`;
    const back = decodeUrl(hash, profiles, hardware);
    expect(back.placements[MIA]!['routed-experts']).toBe('unified-pool');
    expect(back.placements[MIA]!['exl3-checkpoint']).toBe('unified-pool');
    expect(back.placements[MIA]!['engram']).toBe('absent');
    const said = back.ignored.join('\n');
    expect(said).toContain('Not an NVMe expert tier.');
    expect(said).toContain('This model profile has no Engram table.');
  });

  test('an unknown setting value is ignored and named', () => {
    const back = decodeUrl(`#/pin/${MIA}?s.${MIA}=DRAFTER~evil`, profiles, hardware);
    expect(back.settings[MIA]).toEqual({});
    expect(back.ignored.join(' ')).toContain('DRAFTER=evil');
  });

  test('any string decodes without throwing, and every kept placement is one the rules accept', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const back = decodeUrl(`#/${path}?${query}`, profiles, hardware);
        for (const [pin, placement] of Object.entries(back.placements)) {
          const profile = profiles.find((p) => p.id === pin)!;
          for (const c of profile.components) {
            const at = placement[c.id];
            expect(at === c.asPinned || c.residences.some((r) => r.lane === at)).toBe(true);
          }
        }
      }),
    );
  });

  test('mutated share links decode without throwing', () => {
    const good = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~mtp`;
    fc.assert(
      fc.property(fc.nat({ max: good.length - 1 }), fc.string({ maxLength: 4 }), (at, junk) => {
        const mutated = good.slice(0, at) + junk + good.slice(at + 1);
        expect(() => decodeUrl(mutated, profiles, hardware)).not.toThrow();
      }),
    );
  });
});

describe('the URL and the store', () => {
  const make = () => createExplorerStore({ profiles, hardware });
  // The address owns the view: each test says which view it writes the explorations for.
  let view: View = { kind: 'home' };
  const hashOf = (s: ExplorerStore) =>
    encodeUrl({ view, placements: s.placements, settings: s.settings }, s.profiles);
  const open = (store: ReturnType<typeof make>, hash: string) => {
    view = routeOf(hash);
    store.getState().urlOpened(decodeUrl(hash, store.getState().profiles, hardware));
  };

  test('explored placements and chosen settings go through the hash into a fresh store unchanged', () => {
    const a = make();
    open(a, `#/pin/${MIA}`);
    a.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'local-disk' });
    a.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    a.getState().settingChosen(MIA, 'KV', 'bf16');
    const hash = hashOf(a.getState());
    expect(hash).toBe(`#/pin/${MIA}?p.${MIA}=exl3-checkpoint~local-disk&s.${MIA}=DRAFTER~mtp,KV~bf16`);

    const b = make();
    open(b, hash);
    const s = b.getState();
    expect(selectPlacement(s, MIA)).toEqual(selectPlacement(a.getState(), MIA));
    expect(selectSettings(s, MIA)).toEqual(selectSettings(a.getState(), MIA));
    expect(s.linkNotice).toBeNull();
    expect(hashOf(s)).toBe(hash);
  });

  test('an empty setting value (DRAFTER="" on the Lime pin) round-trips', () => {
    const a = make();
    open(a, `#/pin/${other.id}`);
    a.getState().settingChosen(other.id, 'DRAFTER', '');
    const b = make();
    open(b, hashOf(a.getState()));
    expect(selectSettings(b.getState(), other.id)!.DRAFTER).toBe('');
    expect(b.getState().linkNotice).toBeNull();
  });

  test('a compare pair carries the explorations of both pins', () => {
    const a = make();
    open(a, `#/compare/${MIA}/${other.id}`);
    a.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    a.getState().rowDropped(other.id, { row: 'exl3-checkpoint', to: 'local-disk' });
    const b = make();
    open(b, hashOf(a.getState()));
    expect(selectPlacement(b.getState(), MIA)).toEqual(selectPlacement(a.getState(), MIA));
    expect(selectPlacement(b.getState(), other.id)).toEqual(selectPlacement(a.getState(), other.id));
  });

  test('a plain pin link keeps the explorations the user already had for that pin', () => {
    const store = make();
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    store.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    const before = store.getState();
    open(store, `#/pin/${MIA}`);
    const after = store.getState();
    expect(after.placements).toBe(before.placements);
    expect(after.settings).toBe(before.settings);
  });

  test("a link carrying a pin's state replaces that pin's explorations, and undo brings the user's placement back", () => {
    const store = make();
    store.getState().rowDropped(MIA, { row: 'exl3-checkpoint', to: 'unified-pool' });
    store.getState().settingChosen(MIA, 'DRAFTER', 'mtp');
    open(store, `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~local-disk`);
    const s = store.getState();
    expect(selectPlacement(s, MIA)!['exl3-checkpoint']).toBe('local-disk');
    // The link left settings out: the sharer had the defaults.
    expect(selectSettings(s, MIA)!.DRAFTER).toBe('dflash2');
    expect(selectCanUndo(s, MIA)).toBe(true);
    store.getState().undoRequested(MIA);
    expect(selectPlacement(store.getState(), MIA)!['exl3-checkpoint']).toBe('unified-pool');
  });

  test('opening the same link again changes nothing', () => {
    const store = make();
    const hash = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~mtp`;
    open(store, hash);
    const first = store.getState();
    open(store, hash);
    expect(store.getState()).toBe(first);
  });

  test('what a link ignored is kept as a notice until dismissed, and a later clean link to another view clears it', () => {
    const store = make();
    open(store, `#/pin/${MIA}?p.${MIA}=routed-experts~local-disk`);
    expect(store.getState().linkNotice?.ignored.join(' ')).toContain('Not an NVMe expert tier.');
    // The address is rewritten without the ignored part and read again: the notice stays.
    open(store, `#/pin/${MIA}`);
    expect(store.getState().linkNotice).not.toBeNull();
    open(store, `#/pin/${other.id}`);
    expect(store.getState().linkNotice).toBeNull();
    open(store, '#/pin/nope');
    store.getState().linkNoticeDismissed();
    expect(store.getState().linkNotice).toBeNull();
  });
});
