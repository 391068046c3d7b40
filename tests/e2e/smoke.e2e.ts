import { expect, test } from 'vitest';
import { BASE_URL, useBrowser } from './browser';

const fresh = useBrowser();

test('the production build serves the app shell on 127.0.0.1', async () => {
  const page = await fresh();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(BASE_URL);
  await expect(page.getByText('Placement Explorer').first().textContent()).resolves.toContain(
    'Placement Explorer',
  );
  expect(errors).toEqual([]);
});
