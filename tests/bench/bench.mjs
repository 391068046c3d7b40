// npm run bench: builds the app and a bare React 19 "hello world" with the same Vite and
// measures both in one run, so every figure has a baseline from the same machine and moment.
// Prints each target of the table with its figure, ratio and whether it is met, and
// writes bench-results/bench.json. A benchmark, never a timed test.
//
// Builds: the app (the bundled pins, each with its prerendered page pin/<id>/); the same app
// with its function names kept (only to name the components a move renders); the app with a
// generated catalogue of 1,000 pins and one of 2 pins (catalogue.mjs), timed; the bare page.
// The pin's loads are measured on its own page (pin/<id>/) and, for the record, through a
// hash link on the app's page (#/pin/<id>), which renders in the browser.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { initialJs } from './initial-js.mjs';
import { serve } from './serve.mjs';
import { paint } from './paint.mjs';
import { THROTTLED, launch, median } from './browser.mjs';
import { moveTiming } from './move.mjs';
import { moveProfile } from './move-profile.mjs';
import { checkProfiles } from './profiles.mjs';
import { generateCatalogue, openFromList, searchTiming } from './catalogue.mjs';
import { PICKUP, pickedUpAt } from './pickup.mjs';
import { modelFileBench } from './model-file.mjs';

