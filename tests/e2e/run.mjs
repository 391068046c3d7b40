// Builds the app, serves the production build on 127.0.0.1 and runs the browser tests
// (@playwright/test, playwright.config.ts) against it. The server is always stopped and the build removed, whatever the tests do.
//   E2E_PORT     a fixed port (default: a free one, so a server someone else left running
//                on a known port is never the one under test)
//   The build goes to a directory of its own, not dist/: a `vite build` run meanwhile (the
//   benchmark, a developer) would otherwise replace the files under test mid-run.
//   args         passed to `playwright test`: `npm run -s test:e2e -- tests/e2e/board.e2e.ts`
//   A second build holds a generated catalogue of 1,000 pins (tests/bench/catalogue.mjs),
//   served beside the first for the catalogue tests (E2E_CATALOGUE_URL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '../bench/catalogue.mjs';

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
const CATALOGUE_PINS = join(OUT, 'catalogue-pins');
const CATALOGUE_OUT = join(OUT, 'catalogue-dist');
const APP_OUT = join(OUT, 'dist');
const removeBuild = () => rmSync(OUT, { recursive: true, force: true });
const build = (outDir, env = {}) =>
  run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], env);
generateCatalogue(CATALOGUE_PINS, 1000);
if (build(APP_OUT) !== 0 || build(CATALOGUE_OUT, { PLACEMENT_PROFILES_DIR: CATALOGUE_PINS }) !== 0) {
  removeBuild();
  process.exit(1);
}
const CATALOGUE_PORT = await freePort();

const preview = (port, outDir) =>
  spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
const server = preview(PORT, APP_OUT);
const catalogueServer = preview(CATALOGUE_PORT, CATALOGUE_OUT);
const stop = () => {
  for (const s of [server, catalogueServer])
    try {
      process.kill(-s.pid, 'SIGTERM');
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
catalogueServer.once('exit', () => (exited = true));

const base = `http://127.0.0.1:${PORT}/`;
const catalogueBase = `http://127.0.0.1:${CATALOGUE_PORT}/`;
for (const url of [base, catalogueBase]) {
  let up = false;
  for (let i = 0; i < 100 && !up && !exited; i++) {
    try {
      up = (await fetch(url)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!up) {
    console.error(`e2e: the preview server did not answer on ${url}`);
    stop();
    process.exit(1);
  }
}
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  E2E_BASE_URL: base,
  CHROMIUM_PATH: CHROMIUM,
  E2E_DIST: APP_OUT,
  E2E_CATALOGUE_URL: catalogueBase,
});
stop();
process.exit(status);
