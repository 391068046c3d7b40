/** How a reader names a flag and its value, and which texts it cites for it. */
import type { ParsedFlag } from './read/parse-flags';
import type { Citation } from './registry/types';

/** The flag and its value as written: "--n-cpu-moe 27". */
export const onText = (f: ParsedFlag): string =>
  f.value === undefined ? f.written : `${f.written} ${f.value}`;

/** The flag's help text and the rules its entry names. */
export const cite = (f: ParsedFlag): Citation[] =>
  f.entry?.cite ? [f.entry.cite, ...(f.entry.rules ?? [])] : [];
