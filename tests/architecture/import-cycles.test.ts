/**
 * No import loops in src/ (issue 31): the graph is read from each file's syntax tree and
 * resolved by the TypeScript compiler (tests/helpers/import-graph.ts), type-only imports and
 * `import()` included. The two loops this test found when it was written, and how each was
 * broken:
 *   - board/board-model.ts <-> model-file/board-file-bytes.ts <-> pin/pin.ts: the figures a
 *     model file gives the board moved to model-file/file-figures.ts, which imports neither;
 *   - ui/pin/PinView.tsx <-> ui/views.ts <-> ui/board/VerdictPanel.tsx: the pin view's own
 *     parts that load on demand moved to ui/pin/pin-parts.ts, which does not load the pin view.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importedNames, sourceTree } from '../helpers/import-graph';

describe('imports in src/ run one way', { timeout: 120_000 }, () => {
  it('has 0 import loops', () => {
    const graph = importGraph(sourceTree('src'));
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph).map((loop) => loop.join(' <-> '))).toEqual([]);
  });

  it('finds a loop planted in a copy of the source, through a type-only import and an import()', () => {
    const tree = sourceTree('src');
    const pin = tree.get('src/domain/pin/pin.ts')!;
    tree.set(
      'src/domain/pin/pin.ts',
      `${pin}\nimport type { BoardModel } from '../board/board-model';\nexport type M = BoardModel;\n`,
    );
    const views = tree.get('src/ui/pin/pin-parts.ts')!;
    tree.set('src/ui/pin/pin-parts.ts', `${views}\nexport const again = () => import('./PinView');\n`);
    expect(importCycles(importGraph(tree))).toEqual([
      expect.arrayContaining(['src/domain/board/board-model.ts', 'src/domain/pin/pin.ts']),
      expect.arrayContaining(['src/ui/pin/PinView.tsx', 'src/ui/pin/pin-parts.ts']),
    ]);
  });

  it('reads imports from the syntax tree, not from text that looks like one', () => {
    const code = [
      "// import { a } from './commented-out';",
      'const s = "import { b } from \'./in-a-string\'";',
      "import {\n  c,\n} from './multi-line';",
      "export * from './re-exported';",
      "export type T = import('./type-import').T;",
      "const lazy = () => import('./dynamic');",
    ].join('\n');
    expect(importedNames('x.ts', code).sort()).toEqual(
      ['./dynamic', './multi-line', './re-exported', './type-import'].sort(),
    );
  });
});
