// How long read-log takes: the largest real log found (tests/fixtures/llama-runs/*/log.txt and
// tests/fixtures/logs/**), and a synthetic log of about 50 MB made of the recorded -v log's own
// lines repeated (below the 64 Mi character and 1,000,000 line limits). Prints JSON; not a test.
//   node --import tsx tests/bench/read-log.ts
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { logReadingText } from '../../src/domain/load-log/log-text';
import { readLoadLog } from '../../src/domain/load-log/read-log';

const ROOT = resolve(import.meta.dirname, '../fixtures');
const logs = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? logs(p) : /log\.txt$|\.log\.txt$/.test(f) ? [p] : [];
      })
    : [];
/** Milliseconds of this process's CPU: wall time on a shared, busy machine says more of the others. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const time = (text: string) => {
  const c0 = cpu();
  const t0 = performance.now();
  const r = readLoadLog(text);
  const t1 = performance.now();
  const readCpuMs = Math.round(cpu() - c0);
  logReadingText(r);
  const t2 = performance.now();
  return {
    chars: text.length,
    lines: r.linesRead + r.linesIgnored,
    read: r.linesRead,
    readMs: Math.round(t1 - t0),
    readCpuMs,
    textMs: Math.round(t2 - t1),
    limit: r.limit ?? null,
  };
};

const all = [...logs(join(ROOT, 'llama-runs')), ...logs(join(ROOT, 'logs'))];
const largest = all.sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
const seed = readFileSync(join(ROOT, 'logs/llamacpp-v0.5.0-local/verbose.log.txt'), 'utf8');
const synthetic = seed.repeat(Math.ceil((50 * 1024 * 1024) / seed.length)).slice(0, 50 * 1024 * 1024);
console.log(
  JSON.stringify(
    {
      largestReal: { file: largest.slice(ROOT.length + 1), ...time(readFileSync(largest, 'utf8')) },
      synthetic50MB: time(synthetic),
    },
    null,
    2,
  ),
);
