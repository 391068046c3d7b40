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

/** The word being built: where it starts and its pieces, kept as slices of the text. */
type OpenWord = { start: number; chunks: string[]; quoted: boolean; expands: boolean; subs: Substitution[] };

/** The tokenizer's state as it walks the text once: the commands so far and the open word. */
type Scan = {
  readonly text: string;
  readonly problems: TokenProblem[];
  readonly commands: Word[][];
  words: Word[];
  word: OpenWord | undefined;
};

export function tokenize(input: string): Tokens {
  const problems: TokenProblem[] = [];
  let text = input;
  if (text.length > MAX_COMMAND_CHARS) {
    problems.push({ kind: 'too-long', length: text.length, limit: MAX_COMMAND_CHARS });
    text = text.slice(0, MAX_COMMAND_CHARS);
  }
  const s: Scan = { text, problems, commands: [], words: [], word: undefined };
  let i = 0;
  while (i < text.length) i = step(s, i);
  endCommand(s);
  return { commands: s.commands, problems };
}

/** Reads what starts at i, as the shell would; the index after it. */
function step(s: Scan, i: number): number {
  const c = s.text[i]!;
  if (c === '\\') return escaped(s, i);
  if (c === "'") return singleQuoted(s, i);
  if (c === '"') return doubleQuoted(s, i);
  if (BLANK.has(c)) {
    endWord(s);
    return i + 1;
  }
  if (c === '\n' || c === ';') {
    endCommand(s);
    return i + 1;
  }
  if (c === '&' || c === '|') {
    endCommand(s);
    return i + (s.text[i + 1] === c ? 2 : 1);
  }
  if (c === '#' && !s.word) {
    const eol = s.text.indexOf('\n', i);
    return eol < 0 ? s.text.length : eol;
  }
  return plainRun(s, i);
}

/** The open word, begun at i if none is open. */
function wordAt(s: Scan, i: number): OpenWord {
  return (s.word ??= { start: i, chunks: [], quoted: false, expands: false, subs: [] });
}

function endWord(s: Scan): void {
  const w = s.word;
  if (!w) return;
  s.words.push({ text: w.chunks.join(''), at: w.start, quoted: w.quoted, expands: w.expands, subs: w.subs });
  s.word = undefined;
}

function endCommand(s: Scan): void {
  endWord(s);
  if (s.words.length) s.commands.push(s.words);
  s.words = [];
}

/** A backslash outside quotes: a line continuation, the next character as it is, or the end. */
function escaped(s: Scan, i: number): number {
  const { text } = s;
  const next = text[i + 1];
  if (next === undefined) {
    s.problems.push({ kind: 'trailing-backslash', at: i });
    return i + 1;
  }
  if (next === '\n') return i + 2;
  if (next === '\r' && text[i + 2] === '\n') return i + 3;
  wordAt(s, i).chunks.push(next);
  return i + 2;
}

/** Single quotes keep everything up to the next one; left open, the rest of the text. */
function singleQuoted(s: Scan, i: number): number {
  const { text } = s;
  const w = wordAt(s, i);
  w.quoted = true;
  const close = text.indexOf("'", i + 1);
  if (close >= 0) {
    w.chunks.push(text.slice(i + 1, close));
    return close + 1;
  }
  s.problems.push({ kind: 'open-quote', quote: "'", at: i });
  w.chunks.push(text.slice(i + 1));
  return text.length;
}

/** Double quotes keep all but their escapes, and substitutions in them stay whole. */
function doubleQuoted(s: Scan, i: number): number {
  const { text } = s;
  const n = text.length;
  const w = wordAt(s, i);
  w.quoted = true;
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
        if (j > run) w.chunks.push(text.slice(run, j));
        if (e !== '\n') w.chunks.push(e);
        j += 2;
        run = j;
        continue;
      }
    }
    if (d === '$' || d === '`') {
      if (j > run) w.chunks.push(text.slice(run, j));
      run = j;
      const end = substitution(s, w, j);
      if (end !== undefined) {
        j = end;
        run = j;
        continue;
      }
    }
    j++;
  }
  if (j > run) w.chunks.push(text.slice(run, j));
  if (!closed) s.problems.push({ kind: 'open-quote', quote: '"', at: i });
  return closed ? j + 1 : j;
}

/** A run of plain characters, up to the next one the shell treats apart, as one slice. */
function plainRun(s: Scan, i: number): number {
  const { text } = s;
  const w = wordAt(s, i);
  let j = i;
  let run = i;
  while (j < text.length && !SPECIAL.has(text[j]!)) {
    if (text[j] === '$' || text[j] === '`') {
      if (j > run) w.chunks.push(text.slice(run, j));
      const end = substitution(s, w, j);
      if (end !== undefined) {
        j = end;
        run = j;
        continue;
      }
      run = j;
    }
    j++;
  }
  if (j > run) w.chunks.push(text.slice(run, j));
  return j;
}

/** A substitution at j: kept whole (or its arithmetic value) in the word; the index after it. */
function substitution(s: Scan, w: OpenWord, j: number): number | undefined {
  const found = scanSubstitution(s.text, j);
  if (!found) return undefined;
  const written = s.text.slice(j, found.end);
  if (!found.closed) s.problems.push({ kind: 'open-substitution', at: j });
  const value = found.kind === 'arithmetic' && found.closed ? evaluateArithmetic(written) : undefined;
  w.subs.push({ kind: found.kind, text: written, at: j, ...(value === undefined ? {} : { value }) });
  if (value === undefined) w.expands = true;
  w.chunks.push(value ?? written);
  return found.end;
}
