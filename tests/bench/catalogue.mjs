// A generated catalogue: `count` valid pins on the bundled hardware files (a handful), each
// a copy of one of five bundled pins under its own id, title and subtitle, so the pin list's
// search and filters have real hardware, models, runtimes and licenses to work on. Written
// to a directory of its own (never committed); the app is built from it through
// PLACEMENT_PROFILES_DIR (src/profiles/bundled-plugin.ts).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PROFILES = 'profiles';
const SEED_IDS = [
  'deepseek-r1-sglang-hicache-tp8-hf3fs',
  'glm-5.3-flash-lime-tensorfold-c8',
  'glm-5.3-flash-mia-tensorfold-tp2',
  'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe',
  'kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel',
];

export function generateCatalogue(dir, count) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'hardware'), { recursive: true });
  for (const f of readdirSync(join(PROFILES, 'hardware')).filter((f) => f.endsWith('.json')))
    copyFileSync(join(PROFILES, 'hardware', f), join(dir, 'hardware', f));
  // Five named pins, in this order, whatever else the catalogue holds: the catalogue's browser
  // tests count on what they are (1,000 pins = 200 of each), and a new pin must not change it.
  const seeds = SEED_IDS.map((id) => JSON.parse(readFileSync(join(PROFILES, `${id}.json`), 'utf8')));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const seed = seeds[i % seeds.length];
    const p = structuredClone(seed);
    delete p.$schema;
    const n = String(i).padStart(4, '0');
    p.id = `${seed.id}-n${n}`;
    p.title = `${seed.title} (catalogue ${n})`;
    p.subtitle = `${seed.subtitle} · variant ${n}`;
    // A generated pin names no other pin: the seeds' do-not-blend links point at each other.
    p.doNotBlendWith = [];
    delete p.blendNote;
    writeFileSync(join(dir, `${p.id}.json`), JSON.stringify(p));
    ids.push(p.id);
  }
  return { dir, ids, seeds: seeds.map((s) => ({ id: s.id, title: s.title, hardware: s.hardware })) };
}

/**
 * In a served catalogue: how long a keystroke in the pin list's search takes to update the
 * list (input event to React's commit done, on the page's clock), and how long opening a pin
 * from the list takes, from the click to the first accepted keyboard pick-up on its board.
 */
export async function searchTiming(url, { launch, text = 'glm spark 0502' }) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    const box = page.getByRole('searchbox', { name: 'Search pins' });
    await box.waitFor();
    // From the input event to the end of React's work for it: React renders and commits a
    // keystroke's update in a microtask of the event's own task; a listener after React's
    // (on window, bubbling) queues one behind it. Under one frame, the next paint shows it.
    await page.evaluate(() => {
      window.__search = [];
      window.addEventListener('input', (e) => {
        const t0 = e.timeStamp;
        queueMicrotask(() => window.__search.push(performance.now() - t0));
      });
    });
    await box.focus();
    for (const ch of text) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(60);
    }
    const times = await page.evaluate(() => window.__search);
    return { text, keystrokes: times.length, times };
  } finally {
    await browser.close();
  }
}

export async function openFromList(url, { launch, PICKUP, pickedUpAt, pin, title, row }) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(PICKUP, row);
    await page.goto(url);
    await page.getByRole('searchbox', { name: 'Search pins' }).fill(pin);
    const link = page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
    await link.waitFor();
    await page.waitForTimeout(300);
    await page.evaluate((href) => {
      window.__t0 = performance.now();
      document.querySelector(`a[href="${href}"]`).click();
    }, `#/pin/${pin}`);
    const at = await pickedUpAt(page, 30_000);
    return at - (await page.evaluate(() => window.__t0));
  } finally {
    await browser.close();
  }
}
