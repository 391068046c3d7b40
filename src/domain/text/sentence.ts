/** Sentence helpers every surface's text uses. */

/** Ends a fragment with a full stop unless it already ends a sentence. */
export const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);
/** A fragment with its first letter in capitals, to open a sentence: "The logical checkpoint …". */
export const capitalised = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
/** Fragments as one run of sentences: "Hardware matches this pin. 2 nodes." */
export const joinSentences = (parts: readonly string[]): string => parts.map(sentence).join(' ');
/** A count with its noun, the one plural rule of every surface: "1 tensor", "2 tensors", "1,024 tensors". */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** A flag as a person reads it, never the word "false": "No", "Yes". */
export const yesNo = (b: boolean): string => (b ? 'Yes' : 'No');
