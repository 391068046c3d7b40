/**
 * Nothing parses the domain's words back (issue 15): the domain returns data (refusals with
 * their prose, compare rows with keys and tones, the verdict's slots and gaps, the board model,
 * a log reading's lines), and each surface only formats it. This test reads the source:
 *
 *   - everywhere in src/: none of the idioms that once recovered structure from rendered text
 *     (cutting a cell at "; ", a group, row or residence found by its title or label, a
 *     refusal found by comparing its rendering, a label or flag cut back to a part of it, a
 *     key split back into numbers, a caveat chosen by shared words, a placement shape told
 *     apart outside its one matcher);
 *   - in src/ui and src/state, the consumers of the domain: no string is taken apart
 *     (startsWith, endsWith, split, match, a regular expression's test) except the inputs a
 *     person gives or the address, each listed below with why.
 *
 * Every idiom listed here was in main before this rule, in the file named beside it.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, hits, where } from '../helpers/source-lines';
import { methodCalls } from '../helpers/source-ast';

const SRC = filesUnder('src');

/**
 * Idioms that recover structure from the domain's words, each with where it once was. An
 * idiom may hold for text the domain did not write (a profile author's label): each such
 * place is listed beside its idiom, with why.
 */
type Never = { what: string; pattern: RegExp; except?: { file: string; has: string; why: string }[] };
const NEVER: Never[] = [
  { what: "a compare cell cut at '; ' (brief-short.ts shortCell)", pattern: /split\(\s*'; '\s*\)/ },
  {
    what: 'a row recognised by a label that starts "Setting " (brief-short.ts)',
    pattern: /startsWith\(\s*'Setting /,
  },
  {
    what: "a group recognised by its title (brief-short.ts, 'Licenses and commercial use')",
    pattern: /\.title\s*===|===\s*\w+\.title\b/,
  },
  {
    what: 'a compare row chosen by its display label (compare-key.ts), residence lines of two pins aligned by their label (short-compare-brief.ts)',
    pattern: /\.(label|heading)\s*===\s*(?!['"`])\w|\w\s*===\s*\w+\.(label|heading)\b/,
  },
  {
    what: 'a refusal found by comparing its rendering (board-facts.ts refusalDetail)',
    pattern: /proseLine\([^)]*\)\s*===/,
  },
  { what: 'a refusal recognised by its reason string', pattern: /\.reason\s*===|===\s*[\w.]+\.reason\b/ },
  {
    what: 'a headline sliced back off its line (VerdictPanel.tsx)',
    pattern: /startsWith\(`\$\{[\w.]*headline/,
  },
  {
    what: 'a label, flag or heading cut back to a part of it (draft-profile.ts partLabel, read-llamacpp.ts part labels, llama-overrides.ts a flag cut at its space)',
    pattern:
      /\.(label|flag|title|heading|reason)(\.toLowerCase\(\))?\.(split|startsWith|endsWith|slice|replace|match|indexOf|includes)\(/,
    except: [
      {
        file: 'src/domain/board/rows.ts',
        has: 'row.label.toLowerCase().startsWith(row.component.label.toLowerCase())',
        why: "rowName reads a profile author's part label, so as not to name the component twice; no domain module wrote that label",
      },
    ],
  },
  {
    what: "a key of the code's own split back into its numbers (read-llamacpp.ts override claims)",
    pattern: /\.split\([^)]*\)\.map\(Number\)/,
    except: [
      {
        file: 'src/domain/memory/command-settings.ts',
        has: "last('tensor-split')?.value?.split(",
        why: 'the value of -ts as the person\'s command gives it ("3,1"), an input the runtime itself splits on , and /',
      },
    ],
  },
  {
    what: 'a caveat chosen by a count of the words it shares with the move (refusal-help.ts nearestSentence): a caveat is tied to a move by the one explicit rule of refusal-help.ts',
    pattern: /\bnearestSentence\b|\bwords\(proseText\(/,
  },
];

describe('no module recovers structure from rendered words', () => {
  it.each(NEVER.map((n) => [n.what, n] as const))('%s', (_what, { pattern, except = [] }) => {
    const found = hits(SRC, pattern).filter(
      (h) => !except.some((e) => e.file === h.file && h.text.includes(e.has)),
    );
    expect(found.map(where)).toEqual([]);
  });

  it('lists no exception that no longer holds (the list stays true)', () => {
    for (const { pattern, except = [] } of NEVER)
      for (const e of except)
        expect(
          hits([e.file], pattern).some((h) => h.text.includes(e.has)),
          `${e.file}: ${e.has}`,
        ).toBe(true);
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
    file: 'src/ui/model-file/byte-sources.ts',
    has: '.exec(first.range',
    why: 'the Content-Range header of the answer from the address the person typed',
  },
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
  {
    file: 'src/ui/local/open-local-file.ts',
    has: 'MODEL_FILE.test(file.name)',
    why: 'the name of a file the person picked: a model file opened as a profile is pointed to "Read model file"',
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
  // Calls read from the syntax tree, so `.exec(` and a call split over lines are found too.
  const TAKES_APART = new Set([
    'startsWith',
    'endsWith',
    'split',
    'match',
    'matchAll',
    'test',
    'exec',
    'search',
  ]);

  it('lists every place it does, with why', () => {
    const unexplained = methodCalls(CONSUMERS, TAKES_APART).filter(
      (h) => !ALLOWED.some((a) => a.file === h.file && h.text.includes(a.has)),
    );
    expect(unexplained.map(where)).toEqual([]);
  });

  it('lists no place that no longer does (the list stays true)', () => {
    for (const a of ALLOWED)
      expect(
        methodCalls([a.file], TAKES_APART).some((h) => h.text.includes(a.has)),
        `${a.file}: ${a.has}`,
      ).toBe(true);
  });
});
