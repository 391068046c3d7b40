import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/bench/browser.mjs';

/**
 * Real-browser tests: Debian's chromium (never a downloaded browser) against the production
 * build that tests/e2e/run.mjs builds and serves (`npm run test:e2e`). The assertions retry,
 * so a slow frame is waited for.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Two workers, each with a browser of its own: files run side by side, and every-pin's tests
  // (marked parallel) spread over both. Six every-pin tests took 154 s instead of 222 s so
  // (1.44x, back to back at a load of 31). A test file's own tests still run in order in one
  // worker; each browser has a clipboard of its own (checked: a text written in one is not
  // read in the other), so the copy tests of the two workers never meet.
  workers: 2,
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
