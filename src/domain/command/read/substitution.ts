/**
 * Shell substitutions inside a pasted word: `$((…))` arithmetic, `$(…)` and backtick commands,
 * `${…}` and `$NAME` variables. Their values live in the shell that ran the command, so the
 * reader keeps them whole and says they were not evaluated, with one exception: integer
 * arithmetic on literal numbers (`$((32 * 1024))`), which any shell evaluates the same way.
 *
 * The scanner is one bounded pass: it finds where a substitution ends (nested parentheses and
 * quotes inside it included, so a `|` inside `$(…)` does not end the command) without
 * recursion, and gives up at the end of the text, which the tokenizer reports as an open
 * substitution.
 */

export type SubstitutionKind = 'arithmetic' | 'command' | 'backtick' | 'variable';

export type Substitution = {
  kind: SubstitutionKind;
  /** The substitution as written: "$((32 * 1024))", "$(nproc)", "${MODEL}". */
  text: string;
  at: number;
  /** The value, for integer arithmetic on literal numbers only. */
  value?: string;
};

/** The longest arithmetic expression evaluated: real commands hold a few numbers. */
const MAX_ARITHMETIC = 200;

/**
 * Where the substitution starting at `i` (a `$` or a backtick) ends: the index after it, or
 * undefined when it is not a substitution (a lone `$`). `closed` is false when the text ends first.
 */
export function scanSubstitution(
  text: string,
  i: number,
): { end: number; kind: SubstitutionKind; closed: boolean } | undefined {
  const n = text.length;
  if (text[i] === '`') {
    let j = i + 1;
    while (j < n && text[j] !== '`') j += text[j] === '\\' ? 2 : 1;
    return { end: Math.min(j + 1, n), kind: 'backtick', closed: j < n };
  }
  const next = text[i + 1];
  if (next === '(') {
    const arithmetic = text[i + 2] === '(';
    // Parentheses are counted outside quotes; a quote inside the substitution is skipped whole.
    let depth = 0;
    let j = i + 1;
    while (j < n) {
      const c = text[j]!;
      if (c === "'") {
        const close = text.indexOf("'", j + 1);
        j = close < 0 ? n : close + 1;
        continue;
      }
      if (c === '"') {
        let k = j + 1;
        while (k < n && text[k] !== '"') k += text[k] === '\\' ? 2 : 1;
        j = k + 1;
        continue;
      }
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0)
        return { end: j + 1, kind: arithmetic ? 'arithmetic' : 'command', closed: true };
      j++;
    }
    return { end: n, kind: arithmetic ? 'arithmetic' : 'command', closed: false };
  }
  if (next === '{') {
    const close = text.indexOf('}', i + 2);
    return { end: close < 0 ? n : close + 1, kind: 'variable', closed: close >= 0 };
  }
  if (next !== undefined && /[A-Za-z_]/.test(next)) {
    let j = i + 2;
    while (j < n && /[A-Za-z0-9_]/.test(text[j]!)) j++;
    return { end: j, kind: 'variable', closed: true };
  }
  if (next !== undefined && /[0-9@*#?$!-]/.test(next)) return { end: i + 2, kind: 'variable', closed: true };
  return undefined;
}

/**
 * The value of `$((expr))` when expr holds only integers, + - * / and parentheses (a shell's
 * integer arithmetic: division truncates toward zero); otherwise undefined (a variable, a
 * division by zero, a number past 2^53, or an expression longer than any real command's).
 */
export function evaluateArithmetic(substitution: string): string | undefined {
  const expr = substitution.slice(3, -2);
  if (expr.length > MAX_ARITHMETIC || !/^[\d\s+\-*/()]*$/.test(expr)) return undefined;
  const tokens = expr.match(/\d+|[+\-*/()]/g) ?? [];
  let pos = 0;
  let failed = false;
  const safe = (v: number) => {
    if (!Number.isSafeInteger(v)) failed = true;
    return v;
  };
  // Recursion depth is bounded by the expression's length (200 characters at most).
  const primary = (): number => {
    const t = tokens[pos++];
    if (t === '(') {
      const v = sum();
      if (tokens[pos++] !== ')') failed = true;
      return v;
    }
    if (t === '-') return safe(-primary());
    if (t === '+') return primary();
    if (t === undefined || !/^\d+$/.test(t)) {
      failed = true;
      return 0;
    }
    return safe(Number(t));
  };
  const product = (): number => {
    let v = primary();
    while (tokens[pos] === '*' || tokens[pos] === '/') {
      const op = tokens[pos++];
      const r = primary();
      if (op === '/' && r === 0) failed = true;
      v = safe(op === '*' ? v * r : r === 0 ? 0 : Math.trunc(v / r));
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[pos] === '+' || tokens[pos] === '-') {
      const op = tokens[pos++];
      const r = product();
      v = safe(op === '+' ? v + r : v - r);
    }
    return v;
  };
  if (!tokens.length) return undefined;
  const v = sum();
  return failed || pos !== tokens.length ? undefined : String(v);
}
