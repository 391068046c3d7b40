/**
 * React's "not wrapped in act(...)" warning as a test failure (issue 31). The warning means a
 * test read the page while React still had an update to make: the assertion may have seen a
 * state no user sees, and the update may land in the next test. A test awaits what a person
 * waits for (findBy*, waitFor, a settled render); this records each warning so the setup's
 * afterEach fails the test that caused it, naming the component.
 */
const ACT = /not wrapped in act\(/;

const warnings: string[] = [];

/** Wraps console.error once: an act warning is recorded (and still printed), anything else passes. */
export function recordActWarnings(): void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && ACT.test(first))
      warnings.push(first.replace('%s', String(args[1])).split('\n')[0]!);
    original.apply(console, args);
  };
}

/** The act warnings since the last call, and forgets them. */
export function takeActWarnings(): string[] {
  return warnings.splice(0);
}
