/**
 * The browser tests' fixtures, on @playwright/test: Debian's chromium (playwright.config.ts
 * sets its path and arguments; nothing is ever downloaded), one fresh context per page, and
 * web-first, retrying assertions (`expect(locator).toHaveText(...)`), which wait for the app
 * instead of reading it once: the cure for a test that passes only on a quiet machine.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** The app's production build, served by tests/e2e/run.mjs (the preview server). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4179/';
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

type Fixtures = {
  /** The file's page options (`test.use({ pageOptions: {...} })`), which `fresh`'s own override. */
  pageOptions: PageOptions;
  /**
   * A new page in a context of its own (empty localStorage, clipboard permission granted);
   * every context a test opened is closed after it.
   */
  fresh: (options?: PageOptions) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  pageOptions: [{}, { option: true }],
  fresh: async ({ browser, pageOptions }, use) => {
    const contexts: BrowserContext[] = [];
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
      const context = await browser.newContext({
        viewport: { width, height },
        bypassCSP,
        reducedMotion,
        javaScriptEnabled,
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(BASE_URL).origin,
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export { expect };

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
}
