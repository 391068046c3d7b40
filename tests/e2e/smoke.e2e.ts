import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

test('the production build serves the app shell on 127.0.0.1', async () => {
  const { context, page } = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(BASE_URL);
  await expect(page.getByText('Placement Explorer').first().textContent()).resolves.toContain('Placement Explorer');
  expect(errors).toEqual([]);
  await context.close();
});
