// Builds the app, serves the production build on 127.0.0.1 and runs the browser tests
// (@playwright/test, playwright.config.ts) against it. The server is always stopped and the build removed, whatever the tests do.
//   E2E_PORT     a fixed port (default: a free one, so a server someone else left running
//                on a known port is never the one under test)
//   The build goes to a directory of its own, not dist/: a `vite build` run meanwhile (the
//   benchmark, a developer) would otherwise replace the files under test mid-run.
//   args         passed to `playwright test`: `npm run -s test:e2e -- tests/e2e/board.e2e.ts`
//   A second build holds a generated catalogue of 1,000 pins (tests/bench/catalogue.mjs),
//   served beside the first for the catalogue tests (E2E_CATALOGUE_URL). It is built only when
//   they run: for the whole suite, or when a file named in the arguments is one of CATALOGUE_FILES.
//   The two builds run side by side: most of a build is one core's work (the pin pages are
//   rendered one after another), and the machine has two.
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
/** As `run`, without blocking: resolves to the exit status. */
const runAsync = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });

/** The browser test files that need the 1,000-pin catalogue's build. */
const CATALOGUE_FILES = ['catalogue.e2e.ts', 'pin-pages.e2e.ts'];
const ARGS = process.argv.slice(2);
// Test files named as arguments (`tests/e2e/board.e2e.ts`, with or without `:line`); with none,
// the whole suite runs, and a filter such as --grep may pick any file's tests.
const files = ARGS.filter((a) => /\.e2e\.ts(:\d+)*$/.test(a));
const needsCatalogue = files.length === 0 || files.some((f) => CATALOGUE_FILES.some((c) => f.includes(c)));

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
  runAsync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], env);
if (needsCatalogue) generateCatalogue(CATALOGUE_PINS, 1000);
const built = await Promise.all([
  build(APP_OUT),
  needsCatalogue ? build(CATALOGUE_OUT, { PLACEMENT_PROFILES_DIR: CATALOGUE_PINS }) : 0,
]);
if (built.some((status) => status !== 0)) {
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
const catalogueServer = needsCatalogue ? preview(CATALOGUE_PORT, CATALOGUE_OUT) : undefined;
const servers = catalogueServer ? [server, catalogueServer] : [server];
const stop = () => {
  for (const s of servers)
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
for (const s of servers) s.once('exit', () => (exited = true));

const base = `http://127.0.0.1:${PORT}/`;
const catalogueBase = `http://127.0.0.1:${CATALOGUE_PORT}/`;
// A limit that only catches a server that never comes up: at a load of 25-30, `npx vite
// preview` took over ten seconds to answer.
const SERVER_WAIT_MS = 180_000;
for (const url of needsCatalogue ? [base, catalogueBase] : [base]) {
  let up = false;
  for (const until = Date.now() + SERVER_WAIT_MS; !up && !exited && Date.now() < until;) {
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
const status = run('npx', ['playwright', 'test', ...ARGS], {
  E2E_BASE_URL: base,
  CHROMIUM_PATH: CHROMIUM,
  E2E_DIST: APP_OUT,
  ...(needsCatalogue ? { E2E_CATALOGUE_URL: catalogueBase } : {}),
});
stop();
process.exit(status);
