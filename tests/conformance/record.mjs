/**
 * npm run conformance:record — runs a real llama.cpp (CPU + two RPC servers on loopback) over
 * small models and stores each run as a fixture under tests/fixtures/llama-runs/.
 *
 * Environment:
 *   LLAMA_BUILD_DIR  a build directory with bin/ (skips the build), e.g. /work/llama/src/build
 *   LLAMA_SRC_DIR    its source tree (default: the build directory's parent)
 *   CONFORMANCE_WORK where to build when no build directory is given (default: a temp dir)
 *   RUNS             a regular expression: record only the runs whose id matches
 * Not part of npm test: it needs the binaries and a few minutes of CPU.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMIT, RELEASE, buildLlama, sourceCommit } from './build-llama.mjs';
import { writeBuildJson, writeFlags, writeIndex } from './record-build.mjs';
import { prepareModels } from './record-models.mjs';
import { RPC_SERVERS, RUNS } from './runs.mjs';
import { recordRun } from './record-run.mjs';
import { startRpcServers } from './rpc-servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '..', 'fixtures', 'llama-runs');

function locateBuild() {
  if (process.env.LLAMA_BUILD_DIR) {
    const build = resolve(process.env.LLAMA_BUILD_DIR);
    return { build, src: resolve(process.env.LLAMA_SRC_DIR ?? dirname(build)) };
  }
  return buildLlama(process.env.CONFORMANCE_WORK ?? join(tmpdir(), 'placement-conformance-llama'));
}

async function main() {
  const { build, src } = locateBuild();
  const bin = join(build, 'bin');
  for (const tool of ['llama-completion', 'ggml-rpc-server', 'llama-quantize', 'llama-fit-params'])
    if (!existsSync(join(bin, tool))) throw new Error(`${join(bin, tool)} is missing: build it first`);
  const commit = sourceCommit(src);
  if (commit !== COMMIT) throw new Error(`source at ${src} is ${commit}, not ${RELEASE} ${COMMIT}`);

  const only = process.env.RUNS ? new RegExp(process.env.RUNS) : null;
  const runs = RUNS.filter((r) => !only || only.test(r.id));
  const modelsDir = mkdtempSync(join(tmpdir(), 'placement-conformance-models-'));
  const paths = { bin, build, src, modelsDir };
  mkdirSync(join(OUT, 'models'), { recursive: true });

  const servers = await startRpcServers(bin, RPC_SERVERS, modelsDir);
  const stop = () => servers.stop();
  process.on('SIGINT', () => (stop(), process.exit(130)));
  process.on('SIGTERM', () => (stop(), process.exit(143)));
  try {
    const needed = new Set(runs.map((r) => r.model));
    await prepareModels(paths, join(OUT, 'models'), needed);
    await writeFlags(paths, OUT);
    writeBuildJson(paths, OUT, servers.startupLogs);
    let n = 0;
    for (const run of runs) {
      const code = await recordRun(run, paths, join(OUT, run.id));
      console.log(`[${++n}/${runs.length}] ${run.id}: exit ${code}`);
    }
  } finally {
    stop();
    rmSync(modelsDir, { recursive: true, force: true });
  }
  writeIndex(OUT);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
