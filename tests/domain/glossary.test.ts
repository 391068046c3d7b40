/** The glossary: every domain term the issue names is explained once, in data. */
import { describe, expect, test } from 'vitest';
import { GLOSSARY, findTerms } from '../../src/domain/text/glossary';

describe('the glossary', () => {
  test('explains each domain term the pages use', () => {
    expect(GLOSSARY.map((g) => g.term)).toEqual(
      expect.arrayContaining([
        'file ledger',
        'unified pool',
        'resident matmul',
        'PLE',
        'Engram',
        'KDA recurrent state',
        'explored',
        'as pinned',
        'part',
        'copy',
        'residence not stated',
        'prose size',
        'TP and EP',
      ]),
    );
    for (const g of GLOSSARY) expect(g.text.length).toBeGreaterThan(40);
  });

  test('finds the first use of each term in a text', () => {
    expect(findTerms('Shared UMA pool. Resident matmul.').map((t) => t.id)).toEqual([
      'unified-pool',
      'resident-matmul',
    ]);
    expect(findTerms('File ledger. Not a per-rank residence.')).toEqual([
      { id: 'file-ledger', start: 0, end: 11 },
    ]);
    expect(findTerms('As-pinned recipe.').map((t) => t.id)).toEqual(['as-pinned']);
    expect(findTerms('part: experts of the first 30 layers').map((t) => t.id)).toEqual(['part']);
    expect(findTerms('Dense weights')).toEqual([]);
    // The words issue 18 found unexplained.
    expect(findTerms('about 176 GB (prose size): one disk quantity').map((t) => t.id)).toEqual([
      'prose-size',
    ]);
    expect(findTerms('Hardware matches this pin. 1 node. TP unknown. EP unknown.').map((t) => t.id)).toEqual([
      'tp-ep',
    ]);
    expect(findTerms('2 nodes. TP 2. EP unknown.').map((t) => t.id)).toEqual(['tp-ep']);
  });
});
