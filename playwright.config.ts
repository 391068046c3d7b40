import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/bench/browser.mjs';

/**
 * Real-browser tests: Debian's chromium (never a downloaded browser) against the production
 * build that tests/e2e/run.mjs builds and serves (`npm run test:e2e`). One worker: the
 * machine has two cores and is shared; the assertions retry, so a slow frame is waited for.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Limits that only catch a hang: at a load of 15-25 a pin page took over 10 s to appear,
  // and the assertions retry until their condition holds.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: 'test-artifacts/playwright',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
});
