// (b) First contentful paint and time until the board is interactive, a fresh browser per load.
import { launch, median, throttle } from './browser.mjs';

/** Waits for `ready` (a selector) and reads its time from the page's own clock. */
async function oneLoad(url, profile, ready) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector(ready, { state: 'visible', timeout: 120_000 });
    const readyAt = await page.evaluate(() => {
      const mark = performance.getEntriesByName('board-interactive')[0];
      return mark ? mark.startTime : performance.now();
    });
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
