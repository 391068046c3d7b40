// Builds the app, serves the production build on 127.0.0.1 and runs the browser tests
// against it. The server is always stopped, whatever the tests do.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 4179);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`e2e: no browser at ${CHROMIUM}. Run "bash .ci/setup.sh" (installs Debian's chromium).`);
  process.exit(1);
}
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

const base = `http://127.0.0.1:${PORT}/`;
let up = false;
for (let i = 0; i < 100 && !up; i++) {
  try {
    up = (await fetch(base)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
if (!up) {
  console.error(`e2e: the preview server did not answer on ${base}`);
  stop();
  process.exit(1);
}
const status = run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], { E2E_BASE_URL: base, CHROMIUM_PATH: CHROMIUM });
stop();
process.exit(status);
