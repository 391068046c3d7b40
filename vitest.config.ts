import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bundledProfiles } from './src/profiles/bundled-plugin.ts';

export default defineConfig({
  plugins: [react(), bundledProfiles()],
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, and the
    // suite ran file after file. Two run side by side (the new-pin test's nested run waits on
    // its own process meanwhile).
    maxWorkers: 2,
    // Two cores run jsdom, axe and the CLI tests side by side: allow for a busy machine.
    testTimeout: 30_000,
  },
});
