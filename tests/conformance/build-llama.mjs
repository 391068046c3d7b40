/**
 * Builds llama.cpp v0.5.0 with the CPU and RPC backends, from the git bundle that the npm
 * package node-llama-cpp@3.22.1 ships (llama/gitRelease.bundle), as /work/shared/MACHINE-NOTES.md
 * describes. Returns the source and build directories. About 20 minutes on 2 cores.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const PACKAGE = 'node-llama-cpp@3.22.1';
export const RELEASE = 'v0.5.0';
export const COMMIT = 'de3ff815ea7d559ee917f063901b8986f038abc6';
export const CMAKE_FLAGS = [
  '-G',
  'Ninja',
  '-DGGML_RPC=ON',
  '-DLLAMA_CURL=OFF',
  '-DLLAMA_OPENSSL=OFF',
  '-DLLAMA_BUILD_UI=OFF',
  '-DGGML_NATIVE=OFF',
  '-DLLAMA_BUILD_TESTS=OFF',
  '-DLLAMA_BUILD_EXAMPLES=OFF',
  '-DCMAKE_BUILD_TYPE=Release',
];
export const TARGETS = ['llama-completion', 'ggml-rpc-server', 'llama-quantize', 'llama-fit-params'];

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

/** The checked-out source's commit, so a recording never claims a build it did not use. */
export const sourceCommit = (srcDir) =>
  execFileSync('git', ['-C', srcDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

export function buildLlama(workDir) {
  mkdirSync(workDir, { recursive: true });
  const src = join(workDir, 'src');
  if (!existsSync(src)) {
    run('npm', ['pack', PACKAGE, '--pack-destination', workDir], workDir);
    run('tar', ['xzf', 'node-llama-cpp-3.22.1.tgz'], workDir);
    run('git', ['clone', join(workDir, 'package', 'llama', 'gitRelease.bundle'), src], workDir);
  }
  const build = join(src, 'build');
  run('cmake', ['-B', build, ...CMAKE_FLAGS], src);
  run('cmake', ['--build', build, '-j2', '--target', ...TARGETS], src);
  return { src, build };
}
