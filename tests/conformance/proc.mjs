/** Child processes for the recorder: niced, output to one file in order, a generous timeout. */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/** Runs cmd with stdout and stderr both into logPath (interleaved as written); resolves the exit code. */
export function runToFile(cmd, args, logPath, { timeoutMs = 600_000, cwd } = {}) {
  const fd = openSync(logPath, 'w');
  return new Promise((resolvePromise, reject) => {
    const child = spawn('nice', ['-n', '10', cmd, ...args], { stdio: ['ignore', fd, fd], cwd });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => (clearTimeout(timer), closeSync(fd), reject(e)));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      closeSync(fd);
      resolvePromise(code ?? `signal ${signal}`);
    });
  });
}

/** Quotes one argument for a POSIX shell line, leaving plain words (and the $MODELS placeholder) bare. */
export const shellQuote = (arg) =>
  /^[A-Za-z0-9_./:,=+@%$-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
