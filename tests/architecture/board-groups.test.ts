/**
 * The board's own groups (the logical checkpoint, "residence not stated", the absent list)
 * have one home, src/domain/board/board-groups.ts (issue 15): their ids, headings, notes and
 * in-sentence names. Elsewhere in src/ no code compares a residence with a group's id written
 * as a literal, and no code writes a group's heading or in-sentence name. The words "absent"
 * and "not-stated" are also values of a component's presence and of the rules' refusal codes,
 * which are other concepts with their own types; those are not board groups and stay.
 *
 * The schema (which states the ids a profile may write), the profile checker (whose messages
 * to an author quote the JSON values) and the registry itself are the places these words live.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, hits, where } from '../helpers/source-lines';
import { literalComparisons } from '../helpers/source-ast';

/**
 * The values compared with these words that are other concepts: a component's presence, the
 * rules' load state (`state.state`), a command reading's residence kind (`r.kind`, `d.kind`).
 */
const OTHER_CONCEPTS = new Set(['presence', 'state', 'kind']);

const HOMES = new Set([
  'src/domain/board/board-groups.ts',
  'src/domain/profile/schema/components.ts',
  'src/profiles/cross-check.ts',
]);
const CODE = filesUnder('src').filter((f) => !HOMES.has(f));

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

  it('finds a comparison by any name, backwards, or in a switch (the guard bites)', () => {
    const planted = literalComparisons(
      ['tests/fixtures/architecture/board-group-literals.ts'],
      new Set(['ledger', 'absent', 'not-stated']),
      (name) => name !== undefined && OTHER_CONCEPTS.has(name),
    );
    expect(planted.map((h) => h.text)).toEqual([
      "l === 'not-stated'",
      "'ledger' !== residenceNow",
      "case 'absent': return 2;",
    ]);
  });

  it('no group heading or in-sentence name is written outside the registry', () => {
    const found = hits(
      CODE,
      /['"`](Logical checkpoint|Residence not stated|Absent|the logical checkpoint|the absent list|a place not stated)['"`]|`The logical checkpoint /,
    );
    expect(found.map(where)).toEqual([]);
  });
});
