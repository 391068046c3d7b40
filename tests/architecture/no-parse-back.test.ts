/**
 * Nothing parses the domain's words back (issue 15): the domain returns data (refusals with
 * their prose, compare rows with keys and tones, the verdict's slots and gaps, the board model,
 * a log reading's lines), and each surface only formats it. This test reads the source:
 *
 *   - everywhere in src/: none of the idioms that once recovered structure from rendered text
 *     (cutting a cell at "; ", a group or row found by its title or label, a refusal found by
 *     comparing its rendering, a placement shape told apart outside its one matcher);
 *   - in src/ui and src/state, the consumers of the domain: no string is taken apart
 *     (startsWith, endsWith, split, match, a regular expression's test) except the inputs a
 *     person gives or the address, each listed below with why.
 *
 * Every idiom listed here was in main before this rule, in the file named beside it.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, hits, where } from '../helpers/source-lines';

const SRC = filesUnder('src');

/** Idioms that recover structure from the domain's words, each with where it once was. */
const NEVER: [string, RegExp][] = [
  ["a compare cell cut at '; ' (brief-short.ts shortCell)", /split\(\s*'; '\s*\)/],
  ['a row recognised by a label that starts "Setting " (brief-short.ts)', /startsWith\(\s*'Setting /],
  [
    "a group recognised by its title (brief-short.ts, 'Licenses and commercial use')",
    /\.title\s*===|===\s*\w+\.title\b/,
  ],
  [
    'a compare row chosen by its display label (compare-key.ts)',
    /\b(r|row)\.label\s*===|===\s*(r|row)\.label\b/,
  ],
  ['a refusal found by comparing its rendering (board-facts.ts refusalDetail)', /proseLine\([^)]*\)\s*===/],
  ['a refusal recognised by its reason string', /\.reason\s*===|===\s*[\w.]+\.reason\b/],
  ['a headline sliced back off its line (VerdictPanel.tsx)', /startsWith\(`\$\{[\w.]*headline/],
];

describe('no module recovers structure from rendered words', () => {
  it.each(NEVER)('%s', (_what, pattern) => {
    expect(hits(SRC, pattern).map(where)).toEqual([]);
  });

  it('tells placement shapes apart only in their one matcher (pinned-shape.ts)', () => {
    const found = hits(SRC, /'split' in|'copies' in|'home' in/).filter(
      (h) => h.file !== 'src/domain/profile/pinned-shape.ts',
    );
    expect(found.map(where)).toEqual([]);
  });
});

/**
 * The strings the UI and the state may take apart, and why: each is a person's input or the
 * address, never the domain's words. A new entry needs a reason as good as these.
 */
const ALLOWED: { file: string; has: string; why: string }[] = [
  { file: 'src/state/route.ts', has: '', why: 'the address codec: it parses the address, its input' },
  { file: 'src/state/pin-search.ts', has: '.split(/\\s+/)', why: 'the words a person typed into search' },
  { file: 'src/ui/model-file/byte-sources.ts', has: "pathname.split('/')", why: 'a URL the person typed' },
  {
    file: 'src/ui/model-file/read-files.ts',
    has: "f.name.endsWith('.json')",
    why: 'the name of a file the person picked',
  },
  {
    file: 'src/ui/pin/FactText.tsx',
    has: 'matchAll(HASH)',
    why: 'sets hashes in any text in monospace; reads no meaning',
  },
  { file: 'src/ui/preload.ts', has: ".split(' ')", why: "the prerendered page's own list of module URLs" },
  {
    file: 'src/ui/glossary/Glossary.tsx',
    has: ".split(' ')",
    why: 'its own snapshot of term ids, joined with spaces so useSyncExternalStore sees a stable string',
  },
];

describe('the UI and the state take apart no string but the inputs they are given', () => {
  const CONSUMERS = SRC.filter((f) => f.startsWith('src/ui/') || f.startsWith('src/state/'));
  const TAKES_APART = /\.(startsWith|endsWith|split|match|matchAll)\(|\/\.test\(|\)\.test\(/;

  it('lists every place it does, with why', () => {
    const unexplained = hits(CONSUMERS, TAKES_APART).filter(
      (h) => !ALLOWED.some((a) => a.file === h.file && h.text.includes(a.has)),
    );
    expect(unexplained.map(where)).toEqual([]);
  });

  it('lists no place that no longer does (the list stays true)', () => {
    for (const a of ALLOWED)
      expect(
        hits([a.file], TAKES_APART).some((h) => h.text.includes(a.has)),
        `${a.file}: ${a.has}`,
      ).toBe(true);
  });
});
