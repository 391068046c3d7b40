/**
 * What the test run's catalogue was made from (tests/helpers/test-catalogue.ts writes it into
 * the environment; vitest.config.ts makes the catalogue): the bundled directory and the pins
 * added to it. A file of its own so that reading it loads no generator.
 */
export const MARK = 'PLACEMENT_TEST_CATALOGUE';

/** The pins added to the bundled catalogue: the copy's id and the generated pins' ids. */
export type Added = { copy: string; generated: string[] };

/** Where the run's catalogue came from and the pins added to it; undefined outside such a run. */
export function testCatalogueMark(): ({ from: string } & Added) | undefined {
  const mark = process.env[MARK];
  return mark ? (JSON.parse(mark) as { from: string } & Added) : undefined;
}
