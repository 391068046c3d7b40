// Does any of issue 32's inputs keep the page's main thread busy for more than 200 ms? For each
// one, in the production build in Chromium, the longest main-thread task (Long Tasks API, tasks
// over 50 ms) from the person's action until the page has answered: a paste read in the "Paste
// your command" dialog, a log or a header chosen in "Your setup", a hostile draft in storage at
// start-up. The harness's own work (making a file in the page, typing megabytes) is done before
// the clock starts, and the typing's own longest task is given apart.
//   node --import tsx tests/hardening/freeze-inputs.mjs [a regular expression for the names to run]   (builds into a temporary directory; prints JSON)
// With PROFILE=1 the build is not minified and each case also gives the page's busiest functions.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from '../bench/browser.mjs';
import { profileMainThread } from './main-thread-profile.mjs';
import { serve } from '../bench/serve.mjs';
import { HOSTILE } from './command-inputs.ts';
import { writeGguf, tensor } from '../helpers/gguf-writer.ts';

const DRAFTS_KEY = 'placement-explorer.command-drafts.v1';
const PROFILE = process.env.PROFILE === '1';
/** The page's busiest functions from here on (PROFILE=1), else nothing. */
const profiled = async (page) => (PROFILE ? profileMainThread(page) : async () => undefined);
const repeat = (s, n) => Array.from({ length: n }, () => s).join('');
const described = { gpus: 2, gpuMemory: '24 GB', hostRam: '64 GB' };

const PASTES = {
  '1 MB paste': { command: `llama-server -m m.gguf ${repeat('-ngl 99 ', 131_072)}` },
  '100,000 -ot flags': {
    command: `llama-server -m m.gguf ${Array.from({ length: 100_000 }, (_, i) => `-ot blk\\.${i}\\.ffn_.*=CPU`).join(' ')}`,
  },
  'catastrophic -ot regex, 36 layers': {
    command: `llama-server -m m.gguf -ngl 99 -ot "${repeat('(', 100)}a+${repeat(')+', 100)}=CPU" -ot "(b|b|k|.)*\\.x=CPU"`,
    layers: '36',
  },
  '10^9 layers': { command: 'llama-server -m m.gguf -ngl 99 --n-cpu-moe 27', layers: '1000000000' },
  '100,000 layers': { command: 'llama-server -m m.gguf -ngl 99 --n-cpu-moe 27', layers: '100000' },
};

const bigLog = (mb) => {
  const lines = [
    'load_tensors: offloading 36 repeating layers to GPU',
    'load_tensors:        CUDA0 model buffer size =  1234.56 MiB',
    'tensor blk.12.ffn_up_exps.weight (288 MiB mxfp4) buffer type overridden to CPU',
    'llama_context: n_ctx = 32768',
  ].join('\n');
  return repeat(`${lines}\n`, Math.ceil((mb * 1024 * 1024) / (lines.length + 1)));
};
const LOGS = {
  '50 MB log': () => bigLog(50),
  'a million figures': () =>
    repeat('Tensor blk.1.ffn_up_exps.weight buffer type overriden to CPU\n', 1_000_000),
  'two million empty lines': () => '\n'.repeat(2_000_000),
  'crafted tensor-name line x3000': () =>
    repeat(`tensor ${repeat('blk.', 2000)}weight buffer type overridden to CPU ${repeat('(', 500)}\n`, 3000),
};

const u32 = (v) => new Uint8Array(new Uint32Array([v]).buffer);
const u64 = (v) => new Uint8Array(new BigUint64Array([v]).buffer);
const cat = (...p) => Buffer.concat(p.map((x) => Buffer.from(x)));
/** 32,768 tensors, the most the reader takes: 512 layers of 64. */
const atTheLimit = () => {
  const tensors = [];
  for (let l = 0; l < 512; l++)
    for (let k = 0; k < 64; k++) tensors.push(tensor(`blk.${l}.ffn_part_${k}.weight`, 'F16', [64, 64]));
  return Buffer.from(
    writeGguf({ metadata: [['general.architecture', { type: 'string', value: 'llama' }]], tensors }).header,
  );
};
const HEADERS = {
  'GGUF header of a million tensors': () =>
    cat(Buffer.from('GGUF'), u32(3), u64(1_000_000n), u64(0n), Buffer.alloc(30_000_000)),
  'safetensors metadata of 60 MB': () => cat(u64(60_000_000n), Buffer.from('{'), Buffer.alloc(1024, 0x20)),
  'GGUF header of 32,768 tensors (the limit)': atTheLimit,
};

