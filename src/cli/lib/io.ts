/**
 * How a command runs: `run(argv, io)` writes to the given streams and returns the exit
 * code, so tests run it in-process; the command's file calls it when node runs that file.
 */
import { realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Io = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };
export type Command = (argv: readonly string[], io: Io) => number;

/** A usage or input error: its message goes to stderr and the command exits 1. */
class CliFailure extends Error {}

/** Stops the command with a message on stderr and exit code 1. */
export function fail(message: string): never {
  throw new CliFailure(message);
}

const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'is a directory, where a file is expected',
  ENOTDIR: 'a part of this path is a file, where a directory is expected',
  EEXIST: 'already exists, and is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EMFILE: 'too many open files: try again with fewer',
};

/**
 * Every error as a message and exit 1, never a stack trace: a file system error (a directory
 * given for a file, a file that is missing) says which path and what is wrong with it; an
 * error this tool did not expect says so (its stack only with DEBUG set).
 */
function errorText(e: unknown): string {
  if (e instanceof CliFailure) return e.message;
  const sys = e as { code?: unknown; path?: unknown; message?: unknown };
  if (typeof sys.code === 'string' && /^E[A-Z]+$/.test(sys.code)) {
    const what = SYSTEM_ERRORS[sys.code] ?? String(sys.message);
    return typeof sys.path === 'string' ? `${sys.path}: ${what}` : what;
  }
  const message = e instanceof Error ? e.message : String(e);
  const stack = process.env.DEBUG && e instanceof Error ? `\n${e.stack}` : '';
  return `unexpected error: ${message} (a fault of this tool, not of your input; DEBUG=1 shows where)${stack}`;
}

/** Stops with a message naming the path (and the flag it came with) unless it is a file. */
export function mustBeFile(path: string, flag?: string): void {
  const label = flag ? `${flag}: ${path}` : path;
  let directory: boolean;
  try {
    directory = statSync(path).isDirectory();
  } catch {
    return fail(`${label}: no such file`);
  }
  if (directory) fail(`${label}: is a directory, where a file is expected`);
}

/** Runs a command body; a `fail`, or any error, becomes its message on stderr and exit code 1. */
export function command(body: (argv: readonly string[], io: Io) => number | void): Command {
  return (argv, io) => {
    try {
      return body(argv, io) ?? 0;
    } catch (e) {
      io.stderr.write(`${errorText(e)}\n`);
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
      io.stderr.write(`${errorText(e)}\n`);
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
