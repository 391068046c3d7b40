// (b) First contentful paint, and for the app the time until the board is interactive (the
// first accepted keyboard pick-up, pickup.mjs), a fresh browser per load.
import { launch, median, throttle } from './browser.mjs';
import { PICKUP, pickedUpAt } from './pickup.mjs';

/** `ready`: a selector to wait for (the bare page), or { pickUp: row } (the app's board). */
async function oneLoad(url, profile, ready) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await throttle(page, profile);
    if (ready.pickUp) await page.addInitScript(PICKUP, ready.pickUp);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    let readyAt;
    if (ready.pickUp) readyAt = await pickedUpAt(page);
    else {
      await page.waitForSelector(ready, { state: 'visible', timeout: 120_000 });
      readyAt = await page.evaluate(() => performance.now());
    }
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 120_000 },
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
    return { fcp, ready: readyAt };
  } finally {
    await browser.close();
  }
}

export async function paint(url, { profile, ready, loads = 7 }) {
  await oneLoad(url, profile, ready); // warm-up, not counted
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await oneLoad(url, profile, ready));
  return { fcp: median(runs.map((r) => r.fcp)), ready: median(runs.map((r) => r.ready)), runs };
}
