/**
 * A regular-expression search that cannot run away: llama.cpp's -ot patterns are std::regex
 * ECMAScript run with regex_search, and a backtracking engine (std::regex, JavaScript's RegExp)
 * takes exponential time on patterns like `(.?){14}.{14}X` (28 s on one reading here). This
 * one reads the syntax people write in -ot patterns (literals, `.`, classes with ranges, POSIX
 * `[:digit:]` and `\d \w \s`, `^ $`, groups, alternation, `? * + {m} {m,} {m,n}` and their lazy
 * forms) into a Thompson automaton and walks it as a lazily built DFA: time linear in the name,
 * whatever the pattern. Whether a match exists is all the loader asks, so it is the same answer
 * regex_search gives. What it does not run (back-references, lookahead, `\b`) it refuses with
 * a reason, and so is a pattern over a limit (REGEX_LIMITS), before any name is tested.
 */

export type Matcher = { test(text: string): boolean };
export type BoundedRegex = { ok: true; matcher: Matcher } | { ok: false; problem: string };

export const REGEX_LIMITS = {
  /** Automaton states after counted repetition is written out (`a{1000}` is 1,000 states). */
  states: 4096,
  /** Groups inside groups. */
  nesting: 32,
  /** DFA states kept per pattern; past it, steps are worked out again (still linear). */
  cached: 2048,
} as const;

class Refusal extends Error {}

type CharTest = (c: number) => boolean;
type Node =
  | { t: 'char'; test: CharTest }
  | { t: 'cat'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'bol' }
  | { t: 'eol' };

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isUpper: CharTest = (c) => c >= 65 && c <= 90;
const isLower: CharTest = (c) => c >= 97 && c <= 122;
const isWord: CharTest = (c) => isDigit(c) || isUpper(c) || isLower(c) || c === 95;
const isSpace: CharTest = (c) =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029;
const not =
  (f: CharTest): CharTest =>
  (c) =>
    !f(c);
const isPunct: CharTest = (c) => c > 32 && c < 127 && !isDigit(c) && !isUpper(c) && !isLower(c);

/** std::regex's POSIX classes inside brackets ([[:digit:]]), over ASCII as the "C" locale reads them. */
const POSIX: Record<string, CharTest> = {
  alnum: (c) => isDigit(c) || isUpper(c) || isLower(c),
  alpha: (c) => isUpper(c) || isLower(c),
  blank: (c) => c === 32 || c === 9,
  cntrl: (c) => c < 32 || c === 127,
  digit: isDigit,
  d: isDigit,
  graph: (c) => c > 32 && c < 127,
  lower: isLower,
  print: (c) => c >= 32 && c < 127,
  punct: isPunct,
  space: isSpace,
  s: isSpace,
  upper: isUpper,
  w: isWord,
  xdigit: (c) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102),
};

const CLASS_ESCAPES: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWord,
  W: not(isWord),
  s: isSpace,
  S: not(isSpace),
};
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

/** Recursive descent over the pattern; each method reads from `i` and leaves it after what it read. */
class Parser {
  i = 0;
  depth = 0;
  constructor(private readonly p: string) {}

  parse(): Node {
    const n = this.alternation();
    if (this.i < this.p.length) throw new SyntaxError(`unmatched ")" at character ${this.i + 1}`);
    return n;
  }

  private alternation(): Node {
    const items = [this.sequence()];
    while (this.p[this.i] === '|') {
      this.i++;
      items.push(this.sequence());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.p.length && this.p[this.i] !== '|' && this.p[this.i] !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { t: 'cat', items };
  }

  private quantified(atom: Node): Node {
    const c = this.p[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.p.slice(this.i));
      if (!m)
        throw new SyntaxError(`"{" at character ${this.i + 1} does not start a count like {2} or {1,3}`);
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (max < min) throw new SyntaxError(`the count ${m[0]} runs backwards`);
      if (min > REGEX_LIMITS.states)
        throw new Refusal(`the count ${m[0]} is over the limit of ${REGEX_LIMITS.states} states`);
    } else return atom;
    if (atom.t === 'bol' || atom.t === 'eol')
      throw new SyntaxError(`nothing to repeat at character ${this.i}`);
    if (this.p[this.i] === '?') this.i++; // lazy: the same answer to "is there a match"
    if ('*+?{'.includes(this.p[this.i] ?? '') && this.p[this.i] !== undefined)
      throw new SyntaxError(`nothing to repeat at character ${this.i + 1}`);
    return { t: 'rep', node: atom, min, max };
  }

  private atom(): Node {
    const c = this.p[this.i]!;
    this.i++;
    switch (c) {
      case '^':
        return { t: 'bol' };
      case '$':
        return { t: 'eol' };
      case '.':
        return { t: 'char', test: (x) => x !== 10 && x !== 13 && x !== 0x2028 && x !== 0x2029 };
      case '[':
        return { t: 'char', test: this.bracket() };
      case '(':
        return this.group();
      case '\\':
        return { t: 'char', test: this.escape(false) };
      case '*':
      case '+':
      case '?':
        throw new SyntaxError(`nothing to repeat at character ${this.i}`);
      case '{':
        throw new SyntaxError(`nothing to repeat at character ${this.i}`);
      default: {
        const code = c.charCodeAt(0);
        return { t: 'char', test: (x) => x === code };
      }
    }
  }

