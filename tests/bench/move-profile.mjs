// Where a keyboard drop's time goes: the CPU profile (DevTools protocol, sampled every 50 us)
// of one drop on the build that keeps function names, summed by the frames that name each
// part. Sampling slows the page down, so read the parts as shares, not as the drop's time
// (move.mjs measures that, unprofiled).
import { launch, median } from './browser.mjs';
import { dropAndWait, pickUpOver, settled } from './move.mjs';

/** Each part: the functions whose time (with what they call) counts for it. */
const PARTS = [
  [
    'dnd-kit: its drag end (the sensor and its state, before anything renders)',
    ['handleEnd'],
    ['blur', 'rowDropped'],
  ],
  ['ours: the focus handed off before the row moves (blur)', ['blur'], []],
  ['ours: the store (rules, message, history, its subscribers)', ['rowDropped'], []],
  [
    'React: render and commit of the drop (the components: see the render counts)',
    ['performSyncWorkOnRoot'],
    [],
  ],
  ['the address write (a task of its own, after the drop)', ['writeLocation'], []],
];

function inclusive(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const name = byId.get(n).callFrame.functionName;
      if (name && !seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + dt);
      }
    }
  });
  return total;
}

async function oneProfile(url, row, lane) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await settled(page);
    await pickUpOver(page, row, lane);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await dropAndWait(page, row, lane);
    await page.waitForTimeout(100);
    const { profile } = await cdp.send('Profiler.stop');
    const incl = inclusive(profile);
    const sum = (names) => names.reduce((n, f) => n + (incl.get(f) ?? 0), 0);
    return PARTS.map(([, add, minus]) => Math.max(0, sum(add) - sum(minus)));
  } finally {
    await browser.close();
  }
}

/** `namesUrl`: the pin on the build that keeps function names (bench.mjs). */
export async function moveProfile(
  namesUrl,
  { row = 'EXL3 checkpoint', lane = 'Unified pool', runs = 5 } = {},
) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await oneProfile(namesUrl, row, lane));
  return PARTS.map(([label], i) => ({ label, ms: median(all.map((r) => r[i])) }));
}
