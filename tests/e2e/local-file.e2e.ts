/**
 * Previewing a local profile file in real Chromium: the file input under the production CSP.
 * A bad file gets an alert naming the file, the field and the problem; the bundled pins stay;
 * the validator runs without eval (no CSP violation); the errors and the opened pin pass axe.
 * The words of each kind of mistake (a lane typo's "did you mean", a JSON syntax error's line
 * and column, hardware that is not served, a deep field path) are checked without a browser:
 * tests/ui/local-file-words.test.tsx and tests/ui/local-profile.test.tsx.
 */
import { readFileSync } from 'node:fs';
import { expect, test, screenshot } from './fixtures';
import type { Page } from '@playwright/test';
import { MIA, MIA_TITLE, collectErrors, open } from './app';
import { axeViolations } from './axe';

const mia = () => JSON.parse(readFileSync(`profiles/${MIA}.json`, 'utf8')) as Record<string, unknown>;
const file = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value, null, 2)),
});
const fileInput = (page: Page) =>
  page.getByLabel('Open profile file').and(page.locator('input[type="file"]'));
const pinCards = (page: Page) => page.getByRole('list', { name: 'Pins' }).getByRole('listitem');
const BROKEN = file('broken-pin.json', { ...mia(), id: 'broken-local-pin', nodes: 'two' });
const GOOD = file('good-pin.json', { ...mia(), id: 'good-local-pin' });

/** Records CSP violations from the first byte. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('bad files get alerts naming them, the bundled pins stay, a good file opens: no CSP violation, no error', async ({
  fresh,
}) => {
  const page = await fresh();
  const errors = collectErrors(page);
  const violations = await watchCsp(page);
  await open(page, '#/');
  const bundled = await pinCards(page).count();

  await test.step('a wrong field type: an alert naming the file, the field path and the problem', async () => {
    await fileInput(page).setInputFiles(BROKEN);
    const alert = page.getByRole('alert').filter({ hasText: 'broken-pin.json' }).first();
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toMatch(/\bnodes\b/);
    expect(text).toMatch(/number|integer/i);
    await expect(pinCards(page)).toHaveCount(bundled);
    await expect(page.getByRole('link', { name: /Mia TensorFold TP2/ }).first()).toBeVisible();
    await screenshot(page, 'local-file-errors');
  });

  await test.step('a file that is not JSON says so, and the app keeps working', async () => {
    await fileInput(page).setInputFiles(file('not-json.json', '{ "id": "half a file", '));
    const alert = page.getByRole('alert').filter({ hasText: 'not-json.json' });
    await expect(alert.first()).toHaveText(/not valid JSON/i, { useInnerText: true });
    await page
      .getByRole('link', { name: /Mia TensorFold TP2/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: MIA_TITLE }).waitFor();
  });

  await test.step('a good file opens from the pin view', async () => {
    await fileInput(page).setInputFiles(GOOD);
    await page.getByText('good-local-pin').filter({ visible: true }).first().waitFor();
  });

  // The validator runs without eval: opening and validating files raised no violation.
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('its errors and the opened local pin pass axe-core', async ({ fresh }) => {
  const page = await fresh({ bypassCSP: true });
  await open(page, '#/');
  await fileInput(page).setInputFiles(BROKEN);
  await page.getByRole('alert').filter({ hasText: 'broken-pin.json' }).first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await fileInput(page).setInputFiles(GOOD);
  await page.getByText('good-local-pin').filter({ visible: true }).first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