  private group(): Node {
    if (this.p.startsWith('?:', this.i)) this.i += 2;
    else if (this.p.startsWith('?=', this.i) || this.p.startsWith('?!', this.i))
      throw new Refusal('it has a lookahead ("(?=" or "(?!")');
    else if (this.p[this.i] === '?') throw new SyntaxError(`"(?" at character ${this.i} is not a group`);
    if (++this.depth > REGEX_LIMITS.nesting)
      throw new Refusal(`groups nest deeper than the limit of ${REGEX_LIMITS.nesting}`);
    const inner = this.alternation();
    if (this.p[this.i] !== ')') throw new SyntaxError('a "(" is never closed');
    this.i++;
    this.depth--;
    return inner;
  }

  /** After a backslash; in a bracket, \b is a backspace. */
  private escape(inBracket: boolean): CharTest {
    const c = this.p[this.i];
    if (c === undefined) throw new SyntaxError('the pattern ends in a backslash');
    this.i++;
    const cls = CLASS_ESCAPES[c];
    if (cls) return cls;
    if (c === 'b' && inBracket) return (x) => x === 8;
    if (c === 'b' || c === 'B') throw new Refusal('it has a word boundary ("\\b", "\\B")');
    if (c >= '1' && c <= '9') throw new Refusal(`it has a back-reference ("\\${c}")`);
    const hex = c === 'x' ? 2 : c === 'u' ? 4 : 0;
    if (hex) {
      const digits = this.p.slice(this.i, this.i + hex);
      if (!new RegExp(`^[0-9A-Fa-f]{${hex}}$`).test(digits))
        throw new SyntaxError(`"\\${c}" needs ${hex} hexadecimal digits`);
      this.i += hex;
      const code = parseInt(digits, 16);
      return (x) => x === code;
    }
    if (c === 'c' && /[A-Za-z]/.test(this.p[this.i] ?? '')) {
      const code = this.p.charCodeAt(this.i++) % 32;
      return (x) => x === code;
    }
    const code = CONTROL[c] ?? c.charCodeAt(0);
    return (x) => x === code;
  }

  /** One character of a bracket, as a single code when it is one (so it can start a range). */
  private bracketItem(): { test: CharTest; code: number | undefined } {
    const c = this.p[this.i]!;
    if (c === '[' && this.p[this.i + 1] === ':') {
      const end = this.p.indexOf(':]', this.i + 2);
      const name = end < 0 ? undefined : this.p.slice(this.i + 2, end);
      const test = name === undefined ? undefined : POSIX[name];
      if (!test) throw new SyntaxError(`"[:" at character ${this.i + 1} is not a class std::regex knows`);
      this.i = end + 2;
      return { test, code: undefined };
    }
    if (c === '\\') {
      this.i++;
      const code = this.escapedCode();
      if (code !== undefined) return { test: (x) => x === code, code };
      return { test: this.escape(true), code: undefined };
    }
    this.i++;
    const code = c.charCodeAt(0);
    return { test: (x) => x === code, code };
  }

  /** The code of a single-character escape in a bracket (\], \-, \\), or undefined for \d, \x41 and the like. */
  private escapedCode(): number | undefined {
    const c = this.p[this.i];
    if (c === undefined || /[dDwWsSbxuc]/.test(c)) return undefined;
    if (c >= '1' && c <= '9') return undefined;
    this.i++;
    return CONTROL[c] ?? c.charCodeAt(0);
  }

  private bracket(): CharTest {
    const negate = this.p[this.i] === '^';
    if (negate) this.i++;
    const tests: CharTest[] = [];
    while (this.i < this.p.length && this.p[this.i] !== ']') {
      const from = this.bracketItem();
      if (this.p[this.i] === '-' && this.p[this.i + 1] !== ']' && this.i + 1 < this.p.length) {
        this.i++;
        const to = this.bracketItem();
        if (from.code === undefined || to.code === undefined)
          throw new SyntaxError('a range in a class needs a single character at each end');
        if (to.code < from.code) throw new SyntaxError('a range in a class runs backwards');
        const [lo, hi] = [from.code, to.code];
        tests.push((x) => x >= lo && x <= hi);
      } else tests.push(from.test);
    }
    if (this.p[this.i] !== ']') throw new SyntaxError('a "[" is never closed');
    this.i++;
    const any: CharTest = (x) => tests.some((t) => t(x));
    return negate ? not(any) : any;
  }
}

type Instr =
  | { op: 'char'; test: CharTest; next: number }
  | { op: 'split'; a: number; b: number }
  | { op: 'jmp'; to: number }
  | { op: 'bol' | 'eol'; next: number }
  | { op: 'match' };

