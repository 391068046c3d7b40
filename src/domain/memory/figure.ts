/**
 * A figure of the bytes-per-device engine: exact bytes computed by this site from a model
 * file's header and a runtime build's rules (a kind of number of its own, never shown as
 * reported by the runtime), or unknown with why. Bytes are integers; unknown is never 0.
 */
export type Figure = { kind: 'computed'; bytes: number; from: string } | { kind: 'unknown'; why: string };

export const COMPUTED_FROM = 'computed by this site from the header and llama.cpp v0.5.0\u2019s rules';

export const bytesFigure = (n: bigint): Figure =>
  n <= BigInt(Number.MAX_SAFE_INTEGER)
    ? { kind: 'computed', bytes: Number(n), from: COMPUTED_FROM }
    : { kind: 'unknown', why: 'more bytes than this site counts exactly' };

export const unknownFigure = (why: string): Figure => ({ kind: 'unknown', why });

/** The sum of figures: unknown when any is. */
export function sumFigures(fs: readonly Figure[]): Figure {
  let n = 0n;
  for (const f of fs) {
    if (f.kind === 'unknown') return f;
    n += BigInt(f.bytes);
  }
  return bytesFigure(n);
}
