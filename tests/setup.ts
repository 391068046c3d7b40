import { afterEach } from 'vitest';
import { recordActWarnings, takeActWarnings } from './helpers/act-warnings';

// Testing Library's matchers and settings are for the files that render into a DOM (jsdom);
// the node files (most of the suite) skip loading them, which cost about half a second each.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // From the DOM library, not @testing-library/react: loading react-dom here, before a test file
  // installs React's DevTools hook (tests/ui/board-renders.test.tsx), would hide its renders.
  const { configure } = await import('@testing-library/dom');
  // The suite runs on a shared 2-core machine: a lazy chunk or a pin load can take longer than
  // Testing Library's 1 s default to appear under load, which is a slow machine, not a failure.
  // At a load of 15-25 that took over 10 s: the wait ends as soon as the element is there.
  configure({ asyncUtilTimeout: 60_000 });
}

// An act() warning fails the test that caused it (tests/helpers/act-warnings.ts). Registered before any
// test file's hooks, so it runs after them, Testing Library's cleanup included.
recordActWarnings();
afterEach(() => {
  const found = takeActWarnings();
  if (found.length > 0)
    throw new Error(
      `${found.length} React update(s) outside act(): await what the user waits for (findBy*, waitFor, settled(), an async act() around a store action) before the test reads the page or ends.\n${[...new Set(found)].join('\n')}`,
    );
});

// Every file runs on the run's own catalogue (vitest.config.ts, tests/helpers/test-catalogue.ts),
// whichever project holds it: a project's own settings must not take it away.
if (!process.env.PLACEMENT_TEST_CATALOGUE || !process.env.PLACEMENT_PROFILES_DIR)
  throw new Error('the test catalogue is not set: run the tests through vitest.config.ts');
