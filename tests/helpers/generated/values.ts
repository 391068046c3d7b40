/**
 * The generated pins' values (tests/helpers/generated-pins.ts): sentences (quotes of the stored
 * text written beside the pins, quotes of another source, site notes), the two sources, byte
 * counts, stated counts and conflicts, and figures of every kind.
 */
import fc from 'fast-check';

export type Json = Record<string, unknown>;

/** The stored text every generated quote comes from (profiles/sources/<SOURCE_FILE>). */
export const SOURCE_FILE = 'generated-recipe-notes.txt';
const QUOTES = [
  'The launch command keeps this part where the recipe puts it.',
  'Experts of the first layers stay in host memory while the rest stay on the accelerator.',
  'The recipe does not publish resident bytes for this part.',
  'Each node holds its own copy of the dense weights.',
  'The cache keeps hot pages near compute and the home copy stays where it was.',
  'Weights are read from the shared mount at load time.',
  'This build was tested by the recipe author on one machine only.',
  'Throughput was measured with one request at a time.',
  'Roll back by restarting with the previous image.',
  'Check that the mount is reachable from every node before starting.',
];
const SITE_NOTES = [
  'The recipe does not say this in other words.',
  'A generated test sentence in this site\u2019s own words.',
  'Not stated by the source.',
];
/** Rounded counts as a source writes them, each with the words that state it (`says`). */
const ROUNDED = [
  { rounded: '117B', says: '117B parameters with 5.1B active parameters' },
  { rounded: '5.1B', says: '117B parameters with 5.1B active parameters' },
  { rounded: '~48', says: 'It runs to ~48 layers' },
];
export const SOURCE_TEXT = [
  'Source: Generated recipe notes, a test fixture, checked 2026-12-01. Excerpts, verbatim.',
  ...QUOTES,
  // Every rounded count stands in its source, as written (tests/profiles/stated-facts.test.ts).
  'The model has 117B parameters with 5.1B active parameters. It runs to ~48 layers.',
  '',
].join('\n');

export const NOTES_ID = 'gen-notes';
export const CARD_ID = 'gen-card';
export const SOURCES = [
  {
    id: NOTES_ID,
    name: 'Generated recipe notes',
    repo: 'example/generated-recipes',
    path: 'notes.md',
    pins: { siteNote: 'The launch command and the placement of each part.' },
    commit: '0123456789abcdef0123456789abcdef01234567',
    checked: '2026-12-01',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-11-20' },
    read: 'in full',
    text: SOURCE_FILE,
  },
  {
    id: CARD_ID,
    name: 'Generated model card',
    url: 'https://example.org/generated-model-card',
    // A quote of itself: hardware files without `quotesFrom` list it too.
    pins: { quote: 'This build was tested by the recipe author on one machine only.', source: CARD_ID },
    pinned: false,
    checked: '2026-12-01',
    dated: { undated: { siteNote: 'The generated card prints no date of its own.' } },
    read: 'in excerpts',
    text: SOURCE_FILE,
  },
];

/** fc.subarray with a maximum that never exceeds the array. */
export const someOf = <T>(xs: readonly T[], max = xs.length, min = 0) =>
  fc.subarray([...xs], { minLength: Math.min(min, xs.length), maxLength: Math.min(max, xs.length) });

const quoteArb = fc.constantFrom(...QUOTES);
/** A sentence: a plain quote of `quotesFrom`, a quote of another source, or a site note. */
export const proseArb = (plain: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    ...(plain ? [quoteArb] : []),
    quoteArb.map((quote) => ({ quote, source: CARD_ID })),
    fc.constantFrom(...SITE_NOTES).map((siteNote) => ({ siteNote })),
  );
export const prose = proseArb(true);
export const proseList = (max: number) => fc.array(prose, { maxLength: max });
export const bytesArb = fc.oneof(fc.constant('unknown'), fc.integer({ min: 0, max: 2 ** 40 }));
const countArb = fc.integer({ min: 1, max: 200 });
const conflictArb = <T>(value: fc.Arbitrary<T>) =>
  fc.tuple(value, value).map(([a, b]) => ({
    conflict: [
      { value: a, source: NOTES_ID, says: `All ${String(a)}` },
      { value: b, source: CARD_ID },
    ],
  }));
export const statedCountArb = fc.oneof(
  countArb,
  fc.constant('unknown'),
  conflictArb(countArb),
  fc
    .tuple(fc.constantFrom(...ROUNDED), fc.boolean())
    .map(([{ rounded, says }, withWords]) => ({ rounded, source: CARD_ID, ...(withWords ? { says } : {}) })),
);
export const statedBytesArb = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 45 }),
  fc.constant('unknown'),
  conflictArb(fc.integer({ min: 1, max: 2 ** 45 })),
);

const sizeUnit = fc.constantFrom('GB', 'GiB');
/** A figure of every kind; its qualifier written with `prose` (a file without `quotesFrom` quotes none plainly). */
export const figureArbOf = (prose: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('prose-size'),
      label: fc.constant('about 176 GB'),
      value: fc.constant(176),
      unit: fc.constant('GB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('named-cap'),
      name: fc.constant('KV_POOL_GIB'),
      value: fc.constant(12.5),
      unit: fc.constantFrom('GiB', 'tokens'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('startup-estimate'),
      label: fc.constant('88.09 GiB startup estimate'),
      value: fc.constant(88.09),
      unit: fc.constant('GiB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('observed-free'),
      label: fc.constant('5.6 GiB free'),
      value: fc.constant(5.6),
      unit: fc.constant('GiB'),
      where: fc.constant('rank 0'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('free-threshold'),
      label: fc.constant('110 GiB free'),
      value: fc.constant(110),
      unit: sizeUnit,
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('token-count'),
      label: fc.constant('131072 tokens'),
      value: fc.constant(131072),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('observed-used'),
      label: fc.constant('~7.5 GB'),
      value: fc.constant(7.5),
      unit: fc.constant('GB'),
      where: fc.constant('GPU 0'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('stated-minimum'),
      label: fc.constant('64 GB (96 GB recommended)'),
      value: fc.constant(64),
      unit: fc.constant('GB'),
      qualifier: prose,
    }),
    fc.record({
      kind: fc.constant('reported-usable'),
      label: fc.constant('about 120 GiB usable'),
      value: fc.constant(120),
      unit: fc.constant('GiB'),
      qualifier: prose,
    }),
  );
export const figureArb = figureArbOf(prose);
