/** The command-and-log check in words: disagreements first, each named with both sides and the log's line. */
import type { CheckItem } from './log-check-item';

const one = (i: CheckItem) =>
  `${i.what}${i.device ? ` (${i.device})` : ''}: the command: ${i.command}; the log: ${i.log}${i.line ? ` (line ${i.line})` : ''}`;

export function checkText(items: readonly CheckItem[]): string {
  const by = (v: CheckItem['verdict']) => items.filter((i) => i.verdict === v);
  const [bad, good, absent] = [by('disagrees'), by('agrees'), by('not in the log')];
  const out = [
    bad.length
      ? `The log contradicts the command in ${bad.length} ${bad.length === 1 ? 'place' : 'places'}:`
      : 'The log contradicts the command nowhere it prints.',
    ...bad.map((i) => `  disagrees: ${one(i)}`),
    ...good.map((i) => `  agrees: ${one(i)}`),
    ...absent.map((i) => `  not in the log: ${one(i)}`),
  ];
  return `${out.join('\n')}\n`;
}
