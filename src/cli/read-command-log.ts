/**
 * read-command's --log FILE: the file's text for the setup's reading (src/domain/setup), and
 * the setup's log check as text after the command's reading, device by device. Kept apart
 * from read-command.ts so that file only names the option and calls this.
 */
import { readFileSync } from 'node:fs';
import { checkText } from '../domain/load-log/log-check-text';
import { logReadingText } from '../domain/load-log/log-text';
import type { Setup } from '../domain/setup/read-setup';
import { fail, mustBeFile } from './lib/io';

export const LOG_OPTION = { log: { type: 'string' } } as const;

/** The log file's text, or exit 1 naming the file's problem. */
export function readLogFile(path: string): string {
  mustBeFile(path, '--log');
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    return fail(`--log: ${path}: ${(e as Error).message}`);
  }
}

/** The setup's log check, or exit 1 when the log is over a limit and was not read. */
export function logCheckText(setup: Setup, path: string): string {
  if (!setup.log || !setup.check)
    return fail(`--log: ${path}: ${setup.log ? logReadingText(setup.log).trim() : 'the file is empty'}`);
  return `\nThe log ${path}, against this command:\n${checkText(setup.check)}`;
}
