/**
 * The source files' syntax trees, for the architecture tests that hold a rule about what the
 * code does: comparisons with a literal, calls of a method, type assertions. Read with the
 * TypeScript parser, so a comparison split over lines, written backwards ('x' === a) or inside
 * a `switch` is found, and a comment or a string that looks like code is not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './pins';
import type { Hit } from './source-lines';

const trees = new Map<string, ts.SourceFile>();
function tree(file: string): ts.SourceFile {
  let t = trees.get(file);
  if (!t) {
    t = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    trees.set(file, t);
  }
  return t;
}

/**
 * A source written in a test, read as if it were the file `name` (never on disk): a guard is
 * shown to bite on a snippet planted beside it. Returns the name to pass as a file.
 */
export function planted(name: string, text: string): string {
  trees.set(name, ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true));
  return name;
}

/** Every node of `files` for which `match` holds, with its line and its text on one line. */
export function nodesWhere(files: readonly string[], match: (node: ts.Node) => boolean): Hit[] {
  return files.flatMap((file) => {
    const source = tree(file);
    const found: Hit[] = [];
    const visit = (node: ts.Node): void => {
      if (match(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ file, line: line + 1, text: node.getText(source).replace(/\s+/g, ' ') });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

export const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The name a value is read by: `c.presence` and `presence` are both "presence". */
export const nameOf = (e: ts.Expression): string | undefined =>
  ts.isPropertyAccessExpression(e) ? e.name.text : ts.isIdentifier(e) ? e.text : undefined;

/**
 * Comparisons of a value with one of `literals`: `a === 'x'`, `'x' !== a.b`, `case 'x':`.
 * `exempt` gets the name of the value compared (undefined for anything else), to leave out
 * comparisons of another concept that shares the word.
 */
export function literalComparisons(
  files: readonly string[],
  literals: ReadonlySet<string>,
  exempt: (name: string | undefined) => boolean,
): Hit[] {
  const isLiteral = (e: ts.Expression) => ts.isStringLiteralLike(e) && literals.has(e.text);
  return nodesWhere(files, (node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const other = isLiteral(node.right) ? node.left : isLiteral(node.left) ? node.right : undefined;
      return other !== undefined && !exempt(nameOf(other));
    }
    if (ts.isCaseClause(node) && isLiteral(node.expression))
      return !exempt(nameOf(node.parent.parent.expression));
    return false;
  });
}

/** Calls of a method named in `names`: `s.split(...)`, `/x/.exec(s)`, `re.test(s)`. */
export const methodCalls = (files: readonly string[], names: ReadonlySet<string>): Hit[] =>
  nodesWhere(
    files,
    (node) =>
      ts.isCallExpression(node) &&
      (ts.isPropertyAccessExpression(node.expression) || ts.isPropertyAccessChain(node.expression)) &&
      names.has(node.expression.name.text),
  );

/** Type assertions (`x as T`, `<T>x`) of a value read by one of `names`: `lane.tier as LaneTier`. */
export const assertionsOf = (files: readonly string[], names: ReadonlySet<string>): Hit[] =>
  nodesWhere(files, (node) => {
    if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return false;
    let e = node.expression;
    while (ts.isParenthesizedExpression(e)) e = e.expression;
    const name = nameOf(e);
    return name !== undefined && names.has(name);
  });

/** The words that give a long function its reason, in a comment right above it. */
export const LONG_BECAUSE = 'Long because:';

export type LongFunction = { file: string; line: number; name: string; lines: number; reason: boolean };

/** The name a function is called by: its own, or the variable, property or method it is. */
function functionName(fn: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (fn.name) return fn.name.getText(source);
  const p = fn.parent;
  if ((ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)) && p.name) return p.name.getText(source);
  return '(anonymous)';
}

/**
 * The statement, property or class member a function is written in: where the comment that
 * gives its reason sits (above `export function f`, `const f = () =>`, `key: () =>`).
 */
function anchorOf(fn: ts.Node): ts.Node {
  let n: ts.Node = fn;
  while (!ts.isSourceFile(n.parent) && !isAnchor(n)) n = n.parent;
  return n;
}
const isAnchor = (n: ts.Node): boolean =>
  n.kind >= ts.SyntaxKind.FirstStatement && n.kind <= ts.SyntaxKind.LastStatement
    ? true
    : ts.isFunctionDeclaration(n) ||
      ts.isPropertyAssignment(n) ||
      ts.isMethodDeclaration(n) ||
      ts.isClassElement(n) ||
      ts.isVariableStatement(n);

/**
 * Every function of `files` (declarations, arrows, methods; a nested one apart from the one it
 * sits in) longer than `max` lines from its first line to its last, and whether a comment
 * right above it gives the reason (`LONG_BECAUSE`).
 */
export function longFunctions(files: readonly string[], max: number): LongFunction[] {
  return files.flatMap((file) => {
    const source = tree(file);
    const text = source.getFullText();
    const found: LongFunction[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (last - first + 1 > max) {
          const comments = ts.getLeadingCommentRanges(text, anchorOf(node).getFullStart()) ?? [];
          found.push({
            file,
            line: first + 1,
            name: functionName(node, source),
            lines: last - first + 1,
            reason: comments.some((c) => text.slice(c.pos, c.end).includes(LONG_BECAUSE)),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}
