/**
 * read-command's --log FILE: the log read (src/domain/load-log) and checked against the
 * command's reading, device by device, as text after the reading. Kept apart from
 * read-command.ts so that file only names the option and calls this.
 */
import { readFileSync } from 'node:fs';
import type { CommandReading } from '../domain/command/reading';
import { checkText } from '../domain/load-log/log-check-text';
import { logReadingText } from '../domain/load-log/log-text';
import { checkLogAgainstCommand } from '../domain/load-log/log-vs-command';
import { readLoadLog } from '../domain/load-log/read-log';
import { fail } from './lib/io';

export const LOG_OPTION = { log: { type: 'string' } } as const;

/** The log's reading and its check against the command, or exit 1 naming the file's problem. */
export function logCheckText(reading: CommandReading, path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return fail(`--log: ${path}: ${(e as Error).message}`);
  }
  const log = readLoadLog(text);
  if (log.limit && log.limit.limit !== 'figures') fail(`--log: ${path}: ${logReadingText(log).trim()}`);
  return `\nThe log ${path}, against this command:\n${checkText(checkLogAgainstCommand(reading, log))}`;
}
