/**
 * One set of widths and no copied fallbacks (issue 31): every width a stylesheet or a media
 * query in code names is one of src/ui/breakpoints.ts (`min-width: N` from it, `max-width: N-1`
 * below it), and no stylesheet repeats a token's value as a `var(--x, fallback)`: the tokens are
 * always defined (src/ui/styles.css), so a fallback is a second copy that drifts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/ui/breakpoints';

const WIDTHS = Object.values(BREAKPOINTS);
const allowed = new Set([
  ...WIDTHS.map((w) => `min-width: ${w}px`),
  ...WIDTHS.map((w) => `max-width: ${w - 1}px`),
]);

type Text = { file: string; text: string };

/** Each width feature of a media query that is not a token, as "file: feature". */
const strayWidths = (texts: readonly Text[]): string[] =>
  texts.flatMap(({ file, text }) =>
    [...text.matchAll(/\((?:min|max)-width:\s*[\d.]+[a-z]*\)/g)]
      .map((m) => m[0].slice(1, -1).replace(/:\s*/, ': '))
      .filter((f) => !allowed.has(f))
      .map((f) => `${file}: ${f}`),
  );

/** Each `var(--x, fallback)`, as "file: var(--x,". */
const fallbacks = (texts: readonly Text[]): string[] =>
  texts.flatMap(({ file, text }) =>
    [...text.matchAll(/var\(\s*--[\w-]+\s*,/g)].map((m) => `${file}: ${m[0]}`),
  );

const SOURCE = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((f) => `src/${f}`);

const read = (ends: readonly string[]): Text[] =>
  SOURCE.filter((f) => ends.some((e) => f.endsWith(e))).map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));

describe('CSS tokens', () => {
  const css = read(['.css']);
  const code = read(['.ts', '.tsx']);

  it('reads the stylesheets and the media queries in code', () => {
    expect(css.length).toBeGreaterThan(20);
    expect(code.some((t) => t.text.includes('useMedia('))).toBe(true);
  });

  it('every width in a media query is one of the named breakpoints', () => {
    expect(strayWidths([...css, ...code])).toEqual([]);
  });

  it('no stylesheet copies a token as a var() fallback', () => {
    expect(fallbacks(css)).toEqual([]);
  });

  it('every token a stylesheet reads is defined in styles.css', () => {
    const root = readFileSync('src/ui/styles.css', 'utf8');
    const defined = new Set([...root.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    const local = new Set(css.flatMap(({ text }) => [...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const read = css.flatMap(({ file, text }) =>
      [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => ({ file, name: m[1]! })),
    );
    // A property one rule sets for its own children (not a page token) is defined where it is used.
    expect(
      read.filter((r) => !defined.has(r.name) && !local.has(r.name)).map((r) => `${r.file}: ${r.name}`),
    ).toEqual([]);
  });

  it('catches a stray width and a fallback planted here', () => {
    const planted = [
      {
        file: 'planted.css',
        text: '@media (max-width: 768px) { a { color: var(--fg, #000); } }\n@media (min-width: 700px) {}',
      },
    ];
    expect(strayWidths(planted)).toEqual(['planted.css: max-width: 768px']);
    expect(fallbacks(planted)).toEqual(['planted.css: var(--fg,']);
  });
});
