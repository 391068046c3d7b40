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
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, where } from '../helpers/source-lines';
import { EQUALITY, methodCalls, nameOf, nodesWhere, planted } from '../helpers/source-ast';

const SRC = filesUnder('src');

/** A call of a method named in `names` (`x.split(...)`, `a?.b.startsWith(...)`): its object and arguments. */
function callOf(node: ts.Node, names: ReadonlySet<string>) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  return names.has(node.expression.name.text)
    ? { object: node.expression.expression, args: node.arguments }
    : undefined;
}
const one = (name: string) => new Set([name]);
/** A property read by one of `names`: `row.label`, `c?.title`. */
const propertyNamed = (e: ts.Node, names: ReadonlySet<string>) =>
  ts.isPropertyAccessExpression(e) && names.has(e.name.text);
/** Both sides of an equality (`===`, `!==`, `==`, `!=`). */
const equalitySides = (node: ts.Node) =>
  ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind) ? [node.left, node.right] : undefined;
/** The text of a string or a template's head: what a literal argument starts with. */
const literalStart = (e: ts.Node | undefined) =>
  e && ts.isStringLiteralLike(e) ? e.text : e && ts.isTemplateExpression(e) ? e.head.text : undefined;

const CUT = new Set(['split', 'startsWith', 'endsWith', 'slice', 'replace', 'match', 'indexOf', 'includes']);
const WORDS_OF_THE_DOMAIN = new Set(['label', 'flag', 'title', 'heading', 'reason']);
const SHAPE_KEYS = new Set(['split', 'copies', 'home']);

/**
 * Idioms that recover structure from the domain's words, each with where it once was, read from
 * the syntax tree (so a call split over lines or a comparison written backwards is found, and a
 * comment is not), and a snippet it must find. An idiom may hold for text the domain did not
 * write (a profile author's label): each such place is listed beside its idiom, with why.
 */
type Never = {
  what: string;
  found: (node: ts.Node) => boolean;
  bites: string;
  except?: { file: string; has: string; why: string }[];
};
const NEVER: Never[] = [
  {
    what: "a compare cell cut at '; ' (brief-short.ts shortCell)",
    found: (n) => literalStart(callOf(n, one('split'))?.args[0]) === '; ',
    bites: "const parts = cell\n  .split('; ');",
  },
  {
    what: 'a row recognised by a label that starts "Setting " (brief-short.ts)',
    found: (n) => literalStart(callOf(n, one('startsWith'))?.args[0])?.startsWith('Setting ') === true,
    bites: 'const isSetting = row.text.startsWith(`Setting ${name}`);',
  },
  {
    what: "a group recognised by its title (brief-short.ts, 'Licenses and commercial use')",
    found: (n) => equalitySides(n)?.some((e) => propertyNamed(e, one('title'))) === true,
    bites: "const licences = groups.find((g) => 'Licenses and commercial use' === g.title);",
  },
  {
    what: 'a compare row chosen by its display label (compare-key.ts), residence lines of two pins aligned by their label (short-compare-brief.ts)',
    found: (n) => {
      const sides = equalitySides(n);
      if (!sides) return false;
      const [a, b] = sides as [ts.Expression, ts.Expression];
      const named = new Set(['label', 'heading']);
      return (
        (propertyNamed(a, named) && !ts.isStringLiteralLike(b)) ||
        (propertyNamed(b, named) && !ts.isStringLiteralLike(a))
      );
    },
    bites: 'const same = left.find((l) => right.heading === l.heading);',
  },
  {
    what: 'a refusal found by comparing its rendering (board-facts.ts refusalDetail)',
    found: (n) =>
      equalitySides(n)?.some(
        (e) => ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'proseLine',
      ) === true,
    bites: 'const mine = refusals.find((r) => text === proseLine(r.reason, profile));',
  },
  {
    what: 'a refusal recognised by its reason string',
    found: (n) => equalitySides(n)?.some((e) => propertyNamed(e, one('reason'))) === true,
    bites: 'const same = a.reason\n  === b.reason;',
  },
  {
    what: 'a headline sliced back off its line (VerdictPanel.tsx)',
    found: (n) => {
      const arg = callOf(n, one('startsWith'))?.args[0];
      const first = arg && ts.isTemplateExpression(arg) ? arg.templateSpans[0]?.expression : undefined;
      return first !== undefined && nameOf(first) === 'headline';
    },
    bites: 'const rest = line.startsWith(`${verdict.headline} `) ? line.slice(9) : line;',
  },
  {
    what: 'a label, flag or heading cut back to a part of it (draft-profile.ts partLabel, read-llamacpp.ts part labels, override-list.ts a flag cut at its space)',
    found: (n) => {
      let object = callOf(n, CUT)?.object;
      if (object && callOf(object, one('toLowerCase'))) object = callOf(object, one('toLowerCase'))!.object;
      return object !== undefined && propertyNamed(object, WORDS_OF_THE_DOMAIN);
    },
    bites: "const name = effect.flag\n  .toLowerCase()\n  .split(' ')[0];",
    except: [
      {
        file: 'src/domain/rows/rows.ts',
        has: 'row.label.toLowerCase().startsWith(row.component.label.toLowerCase())',
        why: "rowName reads a profile author's part label, so as not to name the component twice; no domain module wrote that label",
      },
    ],
  },
  {
    what: "a key of the code's own split back into its numbers (read-llamacpp.ts override claims)",
    found: (n) => {
      const map = callOf(n, one('map'));
      const [arg] = map?.args ?? [];
      return (
        map !== undefined &&
        arg !== undefined &&
        ts.isIdentifier(arg) &&
        arg.text === 'Number' &&
        callOf(map.object, one('split')) !== undefined
      );
    },
    bites: "const [from, to] = key.split('-').map(Number);",
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
    found: (n) =>
      (ts.isIdentifier(n) && n.text === 'nearestSentence') ||
      (ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'words' &&
        n.arguments[0] !== undefined &&
        ts.isCallExpression(n.arguments[0]) &&
        ts.isIdentifier(n.arguments[0].expression) &&
        n.arguments[0].expression.text === 'proseText'),
    bites: 'const shared = words(proseText(caveat, profile)).filter((w) => moveWords.has(w));',
  },
];

