/**
 * Splits a pasted command line into words the way a POSIX shell does, without running
 * anything: single quotes keep everything, double quotes keep all but `\"`, `\\`, `\$` and
 * `` \` ``, a backslash outside quotes escapes the next character, a backslash before a line
 * break joins the lines, and `#` at the start of a word begins a comment. Unquoted line
 * breaks, `;`, `&&`, `||`, `|` and `&` end a command, but not inside `$(…)`. Substitutions
 * (`$VAR`, `${VAR}`, `$(…)`, backticks) are kept whole and marked, since their values live in
 * the shell, not in the paste; integer `$((…))` arithmetic is evaluated (substitution.ts).
 *
 * One pass over the text, no regular expressions, no recursion: hostile input (100 kB,
 * unbalanced quotes, 10,000 flags) costs linear time. A quote left open is reported with
 * where it starts; the rest of the text becomes its word, as a shell waiting for more input
 * would have it.
 */
import { evaluateArithmetic, scanSubstitution, type Substitution } from './substitution';

export type Word = {
  text: string;
  /** Offset of the word's first character in the pasted text. */
  at: number;
  /** Some of it came from quotes (so `"-ot"` is still the flag -ot, but `""` is a word). */
  quoted: boolean;
  /** It holds an unquoted or double-quoted substitution that was not evaluated: the shell would expand it. */
  expands: boolean;
  /** The substitutions in it, in order: each kept whole, or (integer arithmetic) evaluated. */
  subs: Substitution[];
};

export type TokenProblem =
  | { kind: 'open-quote'; quote: "'" | '"'; at: number }
  | { kind: 'open-substitution'; at: number }
  | { kind: 'trailing-backslash'; at: number }
  | { kind: 'too-long'; length: number; limit: number };

export type Tokens = { commands: Word[][]; problems: TokenProblem[] };

/** Longer pastes are cut here, and the cut is reported: nobody's command is this long. */
export const MAX_COMMAND_CHARS = 1_000_000;

const BLANK = new Set([' ', '\t', '\r', '\f', '\v']);
const DQ_ESCAPES = new Set(['"', '\\', '$', '`']);
/** Characters that end a run of plain ones: escapes, quotes, blanks, command separators. */
const SPECIAL = new Set(['\\', "'", '"', '\n', ';', '&', '|', ...BLANK]);

export function tokenize(input: string): Tokens {
  const problems: TokenProblem[] = [];
  let text = input;
  if (text.length > MAX_COMMAND_CHARS) {
    problems.push({ kind: 'too-long', length: text.length, limit: MAX_COMMAND_CHARS });
    text = text.slice(0, MAX_COMMAND_CHARS);
  }
  const commands: Word[][] = [];
  let words: Word[] = [];
  let chunks: string[] = [];
  let start = -1;
  let quoted = false;
  let expands = false;
  let subs: Substitution[] = [];

  const endWord = () => {
    if (start < 0) return;
    words.push({ text: chunks.join(''), at: start, quoted, expands, subs });
    chunks = [];
    start = -1;
    quoted = false;
    expands = false;
    subs = [];
  };
  /** A substitution at j: kept whole (or its arithmetic value) in the word; the index after it. */
  const substitution = (j: number): number | undefined => {
    const s = scanSubstitution(text, j);
    if (!s) return undefined;
    const written = text.slice(j, s.end);
    if (!s.closed) problems.push({ kind: 'open-substitution', at: j });
    const value = s.kind === 'arithmetic' && s.closed ? evaluateArithmetic(written) : undefined;
    subs.push({ kind: s.kind, text: written, at: j, ...(value === undefined ? {} : { value }) });
    if (value === undefined) expands = true;
    chunks.push(value ?? written);
    return s.end;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push(words);
    words = [];
  };
  const begin = (i: number) => {
    if (start < 0) start = i;
  };

  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined) {
        problems.push({ kind: 'trailing-backslash', at: i });
        i++;
        continue;
      }
      if (next === '\n') {
        i += 2;
        continue;
      }
      if (next === '\r' && text[i + 2] === '\n') {
        i += 3;
        continue;
      }
      begin(i);
      chunks.push(next);
      i += 2;
      continue;
    }
    if (c === "'") {
      begin(i);
      quoted = true;
      const close = text.indexOf("'", i + 1);
      if (close < 0) {
        problems.push({ kind: 'open-quote', quote: "'", at: i });
        chunks.push(text.slice(i + 1));
        i = n;
      } else {
        chunks.push(text.slice(i + 1, close));
        i = close + 1;
      }
      continue;
    }
    if (c === '"') {
      begin(i);
      quoted = true;
      // Runs between escapes are kept as slices: a long paste is not split into characters.
      let j = i + 1;
      let run = j;
      let closed = false;
      while (j < n) {
        const d = text[j]!;
        if (d === '"') {
          closed = true;
          break;
        }
        if (d === '\\' && j + 1 < n) {
          const e = text[j + 1]!;
          if (e === '\n' || DQ_ESCAPES.has(e)) {
            if (j > run) chunks.push(text.slice(run, j));
            if (e !== '\n') chunks.push(e);
            j += 2;
            run = j;
            continue;
          }
        }
        if (d === '$' || d === '`') {
          if (j > run) chunks.push(text.slice(run, j));
          run = j;
          const end = substitution(j);
          if (end !== undefined) {
            j = end;
            run = j;
            continue;
          }
        }
        j++;
      }
      if (j > run) chunks.push(text.slice(run, j));
      if (!closed) problems.push({ kind: 'open-quote', quote: '"', at: i });
      i = closed ? j + 1 : j;
      continue;
    }
    if (BLANK.has(c)) {
      endWord();
      i++;
      continue;
    }
    if (c === '\n' || c === ';') {
      endCommand();
      i++;
      continue;
    }
    if (c === '&' || c === '|') {
      endCommand();
      i += text[i + 1] === c ? 2 : 1;
      continue;
    }
    if (c === '#' && start < 0) {
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? n : eol;
      continue;
    }
    // A run of plain characters, up to the next one the shell treats apart, as one slice.
    begin(i);
    let j = i;
    let run = i;
    while (j < n && !SPECIAL.has(text[j]!)) {
      if (text[j] === '$' || text[j] === '`') {
        if (j > run) chunks.push(text.slice(run, j));
        const end = substitution(j);
        if (end !== undefined) {
          j = end;
          run = j;
          continue;
        }
        run = j;
      }
      j++;
    }
    if (j > run) chunks.push(text.slice(run, j));
    i = j;
  }
  endCommand();
  return { commands, problems };
}
