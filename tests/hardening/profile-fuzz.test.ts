/**
 * The profile parser under random and mutated input: validateProfile and loadAll never
 * throw; they return either a valid profile and no error, or no profile and at least one
 * error that names the file, a field path and the problem. A mutation of one field of the
 * Mia pin that makes it invalid is reported at that field (or at a field it points to).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { crossCheck } from '../../src/profiles/cross-check';
import { loadAll, validateHardware, validateProfile } from '../../src/profiles/validate';
import { type ProfileError } from '../../src/profiles/errors';
import { readProfilesDir } from '../../src/profiles/read-dir';
import { MIA_FILE, PROFILES_DIR, ROOT, loadBundled } from '../helpers/pins';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

const MIA_TEXT = readFileSync(resolve(ROOT, MIA_FILE), 'utf8');
const MIA: Json = JSON.parse(MIA_TEXT);
const { hardwareFiles, profileFiles } = readProfilesDir(PROFILES_DIR, ROOT);
const { hardware } = loadBundled();
const FILE = 'profiles/fuzzed.json';
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// Each property runs RUNS times; FUZZ_RUNS=10000 (npm run test:fuzz) needs minutes on a busy machine.
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 60) });

/** The validator's own path notation: components[1].residences[0].lane */
const formatPath = (path: Path): string =>
  path.length === 0
    ? '(root)'
    : path
        .map((p, i) =>
          typeof p === 'number'
            ? `[${p}]`
            : /^[A-Za-z_$][\w$-]*$/.test(p)
              ? `${i === 0 ? '' : '.'}${p}`
              : `[${JSON.stringify(p)}]`,
        )
        .join('');

/** Every path in the value, containers included. */
function allPaths(value: Json, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => allPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => allPaths(v, [...at, k]))];
  return here;
}
const PATHS = allPaths(MIA).filter((p) => p.length > 0);

const getAt = (value: Json, path: Path): Json | undefined =>
  path.reduce<Json | undefined>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, Json>)[k as string] : undefined),
    value,
  );

type Mutation =
  | { kind: 'replace'; path: Path; value: Json }
  | { kind: 'delete'; path: Path }
  | { kind: 'addKey'; path: Path; key: string; value: Json }
  | { kind: 'duplicate'; path: Path };

function apply(root: Json, m: Mutation): Json {
  const copy = structuredClone(root);
  const parentPath = m.kind === 'addKey' ? m.path : m.path.slice(0, -1);
  const last = m.path.at(-1)!;
  const parent = getAt(copy, parentPath);
  if (!parent || typeof parent !== 'object') return copy;
  if (m.kind === 'addKey') {
    const target = getAt(copy, m.path);
    if (target && typeof target === 'object' && !Array.isArray(target)) target[m.key] = m.value;
    return copy;
  }
  if (Array.isArray(parent)) {
    const i = last as number;
    if (m.kind === 'replace') parent[i] = m.value;
    else if (m.kind === 'delete') parent.splice(i, 1);
    else parent.splice(i, 0, structuredClone(parent[i]!));
  } else {
    const k = last as string;
    if (m.kind === 'replace') parent[k] = m.value;
    else if (m.kind === 'delete') delete parent[k];
    else parent[`${k}Copy`] = structuredClone(parent[k]!);
  }
  return copy;
}

const pathArb = fc.constantFrom(...PATHS);
const objectPathArb = fc.constantFrom(
  ...[[], ...PATHS].filter((p) => {
    const v = getAt(MIA, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }),
);
/** A replacement of another JSON type than the value it replaces: never valid where a string, number or object was required. */
const otherType = (path: Path): fc.Arbitrary<Json> => {
  const was = getAt(MIA, path);
  const kinds: fc.Arbitrary<Json>[] = [];
  if (typeof was !== 'string') kinds.push(fc.string({ maxLength: 12 }));
  if (typeof was !== 'number')
    kinds.push(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  if (typeof was !== 'boolean') kinds.push(fc.boolean());
  if (was !== null) kinds.push(fc.constant(null));
  if (!Array.isArray(was))
    kinds.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) as fc.Arbitrary<Json>);
  if (!(was && typeof was === 'object' && !Array.isArray(was)))
    kinds.push(
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 3,
      }) as fc.Arbitrary<Json>,
    );
  return fc.oneof(...kinds);
};

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  pathArb.chain((path) => otherType(path).map((value): Mutation => ({ kind: 'replace', path, value }))),
  fc
    .tuple(pathArb, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>)
    .map(([path, value]): Mutation => ({ kind: 'replace', path, value })),
  pathArb.map((path): Mutation => ({ kind: 'delete', path })),
  pathArb.map((path): Mutation => ({ kind: 'duplicate', path })),
  fc
    .tuple(
      objectPathArb,
      fc.string({ minLength: 1, maxLength: 10 }),
      fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
    )
    .map(([path, key, value]): Mutation => ({ kind: 'addKey', path, key, value })),
);

/** The contract of one validation: a profile and no errors, or errors that each name file, path and problem. */
function expectClearAnswer(result: { profile?: unknown; errors: ProfileError[] }, file = FILE) {
  if (result.profile) {
    expect(result.errors).toEqual([]);
    return;
  }
  expect(result.errors.length).toBeGreaterThan(0);
  for (const e of result.errors) {
    expect(e.file).toBe(file);
    expect(typeof e.path).toBe('string');
    expect(e.path.length).toBeGreaterThan(0);
    expect(typeof e.message).toBe('string');
    expect(e.message.trim().length).toBeGreaterThan(0);
    expect(e.message).not.toMatch(/^Invalid input$/);
  }
}

