// npm run -s bench:paint: the bench's paint part alone, to iterate on a pin page's critical
// path without the whole bench. Builds the app and the bare React page as bench.mjs does
// (BENCH_BUILD=0 reuses bench-results/app and bare), then loads the pin's page and bare React
// in turns: first contentful paint, board visible, board interactive (paint.mjs). A quick
// look, not the bench: its figures are the bench's only when the bench runs them.
//   BENCH_LOADS    loads per measure after a warm-up (default 5)
//   BENCH_PROFILE  throttled (default), unthrottled or both
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import { serve } from './serve.mjs';
import { paint } from './paint.mjs';
import { THROTTLED } from './browser.mjs';

const OUT = resolve('bench-results');
const PIN = 'glm-5.3-flash-mia-tensorfold-tp2';
const ROW = 'EXL3 checkpoint';
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PROFILES = { throttled: [['throttled', THROTTLED]], unthrottled: [['unthrottled', undefined]] };
const which = process.env.BENCH_PROFILE ?? 'throttled';
const profiles = which === 'both' ? [...PROFILES.unthrottled, ...PROFILES.throttled] : PROFILES[which];
if (!profiles) throw new Error(`BENCH_PROFILE: throttled, unthrottled or both, not ${which}`);

if (process.env.BENCH_BUILD !== '0') {
  await build({ logLevel: 'error', build: { outDir: join(OUT, 'app'), emptyOutDir: true } });
  await build({
    configFile: false,
    root: resolve('tests/bench/bare'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: join(OUT, 'bare'), emptyOutDir: true },
  });
}
const app = await serve(join(OUT, 'app'));
const bare = await serve(join(OUT, 'bare'));
const ms = (x) => (x === undefined ? '-' : `${x.toFixed(0)} ms`);
try {
  for (const [name, profile] of profiles) {
    const b = await paint(bare.url, { profile, ready: 'h1', loads: LOADS });
    const a = await paint(`${app.url}pin/${PIN}/`, { profile, ready: { pickUp: ROW }, loads: LOADS });
    const x = (v) => (v / b.fcp).toFixed(2);
    console.log(`${name}: bare React FCP ${ms(b.fcp)} (${b.runs.map((r) => r.fcp.toFixed(0)).join(', ')})`);
    console.log(
      `  pin page FCP ${ms(a.fcp)} (${x(a.fcp)}x), board visible ${ms(a.visible)} (${x(a.visible)}x)`,
    );
    console.log(
      `  board interactive ${ms(a.ready)} (${x(a.ready)}x; ${a.runs.map((r) => r.ready.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await app.close();
  await bare.close();
}
