import { defineConfig } from 'vitest/config';

/** Real-browser tests: Debian's chromium driven by playwright-core against the production build. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
