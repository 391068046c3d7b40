/**
 * The part of a log reading the app lists: the first SHOWN lines, each with its first SHOWN
 * details, each cut at SHOWN_CHARACTERS, and how much is left out. The reading worker sends
 * only this to the page: a 50 MB log's reading is hundreds of thousands of lines (one of them
 * the names of every overridden tensor), and copying it all to the page and laying it out held
 * the page for 1 to 2 s (issue 32); 500 lines and details still took 0.2 s to lay out on a busy
 * machine. The CLI (npm run read-log) prints every line whole.
 */
import type { LogLine } from '../../domain/load-log/log-text';

export const SHOWN = 200;
export const SHOWN_CHARACTERS = 4000;

export type ShownLine = { text: string; details: string[]; detailsNotShown: number };
export type ShownLines = { lines: ShownLine[]; linesNotShown: number };

/** A line's first characters, never ending in half a surrogate pair, and how many are left out. */
export function cut(text: string, most = SHOWN_CHARACTERS): string {
  if (text.length <= most) return text;
  const last = text.charCodeAt(most - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? most - 1 : most;
  return `${text.slice(0, end)}… (${(text.length - end).toLocaleString('en-US')} more characters)`;
}

export function shownLines(lines: readonly LogLine[], most = SHOWN): ShownLines {
  return {
    lines: lines.slice(0, most).map((l) => ({
      text: cut(l.text),
      details: l.details.slice(0, most).map((d) => cut(d)),
      detailsNotShown: Math.max(0, l.details.length - most),
    })),
    linesNotShown: Math.max(0, lines.length - most),
  };
}
