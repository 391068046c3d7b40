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
  const scan = new Scanner(text);
  try {
    scan.value();
    scan.ws();
    return scan.i < text.length ? scan.i : text.length;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}

/** A JSON scanner that throws the offset of the first character it cannot accept. */
class Scanner {
  i = 0;
  constructor(private readonly text: string) {}

  private fail(at: number): never {
    throw at;
  }

  ws(): void {
    while (this.i < this.text.length && WS.has(this.text[this.i]!)) this.i++;
  }

  value(): void {
    this.ws();
    const ch = this.text[this.i];
    if (ch === undefined) this.fail(this.i);
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    if (ch === '"') return this.string();
    if (ch === 't') return this.literal('true');
    if (ch === 'f') return this.literal('false');
    if (ch === 'n') return this.literal('null');
    return this.number();
  }

  private object(): void {
    this.i++;
    this.ws();
    if (this.text[this.i] === '}') return void this.i++;
    for (;;) {
      this.ws();
      if (this.text[this.i] !== '"') this.fail(this.i);
      this.string();
      this.ws();
      if (this.text[this.i] !== ':') this.fail(this.i);
      this.i++;
      this.value();
      if (this.closes('}')) return;
    }
  }

  private array(): void {
    this.i++;
    this.ws();
    if (this.text[this.i] === ']') return void this.i++;
    for (;;) {
      this.value();
      if (this.closes(']')) return;
    }
  }

  /** After a member: a comma (more follow), the closing bracket (true), or a failure. */
  private closes(close: string): boolean {
    this.ws();
    if (this.text[this.i] === ',') {
      this.i++;
      return false;
    }
    if (this.text[this.i] === close) {
      this.i++;
      return true;
    }
    return this.fail(this.i);
  }

  private literal(word: string): void {
    for (const ch of word) if (this.text[this.i++] !== ch) this.fail(this.i - 1);
  }

  private string(): void {
    this.i++; // the opening quote
    for (;;) {
      if (this.i >= this.text.length) this.fail(this.i);
      const ch = this.text[this.i]!;
      if (ch === '"') return void this.i++;
      if (ch < ' ') this.fail(this.i);
      if (ch === '\\') this.escape();
      else this.i++;
    }
  }

  private escape(): void {
    const e = this.text[this.i + 1];
    if (e === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) this.fail(this.i);
      this.i += 6;
    } else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i += 2;
    else this.fail(this.i);
  }

  private number(): void {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i));
    if (!m) return this.fail(this.i);
    this.i += m[0].length;
  }
}