/** Comparisons of a key in an object (`'split' in shape`): telling placement shapes apart. */
const shapeTest = (n: ts.Node) =>
  ts.isBinaryExpression(n) &&
  n.operatorToken.kind === ts.SyntaxKind.InKeyword &&
  ts.isStringLiteralLike(n.left) &&
  SHAPE_KEYS.has(n.left.text);

describe('no module recovers structure from rendered words', () => {
  const outside = ({ found, except = [] }: Never) =>
    nodesWhere(SRC, found).filter((h) => !except.some((e) => e.file === h.file && h.text.includes(e.has)));

  it.each(NEVER.map((n) => [n.what, n] as const))('%s', (_what, never) => {
    expect(outside(never).map(where)).toEqual([]);
  });

  it.each(NEVER.map((n, i) => [n.what, n, i] as const))(
    'finds it in a snippet planted here: %s',
    (_what, { found, bites }, i) => {
      expect(nodesWhere([planted(`planted/never-${i}.ts`, bites)], found)).toHaveLength(1);
    },
  );

  it('lists no exception that no longer holds (the list stays true)', () => {
    for (const { found, except = [] } of NEVER)
      for (const e of except)
        expect(
          nodesWhere([e.file], found).some((h) => h.text.includes(e.has)),
          `${e.file}: ${e.has}`,
        ).toBe(true);
  });

  it('tells placement shapes apart only in their one matcher (pinned-shape.ts)', () => {
    const found = nodesWhere(SRC, shapeTest).filter(
      (h) => h.file !== 'src/domain/profile/schema/pinned-shape.ts',
    );
    expect(found.map(where)).toEqual([]);
    const bites = planted('planted/shape.ts', "const isSplit = typeof p === 'object' &&\n  'copies' in p;");
    expect(nodesWhere([bites], shapeTest)).toHaveLength(1);
  });
});

/**
 * The strings the UI and the state may take apart, and why: each is a person's input or the
 * address, never the domain's words. A new entry needs a reason as good as these.
 */
const ALLOWED: { file: string; has: string; why: string }[] = [
  { file: 'src/state/route.ts', has: '', why: 'the address codec: it parses the address, its input' },
  {
    file: 'src/state/expert-boundary.ts',
    has: '/^\\d{1,4}$/.test(entry[1])',
    why: "the N a link's address carries (`n.<pin>=n-cpu-moe~N`), the address being its input",
  },
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

  it('finds a call over several lines, `.exec(` and an optional call, in a snippet planted here', () => {
    const bites = planted(
      'planted/takes-apart.ts',
      "const m = /^(\\d+) GiB$/.exec(line);\nconst head = text\n  .split(': ')[0];\nconst is = label?.startsWith('Setting');\n",
    );
    expect(methodCalls([bites], TAKES_APART).map((h) => h.line)).toEqual([1, 2, 4]);
  });

  it('lists no place that no longer does (the list stays true)', () => {
    for (const a of ALLOWED)
      expect(
        methodCalls([a.file], TAKES_APART).some((h) => h.text.includes(a.has)),
        `${a.file}: ${a.has}`,
      ).toBe(true);
  });
});
