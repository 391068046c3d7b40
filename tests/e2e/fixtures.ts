/**
 * The browser tests' fixtures, on @playwright/test: Debian's chromium (playwright.config.ts
 * sets its path and arguments; nothing is ever downloaded), a fresh page with empty storage for
 * each test, and web-first, retrying assertions (`expect(locator).toHaveText(...)`), which wait
 * for the app instead of reading it once: the cure for a test that passes only on a quiet
 * machine.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** The app's production build, served by tests/e2e/run.mjs (the preview server). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4179/';
/** The generated 1,000-pin catalogue's build, served beside it. */
export const CATALOGUE_URL = process.env.E2E_CATALOGUE_URL ?? 'http://127.0.0.1:4180/';
/** The directory that server serves (run.mjs builds it into a directory of its own). */
export const DIST = process.env.E2E_DIST ?? 'dist';
export const ARTIFACTS = 'test-artifacts';

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

const ORIGINS = [...new Set([BASE_URL, CATALOGUE_URL].map((u) => new URL(u).origin))];

/**
 * Browser contexts kept for the worker's next tests, by their options. A new context per test
 * started every test with an empty HTTP cache, so every page load fetched and compiled the
 * app's scripts again: about a second a test, a third of the suite. A kept context is handed
 * out only after its pages are closed and every origin's storage (localStorage, IndexedDB,
 * cookies, ...) is cleared, so a test still starts as a first visit; only the HTTP cache stays.
 * A context of a failed test is closed, never kept.
 */
class ContextPool {
  private readonly idle = new Map<string, BrowserContext[]>();
  constructor(private readonly browser: Browser) {}

  async take(options: Required<PageOptions>): Promise<{ key: string; context: BrowserContext }> {
    const key = JSON.stringify(options);
    const kept = this.idle.get(key)?.pop();
    if (kept) return { key, context: kept };
    const context = await this.browser.newContext({
      viewport: { width: options.width, height: options.height },
      bypassCSP: options.bypassCSP,
      reducedMotion: options.reducedMotion,
      javaScriptEnabled: options.javaScriptEnabled,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(BASE_URL).origin,
    });
    return { key, context };
  }

  /** Clears the context and keeps it; closes it instead when the test failed or clearing fails. */
  async give(key: string, context: BrowserContext, keep: boolean): Promise<void> {
    try {
      if (!keep) throw new Error('not kept');
      for (const page of context.pages()) await page.close();
      const blank = await context.newPage();
      const cdp = await context.newCDPSession(blank);
      for (const origin of ORIGINS)
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.detach();
      await blank.close();
      await context.clearCookies();
      this.idle.set(key, [...(this.idle.get(key) ?? []), context]);
    } catch {
      await context.close().catch(() => undefined);
    }
  }
}

type Fixtures = {
  /** The file's page options (`test.use({ pageOptions: {...} })`), which `fresh`'s own override. */
  pageOptions: PageOptions;
  /**
   * A new page with empty storage (localStorage, IndexedDB, cookies; clipboard permission
   * granted), in a context no other page of the test shares.
   */
  fresh: (options?: PageOptions) => Promise<Page>;
};

export const test = base.extend<Fixtures, { contextPool: ContextPool }>({
  contextPool: [async ({ browser }, use) => use(new ContextPool(browser)), { scope: 'worker' }],
  pageOptions: [{}, { option: true }],
  fresh: async ({ contextPool, pageOptions }, use, testInfo) => {
    const taken: { key: string; context: BrowserContext }[] = [];
    await use(async (options = {}) => {
      const {
        width = 1280,
        height = 900,
        bypassCSP = false,
        reducedMotion = 'no-preference',
        javaScriptEnabled = true,
      } = {
        ...pageOptions,
        ...options,
      };
      const t = await contextPool.take({ width, height, bypassCSP, reducedMotion, javaScriptEnabled });
      taken.push(t);
      return t.context.newPage();
    });
    const passed = testInfo.status === testInfo.expectedStatus;
    for (const t of taken) await contextPool.give(t.key, t.context, passed);
  },
});

export { expect };

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
}
