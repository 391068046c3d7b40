/** Shared launch for the real-browser tests: Debian's chromium, no downloads, no network. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4179/';
/** The production build the preview server serves (run.mjs builds it into a directory of its own). */
export const DIST = process.env.E2E_DIST ?? 'dist';
export const ARTIFACTS = 'test-artifacts';

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export type PageOptions = {
  width?: number;
  height?: number;
  /**
   * Only for injecting test tooling (axe-core is added as an inline script, which the
   * app's CSP rightly refuses). Never for a test of the app's own behaviour.
   */
  bypassCSP?: boolean;
  /** 'reduce' stops smooth scrolling, for tests that measure where focus scrolled to. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** false: the page as a reader with scripts off (or a search engine's first look) gets it. */
  javaScriptEnabled?: boolean;
};

/** A fresh context (its own localStorage and clipboard permission) and one page in it. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const {
    width = 1280,
    height = 900,
    bypassCSP = false,
    reducedMotion = 'no-preference',
    javaScriptEnabled = true,
  } = options;
  const context = await browser.newContext({
    viewport: { width, height },
    bypassCSP,
    reducedMotion,
    javaScriptEnabled,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
  const page = await context.newPage();
  return { context, page };
}

/**
 * One browser for the test file: launched before its tests and closed after them. Returns
 * `fresh(options)`, a new page in a context of its own (empty localStorage, clipboard
 * permission granted); every context a test opened is closed after it. `defaults` are the
 * file's page options, which `fresh`'s own options override.
 */
export function useBrowser(defaults: PageOptions = {}): (options?: PageOptions) => Promise<Page> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  return async (options = {}) => {
    if (!browser) throw new Error('useBrowser: fresh() called outside a test');
    const opened = await newPage(browser, { ...defaults, ...options });
    contexts.push(opened.context);
    return opened.page;
  };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
}