/** Thompson construction; each emit checks the state limit, so `(a{1000}){1000}` stops early. */
function compileProgram(root: Node): Instr[] {
  const prog: Instr[] = [];
  const push = (x: Instr): number => {
    if (prog.length >= REGEX_LIMITS.states)
      throw new Refusal(`more than ${REGEX_LIMITS.states} states once its counts are written out`);
    prog.push(x);
    return prog.length - 1;
  };
  const emit = (n: Node): void => {
    switch (n.t) {
      case 'char':
        push({ op: 'char', test: n.test, next: prog.length + 1 });
        return;
      case 'bol':
      case 'eol':
        push({ op: n.t, next: prog.length + 1 });
        return;
      case 'cat':
        for (const x of n.items) emit(x);
        return;
      case 'alt': {
        const jumps: number[] = [];
        n.items.forEach((x, k) => {
          if (k === n.items.length - 1) return emit(x);
          const split = push({ op: 'split', a: prog.length + 1, b: -1 });
          emit(x);
          jumps.push(push({ op: 'jmp', to: -1 }));
          (prog[split] as { b: number }).b = prog.length;
        });
        for (const j of jumps) (prog[j] as { to: number }).to = prog.length;
        return;
      }
      case 'rep':
        for (let k = 0; k < n.min; k++) emit(n.node);
        if (n.max === Infinity) {
          const split = push({ op: 'split', a: prog.length + 1, b: -1 });
          emit(n.node);
          push({ op: 'jmp', to: split });
          (prog[split] as { b: number }).b = prog.length;
          return;
        }
        {
          const splits: number[] = [];
          for (let k = n.min; k < n.max; k++) {
            splits.push(push({ op: 'split', a: prog.length + 1, b: -1 }));
            emit(n.node);
          }
          for (const s of splits) (prog[s] as { b: number }).b = prog.length;
        }
        return;
    }
  };
  emit(root);
  push({ op: 'match' });
  return prog;
}

type State = {
  /** The char and match instructions the threads stand on. */
  threads: number[];
  matched: boolean;
  /** The seed, kept to work out whether `$` lets a thread match when the text ends here. */
  seed: number[];
  atStart: boolean;
  endAccept: boolean | undefined;
  next: Map<number, State>;
  /** The same steps for ASCII codes, by index: tensor names are ASCII, and an index is faster than a Map. */
  ascii: (State | undefined)[];
};

function closure(prog: readonly Instr[], seed: readonly number[], atStart: boolean, atEnd: boolean) {
  const seen = new Uint8Array(prog.length);
  const out: number[] = [];
  let matched = false;
  const stack = [...seed].reverse();
  while (stack.length) {
    const pc = stack.pop()!;
    if (seen[pc]) continue;
    seen[pc] = 1;
    const x = prog[pc]!;
    if (x.op === 'char') out.push(pc);
    else if (x.op === 'match') matched = true;
    else if (x.op === 'jmp') stack.push(x.to);
    else if (x.op === 'split') stack.push(x.b, x.a);
    else if (x.op === 'bol' ? atStart : atEnd) stack.push(x.next);
  }
  return { threads: out, matched };
}

function lazyDfa(prog: readonly Instr[]): Matcher {
  const cache = new Map<string, State>();
  const stateOf = (seed: number[], atStart: boolean): State => {
    const key = `${atStart ? 's' : ''}${seed.join(',')}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const { threads, matched } = closure(prog, seed, atStart, false);
    const s: State = { threads, matched, seed, atStart, endAccept: undefined, next: new Map(), ascii: [] };
    if (cache.size < REGEX_LIMITS.cached) cache.set(key, s);
    return s;
  };
  const step = (s: State, code: number): State => {
    let n = code < 128 ? s.ascii[code] : s.next.get(code);
    if (n) return n;
    const seed = new Set<number>();
    for (const pc of s.threads) {
      const x = prog[pc] as { test: CharTest; next: number };
      if (x.test(code)) seed.add(x.next);
    }
    seed.add(0); // regex_search: a match may start at any later character too
    n = stateOf(
      [...seed].sort((a, b) => a - b),
      false,
    );
    if (code < 128) s.ascii[code] = n;
    else if (s.next.size < 256) s.next.set(code, n);
    return n;
  };
  const start = stateOf([0], true);
  return {
    test(text: string): boolean {
      let s = start;
      for (let i = 0; i < text.length; i++) {
        if (s.matched) return true;
        s = step(s, text.charCodeAt(i));
      }
      if (s.matched) return true;
      if (s.endAccept === undefined) s.endAccept = closure(prog, s.seed, s.atStart, true).matched;
      return s.endAccept;
    },
  };
}

/** The pattern as a bounded search, or why it is not run. */
export function compileBounded(pattern: string): BoundedRegex {
  try {
    const prog = compileProgram(new Parser(pattern).parse());
    return { ok: true, matcher: lazyDfa(prog) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, problem: `${e.message}: not run here` };
    if (e instanceof SyntaxError) return { ok: false, problem: `not a valid pattern (${e.message})` };
    throw e;
  }
}
