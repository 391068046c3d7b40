/**
 * How a command runs: `run(argv, io)` writes to the given streams and returns the exit
 * code, so tests run it in-process; the command's file calls it when node runs that file.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Io = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };
export type Command = (argv: readonly string[], io: Io) => number;

/** A usage or input error: its message goes to stderr and the command exits 1. */
class CliFailure extends Error {}

/** Stops the command with a message on stderr and exit code 1. */
export function fail(message: string): never {
  throw new CliFailure(message);
}

/** Runs a command body; a `fail` becomes its message on stderr and exit code 1. */
export function command(body: (argv: readonly string[], io: Io) => number | void): Command {
  return (argv, io) => {
    try {
      return body(argv, io) ?? 0;
    } catch (e) {
      if (!(e instanceof CliFailure)) throw e;
      io.stderr.write(`${e.message}\n`);
      return 1;
    }
  };
}

export type AsyncCommand = (argv: readonly string[], io: Io) => Promise<number>;

/** `command` for a body that awaits (the model-file readers read through promises). */
export function asyncCommand(
  body: (argv: readonly string[], io: Io) => Promise<number | void>,
): AsyncCommand {
  return async (argv, io) => {
    try {
      return (await body(argv, io)) ?? 0;
    } catch (e) {
      if (!(e instanceof CliFailure)) throw e;
      io.stderr.write(`${e.message}\n`);
      return 1;
    }
  };
}

const real = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** Runs `run` with the process's arguments and streams when `moduleUrl` is the file node was started with. */
export function runIfMain(moduleUrl: string, run: Command | AsyncCommand): void {
  const entry = process.argv[1];
  if (!entry || real(entry) !== real(fileURLToPath(moduleUrl))) return;
  const code = run(process.argv.slice(2), process);
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((c) => (process.exitCode = c));
}
