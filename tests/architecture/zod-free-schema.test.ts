/**
 * Two files sit with the schema because the schema reads them (the id pattern, the one matcher
 * of placement shapes), yet the preload script, the store and the domain import them at run
 * time: eslint.config.js's ZOD_FREE_SCHEMA lets them, where every other schema file may be
 * imported for its types only (it loads zod). This holds them to it: each imports nothing but
 * types, read from its syntax tree, so zod never reaches the start-up script through them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/pins';

/** The files ZOD_FREE_SCHEMA in eslint.config.js names. */
const ZOD_FREE = ['src/domain/profile/schema/pin-id.ts', 'src/domain/profile/schema/pinned-shape.ts'];

/** The modules a source imports or re-exports for their values (a type-only import is erased). */
function valueImports(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the schema files that load no zod', () => {
  it.each(ZOD_FREE)('%s imports nothing but types', (file) => {
    expect(valueImports(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('finds a value import planted in a copy, however it is written', () => {
    const planted = [
      `import type { Component } from './components.ts';`,
      `import { type Hardware, hardwareSchema } from './hardware.ts';`,
      `import { z } from 'zod';`,
      `export { LIMITS } from './limits.ts';`,
      `export type { Prose } from './primitives.ts';`,
      `const later = () => import('./profile.ts');`,
    ].join('\n');
    expect(valueImports('planted.ts', planted)).toEqual([
      './hardware.ts',
      'zod',
      './limits.ts',
      './profile.ts',
    ]);
  });
});
