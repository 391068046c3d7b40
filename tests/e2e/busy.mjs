// A suite on a busy machine: two CPU-bound processes (one per core here) run for as long as the
// suite does, so a test that passes only when the machine is quiet fails here too.
//   `npm run test:e2e:busy`   the browser suite (arguments go to run.mjs, as for `npm run test:e2e`)
//   `npm run test:unit:busy`  the unit suite (`--unit`; the other arguments go to `vitest run`)
// BUSY_WORKERS sets how many burners run (default 2). The last line gives the exit status, the
// wall time and the load average at the start, at the end and at its highest (sampled every 5 s).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const count = Number(process.env.BUSY_WORKERS ?? 2);
const [first, ...rest] = process.argv.slice(2);
const unit = first === '--unit';
const command = unit
  ? ['node_modules/vitest/vitest.mjs', 'run', ...rest]
  : ['tests/e2e/run.mjs', ...process.argv.slice(2)];

const burners = Array.from({ length: count }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
);
/** Children still running when this script ends: the burners, and the suite if it was stopped. */
const children = [...burners];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const load = () => loadavg()[0].toFixed(1);
const atStart = load();
let highest = loadavg()[0];
const sampler = setInterval(() => (highest = Math.max(highest, loadavg()[0])), 5000);
const started = Date.now();
const suite = spawn(process.execPath, command, { stdio: 'inherit' });
children.push(suite);
suite.on('exit', (status) => {
  clearInterval(sampler);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${unit ? 'unit' : 'e2e'} (busy, ${count} CPU-bound processes): exit ${status} in ${seconds} s; ` +
      `load ${atStart} at the start, ${load()} at the end, ${highest.toFixed(1)} at most`,
  );
  process.exit(status ?? 1);
});
