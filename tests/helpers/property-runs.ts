/**
 * How many cases a fast-check property runs. `npm test` runs `quick` (enough to catch a broken
 * rule on every pin, within the suite's CI budget); `npm run test:fuzz` (FUZZ_RUNS set) runs
 * `full`, the count the property ran in `npm test` before that budget, never fewer.
 */
export function propertyRuns(quick: number, full: number): number {
  return process.env.FUZZ_RUNS === undefined ? quick : full;
}