const OUT = resolve('bench-results');
const dist = (name) => join(OUT, name);
const PIN = 'glm-5.3-flash-mia-tensorfold-tp2';
const ROW = 'EXL3 checkpoint';
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Builds the app into bench-results/<name>; returns the seconds it took. */
async function buildApp(name, { profilesDir, keepNames = false } = {}) {
  const before = process.env.PLACEMENT_PROFILES_DIR;
  if (profilesDir) process.env.PLACEMENT_PROFILES_DIR = profilesDir;
  else delete process.env.PLACEMENT_PROFILES_DIR;
  const t0 = process.hrtime.bigint();
  try {
    await build({
      logLevel: 'error',
      build: {
        outDir: dist(name),
        emptyOutDir: true,
        ...(keepNames ? { rolldownOptions: { output: { keepNames: true } } } : {}),
      },
    });
  } finally {
    if (before === undefined) delete process.env.PLACEMENT_PROFILES_DIR;
    else process.env.PLACEMENT_PROFILES_DIR = before;
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

const pinPage = (id) => `pin/${encodeURIComponent(id)}/index.html`;
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The pin view's and the board's chunks, which a pin link fetches beside the initial script (the preload script's list). */
function pinLinkJs(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = (/data-pin-view="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);
  return { files, gzip };
}

mkdirSync(OUT, { recursive: true });
const GEN = join(tmpdir(), `pe-bench-catalogue-${process.pid}`);
const cat1000 = generateCatalogue(join(GEN, '1000'), 1000);
generateCatalogue(join(GEN, '2'), 2);
await buildApp('app');
await buildApp('app-names', { keepNames: true });
const build1000Seconds = await buildApp('app-1000', { profilesDir: cat1000.dir });
const build2Seconds = await buildApp('app-2', { profilesDir: join(GEN, '2') });
await build({
  configFile: false,
  root: resolve('tests/bench/bare'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: dist('bare'), emptyOutDir: true },
});
const catalogueErrors = JSON.parse(readFileSync(join(dist('app-1000'), 'pins/index.json'), 'utf8')).errors;
if (catalogueErrors.length)
  throw new Error(`the generated catalogue has ${catalogueErrors.length} invalid pins`);

// The same generated pin in both catalogues: its page weighs the same whatever the catalogue.
const pagePin = cat1000.ids[0];
const pages = {
  app: gzipOf(join(dist('app'), pinPage(PIN))),
  pins1000: gzipOf(join(dist('app-1000'), pinPage(pagePin))),
  pins2: gzipOf(join(dist('app-2'), pinPage(pagePin))),
  count1000: readdirSync(join(dist('app-1000'), 'pin')).length,
};
const js = {
  app: initialJs(dist('app')),
  pinPage: initialJs(dist('app'), pinPage(PIN)),
  bare: initialJs(dist('bare')),
  pinLink: pinLinkJs(dist('app')),
  pins1000: initialJs(dist('app-1000')),
  pins2: initialJs(dist('app-2')),
};

// Served gzip-compressed, as a static host or CDN serves them (BENCH_GZIP=0: uncompressed).
const gzip = process.env.BENCH_GZIP !== '0';
const servers = {
  app: await serve(dist('app'), { gzip }),
  names: await serve(dist('app-names'), { gzip }),
  bare: await serve(dist('bare'), { gzip }),
  pins1000: await serve(dist('app-1000'), { gzip }),
};
const pinUrl = `${servers.app.url}pin/${PIN}/`;
const hashUrl = `${servers.app.url}#/pin/${PIN}`;
const loads = {};
let move;
let moveParts;
let search;
let open;
// A Mia copy among the 1,000 (the board has the same rows).
const listed = cat1000.ids.find((id) => id.startsWith(`${PIN}-n05`));
const listedTitle = `GLM-5.3-Flash on 2 DGX Sparks (catalogue ${listed.slice(-4)})`;
try {
  for (const [name, profile] of [
    ['unthrottled', undefined],
    ['throttled', THROTTLED],
  ]) {
    loads[name] = {
      bare: await paint(servers.bare.url, { profile, ready: 'h1', loads: LOADS }),
      app: await paint(pinUrl, { profile, ready: { pickUp: ROW }, loads: LOADS }),
      hash: await paint(hashUrl, { profile, ready: { pickUp: ROW }, loads: LOADS }),
    };
  }
  move = await moveTiming(pinUrl, `${servers.names.url}pin/${PIN}/`, { row: ROW, runs: RUNS });
  moveParts = await moveProfile(`${servers.names.url}pin/${PIN}/`, { row: ROW, runs: RUNS });
  search = await searchTiming(servers.pins1000.url, { launch });
  await openFromList(servers.pins1000.url, {
    launch,
    PICKUP,
    pickedUpAt,
    pin: listed,
    title: listedTitle,
    row: ROW,
  });
  const opens = [];
  for (let i = 0; i < RUNS; i++)
    opens.push(
      await openFromList(servers.pins1000.url, {
        launch,
        PICKUP,
        pickedUpAt,
        pin: listed,
        title: listedTitle,
        row: ROW,
      }),
    );
  open = { ms: median(opens), runs: opens };
} finally {
  for (const s of Object.values(servers)) await s.close();
  rmSync(GEN, { recursive: true, force: true });
}
const profiles = checkProfiles(1000);
const modelFile = modelFileBench();

const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const ratio = (a, b) => round(a / b);
const ms = (x) => `${x.toFixed(0)} ms`;
const B = (n) => `${n.toLocaleString('en-US')} B`;
/** "met", or by how much it is missed. */
const verdict = (value, target, unit = '') =>
  value <= target
    ? 'met'
    : `missed by ${round(value - target)}${unit} (${round((value / target - 1) * 100, 0)}%)`;

const rows = [];
const add = (measure, app, detail, figure, target, status = '') =>
  rows.push([measure, app, detail, figure, target, status]);

const jsRatio = ratio(js.app.gzip, js.bare.gzip);
add(
  'Initial JS (gzip -9)',
  B(js.app.gzip),
  `bare React ${B(js.bare.gzip)}`,
  `${jsRatio}x`,
  '<= 1.45x',
  verdict(jsRatio, 1.45, 'x'),
);
add(
  'JS on a hash link (initial + the pin view and board)',
  B(js.app.gzip + js.pinLink.gzip),
  `the pin view's and board's chunks ${B(js.pinLink.gzip)}, fetched beside the pin`,
  `${ratio(js.app.gzip + js.pinLink.gzip, js.bare.gzip)}x`,
  '',
);
add(
  "JS on a pin's page (scripts and module preloads)",
  B(js.pinPage.gzip),
  `pin/${PIN}/, ${js.pinPage.files.length} files: the start-up script, the pin view's and board's chunk (the sections' come after)`,
  `${ratio(js.pinPage.gzip, js.bare.gzip)}x`,
  '',
);
add("A pin's page, HTML (gzip -9)", B(pages.app), "the whole view as pinned, and the pin's file", '', '');
const TARGETS = { fcp: 1.2, visible: 1.05, ready: 1.3 };
for (const name of ['unthrottled', 'throttled']) {
  const l = loads[name];
  const throttled = name === 'throttled';
  const row = (label, value, key, target) => {
    const r = ratio(value, l.bare.fcp);
    add(
      `${label}, ${name}`,
      ms(value),
      key === 'fcp' ? `bare React ${ms(l.bare.fcp)}` : `bare React FCP ${ms(l.bare.fcp)}`,
      `${r}x`,
      throttled && target ? `<= ${target}x` : '',
      throttled && target ? verdict(r, target, 'x') : '',
    );
  };
  row("First contentful paint (a pin's page)", l.app.fcp, 'fcp', TARGETS.fcp);
  row('Board visible (first row painted)', l.app.visible, 'visible', TARGETS.visible);
  row('Board interactive (first accepted keyboard pick-up)', l.app.ready, 'ready', TARGETS.ready);
  row('  through a hash link: board visible', l.hash.visible, 'visible');
  row('  through a hash link: board interactive', l.hash.ready, 'ready');
}
add(
  'Keyboard move: drop key to updated DOM (the page settled)',
  `${move.dropToDomMs.toFixed(1)} ms`,
  `median of ${move.runs.length}: ${move.runs.map((r) => r.toFixed(1)).join(', ')}`,
  '',
  '<= 8 ms',
  verdict(move.dropToDomMs, 8, ' ms'),
);
add(
  '  the same, right after load (the parts around the board still hydrating at idle)',
  `${move.atLoad.dropToDomMs.toFixed(1)} ms`,
  `median of ${move.atLoad.runs.length}: ${move.atLoad.runs.map((r) => r.toFixed(1)).join(', ')}`,
  '',
  'reported',
  '',
);
const names = (o) =>
  Object.entries(o)
    .map(([n, c]) => (c > 1 ? `${n} x${c}` : n))
    .join(', ') || 'none';
add(
  "Where a move's time goes (CPU profile, median of the drops, slowed by sampling)",
  '',
  '',
  '',
  'reported',
);
for (const part of moveParts) add(`  ${part.label}`, `${part.ms.toFixed(1)} ms`, '', '', '');
add(
  'Components of ours rendered per move',
  String(move.rendered.ours.count),
  names(move.rendered.ours.names),
  '',
  '<= 3',
  verdict(move.rendered.ours.count, 3),
);
add(
  '  dnd-kit draggable/droppable shells (ours, counted apart)',
  String(move.rendered.dndShells.count),
  names(move.rendered.dndShells.names),
  '',
  'reported',
);
add(
  '  dnd-kit internals',
  String(move.rendered.library.count),
  names(move.rendered.library.names),
  '',
  'reported',
);
const delta = round((js.pins1000.gzip / js.pins2.gzip - 1) * 100, 2);
add(
  '1,000 pins: initial JS vs 2 pins',
  B(js.pins1000.gzip),
  `2 pins ${B(js.pins2.gzip)}`,
  `${delta >= 0 ? '+' : ''}${delta}%`,
  '<= 2%',
  verdict(Math.abs(delta), 2, ' points'),
);
const searchMedian = median(search.times);
const searchMax = Math.max(...search.times);
add(
  '1,000 pins: build (app and 1,000 pin pages)',
  `${build1000Seconds.toFixed(1)} s`,
  `2 pins ${build2Seconds.toFixed(1)} s; ${pages.count1000.toLocaleString('en-US')} pages written`,
  '',
  '< 60 s',
  verdict(build1000Seconds, 60, ' s'),
);
const pageDelta = round((pages.pins1000 / pages.pins2 - 1) * 100, 2);
add(
  "1,000 pins: a pin's page vs the same pin's among 2",
  B(pages.pins1000),
  `2 pins ${B(pages.pins2)}`,
  `${pageDelta >= 0 ? '+' : ''}${pageDelta}%`,
  '<= 2%',
  verdict(Math.abs(pageDelta), 2, ' points'),
);
add(
  '1,000 pins: search keystroke to updated list',
  `${searchMedian.toFixed(1)} ms`,
  `max ${searchMax.toFixed(1)} ms over ${search.keystrokes} keystrokes ("${search.text}")`,
  '',
  '< 16.7 ms (one frame)',
  verdict(searchMax, 16.7, ' ms'),
);
add(
  '1,000 pins: open a pin from the list to board interactive',
  ms(open.ms),
  `median of ${open.runs.length}: ${open.runs.map((r) => r.toFixed(0)).join(', ')}`,
  '',
  '< 150 ms',
  verdict(open.ms, 150, ' ms'),
);
add(
  `check-profiles, ${profiles.count} valid`,
  `${profiles.validSeconds.toFixed(2)} s (exit ${profiles.validExit})`,
  '',
  '',
  '< 2 s',
  verdict(profiles.validSeconds, 2, ' s'),
);
add(
  `check-profiles, ${profiles.count} broken`,
  `${profiles.brokenSeconds.toFixed(2)} s (exit ${profiles.brokenExit})`,
  `${profiles.brokenWithMessage}/${profiles.count} named`,
  '',
  '< 2 s, all named',
  verdict(profiles.brokenSeconds, 2, ' s'),
);

add(
  `Model file header, ${modelFile.tensors} tensors, local file (header read)`,
  `${modelFile.header.ms.toFixed(1)} ms`,
  `@huggingface/gguf ${modelFile.hfGguf.ms.toFixed(1)} ms; ${B(modelFile.bytesRead)} read`,
  `${ratio(modelFile.header.ms, modelFile.hfGguf.ms)}x`,
  '< 100 ms',
  verdict(modelFile.header.ms, 100, ' ms'),
);
add(
  `  the same, read + inventory + summary by component and layer`,
  `${modelFile.ours.ms.toFixed(1)} ms`,
  '',
  '',
  '< 100 ms',
  verdict(modelFile.ours.ms, 100, ' ms'),
);
add(
  'Model file header, 60 GB sparse file (gpt-oss-120b shapes)',
  `${modelFile.sparse.ms.toFixed(1)} ms`,
  `${B(modelFile.sparse.bytesRead)} read of ${B(Number(modelFile.sparse.fileSize))}`,
  '',
  'well under 1 s, header only',
  verdict(modelFile.sparse.ms, 1000, ' ms'),
);

const bpd = modelFile.bytesPerDevice;
add(
  `Bytes per device, ${bpd.tensors}-tensor header + ${bpd.flags}-flag command, ${bpd.lanes} lanes`,
  `${bpd.ms.toFixed(1)} ms (CPU ${bpd.cpuMs.toFixed(1)} ms)`,
  `from the file (header read + inventory + engine) ${bpd.fromFile.ms.toFixed(1)} ms`,
  '',
  '< 50 ms',
  verdict(bpd.ms, 50, ' ms'),
);

const header = ['Measure', 'App', 'Baseline / detail', 'Ratio', 'Target', 'Status'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(
  [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'),
);

writeFileSync(
  join(OUT, 'bench.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      initialJs: js,
      pages,
      builds: { pins1000Seconds: build1000Seconds, pins2Seconds: build2Seconds },
      loads,
      move,
      moveParts,
      search,
      open,
      profiles,
      modelFile,
      table: { header, rows },
    },
    null,
    2,
  ),
);
console.log(`\nwrote ${join(OUT, 'bench.json')}`);
