// Builds the app, serves the production build on 127.0.0.1 and runs the browser tests
// against it. The server is always stopped and the build removed, whatever the tests do.
//   E2E_PORT     a fixed port (default: a free one, so a server someone else left running
//                on a known port is never the one under test)
//   The build goes to a directory of its own, not dist/: a `vite build` run meanwhile (the
//   benchmark, a developer) would otherwise replace the files under test mid-run.
//   vitest args  passed through: `npm run -s test:e2e -- tests/e2e/board.e2e.ts`
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`e2e: no browser at ${CHROMIUM}. Run "bash .ci/setup.sh" (installs Debian's chromium).`);
  process.exit(1);
}
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();

const OUT = mkdtempSync(join(tmpdir(), 'placement-explorer-e2e-'));
const removeBuild = () => rmSync(OUT, { recursive: true, force: true });
if (run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir']) !== 0) {
  removeBuild();
  process.exit(1);
}

const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', OUT],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', () => {
  stop();
  removeBuild();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
let exited = false;
server.once('exit', () => (exited = true));

const base = `http://127.0.0.1:${PORT}/`;
let up = false;
for (let i = 0; i < 100 && !up && !exited; i++) {
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
const status = run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  E2E_BASE_URL: base,
  CHROMIUM_PATH: CHROMIUM,
  E2E_DIST: OUT,
});
stop();
process.exit(status);
