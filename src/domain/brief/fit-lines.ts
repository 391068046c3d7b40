/**
 * Fitting a short brief to its limit without cutting a value mid-way: a line is kept whole or
 * left out whole, least-asked sections first, and a section that lost lines says how many
 * are in the full brief instead.
 */
import { renderBlocks, titled, type Block } from './brief-format';

/** Every short brief, of a pin or of a comparison, stays within this many characters. */
export const SHORT_LIMIT = 2600;

/**
 * A section of the short brief. `drop` orders what goes first when the brief is too long
 * (higher first; undefined: never); `keep` lines always stay. With `spread`, each line past
 * the kept ones adds `spread` to the rank of the section's last line, so the long tails of
 * several sections go before the first lines of any of them.
 */
export type Part = { heading?: string; lines: string[]; drop?: number; keep?: number; spread?: number };

const moreLine = (n: number) => `(${n} more in the full brief.)`;

/** The parts as blocks, with `dropped[i]` lines of part i left out (and said so). */
function render(parts: readonly Part[], dropped: readonly number[]): string {
  const blocks: Block[] = parts.map((p, i) => {
    const n = dropped[i] ?? 0;
    const lines = n ? [...p.lines.slice(0, p.lines.length - n), moreLine(n)] : p.lines;
    return p.heading ? titled([p.heading, ...lines]) : lines;
  });
  return renderBlocks(blocks);
}

/**
 * Leaves out whole lines, least-asked first, until the brief fits `limit`. The `keep` lines go
 * only as a last resort, in the same order, when the brief does not fit without them (a long
 * hardware note and a long chosen setting together).
 */
export function fitParts(parts: readonly Part[], limit = SHORT_LIMIT): string {
  const dropped = parts.map(() => 0);
  let text = render(parts, dropped);
  for (const keeping of [true, false])
    while (text.length > limit) {
      // The highest rank with lines to spare; among equals, the one with the most left, so two
      // parts of one rank (each pin's figures) shrink in turn, never one of them alone.
      let at = -1;
      const room = (i: number) =>
        parts[i]!.lines.length - (keeping ? (parts[i]!.keep ?? 0) : 0) - dropped[i]!;
      const rank = (i: number) => parts[i]!.drop! + (parts[i]!.spread ?? 0) * (room(i) - 1);
      parts.forEach((p, i) => {
        if (p.drop === undefined || room(i) <= 0) return;
        if (at < 0 || rank(i) > rank(at) || (rank(i) === rank(at) && room(i) >= room(at))) at = i;
      });
      if (at < 0) break;
      dropped[at]!++;
      text = render(parts, dropped);
    }
  return text;
}
