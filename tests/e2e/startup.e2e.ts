/**
 * Start-up: the pins are not in the start-up script. The pin list comes from
 * pins/index.json, a pin from its own pins/<id>.json, fetched when it is opened (and
 * preloaded when the address names it); a pin file that is missing or broken is said
 * plainly, and the rest of the app keeps working.
 */
import { expect, test, BASE_URL } from './fixtures';
import { LIME, MIA, MIA_TITLE, handle, lane, open } from './app';

const pinFiles = (urls: string[]) =>
  urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith('/pins/') && p.endsWith('.json'));

test('a pin link fetches that pin and the index, no other pin; the script carries no pin', async ({
  fresh,
}) => {
  const page = await fresh();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await open(page, `#/pin/${MIA}`);
  await handle(lane(page, 'Unified pool'), 'Routed experts').waitFor();
  expect(new Set(pinFiles(urls))).toEqual(new Set([`/pins/${MIA}.json`, '/pins/index.json']));
  // The preload script asked for the pin's file before the app's script ran; the app reused it.
  expect(pinFiles(urls).filter((p) => p === `/pins/${MIA}.json`)).toHaveLength(1);
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
  );
  for (const src of scripts) expect(await (await fetch(src)).text()).not.toContain(MIA_TITLE);

  // Opening another pin fetches its file then.
  await page.getByRole('combobox', { name: 'Pin' }).selectOption(LIME);
  await page.getByRole('heading', { level: 1, name: /LimeChain|GLM-5.3-Flash/ }).waitFor();
  await expect.poll(() => pinFiles(urls)).toContain(`/pins/${LIME}.json`);
});

test('the pin list loads from the index', async ({ fresh }) => {
  const page = await fresh();
  await page.goto(BASE_URL);
  await page.getByRole('link', { name: MIA_TITLE }).first().waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Bundled pins' })).toHaveCount(1);
});

/*
 * Under load a broken pin file can be answered before the index that holds the pin's title:
 * the heading first names the pin by its id, then by its title. The old test read the
 * heading once and failed on a busy machine (issue 16). Here the index is also held back on
 * purpose, and what shows meanwhile is checked: a broken file is said at once (by the pin's
 * id); a missing file (404) stays "Loading" until the index says whether the pin exists.
 * Every assertion waits (web-first), so the order of arrival never decides the outcome.
 */
for (const [what, fulfil, shows, meanwhile] of [
  ['missing', { status: 404, body: '' }, 'could not be fetched (HTTP 404)', /Loading the pin/],
  [
    'broken',
    { status: 200, contentType: 'application/json', body: '{"profile": ' },
    'is not valid JSON',
    new RegExp(`The pin “${MIA.replace(/\./g, '\\.')}” could not be loaded`),
  ],
] as const)
  for (const slowIndex of [false, true])
    test(`a ${what} pin file shows a clear error, and the app keeps working${slowIndex ? ' (the index arrives after the pin file)' : ''}`, async ({
      fresh,
    }) => {
      const page = await fresh();
      const crashes: string[] = [];
      page.on('pageerror', (e) => crashes.push(e.message));
      await page.route(`**/pins/${MIA}.json`, (route) => route.fulfill(fulfil));
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      if (slowIndex)
        await page.route('**/pins/index.json', async (route) => {
          await held;
          await route.continue();
        });
      await page.goto(new URL(`#/pin/${MIA}`, BASE_URL).href);
      if (slowIndex) {
        await expect(page.locator('main')).toHaveText(meanwhile, { useInnerText: true });
        release();
      }
      const heading = page.getByRole('heading', { level: 1, name: /could not be loaded/ });
      await expect(heading).toContainText(MIA_TITLE, { useInnerText: true });
      await expect(page.locator('main')).toContainText(shows, { useInnerText: true });
      // The way out works: another pin opens normally.
      await page.getByRole('combobox', { name: 'Pin' }).selectOption(LIME);
      await handle(lane(page, 'Unified pool'), 'Routed experts').waitFor();
      expect(crashes).toEqual([]);
    });
