// Where a pin page's load goes, up to the first accepted pick-up on its board: one load,
// traced through the DevTools protocol (the timeline and the sampling profiler), on a built
// app (bench-results/app-names keeps function names: `npm run bench` builds it).
//   node tests/bench/load-profile.mjs [DIST] [throttled|unthrottled]
// Prints the network waterfall (each request's start and end, its bytes), the main thread's
// tasks from the last script's arrival to the pick-up (wall and thread time, what ran in
// each), and the components and functions that took the time in that stretch. One load on
// a shared machine: read it for where the time goes, and the bench for how long it takes.
import { resolve } from 'node:path';
import { serve } from './serve.mjs';
import { THROTTLED, launch, throttle } from './browser.mjs';
import { PICKUP, pickedUpAt } from './pickup.mjs';
import { initialJs } from './initial-js.mjs';

const [dir = 'bench-results/app-names', mode = 'throttled'] = process.argv.slice(2);
const PIN = 'glm-5.3-flash-mia-tensorfold-tp2';
const ROW = 'EXL3 checkpoint';

async function traceOneLoad(url) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await throttle(page, mode === 'throttled' ? THROTTLED : undefined);
    await page.addInitScript(PICKUP, ROW);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const at = await pickedUpAt(page);
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => ({
        name: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
        bytes: r.transferSize,
      })),
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return { at, fcp, resources, events: trace.traceEvents ?? trace };
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread: the CrRendererMain with the most complete events. */
function mainThread(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const counts = new Map();
  for (const e of events)
    if (e.ph === 'X' && mains.some((m) => m.pid === e.pid && m.tid === e.tid))
      counts.set(`${e.pid} ${e.tid}`, (counts.get(`${e.pid} ${e.tid}`) ?? 0) + 1);
  const [pid, tid] = [...counts]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(' ')
    .map(Number);
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.pid === pid)
    .sort((a, b) => b.ts - a.ts)[0];
  return { pid, tid, t0: nav.ts };
}

/** The sampling profile's samples as [time ms since navigation, stack of function names]. */
function samplesOf(events, { pid, t0 }) {
  const nodes = new Map();
  const ids = [];
  const deltas = [];
  for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    for (const n of c.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    ids.push(...(c.args.data.cpuProfile?.samples ?? []));
    deltas.push(...(c.args.data.timeDeltas ?? []));
  }
  let t = events.find((e) => e.name === 'Profile' && e.pid === pid).args.data.startTime;
  return ids.map((id, i) => {
    t += deltas[i];
    const stack = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent))
      stack.push(n.callFrame.functionName || '(anonymous)');
    return { at: (t - t0) / 1000, dt: (deltas[i + 1] ?? 0) / 1000, stack };
  });
}

const pad = (s, n) => String(s).padStart(n);
const server = await serve(resolve(dir));
try {
  const { at, fcp, resources, events } = await traceOneLoad(`${server.url}pin/${PIN}/`);
  const main = mainThread(events);
  console.log(
    `${mode}: first contentful paint ${fcp?.toFixed(0)} ms, first accepted pick-up ${at.toFixed(0)} ms`,
  );
  console.log('requests (start, end ms; bytes on the wire):');
  for (const r of resources)
    console.log(`  ${pad(r.start.toFixed(0), 6)} ${pad(r.end.toFixed(0), 6)} ${pad(r.bytes, 7)}  ${r.name}`);
  // The scripts the page's head names (not those fetched after it hydrated).
  const head = new Set(initialJs(resolve(dir), `pin/${PIN}/index.html`).files);
  const lastScript = Math.max(...resources.filter((r) => head.has(r.name)).map((r) => r.end));
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      (e.ts - main.t0) / 1000 >= lastScript - 1 &&
      (e.ts - main.t0) / 1000 <= at,
  );
  const samples = samplesOf(events, main);
  const busy = (from, to) => samples.filter((s) => s.at >= from && s.at <= to && s.stack[0] !== '(idle)');
  console.log(
    `main thread from the last script (${lastScript.toFixed(0)} ms) to the pick-up, tasks over 5 ms:`,
  );
  for (const task of tasks.filter((e) => e.dur > 5000)) {
    const from = (task.ts - main.t0) / 1000;
    const inTask = busy(from, from + task.dur / 1000);
    const top = new Map();
    for (const s of inTask) {
      const f = s.stack.find((n) => /^[A-Z][A-Za-z]+$/.test(n)) ?? s.stack[0];
      top.set(f, (top.get(f) ?? 0) + s.dt);
    }
    const what = [...top]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([f, d]) => `${f} ${d.toFixed(0)}`);
    console.log(
      `  at ${pad(from.toFixed(0), 5)}: ${pad((task.dur / 1000).toFixed(0), 4)} ms wall, ${pad(((task.tdur ?? 0) / 1000).toFixed(0), 4)} ms thread  ${what.join(', ')}`,
    );
  }
  const incl = new Map();
  for (const s of busy(lastScript, at))
    for (const f of new Set(s.stack)) if (/^[A-Z][A-Za-z]+$/.test(f)) incl.set(f, (incl.get(f) ?? 0) + s.dt);
  console.log('components (time with what they call, sampled):');
  console.log(
    `  ${[...incl]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([f, d]) => `${f} ${d.toFixed(0)}`)
      .join(', ')}`,
  );
} finally {
  await server.close();
}
