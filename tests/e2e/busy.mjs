// The browser suite on a busy machine: two CPU-bound processes (one per core here) run for
// as long as the suite does, so a test that passes only when the machine is quiet fails here
// too. `npm run test:e2e:busy` (arguments go to run.mjs, as for `npm run test:e2e`);
// BUSY_WORKERS sets how many burners run (default 2).
import { spawn, spawnSync } from 'node:child_process';

const count = Number(process.env.BUSY_WORKERS ?? 2);
const burners = Array.from({ length: count }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
);
const stop = () => {
  for (const b of burners) if (b.exitCode === null) b.kill('SIGKILL');
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const started = Date.now();
const { status } = spawnSync(process.execPath, ['tests/e2e/run.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
console.log(
  `e2e (busy, ${count} CPU-bound processes): exit ${status} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(status ?? 1);