/** Workers the page started, and what went wrong in it: a reader that fell back to the page shows here. */
function watchPage(page) {
  const seen = { workers: 0, errors: [] };
  page.on('worker', () => seen.workers++);
  page.on('pageerror', (e) => seen.errors.push(String(e.message).slice(0, 200)));
  page.on('console', (m) => m.type() === 'error' && seen.errors.push(m.text().slice(0, 200)));
  return seen;
}

async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}
const now = (page) => page.evaluate(() => performance.now());
const longestSince = (page, from, to = Infinity) =>
  page.evaluate(
    ([f, t]) =>
      Math.round(
        Math.max(0, ...window.__long.filter((e) => e.start >= f && e.start < t).map((e) => e.duration)),
      ),
    [from, to],
  );

/**
 * Waits until the page has answered, by a plain DOM check every 250 ms: Playwright's own
 * locators compute roles over the whole page at each poll, which showed up in the page's
 * profile as long tasks of the harness's own.
 */
const answered = (page, check) => page.waitForFunction(check, null, { timeout: 300_000, polling: 250 });

/**
 * A paste into a text box, as the browser's clipboard gives it to the page, in three tasks so the
 * harness's own work is not counted as the page's: the text crosses into the page (the DevTools
 * protocol parses a multi-MB argument on the page's main thread), then the clipboard's data is
 * made, then the paste event alone is sent; `handlerMs` is the page's listeners (dispatchEvent),
 * `renderedMs` that and the render React does after them (its microtask, before the task ends).
 */
async function pasteInPieces(page, box, text) {
  const t = { crossed: await now(page) };
  await page.evaluate((s) => void (window.__clip = s), text);
  await settled(page);
  t.made = await now(page);
  await page.evaluate(() => {
    window.__data = new DataTransfer();
    window.__data.setData('text/plain', window.__clip);
    window.__clip = undefined;
  });
  await settled(page);
  const stop = await profiled(page);
  t.pasted = await now(page);
  const timed = await box.evaluate(async (el) => {
    el.focus();
    const event = new ClipboardEvent('paste', {
      clipboardData: window.__data,
      bubbles: true,
      cancelable: true,
    });
    const t0 = performance.now();
    el.dispatchEvent(event);
    const handlerMs = performance.now() - t0;
    await Promise.resolve();
    await Promise.resolve();
    window.__data = undefined;
    return { handlerMs: Math.round(handlerMs), renderedMs: Math.round(performance.now() - t0) };
  });
  await settled(page);
  return {
    harnessTextInLongestTaskMs: await longestSince(page, t.crossed, t.made),
    harnessClipboardLongestTaskMs: await longestSince(page, t.made, t.pasted),
    pasteEventLongestTaskMs: await longestSince(page, t.pasted),
    ...timed,
    busiest: await stop(),
  };
}

