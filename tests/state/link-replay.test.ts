/**
 * Issue 16: nothing gets past the rules. A shared link and stored explorations are replayed
 * as board moves, in order, through the board's own rules function, so a placement the board
 * refuses is never reached another way; and the link's own encoding round-trips any id, name
 * and value. FUZZ_RUNS=10000 runs every property 10,000 times.
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { boardRows } from '../../src/domain/rows/rows';
import { asPinnedPlacement, residenceOf } from '../../src/domain/placement/placement';
import { checkMove } from '../../src/domain/placement/move-rules';
import { createExplorerStore } from '../../src/state/explorer-store';
import { replayPlacement } from '../../src/state/explorations';
import { decodeUrl, encodeUrl } from '../../src/state/link';
import { formatLocation, parseLocation, type View } from '../../src/state/route';
import { sanitizeExplorations } from '../../src/state/sanitize';
import { selectPlacement, selectSettings } from '../../src/state/selectors';
import { DISCRETE_FIXTURES_DIR, SHAPES_FIXTURES_DIR, loadBundled, loadDir } from '../helpers/load-bundled';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// Each property runs RUNS times; FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });
const bundled = loadBundled();
const HICACHE = 'deepseek-r1-sglang-hicache-tp8-hf3fs';

/**
 * The hostile pin of issue 16: the HiCache pin, with Local disk also described for the KV
 * home and for its host-RAM copy. Each may sit there, but never both at once.
 */
function bothOnDisk(): { profile: Profile; hardware: Hardware } {
  const base = bundled.profiles.find((p) => p.id === HICACHE)!;
  const profile = structuredClone(base);
  const kv = profile.components.find((c) => c.id === 'kv-cache')!;
  const evidence = kv.residences[0]!.evidence;
  kv.residences = [...kv.residences, { lane: 'local-disk', evidence }];
  kv.refusals = kv.refusals.filter((r) => r.lane !== 'local-disk');
  if (typeof kv.asPinned === 'string' || !('copies' in kv.asPinned))
    throw new Error('kv-cache has no copies');
  const copy = kv.asPinned.copies.find((c) => c.id === 'kv-host-l2')!;
  copy.residences = [
    ...(copy.residences ?? [{ lane: copy.lane, evidence: copy.evidence }]),
    { lane: 'local-disk', evidence },
  ];
  return { profile, hardware: bundled.hardware.find((h) => h.id === profile.hardware)! };
}

describe('a link or stored state reaches only what the board reaches', () => {
  const pin = bothOnDisk();
  const { profile, hardware } = pin;
  const link = `#/pin/${HICACHE}?p.${HICACHE}=kv-cache~local-disk,kv-host-l2~local-disk`;
  const disk = hardware.lanes.find((l) => l.id === 'local-disk')!.label;
  const refusedCopy = new RegExp(`KV cache, L2 .* to ${disk}.*already sits in ${disk}`);

  test('the board refuses the copy in its home lane (the reference)', () => {
    const settings = {};
    const first = checkMove(
      { profile, hardware, placement: asPinnedPlacement(profile), settings },
      {
        row: 'kv-cache',
        to: 'local-disk',
      },
    );
    expect(first.ok).toBe(true);
    const second =
      first.ok &&
      checkMove(
        { profile, hardware, placement: first.placement, settings },
        {
          row: 'kv-host-l2',
          to: 'local-disk',
        },
      );
    expect(second && second.ok).toBe(false);
  });

  test('a link asking for both keeps the first move and names the refused copy with the reason', () => {
    const back = decodeUrl(link, [profile], [hardware]);
    const placement = back.placements[HICACHE]!;
    expect(placement['kv-cache']).toBe('local-disk');
    expect(placement['kv-host-l2']).toBe('host-ram');
    expect(back.ignored.join('\n')).toMatch(refusedCopy);
  });

  test('stored explorations asking for both are replayed the same way, and the notice names the copy', () => {
    const stored = {
      placements: {
        [HICACHE]: { ...asPinnedPlacement(profile), 'kv-cache': 'local-disk', 'kv-host-l2': 'local-disk' },
      },
      settings: {},
      history: {},
    };
    const { value, dropped } = sanitizeExplorations(stored, [profile], [hardware]);
    const placement = value.placements[HICACHE]!;
    expect(residenceOf(placement, { id: 'kv-host-l2', asPinned: 'host-ram' })).toBe('host-ram');
    expect(placement['kv-cache']).toBe('local-disk');
    expect(dropped.join('\n')).toMatch(new RegExp(`KV cache, L2 .*already sits in ${disk}`));
  });

  test('the copy moved away first, then the home: both held, in that order (as on the board)', () => {
    const back = decodeUrl(
      `#/pin/${HICACHE}?p.${HICACHE}=kv-host-l2~local-disk,kv-cache~host-ram`,
      [profile],
      [hardware],
    );
    // The home is not described in host RAM, so only the copy's move holds; nothing else changed.
    expect(back.placements[HICACHE]!['kv-host-l2']).toBe('local-disk');
    expect(back.placements[HICACHE]!['kv-cache']).toBe('gpu-memory');
  });
});

