/**
 * Every pin a real page: the build writes `pin/<id>/index.html` for each pin, rendered by the
 * app's own components. With scripts off the page holds the pin's whole view (every fact of
 * a seed); with scripts on it hydrates what it shows (no mismatch: the very nodes the page
 * arrived with stay, and nothing is logged), takes the first keyboard pick-up, needs no
 * fetch of its pin, and keeps the address and stored explorations working as the hash
 * links do.
 */
import type { Page } from '@playwright/test';
import { BASE_URL, CATALOGUE_URL, expect, screenshot, test } from './fixtures';
import { MIA, collectErrors, handle, keyboardMove, lane, lastMove, rowCard, showBoard } from './app';
import { SEED_FACT_KINDS, SEED_PAGES, seedFacts, seedText } from '../helpers/seed-facts';

type Entry = { id: string; title: string };
const catalogue = async (base = BASE_URL): Promise<Entry[]> =>
  ((await (await fetch(new URL('pins/index.json', base))).json()) as { pins: Entry[] }).pins;
const pagePath = (id: string) => `pin/${encodeURIComponent(id)}/`;
const pageUrl = (id: string, base = BASE_URL) => new URL(pagePath(id), base).href;

/** Marks the page's nodes as they arrive, before any script runs, to find them again after. */
async function markArrivedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const main = document.querySelector('main');
      (window as unknown as { __arrived: Element[] }).__arrived = [
        document.querySelector('h1'),
        document.querySelector('section[aria-labelledby]'),
        main?.lastElementChild?.lastElementChild,
      ].filter((e): e is Element => e !== null && e !== undefined);
    });
  });
}
const arrivedStillThere = (page: Page) =>
  page.evaluate(() => {
    const nodes = (window as unknown as { __arrived?: Element[] }).__arrived ?? [];
    return { count: nodes.length, connected: nodes.filter((n) => n.isConnected).length };
  });
/** The board's hint is written once the page has hydrated (MoveControls' layout effect). */
const hydrated = (page: Page) =>
  lastMove(page)
    .getByText(/Drag a row by its handle/)
    .waitFor();

test('every pin in the catalogue has its own page, whole with scripts off', async ({ fresh }) => {
  const pins = await catalogue();
  expect(pins.length).toBeGreaterThan(0);
  const page = await fresh({ javaScriptEnabled: false });
  for (const pin of pins) {
    const response = await page.goto(pageUrl(pin.id));
    expect(response?.status(), pin.id).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText(), pin.id).toBe(pin.title);
    expect(await page.title(), pin.id).toContain(pin.title);
    // The board as pinned (lanes with their rows), the verdict, and no part still to come.
    expect(await page.getByRole('button', { name: /^Move / }).count(), pin.id).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Calculator verdict' }).waitFor();
    expect(await page.locator('main').innerText(), pin.id).not.toMatch(/Loading/);
  }
  await page.goto(pageUrl(MIA));
  // What a button would open is shown; the controls that need the script are not.
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Settings: / })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy brief', exact: true })).toBeHidden();
  await screenshot(page, 'pin-page-no-script');
});

for (const { file, pin } of SEED_PAGES)
  test(`with scripts off, the page of ${pin} holds every fact of its seed`, async ({ fresh }) => {
    const facts = seedFacts(seedText(file));
    const page = await fresh({ javaScriptEnabled: false });
    await page.goto(pageUrl(pin));
    // textContent, as the jsdom page test reads it: a closed <details> is on the page too.
    const text = await page.evaluate(() => document.body.textContent ?? '');
    for (const kind of SEED_FACT_KINDS)
      expect(
        facts[kind].filter((f) => !text.includes(f)),
        kind,
      ).toEqual([]);
  });

test('a pin page hydrates what it shows: no mismatch, the same nodes, no fetch of its pin', async ({
  fresh,
}) => {
  const page = await fresh();
  const errors = collectErrors(page);
  const warnings: string[] = [];
  // Chromium warns when a preloaded file is not used within a few seconds of the load event:
  // a clock, not a fault; on a busy machine the pin index is fetched later than that.
  const late = /was preloaded using link preload but not used within a few seconds/;
  page.on('console', (m) => m.type() === 'warning' && !late.test(m.text()) && warnings.push(m.text()));
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await markArrivedNodes(page);
  await page.goto(pageUrl(MIA));
  await hydrated(page);
  expect(await arrivedStillThere(page)).toEqual({ count: 3, connected: 3 });
  expect(fetched).not.toContain(`/pins/${MIA}.json`);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  // The first keyboard pick-up on the hydrated board is accepted.
  const routed = handle(lane(page, 'Unified pool'), 'Routed experts');
  await routed.focus();
  await page.keyboard.press('Space');
  await expect(routed).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
});

