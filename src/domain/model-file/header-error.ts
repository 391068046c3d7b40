/**
 * A header that cannot be read: where (byte offset in the file) and which field, and what is
 * wrong, in words a person can act on. Readers throw it internally; the public functions
 * return it as data.
 */
export type HeaderProblem = { file: string; offset: number; field: string; problem: string };

export class HeaderError extends Error {
  constructor(readonly detail: HeaderProblem) {
    super(`${detail.file}: byte ${detail.offset}, ${detail.field}: ${detail.problem}`);
  }
}

/** The sentence a surface shows for a problem. */
export const describeHeaderProblem = (p: HeaderProblem): string =>
  `${p.file}: at byte ${p.offset.toLocaleString('en-US')}, ${p.field}: ${p.problem}`;
