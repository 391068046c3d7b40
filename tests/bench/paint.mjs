// (b) First contentful paint; for the app also the board visible (its first row painted:
// the Element Timing API on the first row's text, marked before it is rendered) and the
// board interactive (the first accepted keyboard pick-up, pickup.mjs), a fresh browser per load.
import { launch, median, throttle } from './browser.mjs';
import { PICKUP, pickedUpAt } from './pickup.mjs';

/**
 * Marks the board's first row (the card of the first "Move …" handle in the page) for Element
 * Timing as soon as it is in the document, whether the HTML brought it or a script rendered it,
 * and records when its text was painted.
 */
export function FIRST_ROW() {
  const state = { at: undefined };
  window.__benchFirstRow = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.identifier === 'bench-first-row' && state.at === undefined) state.at = e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  let marked = false;
  const mark = () => {
    if (marked) return;
    const card = document.querySelector('button[aria-label^="Move "]')?.closest('li');
    if (!card) return;
    const walk = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode())
      if (t.textContent.trim()) {
        t.parentElement.setAttribute('elementtiming', 'bench-first-row');
        marked = true;
        return;
      }
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true });
}

/** `ready`: a selector to wait for (the bare page), or { pickUp: row } (the app's board). */
async function oneLoad(url, profile, ready) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await throttle(page, profile);
    if (ready.pickUp) {
      await page.addInitScript(FIRST_ROW);
      await page.addInitScript(PICKUP, ready.pickUp);
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    let readyAt;
    let visibleAt;
    if (ready.pickUp) {
      readyAt = await pickedUpAt(page);
      await page.waitForFunction(() => window.__benchFirstRow.at !== undefined, null, { timeout: 120_000 });
      visibleAt = await page.evaluate(() => window.__benchFirstRow.at);
    } else {
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
    return { fcp, ready: readyAt, visible: visibleAt };
  } finally {
    await browser.close();
  }
}

export async function paint(url, { profile, ready, loads = 7 }) {
  await oneLoad(url, profile, ready); // warm-up, not counted
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await oneLoad(url, profile, ready));
  const of = (k) => (runs[0][k] === undefined ? undefined : median(runs.map((r) => r[k])));
  return { fcp: of('fcp'), ready: of('ready'), visible: of('visible'), runs };
}
