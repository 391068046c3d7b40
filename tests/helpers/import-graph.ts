/**
 * The import graph of the source, read with the TypeScript compiler: each file's import and
 * export declarations, `import()` calls and `import x = require()` are found in its syntax
 * tree (never by a regular expression over its text), and each module name is resolved the way
 * the compiler resolves it (tsconfig.json's options). Type-only imports count: a loop of types
 * is still two files that cannot be read, changed or moved apart.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './pins';
import { filesUnder } from './source-lines';

const config = ts.getParsedCommandLineOfConfigFile(
  resolve(ROOT, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;

/** The module names one file imports, from its syntax tree. */
export function importedNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      names.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      names.push(node.arguments[0].text);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    )
      names.push(node.moduleReference.expression.text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      names.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Files (relative to the repository root) and the files of the same tree each one imports. */
export type ImportGraph = Map<string, string[]>;

/** The graph of `files` ({ path: text }), each import resolved by the compiler; imports leaving the set are dropped. */
export function importGraph(files: ReadonlyMap<string, string>): ImportGraph {
  const host: ts.ModuleResolutionHost = {
    fileExists: (f) => files.has(relative(ROOT, f)) || ts.sys.fileExists(f),
    readFile: (f) => files.get(relative(ROOT, f)) ?? ts.sys.readFile(f),
  };
  const graph: ImportGraph = new Map();
  for (const [file, text] of files) {
    const targets = importedNames(file, text).flatMap((name) => {
      const resolved = ts.resolveModuleName(name, resolve(ROOT, file), config.options, host).resolvedModule;
      const target = resolved && relative(ROOT, resolved.resolvedFileName);
      return target && files.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The source tree under `dir`, read from disk. */
export const sourceTree = (dir: string): Map<string, string> =>
  new Map(filesUnder(dir).map((f) => [f, readFileSync(resolve(ROOT, f), 'utf8')]));

/**
 * The import loops: each strongly connected set of two or more files (or a file that imports
 * itself), found with Tarjan's algorithm, its files sorted, one loop a line.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (v: string): void => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const set: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      set.push(w);
    } while (w !== v);
    if (set.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(set.sort());
  };
  for (const v of graph.keys()) if (!order.has(v)) connect(v);
  return loops.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
