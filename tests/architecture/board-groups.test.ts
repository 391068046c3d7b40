/**
 * The board's own groups (the logical checkpoint, "residence not stated", the absent list)
 * have one home, src/domain/rows/board-groups.ts (issue 15): their ids, headings, notes and
 * in-sentence names. Elsewhere in src/ no code compares a residence with a group's id written
 * as a literal, and no code writes a group's heading or in-sentence name. The words "absent"
 * and "not-stated" are also values of a component's presence and of the rules' refusal codes,
 * which are other concepts with their own types; those are not board groups and stay.
 *
 * The schema (which states the ids a profile may write), the profile checker (whose messages
 * to an author quote the JSON values) and the registry itself are the places these words live.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, where } from '../helpers/source-lines';
import { literalComparisons, nodesWhere, planted } from '../helpers/source-ast';

/**
 * The values compared with these words that are other concepts: a component's presence, the
 * rules' load state (`state.state`), a command reading's residence kind (`r.kind`, `d.kind`),
 * a model's attention (MHA, MLA or not-stated, explore/kv-ranks.ts).
 */
const OTHER_CONCEPTS = new Set(['presence', 'state', 'kind', 'attention']);

const HOMES = new Set([
  'src/domain/rows/board-groups.ts',
  'src/domain/profile/schema/components.ts',
  'src/profiles/cross-check.ts',
]);
const CODE = filesUnder('src').filter((f) => !HOMES.has(f));

/** The groups' headings and in-sentence names, which only the registry writes. */
const GROUP_WORDS = new Set([
  'Logical checkpoint',
  'Residence not stated',
  'Absent',
  'the logical checkpoint',
  'the absent list',
  'a place not stated',
]);
/** A string or template that is one of GROUP_WORDS, or a template that starts "The logical checkpoint ". */
const writesGroupWords = (n: ts.Node): boolean =>
  (ts.isStringLiteralLike(n) && GROUP_WORDS.has(n.text)) ||
  (ts.isTemplateExpression(n) && n.head.text.startsWith('The logical checkpoint '));

describe('the board’s own groups are named only by their registry', () => {
  // Read from the syntax tree: whatever the value is called (`l === 'not-stated'` once slipped
  // past a list of names), either side of the comparison, and `case` labels of a switch.
  it('no value is compared with a group id written as a literal, but another concept that shares the word', () => {
    const found = literalComparisons(
      CODE,
      new Set(['ledger', 'absent', 'not-stated']),
      (name) => name !== undefined && OTHER_CONCEPTS.has(name),
    );
    expect(found.map(where)).toEqual([]);
  });

  it('finds a comparison by any name, backwards, or in a switch, in a snippet planted here', () => {
    const snippet = planted(
      'planted/board-group-literals.ts',
      [
        'type Row = { presence: string };',
        'export function groupOf(l: string, residenceNow: string, row: Row): number {',
        "  if (l === 'not-stated') return 0;",
        "  if ('ledger'\n    !== residenceNow) return 1;",
        "  if (row.presence === 'absent') return 3;",
        '  switch (l) {',
        "    case 'absent': return 2;",
        '    default: return 4;',
        '  }',
        '}',
      ].join('\n'),
    );
    const found = literalComparisons(
      [snippet],
      new Set(['ledger', 'absent', 'not-stated']),
      (name) => name !== undefined && OTHER_CONCEPTS.has(name),
    );
    expect(found.map((h) => h.text)).toEqual([
      "l === 'not-stated'",
      "'ledger' !== residenceNow",
      "case 'absent': return 2;",
    ]);
  });

  it('no group heading or in-sentence name is written outside the registry', () => {
    expect(nodesWhere(CODE, writesGroupWords).map(where)).toEqual([]);
  });

  it('finds a heading in a string, a template or a template\u2019s head, in a snippet planted here', () => {
    const snippet = planted(
      'planted/board-group-words.ts',
      [
        "const heading = 'Residence not stated';",
        'const name = `the absent list`;',
        'const line = `The logical checkpoint ${note}`;',
        "const other = 'Absent components';",
      ].join('\n'),
    );
    expect(nodesWhere([snippet], writesGroupWords).map((h) => h.line)).toEqual([1, 2, 3]);
  });
});
