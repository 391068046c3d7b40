/** Shared launch for the real-browser tests: Debian's chromium, no downloads, no network. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';

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
};

/** A fresh context (its own localStorage and clipboard permission) and one page in it. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { width = 1280, height = 900, bypassCSP = false, reducedMotion = 'no-preference' } = options;
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP, reducedMotion });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
}