const related = (a: string, b: string) =>
  a === '(root)' ||
  b === '(root)' ||
  a === b ||
  a.startsWith(`${b}.`) ||
  a.startsWith(`${b}[`) ||
  b.startsWith(`${a}.`) ||
  b.startsWith(`${a}[`);

describe('validateProfile under fuzzing', () => {
  test('random JSON values never throw and always get a clear answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectClearAnswer(validateProfile(FILE, JSON.stringify(value), hardware));
      }),
      { numRuns: RUNS },
    );
  });

  test('random text, and the Mia file cut or spliced, never throws', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.nat({ max: MIA_TEXT.length }).map((n) => MIA_TEXT.slice(0, n)),
      fc
        .tuple(fc.nat({ max: MIA_TEXT.length }), fc.string({ maxLength: 8 }))
        .map(([at, junk]) => MIA_TEXT.slice(0, at) + junk + MIA_TEXT.slice(at)),
      fc
        .tuple(fc.nat({ max: MIA_TEXT.length }), fc.nat({ max: 40 }))
        .map(([at, n]) => MIA_TEXT.slice(0, at) + MIA_TEXT.slice(at + n)),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const result = validateProfile(FILE, text, hardware);
        expectClearAnswer(result);
      }),
      { numRuns: RUNS },
    );
  });

  test('mutated copies of the Mia pin are valid, or say which field is wrong', () => {
    fc.assert(
      fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (mutations) => {
        const value = mutations.reduce(apply, MIA);
        const result = validateProfile(FILE, JSON.stringify(value), hardware);
        expectClearAnswer(result);
        // A valid result is really valid: its cross-references hold.
        if (result.profile) expect(crossCheck(FILE, result.profile, hardware)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  test('a field given a value of another JSON type is reported at that field, or where it points', () => {
    fc.assert(
      fc.property(
        pathArb.chain((path) => otherType(path).map((value) => ({ path, value }))),
        ({ path, value }) => {
          const result = validateProfile(
            FILE,
            JSON.stringify(apply(MIA, { kind: 'replace', path, value })),
            hardware,
          );
          expectClearAnswer(result);
          if (result.profile) return; // some fields take more than one type (a byte count or "unknown")
          const at = formatPath(path);
          // Cross-checks name the other end of a broken reference (an id that no longer matches).
          const paths = result.errors.map((e) => e.path);
          expect(
            paths.some((p) => related(p, at)) ||
              result.errors.some((e) =>
                /not defined|is not a lane|not one of the options|has no evidence|unknown hardware|duplicate|absent/.test(
                  e.message,
                ),
              ),
            `${at} -> ${JSON.stringify(value)}: ${JSON.stringify(result.errors)}`,
          ).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('field paths', () => {
  test('an unknown key that is empty or looks like a path is quoted, so the path stays unambiguous', () => {
    const errorsFor = (extra: Record<string, Json>) =>
      validateProfile(
        FILE,
        JSON.stringify({ ...(MIA as Record<string, Json>), ...extra }),
        hardware,
      ).errors.map((e) => e.path);
    expect(errorsFor({ '': 1 })).toEqual(['[""]']);
    expect(errorsFor({ 'components[0].label': 1 })).toEqual(['["components[0].label"]']);
    expect(errorsFor({ 'a b': 1 })).toEqual(['["a b"]']);
    expect(errorsFor({ extraField: 1 })).toEqual(['extraField']);
  });

  test('"__proto__" and "constructor" keys are reported as unknown keys and pollute nothing', () => {
    const text = MIA_TEXT.replace(
      /^\{/,
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}},',
    );
    const result = validateProfile(FILE, text, hardware);
    expect(result.profile).toBeUndefined();
    expect(result.errors.map((e) => e.path).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('loadAll under fuzzing', () => {
  test('any mix of real, mutated and junk files never throws; each error names one of the files', () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .array(mutationArb, { minLength: 1, maxLength: 2 })
        .map((ms) => JSON.stringify(ms.reduce(apply, MIA))),
    );
    const files = fc.array(
      fc.oneof(
        fc.constantFrom(...profileFiles),
        junk.map((text) => ({ file: 'profiles/junk.json', text })),
      ),
      { maxLength: 4 },
    );
    const hwFiles = fc.array(
      fc.oneof(
        fc.constantFrom(...hardwareFiles),
        junk.map((text) => ({ file: 'profiles/hardware/junk.json', text })),
      ),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(hwFiles, files, (hw, pf) => {
        const result = loadAll(hw, pf);
        const names = new Set([...hw, ...pf].map((f) => f.file));
        for (const e of result.errors) {
          expect(names.has(e.file)).toBe(true);
          expect(e.path.length).toBeGreaterThan(0);
          expect(e.message.length).toBeGreaterThan(0);
        }
        // Every file is accounted for: loaded, or named by an error (ids are unique among the loaded).
        expect(new Set(result.profiles.map((p) => p.id)).size).toBe(result.profiles.length);
        expect(new Set(result.hardware.map((h) => h.id)).size).toBe(result.hardware.length);
        if (pf.length > result.profiles.length)
          expect(result.errors.some((e) => pf.some((f) => f.file === e.file))).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  test('hardware files: random JSON never throws and gets a clear answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = validateHardware('profiles/hardware/fuzzed.json', JSON.stringify(value));
        if (result.hardware) expect(result.errors).toEqual([]);
        else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const e of result.errors)
            expect(e).toEqual({
              file: 'profiles/hardware/fuzzed.json',
              path: expect.any(String),
              message: expect.stringMatching(/\S/),
            });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
