/**
 * One pin's page from the app's built index.html (pin-pages-plugin.ts): the pin's view in
 * place of the loading shell, its data beside it, its title, and the pin view's stylesheets
 * and scripts in the head, so the page paints whole and hydrates without waiting for more.
 */
import { pinPageTitle } from './pin-page.ts';

export type PageAssets = {
  scripts: readonly string[];
  styles: readonly string[];
  /** The stylesheet for a reader with scripts off, if any. */
  noScript?: string;
};

/** The root element and the loading shell in it, whitespace and all (React hydrates #root's children). */
const SHELL = /<div id="root">\s*<!--shell-->[\s\S]*<!--\/shell-->\s*<\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every stylesheet of the head moved before its first script or module preload. The page
 * paints once its stylesheets are in, and a browser opens only a few connections to a host:
 * a stylesheet listed after a dozen scripts waits for them, and the first paint with it.
 */
function stylesFirst(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  const STYLE = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
  const styles = [
    ...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, (m) => ' '.repeat(m.length)).matchAll(STYLE),
  ];
  const first = head.search(/<script\b|<link rel="modulepreload"/);
  if (first < 0 || styles.every((m) => m.index < first)) return html;
  let rest = head;
  for (const m of [...styles].reverse()) rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length);
  const at = rest.search(/<script\b|<link rel="modulepreload"/);
  const links = styles.map((m) => `${m[0].trim()}\n    `).join('');
  return rest.slice(0, at) + links + rest.slice(at) + html.slice(end);
}

function replaceOnce(html: string, pattern: RegExp, by: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}: cannot build the pin pages`);
  return html.replace(pattern, () => by);
}

export function assemblePinPage(
  template: string,
  page: { markup: string; data: string; title: string; subtitle: string; assets: PageAssets },
): string {
  const head = [
    `<meta name="description" content="${escapeHtml(page.subtitle)}" />`,
    ...page.assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...page.assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...(page.assets.noScript
      ? [`<noscript><link rel="stylesheet" href="${escapeHtml(page.assets.noScript)}"></noscript>`]
      : []),
  ].join('\n    ');
  // The body's <noscript> first: the head gets one of its own below.
  let html = replaceOnce(
    template,
    NOSCRIPT,
    `<noscript>Every fact of this pin is on this page; moving its rows needs JavaScript.</noscript>\n    ${page.data}`,
    '<noscript>',
  );
  html = replaceOnce(
    html,
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(pinPageTitle(page))}</title>`,
    '<title>',
  );
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`, '</head>');
  html = stylesFirst(html);
  return replaceOnce(html, SHELL, `<div id="root">${page.markup}</div>`, 'loading shell in #root');
}
