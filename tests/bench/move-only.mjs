// npm run -s bench:move: the bench's keyboard move alone, to trace a move's renders and time
// without the whole bench. Builds the app and the same app with its function names kept, as
// bench.mjs does (BENCH_BUILD=0 reuses bench-results/app and app-names), then times the
// settled move (move.mjs) and lists the components each group rendered. A quick look, not the
// bench: its figures are the bench's only when the bench runs them.
//   BENCH_RUNS     moves timed, each in a fresh browser (default 5)
//   BENCH_COMPARE  a folder holding an earlier app and app-names build (a copy of
//                  bench-results' two): measured in the same run, before this build, for a ratio
import { build } from 'vite';
import { join, resolve } from 'node:path';
import { serve } from './serve.mjs';
import { moveTiming } from './move.mjs';

const OUT = resolve('bench-results');
const PIN = 'glm-5.3-flash-mia-tensorfold-tp2';
const ROW = 'EXL3 checkpoint';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

if (process.env.BENCH_BUILD !== '0') {
  await build({ logLevel: 'error', build: { outDir: join(OUT, 'app'), emptyOutDir: true } });
  await build({
    logLevel: 'error',
    build: {
      outDir: join(OUT, 'app-names'),
      emptyOutDir: true,
      rolldownOptions: { output: { keepNames: true } },
    },
  });
}
const app = await serve(join(OUT, 'app'));
const names = await serve(join(OUT, 'app-names'));
const extra = [];
const list = (group) =>
  Object.entries(group.names)
    .map(([n, k]) => (k > 1 ? `${n} x${k}` : n))
    .join(', ');
try {
  const runs = [['this build', app, names]];
  if (process.env.BENCH_COMPARE) {
    const dir = resolve(process.env.BENCH_COMPARE);
    runs.unshift(['compared', await serve(join(dir, 'app')), await serve(join(dir, 'app-names'))]);
    extra.push(runs[0][1], runs[0][2]);
  }
  const settledMs = {};
  for (const [label, a, n] of runs) {
    const move = await moveTiming(`${a.url}pin/${PIN}/`, `${n.url}pin/${PIN}/`, { row: ROW, runs: RUNS });
    settledMs[label] = move.dropToDomMs;
    console.log(
      `${label}: settled move ${move.dropToDomMs.toFixed(1)} ms (median of ${move.runs.length}: ${move.runs.map((r) => r.toFixed(1)).join(', ')}); right after load ${move.atLoad.dropToDomMs.toFixed(1)} ms`,
    );
    const { ours, dndShells, library } = move.rendered;
    console.log(`  ours ${ours.count}: ${list(ours)}`);
    console.log(`  dnd-kit shells of ours ${dndShells.count}: ${list(dndShells)}`);
    console.log(`  libraries' ${library.count}: ${list(library)}`);
  }
  if (settledMs.compared)
    console.log(
      `settled move, this build / compared: ${(settledMs['this build'] / settledMs.compared).toFixed(2)}`,
    );
} finally {
  for (const server of [app, names, ...extra]) await server.close();
}
