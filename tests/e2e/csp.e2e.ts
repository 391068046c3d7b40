/**
 * The production build's Content-Security-Policy: declared in the built index.html, no
 * inline script or style in it, and the app runs under it (drags included) without a
 * single violation, console error or failed request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, BASE_URL, DIST } from './fixtures';
import type { Page } from '@playwright/test';
import {
  LIME,
  MIA,
  collectErrors,
  handle,
  keyboardMove,
  lane,
  mouseDragOver,
  open,
  openPin,
  showBoard,
  waitSpoken,
} from './app';

const EXPECTED_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

const parsePolicy = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** What an HTML document declares: its CSP meta, its scripts, inline styles and handlers. */
function inspectHtml(html: string) {
  const policy = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1]!,
    body: m[2]!,
  }));
  return {
    policy,
    scripts,
    inlineScripts: scripts.filter((s) => s.body.trim() !== '' || !/\bsrc=/.test(s.attrs)),
    styleElements: (html.match(/<style\b/gi) ?? []).length,
    styleAttributes: (html.match(/\sstyle=/gi) ?? []).length,
    handlerAttributes: html.match(/\son[a-z]+\s*=/gi) ?? [],
    javascriptUrls: html.match(/javascript:/gi) ?? [],
    cspBeforeScripts:
      policy !== undefined && html.indexOf('Content-Security-Policy') < html.search(/<script\b/i),
    favicon: /<link\s+rel="icon"\s+href="data:,"/.test(html),
  };
}

test.describe('the built index.html', () => {
  for (const [where, read] of [
    ['the built index.html on disk', async () => readFileSync(join(DIST, 'index.html'), 'utf8')],
    ['index.html as served', async () => (await fetch(BASE_URL)).text()],
  ] as const)
    test(`${where}: declares the policy before any script, and has no inline script, style or handler`, async () => {
      const html = inspectHtml(await read());
      expect(html.policy, 'a CSP meta tag').toBeDefined();
      expect(parsePolicy(html.policy!)).toEqual(EXPECTED_POLICY);
      expect(html.cspBeforeScripts).toBe(true);
      expect(html.scripts.length).toBeGreaterThan(0);
      expect(html.inlineScripts).toEqual([]);
      expect(html.styleElements).toBe(0);
      expect(html.styleAttributes).toBe(0);
      expect(html.handlerAttributes).toEqual([]);
      expect(html.javascriptUrls).toEqual([]);
      expect(html.favicon).toBe(true);
    });
});

type Watch = { violations: () => Promise<string[]>; errors: string[]; failed: string[] };

/** Records CSP violations (from the first byte, via an init script), console errors and failed requests. */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      ),
    );
  });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
    errors: collectErrors(page),
    failed,
  };
}

test.describe('the app under its CSP', () => {
  test('the listener sees a violation when an inline script is tried (the policy is enforced)', async ({
    fresh,
  }) => {
    const page = await fresh();
    const w = await watch(page);
    await open(page, '#/');
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.append(s);
      const el = document.createElement('div');
      el.setAttribute('style', 'color: red');
      document.body.append(el);
      return new Promise<boolean>((r) =>
        setTimeout(() => r(Boolean((window as unknown as { __inlineRan?: boolean }).__inlineRan)), 50),
      );
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => w.violations())
      .toEqual([
        expect.stringMatching(/^script-src-elem blocked inline/),
        expect.stringMatching(/^style-src-attr blocked inline/),
      ]);
  });

  test('home, pin, drags by mouse and keyboard, undo, compare and back: no violation, no console error, no failed request', async ({
    fresh,
  }) => {
    const page = await fresh({ height: 1700 });
    const w = await watch(page);

    await open(page, '#/');
    // The stylesheet applied ('self'): the body is not in the browser's default font.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
    await openPin(page, MIA);
    await showBoard(page);

    // A mouse drag: dnd-kit positions its overlay with inline styles set through the CSSOM,
    // which style-src 'self' allows. The overlay must follow the pointer.
    await mouseDragOver(page, 'EXL3 checkpoint', 'Unified pool');
    const pool = await lane(page, 'Unified pool').boundingBox();
    const overlay = await page.locator('.row-card--overlay').boundingBox();
    expect(overlay).not.toBeNull();
    expect(overlay!.x + overlay!.width).toBeGreaterThan(pool!.x);
    expect(overlay!.x).toBeLessThan(pool!.x + pool!.width);
    await waitSpoken(page, 'EXL3 checkpoint is over Unified pool: accepts.');
    await page.mouse.up();
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();

    await keyboardMove(
      page,
      'EXL3 checkpoint',
      ['ArrowRight'],
      'EXL3 checkpoint is over Local disk path: accepts.',
    );
    await handle(lane(page, 'Local disk path'), 'EXL3 checkpoint').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();

    await open(page, `#/compare/${MIA}/${LIME}`);
    await openPin(page, LIME);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await w.violations()).toEqual([]);
    expect(w.errors).toEqual([]);
    expect(w.failed).toEqual([]);
  });
});
