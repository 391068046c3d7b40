// The static checks of `npm test` (type-checks, lint, formatting, unused files and exports), two at
// a time: each is one process that keeps one core busy, and the machine has two. Run one after
// another they took 153 CPU s and as long in wall time; side by side, about half the wall time.
// Each check's output is printed whole when it ends, so two never interleave; the exit status
// is 1 if any check failed, and every check runs to its end either way.
//   node tests/static.mjs
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first (CPU s on this machine, 2026-12): the two lanes then end close together. */
const CHECKS = [
  ['type-check (app and tests)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'eslint', ['.']],
  ['formatting', 'prettier', ['--check', '.']],
  ['type-check (domain)', 'tsc', ['-p', 'tsconfig.domain.json', '--noEmit']],
  ['unused files and exports', 'knip', []],
];

const run = ([name, bin, args]) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => (out += `${e.message}\n`));
    child.on('close', (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}: ${name} (${s} s)\n`);
      if (code !== 0) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
      done(code === 0);
    });
  });

const queue = [...CHECKS];
const lane = async () => {
  const results = [];
  while (queue.length) results.push(await run(queue.shift()));
  return results;
};
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const results = (await Promise.all(Array.from({ length: lanes }, lane))).flat();
process.exit(results.every(Boolean) ? 0 : 1);
