/**
 * The domain's folders in one direction (issue 31): each folder of src/domain has a layer, and a
 * file imports only from its own folder or a folder below it. The import graph is read from the
 * syntax tree (tests/helpers/import-graph.ts, type-only imports and `import()` included), so an
 * arrow back up is found however it is written. No back arrow means no loop between folders.
 *
 * The schema is the floor (every type comes from it); then the units and keyed lookups, the
 * profile's readers, the rows and groups every surface names (rows), the explorations of a pin
 * (explore), the rules of placement, the model file, the pin, the board model, the words (text),
 * the verdict, compare and the briefs; the
 * readers of a person's own command and load log, memory (which reads a log's figures) and the
 * setup (which checks a log against its command) sit on top.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, sourceTree, type ImportGraph } from '../helpers/import-graph';

const LAYERS = [
  'profile/schema',
  'units',
  'keyed',
  'profile',
  'rows',
  'explore',
  'placement',
  'model-file',
  'pin',
  'board',
  'text',
  'verdict',
  'compare',
  'brief',
  'command',
  'load-log',
  'memory',
  'setup',
];

/** A file's folder under src/domain ("keyed" for src/domain/keyed.ts; the schema apart from the profile). */
const folderOf = (file: string): string => {
  const [, , first, second] = file.split('/');
  const folder = first!.replace(/\.ts$/, '');
  return folder === 'profile' && second === 'schema' ? 'profile/schema' : folder;
};

/** Each import that points from a folder to one above it, as "from -> to" with its files. */
function backArrows(graph: ImportGraph): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const [file, targets] of graph)
    for (const target of targets) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (LAYERS.indexOf(to) <= LAYERS.indexOf(from)) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${file} -> ${target}`]);
    }
  return arrows;
}

describe('the domain’s folders import in one direction', { timeout: 120_000 }, () => {
  const tree = sourceTree('src/domain');

  it('gives every folder of src/domain a layer', () => {
    expect([...new Set([...tree.keys()].map(folderOf))].filter((f) => !LAYERS.includes(f))).toEqual([]);
  });

  it('has no arrow back up', () => {
    const arrows = backArrows(importGraph(tree));
    expect([...arrows.keys()], JSON.stringify(Object.fromEntries(arrows), null, 1)).toEqual([]);
  });

  it('finds an arrow planted in a copy of the source, through a type-only import', () => {
    const copy = new Map(tree);
    const bytes = copy.get('src/domain/units/bytes.ts')!;
    copy.set(
      'src/domain/units/bytes.ts',
      `${bytes}\nimport type { VerdictStatus } from '../verdict/calculator';\nexport type V = VerdictStatus;\n`,
    );
    expect(backArrows(importGraph(copy)).get('units -> verdict')).toEqual([
      'src/domain/units/bytes.ts -> src/domain/verdict/calculator.ts',
    ]);
  });
});
