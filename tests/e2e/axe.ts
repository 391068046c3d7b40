/**
 * axe-core in real Chromium: one helper for every view's check. axe is added as an inline
 * script, which the app's CSP refuses, so pages that run it are opened with `bypassCSP`
 * (csp.e2e.ts checks the policy itself).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeResult = {
  violations: {
    id: string;
    impact: string;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
  }[];
};

/**
 * Every violation axe finds on the page as it is now, one line per node, with its fix.
 * `rules` runs only those axe rules (by id), for a second look at a page whose other rules
 * have already been checked on the same markup.
 * The first run builds no CSS selectors (axe's `selectors: false`): finding each node's
 * selector was about half of a passing run's time on a pin page, and a passing run names
 * nothing. Only when it finds a violation is the page run again with them, to say where.
 */
export async function axeViolations(page: Page, options: { rules?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const runOnly = options.rules ? { type: 'rule', values: options.rules } : undefined;
  const run = (selectors: boolean) =>
    page.evaluate(
      ({ only, selectors }) =>
        (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(
          document,
          {
            resultTypes: ['violations'],
            selectors,
            ...(only ? { runOnly: only } : {}),
          },
        ),
      { only: runOnly, selectors },
    ) as Promise<AxeResult>;
  let result = await run(false);
  if (result.violations.length > 0) result = await run(true);
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`,
    ),
  );
}

/** Opens every disclosure (and every collapsed button of the pin view), so what they hold is checked too. */
export const openEverything = (page: Page) =>
  page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    document
      .querySelectorAll<HTMLButtonElement>('.pin button[aria-expanded="false"]')
      .forEach((b) => b.click());
  });

/** axe's rules that look at colours: all that a change of colour scheme alone can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
