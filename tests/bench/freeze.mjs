// Does opening a file freeze the page? For each file of issue 16's hostile set (a split of
// 10,000 parts, hardware of 10,000 lanes, 5,000 copies, a 400,000-character string, broken
// JSON) and for the largest pin the format's limits allow, dropped on the pin list of the
// production build: the longest main-thread task (Long Tasks API, tasks over 50 ms) from the
// drop until the app has answered, and for the largest pin, how long a keyboard
// move takes (drop key to the board's "Last move" message, median of 5).
//   npm run -s bench:freeze   (builds into a temporary directory; prints one JSON object)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, median } from './browser.mjs';
import { serve } from './serve.mjs';
import {
  GPT_OSS,
  copiesOf,
  largestValidPin,
  lanesOf,
  longString,
  rowCount,
  splitInto,
} from '../helpers/huge-files.ts';

const out = mkdtempSync(join(tmpdir(), 'placement-explorer-freeze-'));
try {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', out, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
  const server = await serve(out);
  const base = server.url;
  const browser = await launch();
  const largest = largestValidPin();
  const files = {
    'split of 10,000 parts': splitInto(10_000),
    'hardware of 10,000 lanes': lanesOf('rtx-3090-24gb-64gb-ddr4', 10_000),
    '5,000 copies': copiesOf(5_000),
    '400,000-character string': longString(GPT_OSS, 400_000),
    'broken JSON (a split of 10,000 parts, cut)': JSON.stringify(splitInto(10_000)).slice(0, -3),
    'largest valid pin': largest,
  };
  const results = {};
  for (const [name, content] of Object.entries(files)) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}#/`);
    await page.getByRole('list', { name: 'Pins' }).waitFor();
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    // The file is made in the page first (handing megabytes to the page is the harness's
    // work, not the app's); the clock starts when it is dropped on the pin list.
    await page.evaluate((t) => {
      window.__file = new File([t], 'file.json', { type: 'application/json' });
    }, text);
    await page.waitForTimeout(500);
    const from = await page.evaluate(() => {
      const t = performance.now();
      const zone = document.querySelector('.drop-zone');
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(window.__file);
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
      return t;
    });
    await page
      .getByRole('alert')
      .or(page.getByText('Local file: file.json'))
      .first()
      .waitFor({ timeout: 120_000 });
    const answered = await page.evaluate(() => performance.now());
    const longest = await page.evaluate(
      (t) => Math.max(0, ...window.__long.filter((e) => e.start >= t).map((e) => e.duration)),
      from,
    );
    const result = {
      bytes: text.length,
      answeredMs: Math.round(answered - from),
      longestTaskMs: Math.round(longest),
    };
    if (name === 'largest valid pin') {
      const handle = page.getByRole('button', { name: /^Move / }).first();
      await handle.waitFor();
      const moves = [];
      for (let i = 0; i < 5; i++) {
        await handle.focus();
        await page.keyboard.press('Space');
        await page.waitForTimeout(150);
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(150);
        const ms = await page.evaluate(
          () =>
            new Promise((resolve) => {
              const status = document.querySelector('[role="status"][aria-label="Last move"]');
              const t0 = performance.now();
              const obs = new MutationObserver(() => {
                obs.disconnect();
                resolve(performance.now() - t0);
              });
              obs.observe(status ?? document.body, { childList: true, subtree: true, characterData: true });
              document.activeElement?.dispatchEvent(
                new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }),
              );
              setTimeout(() => resolve(NaN), 5000);
            }),
        );
        moves.push(ms);
        await page.waitForTimeout(100);
      }
      result.rows = rowCount(largest);
      result.moveMs = moves.map((m) => Math.round(m * 10) / 10);
      result.moveMedianMs = Math.round(median(moves.filter(Number.isFinite)) * 10) / 10;
    }
    results[name] = result;
    await page.close();
  }
  await browser.close();
  await server.close();
  console.log(JSON.stringify(results, null, 2));
} finally {
  rmSync(out, { recursive: true, force: true });
}
