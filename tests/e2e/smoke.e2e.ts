import { expect, test, BASE_URL } from './fixtures';
import { LIME, MIA, MIA_TITLE } from './app';

test('the production build serves the app on 127.0.0.1, and the app renders the bundled pins', async ({
  fresh,
}) => {
  const page = await fresh();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(BASE_URL);
  // index.html paints only the brand and "Loading the pins…": a pin link from the bundled
  // profiles and the skip link exist only once the script has run and React has rendered.
  const pins = page.getByRole('link', { name: MIA_TITLE });
  await pins.first().waitFor({ timeout: 60_000 });
  const hrefs = await Promise.all((await pins.all()).map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining([`#/pin/${MIA}`, `#/pin/${LIME}`]));
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  await expect(page.getByText('Loading the pins…')).toHaveCount(0);
  expect(errors).toEqual([]);
});
