/**
 * node --import tsx tests/bench/command.ts [--runs N]
 *
 * The command reader's speed: parsing a typical command (target < 5 ms), reading it into a
 * board, each hostile paste, and the slowest of N random pastes (the fuzz test's generator;
 * target: none over 200 ms). Baseline in the same run: splitting the same paste on white space.
 * Prints a table and writes bench-results/command.json. A benchmark, never a timed test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { readCommand } from '../../src/domain/command/read-command';
import { parseFlags } from '../../src/domain/command/read/parse-flags';
import { tokenize } from '../../src/domain/command/read/tokenize';
import { findInvocation } from '../../src/domain/command/read/unwrap';
import { HOSTILE, tokenSoup } from '../hardening/command-inputs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : Number(process.env.FUZZ_RUNS ?? 10_000);
const TYPICAL = String.raw`CUDA_VISIBLE_DEVICES=0 ./build/bin/llama-server \
  -m /models/gpt-oss-120b-F16.gguf --ctx-size 16384 --n-gpu-layers 99 --n-cpu-moe 27 \
  -ot "blk\.(1[0-9])\.ffn_.*_exps=CUDA0" -ot ".ffn_.*_exps.=CPU" --jinja -fa on --host 0.0.0.0 --port 8080`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** CPU time of one call (user + system), median of n: on a busy shared machine wall time mostly measures the others. */
function cpuTime(fn: () => unknown, n: number): number {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    out.push((d.user + d.system) / 1000);
  }
  return median(out);
}
function time(fn: () => unknown, n: number): number {
  for (let i = 0; i < Math.min(n, 20); i++) fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return median(out);
}

const parse = () => {
  const inv = findInvocation(tokenize(TYPICAL).commands);
  return parseFlags('llama.cpp', inv.args, inv.env);
};
const results = {
  baselineSplitMs: time(() => TYPICAL.split(/\s+/), 500),
  parseMs: time(parse, 500),
  readMs: time(() => readCommand(TYPICAL), 200),
  readWithLayersMs: time(() => readCommand(TYPICAL, { model: { layers: 36, from: 'bench' } }), 200),
  hostile: HOSTILE.map(([name, paste]) => ({
    name,
    ms: time(() => readCommand(paste), 3),
    cpuMs: cpuTime(() => readCommand(paste), 5),
  })),
  fuzz: { runs: RUNS, maxMs: 0, p99Ms: 0, over200: 0 },
};
const times: number[] = [];
for (const paste of fc.sample(tokenSoup, RUNS)) {
  const t = performance.now();
  readCommand(paste);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
results.fuzz = {
  runs: RUNS,
  maxMs: times.at(-1) ?? 0,
  p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
  over200: times.filter((t) => t > 200).length,
};

const f = (n: number) => n.toFixed(3);
console.log(
  `parse a typical command: ${f(results.parseMs)} ms (target < 5 ms; baseline whitespace split ${f(results.baselineSplitMs)} ms)`,
);
console.log(
  `read it into a board: ${f(results.readMs)} ms; with a layer count: ${f(results.readWithLayersMs)} ms`,
);
for (const h of results.hostile)
  console.log(`hostile, ${h.name}: ${f(h.ms)} ms (CPU ${f(h.cpuMs)} ms)${h.ms > 200 ? '  OVER 200 ms' : ''}`);
console.log(
  `random pastes: ${RUNS} runs, slowest ${f(results.fuzz.maxMs)} ms, p99 ${f(results.fuzz.p99Ms)} ms, ${results.fuzz.over200} over 200 ms`,
);
mkdirSync(resolve('bench-results'), { recursive: true });
writeFileSync(resolve('bench-results/command.json'), `${JSON.stringify(results, null, 2)}\n`);
