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

/** Every node of `files` for which `match` gives a hit text (the node's own line of code). */
function find(files: readonly string[], match: (node: ts.Node) => boolean): Hit[] {
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

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The name a value is read by: `c.presence` and `presence` are both "presence". */
const nameOf = (e: ts.Expression): string | undefined =>
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
  return find(files, (node) => {
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
  find(
    files,
    (node) =>
      ts.isCallExpression(node) &&
      (ts.isPropertyAccessExpression(node.expression) || ts.isPropertyAccessChain(node.expression)) &&
      names.has(node.expression.name.text),
  );

/** Type assertions (`x as T`, `<T>x`) of a value read by one of `names`: `lane.tier as LaneTier`. */
export const assertionsOf = (files: readonly string[], names: ReadonlySet<string>): Hit[] =>
  find(files, (node) => {
    if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return false;
    let e = node.expression;
    while (ts.isParenthesizedExpression(e)) e = e.expression;
    const name = nameOf(e);
    return name !== undefined && names.has(name);
  });