/** Every pin with its hardware: the bundled ones, the shapes fixture (splits, copies) and the discrete one. */
const CATALOGUE = [bundled, loadDir(SHAPES_FIXTURES_DIR), loadDir(DISCRETE_FIXTURES_DIR)].flatMap((r) =>
  r.profiles.map((profile) => ({ profile, hardware: r.hardware.find((h) => h.id === profile.hardware)! })),
);

/** A pin, settings among its options, and link entries: mostly real rows and residences, some junk. */
const linkCase = fc.constantFrom(...CATALOGUE).chain((pin) => {
  const rows = boardRows(pin.profile).map((r) => r.id);
  const places = [...pin.hardware.lanes.map((l) => l.id), 'ledger', 'absent', 'not-stated'];
  const entry = fc.tuple(
    fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...rows) }, { weight: 1, arbitrary: fc.string() }),
    fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...places) }, { weight: 1, arbitrary: fc.string() }),
  );
  const settings = fc.tuple(
    ...pin.profile.settings.map((s) =>
      fc.option(fc.constantFrom(...s.options.map((o) => o.value)), { nil: undefined }),
    ),
  );
  return fc.record({ pin: fc.constant(pin), entries: fc.array(entry, { maxLength: 12 }), chosen: settings });
});

describe('property: random pins × random link entries', () => {
  test('every placement a link opens is one the board reaches by accepted moves, in the order replayed', () => {
    fc.assert(
      fc.property(linkCase, ({ pin, entries, chosen }) => {
        const { profile, hardware } = pin;
        const settings = Object.fromEntries(
          profile.settings.flatMap((s, i) => (chosen[i] === undefined ? [] : [[s.name, chosen[i]!]])),
        );
        const view: View = { kind: 'pin', id: profile.id };
        const hash = formatLocation(view, {
          placements: { [profile.id]: entries },
          settings: { [profile.id]: Object.entries(settings) },
        });
        const opened = decodeUrl(hash, [profile], [hardware]);
        const { placement, accepted } = replayPlacement(pin, entries, settings, 'link', () => undefined);
        const linked = opened.placements[profile.id] ?? {};
        for (const row of boardRows(profile))
          expect(residenceOf(linked, row)).toBe(residenceOf(placement, row));

        // The board: the same settings chosen, then each accepted move dropped by the store.
        const store = createExplorerStore({ profiles: [profile], hardware: [hardware] });
        for (const [name, value] of Object.entries(settings))
          store.getState().settingChosen(profile.id, name, value);
        for (const move of accepted) {
          const before = selectPlacement(store.getState(), profile.id)!;
          store.getState().rowDropped(profile.id, move);
          const after = selectPlacement(store.getState(), profile.id)!;
          expect(after, `the board accepts ${move.row} -> ${move.to}`).not.toBe(before);
        }
        const board = selectPlacement(store.getState(), profile.id)!;
        for (const row of boardRows(profile))
          expect(residenceOf(board, row)).toBe(residenceOf(placement, row));

        // And what it reached holds the copy rule: no two rows of one component in one lane as home/copy.
        for (const row of boardRows(profile).filter((r) => r.role === 'copy' || r.role === 'home')) {
          const twins = boardRows(profile).filter(
            (r) =>
              r.component === row.component && r.id !== row.id && (r.role === 'copy' || r.role === 'home'),
          );
          const lane = residenceOf(placement, row);
          if (hardware.lanes.some((l) => l.id === lane))
            for (const t of twins) expect(residenceOf(placement, t)).not.toBe(lane);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('the link the store writes opens the same placement and settings in a fresh store', () => {
    fc.assert(
      fc.property(linkCase, ({ pin, entries, chosen }) => {
        const { profile, hardware } = pin;
        const a = createExplorerStore({ profiles: [profile], hardware: [hardware] });
        profile.settings.forEach((s, i) => {
          if (chosen[i] !== undefined) a.getState().settingChosen(profile.id, s.name, chosen[i]!);
        });
        for (const [row, to] of entries) a.getState().rowDropped(profile.id, { row, to });
        const view: View = { kind: 'pin', id: profile.id };
        const hash = encodeUrl(
          { view, placements: a.getState().placements, settings: a.getState().settings },
          [profile],
        );
        const back = decodeUrl(hash, [profile], [hardware]);
        const b = createExplorerStore({ profiles: [profile], hardware: [hardware] });
        b.getState().urlOpened(back);
        const pa = selectPlacement(a.getState(), profile.id)!;
        const pb = selectPlacement(b.getState(), profile.id)!;
        for (const row of boardRows(profile)) expect(residenceOf(pb, row)).toBe(residenceOf(pa, row));
        expect(selectSettings(b.getState(), profile.id)).toEqual(selectSettings(a.getState(), profile.id));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the link encoding', () => {
  const anyText = fc.string({ unit: 'grapheme', maxLength: 24 });
  test('any id, name and value round-trips, separators and built-in names included', () => {
    const tricky = fc.constantFrom(
      'A~B',
      'b~c,d&e=f',
      '__proto__',
      'constructor',
      'toString',
      '%',
      '%7E',
      '+',
      ' ',
      '',
      '#',
      '?',
    );
    const text = fc.oneof(anyText, tricky);
    fc.assert(
      fc.property(
        fc.constantFrom('glm-5.3-flash-mia-tensorfold-tp2', 'constructor', 'a.b_c-d'),
        fc.array(fc.tuple(text, text), { maxLength: 6 }),
        fc.array(fc.tuple(text, text), { maxLength: 6 }),
        (id, placements, settings) => {
          const view: View = { kind: 'pin', id };
          const hash = formatLocation(view, {
            placements: { [id]: placements },
            settings: { [id]: settings },
          });
          const back = parseLocation(hash);
          expect(back.view).toEqual(view);
          expect(back.malformed).toEqual([]);
          expect(back.unknownParams).toEqual([]);
          expect(Object.hasOwn(back.placements, id) ? back.placements[id] : []).toEqual(
            placements.filter(() => true),
          );
          expect(Object.hasOwn(back.settings, id) ? back.settings[id] : []).toEqual(settings);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('any string parses without throwing, and every map it returns has no prototype', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (path, query) => {
        const back = parseLocation(`#/${path}?${query}`);
        expect(Object.getPrototypeOf(back.placements)).toBeNull();
        expect(Object.getPrototypeOf(back.settings)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  test('a readable link stays readable: plain ids keep "~" and ","', () => {
    const id = 'glm-5.3-flash-mia-tensorfold-tp2';
    expect(
      formatLocation(
        { kind: 'pin', id },
        {
          placements: {
            [id]: [
              ['a', 'b'],
              ['c', 'd'],
            ],
          },
          settings: {},
        },
      ),
    ).toBe(`#/pin/${id}?p.${id}=a~b,c~d`);
  });
});

/** Mia with settings whose names and values carry the link's separators and built-in names. */
function oddSettings(): Profile {
  const mia = structuredClone(bundled.profiles.find((p) => p.id === 'glm-5.3-flash-mia-tensorfold-tp2')!);
  const like = mia.settings[0]!;
  const make = (name: string, values: string[]) => ({
    ...like,
    name,
    default: values[0],
    options: values.map((value) => ({ ...like.options[0]!, value, opens: [], forces: {} })),
  });
  mia.settings = [
    ...mia.settings,
    make('A~B', ['x', 'b~c,d&e=f']),
    make('__proto__', ['off', 'on']),
    make('constructor', ['no', 'yes']),
  ];
  return mia;
}

describe('settings with any name and value survive a link and Back', () => {
  const profile = oddSettings();
  const hardware = bundled.hardware.find((h) => h.id === profile.hardware)!;
  const view: View = { kind: 'pin', id: profile.id };

  test('A~B = "b~c,d&e=f", __proto__ = on and constructor = yes round-trip with no notice', () => {
    const a = createExplorerStore({ profiles: [profile], hardware: [hardware] });
    a.getState().settingChosen(profile.id, 'A~B', 'b~c,d&e=f');
    a.getState().settingChosen(profile.id, '__proto__', 'on');
    a.getState().settingChosen(profile.id, 'constructor', 'yes');
    const hash = encodeUrl({ view, placements: a.getState().placements, settings: a.getState().settings }, [
      profile,
    ]);
    const back = decodeUrl(hash, [profile], [hardware]);
    expect(back.ignored).toEqual([]);
    // Back: a fresh store opens the address again.
    const b = createExplorerStore({ profiles: [profile], hardware: [hardware] });
    b.getState().urlOpened(back);
    const settings = selectSettings(b.getState(), profile.id)!;
    expect(Object.hasOwn(settings, '__proto__')).toBe(true);
    expect(settings['A~B']).toBe('b~c,d&e=f');
    expect(Object.getOwnPropertyDescriptor(settings, '__proto__')?.value).toBe('on');
    expect(settings['constructor']).toBe('yes');
  });

  test('a setting named "constructor" left at its default is the default, not a built-in', () => {
    const s = createExplorerStore({ profiles: [profile], hardware: [hardware] });
    expect(selectSettings(s.getState(), profile.id)!['constructor']).toBe('no');
  });
});

describe('links and stored state from before this format change', () => {
  const pin = bothOnDisk();
  const disk = pin.hardware.lanes.find((l) => l.id === 'local-disk')!.label;
  // Written by the encoder before issue 16 (raw "~" and ",", each part encodeURIComponent'd
  // straight into the query); it asks for the copy in its home's lane, which the old checker let through.
  const OLD_LINK = `#/pin/${HICACHE}?p.${HICACHE}=kv-cache~local-disk,kv-host-l2~local-disk&s.${HICACHE}=HICACHE_MODE~no%20such%20mode`;
  // localStorage "placement-explorer:explorations" as the app before issue 16 wrote it (format 1).
  const OLD_STORED = {
    placements: {
      [HICACHE]: { 'kv-cache': 'local-disk', 'kv-host-l2': 'local-disk', 'kv-hf3fs-l3': 'hf3fs' },
    },
    settings: {},
    history: { [HICACHE]: { past: [{}], future: [] } },
  };

  test('an old link opens what the rules accept and names what was dropped', () => {
    const back = decodeUrl(OLD_LINK, [pin.profile], [pin.hardware]);
    expect(back.placements[HICACHE]!['kv-cache']).toBe('local-disk');
    expect(back.placements[HICACHE]!['kv-host-l2']).toBe('host-ram');
    const said = back.ignored.join('\n');
    expect(said).toMatch(new RegExp(`KV cache, L2 .* to ${disk}.*already sits in ${disk}`));
    expect(said).toContain('HICACHE_MODE=no such mode');
  });

  test('old stored explorations open what the rules accept and name what was dropped', () => {
    const { value, dropped } = sanitizeExplorations(OLD_STORED, [pin.profile], [pin.hardware]);
    expect(value.placements[HICACHE]!['kv-cache']).toBe('local-disk');
    expect(residenceOf(value.placements[HICACHE]!, { id: 'kv-host-l2', asPinned: 'host-ram' })).toBe(
      'host-ram',
    );
    expect(dropped.join('\n')).toMatch(new RegExp(`KV cache, L2 .*already sits in ${disk}`));
  });
});
