/**
 * The nearest of some valid ids to a typo, for "did you mean …?" in author errors:
 * "gpu-memroy" -> "gpu-memory". Edit distance with transpositions (optimal string
 * alignment); only a close match is offered, never a guess.
 */

function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/** The one closest candidate within 2 edits (and under a third of the word), or undefined. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === word) return undefined;
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= Math.min(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** ': did you mean "x"?' when there is a close match, else ''. */
export const didYouMean = (word: string, candidates: Iterable<string>): string => {
  const near = nearest(word, candidates);
  return near === undefined ? '' : `: did you mean ${JSON.stringify(near)}?`;
};
