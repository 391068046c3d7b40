/**
 * The two colour schemes at the level of their tokens (src/ui/styles.css): every text colour
 * on every surface reads at WCAG's 4.5:1 (1.4.3) and the focus ring stands out at 3:1
 * (1.4.11), in light and in dark. And the dark scheme changes colours only: its one block
 * sets colour tokens the light scheme also sets, nothing else, which is why the browser suite
 * runs only axe's colour rules in dark (tests/e2e/a11y.e2e.ts, a11y-views.e2e.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync('src/ui/styles.css', 'utf8');
const DARK_MEDIA = '@media (prefers-color-scheme: dark)';

/** The custom properties of the first `:root { ... }` after `from`, by name. */
function tokens(from: number): Map<string, string> {
  const open = CSS.indexOf(':root {', from);
  const body = CSS.slice(open, CSS.indexOf('}', open));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}
const LIGHT = tokens(0);
const DARK = tokens(CSS.indexOf(DARK_MEDIA));

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const TEXT = ['--fg', '--muted', '--accent', '--ok', '--warn', '--danger'];
const SURFACES = [
  '--bg',
  '--surface',
  '--surface-2',
  '--accent-soft',
  '--ok-soft',
  '--warn-soft',
  '--danger-soft',
];

describe.each([
  ['light', LIGHT],
  ['dark', DARK],
] as const)('the %s scheme', (_, theme) => {
  const value = (name: string) => {
    const v = theme.get(name);
    if (v === undefined) throw new Error(`${name} is not set`);
    return v;
  };

  it('every text colour on every surface reads at 4.5:1 or more', () => {
    const below = TEXT.flatMap((t) =>
      SURFACES.map((s) => ({ pair: `${t} on ${s}`, ratio: contrast(value(t), value(s)) })).filter(
        (p) => p.ratio < 4.5,
      ),
    );
    expect(below).toEqual([]);
  });

  it('the focus ring stands out at 3:1 or more against every surface', () => {
    const below = SURFACES.filter((s) => contrast(value('--focus'), value(s)) < 3);
    expect(below).toEqual([]);
  });
});

describe('the dark scheme', () => {
  it('changes colours only: one block, which sets only colour tokens the light scheme sets too', () => {
    const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(css|tsx?)$/.test(f))
      .map((f) => readFileSync(`src/${f}`, 'utf8'));
    // The media feature, in a stylesheet or a matchMedia: one place only.
    expect(sheets.join('\n').match(/prefers-color-scheme\s*:/g)).toHaveLength(1);
    const block = CSS.slice(CSS.indexOf(DARK_MEDIA), CSS.indexOf('}\n}', CSS.indexOf(DARK_MEDIA)));
    // Nothing in the block but `:root { --token: value; ... }`.
    expect(
      block
        .replace(DARK_MEDIA, '')
        .replace(/--[\w-]+:\s*[^;]+;/g, '')
        .replace(/\s+/g, ''),
    ).toBe('{:root{');
    for (const [name, v] of DARK) {
      expect(LIGHT.has(name), name).toBe(true);
      // A colour, or a shadow drawn in one.
      expect(v, name).toMatch(/^#[0-9a-f]{6}$|rgb\(/i);
    }
  });
});
