import '@testing-library/jest-dom/vitest';
// From the DOM library, not @testing-library/react: loading react-dom here, before a test file
// installs React's DevTools hook (tests/ui/board-renders.test.tsx), would hide its renders.
import { configure } from '@testing-library/dom';

// The suite runs on a shared 2-core machine: a lazy chunk or a pin load can take longer than
// Testing Library's 1 s default to appear under load, which is a slow machine, not a failure.
// At a load of 15-25 that took over 10 s: the wait ends as soon as the element is there.
configure({ asyncUtilTimeout: 60_000 });
