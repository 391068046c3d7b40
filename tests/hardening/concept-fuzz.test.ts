/**
 * Fuzzing of the format's newer concepts (issue 16): splits, copies, conflicts and options
 * that open or unload rows, each mutated where it is written in a real pin (bundled or
 * fixture). Validation never throws and answers clearly; a mutated file that validates gives
 * a board whose every move the rules answer without throwing; and stored explorations of
 * random rows and residences only keep what the board reaches by accepted moves.
 * FUZZ_RUNS=10000 (npm run test:fuzz) runs each property 10,000 times.
 */
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { boardRows } from '../../src/domain/rows/rows';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { asPinnedPlacement, residenceOf } from '../../src/domain/placement/placement';
import { replayPlacement } from '../../src/state/explorations';
import { sanitizeExplorations } from '../../src/state/sanitize';
import { validateProfile } from '../../src/profiles/validate';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DISCRETE_FIXTURES_DIR,
  ROOT,
  SHAPES_FIXTURES_DIR,
  loadBundled,
  loadDir,
} from '../helpers/load-bundled';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// Each property runs RUNS times; FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Path = (string | number)[];

const results = [loadBundled(), loadDir(SHAPES_FIXTURES_DIR), loadDir(DISCRETE_FIXTURES_DIR)];
const hardware = results.flatMap((r) => r.hardware);
const PINS = results.flatMap((r) =>
  r.profiles.map((profile) => ({ profile, hardware: r.hardware.find((h) => h.id === profile.hardware)! })),
);
/** Each pin's file as written, for mutation. */
const FILES: { id: string; json: Json }[] = [
  ...[
    'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe',
    'deepseek-r1-sglang-hicache-tp8-hf3fs',
    'glm-5.3-flash-mia-tensorfold-tp2',
  ].map((id) => ({ id, json: JSON.parse(readFileSync(resolve(ROOT, `profiles/${id}.json`), 'utf8')) })),
  {
    id: 'shapes',
    json: JSON.parse(readFileSync(resolve(SHAPES_FIXTURES_DIR, 'example-every-shape.json'), 'utf8')),
  },
];

/** Paths into the concepts: split parts, copies, conflicts, options' opens and unloads. */
function conceptPaths(value: Json, at: Path = []): Path[] {
  const out: Path[] = [];
  const last = at.at(-1);
  if (last === 'split' || last === 'copies' || last === 'conflict' || last === 'opens' || last === 'unloads')
    out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...conceptPaths(v, [...at, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...conceptPaths(v, [...at, k]));
  return out;
}
const withInner = (json: Json, paths: Path[]): Path[] =>
  paths.flatMap((p) => {
    const list = p.reduce((v: Json, k) => v?.[k], json);
    return [
      p,
      ...(Array.isArray(list)
        ? list.flatMap((item: Json, i: number) => [
            [...p, i],
            ...Object.keys(item && typeof item === 'object' ? item : {}).map((k) => [...p, i, k]),
          ])
        : []),
    ];
  });

function mutate(json: Json, path: Path, kind: 'replace' | 'delete' | 'duplicate', value: Json): Json {
  const copy = structuredClone(json);
  const parent = path.slice(0, -1).reduce((v: Json, k) => v?.[k], copy);
  const key = path.at(-1)!;
  if (parent === null || typeof parent !== 'object') return copy;
  if (kind === 'replace') parent[key] = value;
  else if (kind === 'delete') {
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete parent[key];
  } else if (Array.isArray(parent) && typeof key === 'number')
    parent.splice(key, 0, structuredClone(parent[key]));
  return copy;
}

const mutation = fc.constantFrom(...FILES).chain(({ id, json }) =>
  fc.record({
    id: fc.constant(id),
    json: fc.constant(json),
    path: fc.constantFrom(...withInner(json, conceptPaths(json))),
    kind: fc.constantFrom('replace' as const, 'delete' as const, 'duplicate' as const),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
);

describe('splits, copies, conflicts and options, mutated', () => {
  test('validation never throws and answers clearly; a valid result gives a board every move of which is answered', () => {
    fc.assert(
      fc.property(mutation, ({ json, path, kind, value }) => {
        const text = JSON.stringify(mutate(json, path, kind, value));
        const result = validateProfile('profiles/fuzzed.json', text, hardware);
        if (!result.profile) {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors) {
            expect(e.file).toBe('profiles/fuzzed.json');
            expect(e.path.length).toBeGreaterThan(0);
            expect(e.message).not.toMatch(/native code|\[object |undefined|NaN/);
          }
          return;
        }
        const profile = result.profile;
        const hw = hardware.find((h) => h.id === profile.hardware)!;
        const places = [...hw.lanes.map((l) => l.id), 'ledger', 'absent', 'not-stated'];
        const placement = asPinnedPlacement(profile);
        for (const row of boardRows(profile))
          for (const to of places) {
            const r = checkMove({ profile, hardware: hw, placement, settings: {} }, { row: row.id, to });
            if (!r.ok) expect(refusalText(r).length).toBeGreaterThan(0);
          }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('stored explorations of every pin', () => {
  const stored = fc.constantFrom(...PINS).chain((pin) => {
    const rows = boardRows(pin.profile).map((r) => r.id);
    const places = [...pin.hardware.lanes.map((l) => l.id), 'ledger', 'absent', 'not-stated', 'gone'];
    return fc.record({
      pin: fc.constant(pin),
      placement: fc.dictionary(fc.oneof(fc.constantFrom(...rows), fc.string()), fc.constantFrom(...places), {
        maxKeys: 10,
      }),
    });
  });

  test('keep only what the board reaches by accepted moves, and name everything dropped', () => {
    fc.assert(
      fc.property(stored, ({ pin, placement }) => {
        const { profile, hardware: hw } = pin;
        const { value, dropped } = sanitizeExplorations(
          { placements: { [profile.id]: placement }, settings: {}, history: {} },
          [profile],
          [hw],
        );
        const kept = value.placements[profile.id] ?? {};
        // The same entries replayed as the board would: the same result.
        const replayed = replayPlacement(pin, Object.entries(placement), {}, 'storage', () => undefined);
        for (const row of boardRows(profile))
          expect(residenceOf(kept, row)).toBe(residenceOf(replayed.placement, row));
        // Every entry that did not hold is named.
        const refused = Object.entries(placement).filter(([row, to]) => {
          const r = boardRows(profile).find((x) => x.id === row);
          return !r || residenceOf(kept, r) !== to;
        });
        expect(dropped.length).toBeGreaterThanOrEqual(refused.length > 0 ? 1 : 0);
        expect(dropped.join(' ')).not.toMatch(/native code|\[object |undefined/);
      }),
      { numRuns: RUNS },
    );
  });
});
