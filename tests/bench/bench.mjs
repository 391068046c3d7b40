// npm run bench: builds the app and a bare React 19 "hello world" with the same Vite and
// measures both in one run, so every figure has a baseline from the same machine and moment.
// Prints a table and writes bench-results/bench.json. A benchmark, never a timed test.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { initialJs } from './initial-js.mjs';
import { serve } from './serve.mjs';
import { paint } from './paint.mjs';
import { THROTTLED } from './browser.mjs';
import { moveTiming } from './move.mjs';
import { checkProfiles } from './profiles.mjs';

const OUT = resolve('bench-results');
const APP_DIST = join(OUT, 'app');
const BARE_DIST = join(OUT, 'bare');
const PIN = 'glm-5.3-flash-mia-tensorfold-tp2';
const BOARD_READY = 'button[aria-label="Move Routed experts"]';
const LOADS = Number(process.env.BENCH_LOADS ?? 7);

mkdirSync(OUT, { recursive: true });
await build({ logLevel: 'warn', build: { outDir: APP_DIST, emptyOutDir: true } });
await build({
  configFile: false,
  root: resolve('tests/bench/bare'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: BARE_DIST, emptyOutDir: true },
});

const js = { app: initialJs(APP_DIST), bare: initialJs(BARE_DIST) };
const app = await serve(APP_DIST);
const bare = await serve(BARE_DIST);
const pinUrl = `${app.url}#/pin/${PIN}`;
const loads = {};
try {
  for (const [name, profile] of [
    ['unthrottled', undefined],
    ['throttled', THROTTLED],
  ]) {
    loads[name] = {
      bare: await paint(bare.url, { profile, ready: 'h1', loads: LOADS }),
      app: await paint(pinUrl, { profile, ready: BOARD_READY, loads: LOADS }),
    };
  }
  var move = await moveTiming(pinUrl);
} finally {
  await app.close();
  await bare.close();
}
const profiles = checkProfiles(1000);

const ratio = (a, b) => Math.round((a / b) * 100) / 100;
const ms = (x) => `${x.toFixed(0)} ms`;
const rows = [
  [
    'Initial JS (gzip -9)',
    `${js.app.gzip} B`,
    `${js.bare.gzip} B`,
    ratio(js.app.gzip, js.bare.gzip),
    '<= 1.6',
  ],
];
for (const name of ['unthrottled', 'throttled']) {
  const l = loads[name];
  rows.push([
    `First contentful paint, ${name}`,
    ms(l.app.fcp),
    ms(l.bare.fcp),
    ratio(l.app.fcp, l.bare.fcp),
    name === 'throttled' ? '<= 1.2' : '',
  ]);
  rows.push([
    `Board interactive, ${name}`,
    ms(l.app.ready),
    `${ms(l.bare.fcp)} (bare FCP)`,
    ratio(l.app.ready, l.bare.fcp),
    name === 'throttled' ? '<= 1.3' : '',
  ]);
}
rows.push(['Keyboard move: drop key to updated DOM', `${move.dropToDomMs.toFixed(1)} ms`, '', '', '< 16 ms']);
rows.push([
  'Components re-rendered per move',
  String(move.rendered),
  move.renderedNames.join(', '),
  '',
  'moved row + 2 lanes',
]);
rows.push([
  `check-profiles, ${profiles.count} valid`,
  `${profiles.validSeconds.toFixed(2)} s (exit ${profiles.validExit})`,
  '',
  '',
  '< 2 s',
]);
rows.push([
  `check-profiles, ${profiles.count} broken`,
  `${profiles.brokenSeconds.toFixed(2)} s (exit ${profiles.brokenExit})`,
  `${profiles.brokenWithMessage}/${profiles.count} named`,
  '',
  '< 2 s, all named',
]);

const header = ['Measure', 'App', 'Bare React / detail', 'Ratio', 'Target'];
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
      loads,
      move,
      profiles,
      table: { header, rows },
    },
    null,
    2,
  ),
);
console.log(`\nwrote ${join(OUT, 'bench.json')}`);
