/**
 * The `fresh` fixture keeps browser contexts between tests (for their HTTP cache), so this
 * holds what it promises: what one test stored, the next one, in the same kind of page, never
 * sees. The two tests run in order on one worker.
 */
import type { Page } from '@playwright/test';
import { expect, test, BASE_URL } from './fixtures';
import { MIA, openPin } from './app';

test.describe.configure({ mode: 'serial' });

const stored = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    return {
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cookie: document.cookie,
      names,
    };
  });

test('a test that explores a pin and stores something everywhere', async ({ fresh }) => {
  const page = await fresh();
  await openPin(page, MIA);
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    document.cookie = 'left=behind; max-age=3600';
    await new Promise((resolve) => {
      const open = indexedDB.open('left-behind');
      open.onsuccess = () => (open.result.close(), resolve(undefined));
    });
  });
  const now = await stored(page);
  expect(now.local).toHaveProperty('left-behind');
  expect(now.names).toContain('left-behind');
});

test('the next test starts as a first visit: it stores what a new browser context stores, no more', async ({
  fresh,
  browser,
}) => {
  const firstVisit = async (page: Page) => {
    await page.goto(BASE_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return stored(page);
  };
  const reference = await browser.newContext();
  try {
    const expected = await firstVisit(await reference.newPage());
    expect(expected.local).not.toHaveProperty('left-behind');
    expect(await firstVisit(await fresh())).toEqual(expected);
  } finally {
    await reference.close();
  }
});
