import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait up to 10 s (1 s by default): on a busy two-core machine a lazy
// view or the on-demand validator can take longer than a second to arrive. A test still
// ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 10_000 });