/** Two frames after the harness's own typing, so what it left to lay out is not counted as the reading's. */
const settled = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function pasteCase(browser, base, { command, layers }) {
  const page = await browser.newPage();
  const seen = watchPage(page);
  await watchLongTasks(page);
  await page.goto(`${base}#/`);
  await page.getByRole('button', { name: 'Paste your command' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Paste your command' });
  await dialog.getByRole('button', { name: 'Read command' }).waitFor();
  await dialog.getByLabel('Hardware').selectOption('(describe)');
  const typed = await now(page);
  const box = dialog.getByLabel('Your command');
  // What a person does with a long command: paste it (Playwright's fill types it in instead).
  const paste = command.length > 300_000 ? await pasteInPieces(page, box, command) : undefined;
  if (!paste) await box.fill(command, { timeout: 300_000 });
  if (layers) await dialog.getByLabel('Layers').fill(layers);
  await settled(page);
  const stop = await profiled(page);
  const from = await now(page);
  const t = performance.now();
  await dialog.getByRole('button', { name: 'Read command' }).click();
  await answered(page, () => {
    const d = document.querySelector('dialog');
    const exportable = [...(d?.querySelectorAll('button') ?? [])].some(
      (b) => b.textContent === 'Export profile' && !b.disabled,
    );
    return exportable || d?.querySelector('[role="alert"]') !== null;
  });
  const answeredMs = Math.round(performance.now() - t);
  const r = {
    answeredMs,
    longestTaskMs: await longestSince(page, from),
    typingLongestTaskMs: await longestSince(page, typed, from),
    ...(paste ? { paste } : {}),
    ...seen,
    busiest: await stop(),
  };
  await page.close();
  return r;
}

async function fileCase(browser, base, panel, name, bytes) {
  const page = await browser.newPage();
  const seen = watchPage(page);
  await watchLongTasks(page);
  await page.goto(`${base}#/`);
  const setup = page.getByRole('region', { name: 'Your setup' });
  await setup.getByRole('button', { name: panel }).click();
  const label = panel === 'Read load log' ? 'Or choose a log file' : 'Choose model file or all its shards';
  const input = setup.getByLabel(label);
  await input.waitFor();
  const stop = await profiled(page);
  const from = await now(page);
  const t = performance.now();
  // Playwright hands over at most 50 MB as a buffer: a larger file goes through the disk.
  const path = join(out, name);
  writeFileSync(path, bytes);
  await input.setInputFiles(path, { timeout: 300_000 });
  await answered(page, () =>
    [...document.querySelectorAll('section')].some(
      (s) =>
        s.querySelector('[role="alert"], ul[aria-label="What the log says"]') ||
        [...s.querySelectorAll('p[role="status"]')].some((p) =>
          /^Read [\d,]+ bytes of headers\.$/.test(p.textContent ?? ''),
        ),
    ),
  );
  const r = {
    bytes: bytes.length,
    answeredMs: Math.round(performance.now() - t),
    longestTaskMs: await longestSince(page, from),
    ...seen,
    busiest: await stop(),
  };
  await page.close();
  return r;
}

/** Start-up with `count` of the hostile drafts in storage (0: the page's own start-up, to compare). */
async function startupCase(browser, base, count) {
  const page = await browser.newPage();
  const seen = watchPage(page);
  await watchLongTasks(page);
  const drafts = HOSTILE.slice(0, count).map(([, command]) => ({
    command: command.slice(0, 100_000),
    hardware: described,
  }));
  await page.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      // restore-drafts.ts says it is done with a hashchange, once every draft is opened or named.
      addEventListener('hashchange', () => (window.__restored = true));
    },
    [DRAFTS_KEY, JSON.stringify(drafts)],
  );
  const stop = await profiled(page);
  const t = performance.now();
  await page.goto(`${base}#/`);
  // Done once the drafts are restored and no long task has come for 3 s.
  // A plain DOM check: Playwright's role lookup, polled during start-up, was the profile's
  // busiest work after the drafts' own (its visibility checks, 0.8 s over a run at load 18).
  await answered(page, () => document.querySelector('h1') !== null);
  if (count) await answered(page, () => window.__restored === true);
  await page.waitForFunction(
    () => performance.now() - Math.max(0, ...window.__long.map((e) => e.start + e.duration)) > 3000,
    null,
    { timeout: 300_000, polling: 500 },
  );
  const r = {
    drafts: drafts.length,
    answeredMs: Math.round(performance.now() - t),
    longestTaskMs: await longestSince(page, 0),
    // The longest tasks, [start, duration] in ms from the navigation: the page's own start-up comes first.
    longTasks: await page.evaluate(() =>
      [...window.__long]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map((e) => [Math.round(e.start), Math.round(e.duration)]),
    ),
    ...seen,
    busiest: await stop(),
  };
  await page.close();
  return r;
}

const out = mkdtempSync(join(tmpdir(), 'placement-explorer-freeze-inputs-'));
try {
  const minify = PROFILE ? ['--minify', 'false'] : [];
  const built = spawnSync(
    'npx',
    ['vite', 'build', ...minify, '--logLevel', 'error', '--outDir', out, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(1);
  const server = await serve(out);
  const browser = await launch();
  const only = process.argv[2];
  const results = { loadAverageAtStart: loadavg()[0] };
  const run = async (name, f) => {
    if (only && !new RegExp(only).test(name)) return;
    try {
      results[name] = await f();
    } catch (e) {
      results[name] = { error: String(e.message ?? e).split('\n')[0] };
    }
    console.error(name, JSON.stringify(results[name]));
  };
  for (const [name, p] of Object.entries(PASTES))
    await run(`paste: ${name}`, () => pasteCase(browser, server.url, p));
  for (const [name, make] of Object.entries(LOGS))
    await run(`log: ${name}`, () =>
      fileCase(browser, server.url, 'Read load log', 'llama-server.log', Buffer.from(make())),
    );
  for (const [name, make] of Object.entries(HEADERS))
    await run(`header: ${name}`, () =>
      fileCase(browser, server.url, 'Read model file', 'model.gguf', make()),
    );
  await run('start-up: no drafts in storage', () => startupCase(browser, server.url, 0));
  await run('start-up: six hostile drafts in storage', () => startupCase(browser, server.url, 6));
  results.loadAverageAtEnd = loadavg()[0];
  await browser.close();
  await server.close();
  console.log(JSON.stringify(results, null, 2));
} finally {
  rmSync(out, { recursive: true, force: true });
}