test('the first keyboard pick-up works as soon as the handle can be focused', async ({ fresh }) => {
  const page = await fresh();
  const errors = collectErrors(page);
  await page.goto(pageUrl(MIA));
  // No waiting for anything but the handle: Space until the pick-up is taken, as a person
  // would press again. A press before the script has run does nothing, and breaks nothing.
  const routed = handle(lane(page, 'Unified pool'), 'Routed experts');
  await routed.focus();
  await expect
    .poll(
      async () => {
        if ((await routed.getAttribute('aria-pressed')) !== 'true') {
          await routed.focus();
          await page.keyboard.press('Space');
        }
        return routed.getAttribute('aria-pressed');
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe('true');
  expect(errors).toEqual([]);
});

const SHARED = `#/pin/${MIA}?p.${MIA}=exl3-checkpoint~unified-pool&s.${MIA}=DRAFTER~mtp`;

for (const [where, path] of [
  ['the app page', ''],
  ['the pin page', pagePath(MIA)],
])
  test(`a hash link on ${where} opens the same view, explorations and settings included`, async ({
    fresh,
  }) => {
    const page = await fresh({ height: 1400 });
    const errors = collectErrors(page);
    await page.goto(new URL(`${path}${SHARED}`, BASE_URL).href);
    await showBoard(page);
    await handle(lane(page, 'Unified pool'), 'EXL3 checkpoint').waitFor();
    await rowCard(page, 'EXL3 checkpoint').getByText('explored', { exact: true }).waitFor();
    // The settings open from their summary, which counts the changed ones.
    await page.getByRole('button', { name: /^Settings: \d+ of \d+ changed/ }).click();
    await expect(page.getByRole('combobox', { name: 'Drafter DRAFTER' })).toHaveValue('mtp');
    expect(errors).toEqual([]);
  });

test('a move on a pin page is kept in its address and across a reload, without a mismatch', async ({
  fresh,
}) => {
  const page = await fresh({ height: 1400 });
  const errors = collectErrors(page);
  await page.goto(pageUrl(MIA));
  await hydrated(page);
  await showBoard(page);
  await keyboardMove(
    page,
    'EXL3 checkpoint',
    ['ArrowRight', 'ArrowRight'],
    'EXL3 checkpoint is over Local disk path: accepts.',
  );
  await handle(lane(page, 'Local disk path'), 'EXL3 checkpoint').waitFor();
  await expect(page).toHaveURL(`${pageUrl(MIA)}#/pin/${MIA}?p.${MIA}=exl3-checkpoint~local-disk`);

  // Stored explorations come back on the page without a hash; the page hydrates as built first.
  await page.goto(pageUrl(MIA));
  await handle(lane(page, 'Local disk path'), 'EXL3 checkpoint').waitFor();
  await page.getByRole('button', { name: 'Reset to as-pinned' }).click();
  await handle(lane(page, 'Logical checkpoint'), 'EXL3 checkpoint').waitFor();
  // As pinned, the pin's own page needs no hash at all.
  await expect(page).toHaveURL(pageUrl(MIA));
  expect(errors).toEqual([]);
});

test("a page holds its own pin and none of the catalogue's others, so its weight does not grow with it", async () => {
  const pins = await catalogue(CATALOGUE_URL);
  expect(pins.length).toBe(1000);
  const copy = pins.find((p) => p.id.startsWith(`${MIA}-n`))!;
  const html = await (await fetch(pageUrl(copy.id, CATALOGUE_URL))).text();
  const others = pins.filter((p) => p.id !== copy.id && html.includes(p.id));
  expect(others.map((p) => p.id)).toEqual([]);
  // The same pin's page in a catalogue of a few pins weighs about the same.
  const small = await (await fetch(pageUrl(MIA))).text();
  expect(Math.abs(html.length - small.length) / small.length).toBeLessThan(0.05);
});

test("a page's head asks for three scripts before the board: start-up, the pin view's and what it shares", async () => {
  const head = (await (await fetch(pageUrl(MIA))).text()).split('</head>')[0]!;
  // Each request waits its turn on a slow link: the sections below the board come after it.
  expect(head.match(/<script type="module"[^>]*src=/g)).toHaveLength(1);
  expect(head.match(/<link rel="modulepreload"/g)).toHaveLength(2);
});
