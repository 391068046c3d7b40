/**
 * A pin's prerendered page (pin-page*.ts): built from the app's index.html with the pin's
 * view in place of the loading shell and its data beside it; the data survives any text a
 * profile holds, and the browser reads it back (or nothing, for a page that is not a pin's).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import type { PinFile } from '../../src/profiles/catalogue';
import { PIN_PAGE_DATA, pinPagePath, pinPageTitle, scriptJson } from '../../src/profiles/pin-page';
import { assemblePinPage } from '../../src/profiles/pin-page-html';
import { readPinPage } from '../../src/profiles/pin-page-read';

const INDEX_HTML = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
const profile = bundled.profiles[0]!;
const file: PinFile = { profile, hardware: bundled.hardware.find((h) => h.id === profile.hardware)! };
const dataTag = (value: unknown) =>
  `<script type="application/json" id="${PIN_PAGE_DATA}">${scriptJson(value)}</script>`;

/** The document a browser makes of the data tag, as far as readPinPage looks at it. */
const docWith = (html: string) => ({
  getElementById: (id: string) => {
    const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
    return m ? ({ textContent: m[1]! } as HTMLElement) : null;
  },
});

describe('a pin page', () => {
  const page = assemblePinPage(INDEX_HTML, {
    markup: '<header>prerendered</header>',
    data: dataTag(file),
    title: profile.title,
    subtitle: profile.subtitle,
    assets: {
      scripts: ['/assets/Board.js'],
      styles: ['/assets/Board.css'],
      noScript: '/assets/no-script.css',
    },
  });

  test('holds the markup in #root (no whitespace for hydration to trip on), not the loading shell', () => {
    expect(page).toContain('<div id="root"><header>prerendered</header></div>');
    expect(page).not.toContain('Loading the pins');
    expect(page).not.toContain('<!--shell-->');
  });

  test("carries the pin's title, the pin view's stylesheet and script, and its data", () => {
    expect(page).toContain(`<title>${pinPageTitle(profile).replace(/&/g, '&amp;')}</title>`);
    expect(page).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/Board.css">[\s\S]*<\/head>/);
    expect(page).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/Board.js">[\s\S]*<\/head>/);
    expect(readPinPage(docWith(page))).toEqual(file);
  });

  test('says what needs JavaScript, not that the page does, and links the no-script styles in its head', () => {
    expect(page).toMatch(/<noscript>[^<]*moving its rows needs JavaScript[^<]*<\/noscript>/);
    expect(page).not.toContain('needs JavaScript to show the pins');
    expect(page).toMatch(
      /<noscript><link rel="stylesheet" href="\/assets\/no-script.css"><\/noscript>[\s\S]*<\/head>/,
    );
  });

  test('a template without the loading shell is an error, not a page without its pin', () => {
    expect(() =>
      assemblePinPage(INDEX_HTML.replace('<!--shell-->', ''), {
        markup: '',
        data: '',
        title: '',
        subtitle: '',
        assets: { scripts: [], styles: [] },
      }),
    ).toThrow(/loading shell/);
  });

  test('lists every stylesheet before any script, so the first paint does not wait behind the scripts', () => {
    // As the build writes index.html: its script and module preloads, then its stylesheet.
    const built = INDEX_HTML.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>',
    );
    const html = assemblePinPage(built, {
      markup: '',
      data: dataTag(file),
      title: profile.title,
      subtitle: profile.subtitle,
      assets: {
        scripts: ['/assets/Board.js'],
        styles: ['/assets/Board.css'],
        noScript: '/assets/no-script.css',
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (re: RegExp) => [...head.matchAll(re)].map((m) => m.index);
    const styles = at(/<link rel="stylesheet"[^>]*href="\/assets\/(index|Board)\.css">/g);
    expect(styles).toHaveLength(2);
    expect(Math.max(...styles)).toBeLessThan(Math.min(...at(/<script\b|<link rel="modulepreload"/g)));
    // The stylesheet for scripts off stays in its <noscript>.
    expect(head).toContain('<noscript><link rel="stylesheet" href="/assets/no-script.css"></noscript>');
  });

  test('lives at pin/<id>/', () => {
    expect(pinPagePath(profile.id)).toBe(`pin/${profile.id}/`);
  });
});

describe("a page's data", () => {
  test('cannot close its script element, whatever text the profile holds', () => {
    const hostile = {
      ...file,
      profile: { ...file.profile, title: '</script><script>alert(1)</script>\u2028<!--' },
    };
    const json = scriptJson(hostile);
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(readPinPage(docWith(dataTag(hostile)))).toEqual(hostile);
  });

  test('is read as nothing on a page without it, or with data that is not a pin', () => {
    expect(readPinPage(docWith('<p>no data</p>'))).toBeUndefined();
    expect(readPinPage(docWith(dataTag({ profile: { id: 'x' } })))).toBeUndefined();
    expect(
      readPinPage(docWith(`<script type="application/json" id="${PIN_PAGE_DATA}">{"profile": </script>`)),
    ).toBeUndefined();
  });
});
