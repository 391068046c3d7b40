/**
 * A command-line tool run in this process, through its exported `run(argv, io)`, with what it
 * wrote to each stream kept as text: one runner for every CLI test, so none writes its own.
 * `cwd`: run from there (the repository root, as npm does), put back afterwards.
 */
import type { Io } from '../../src/cli/lib/io';

export type CliRun = { status: number; stdout: string; stderr: string };
export type CliCommand = (argv: readonly string[], io: Io) => number | Promise<number>;

export async function runCli(run: CliCommand, args: readonly string[], cwd?: string): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const before = process.cwd();
  if (cwd) process.chdir(cwd);
  try {
    const status = await run(args, {
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
    });
    return { status, stdout, stderr };
  } finally {
    if (cwd) process.chdir(before);
  }
}

/** `runCli` bound to one tool: `const cli = cliRunner(run); await cli('--json')`. */
export const cliRunner =
  (run: CliCommand, cwd?: string) =>
  (...args: string[]): Promise<CliRun> =>
    runCli(run, args, cwd);
