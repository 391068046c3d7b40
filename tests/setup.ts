import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The suite runs on a shared 2-core machine: a lazy chunk or a pin load can take longer than
// Testing Library's 1 s default to appear under load, which is a slow machine, not a failure.
configure({ asyncUtilTimeout: 10_000 });
