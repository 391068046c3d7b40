/**
 * Where a JSON text stops being JSON: the offset of the first character a JSON parser
 * cannot accept (the text's length when it ends too early). JSON.parse's own message gives
 * a position in some engines and versions and not in others, so the place is found here,
 * by a small scanner that runs only after JSON.parse has failed.
 */
/** Line and column (from 1) of a character offset, as an editor counts them. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** "not valid JSON at line 3, column 5: …": the place found here, the reason JSON.parse's. */
export function jsonSyntaxMessage(text: string, reason: string): string {
  const { line, column } = lineAndColumn(text, jsonErrorOffset(text));
  const plain = reason.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
  return `not valid JSON at line ${line}, column ${column}: ${plain}`;
}

const WS = new Set([' ', '\t', '\n', '\r']);

function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (at: number): never => {
    throw at;
  };
  const ws = () => {
    while (i < text.length && WS.has(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) fail(i - 1);
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      if (i >= text.length) fail(i);
      const ch = text[i]!;
      if (ch === '"') return void i++;
      if (ch < ' ') fail(i);
      if (ch === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i);
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(i);
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(i);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === undefined) fail(i);
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail(i);
        string();
        ws();
        if (text[i] !== ':') fail(i);
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail(i);
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail(i);
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : text.length;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}
