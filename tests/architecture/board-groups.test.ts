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

const HOMES = new Set([
  'src/domain/board/board-groups.ts',
  'src/domain/profile/schema/components.ts',
  'src/profiles/cross-check.ts',
]);
const CODE = filesUnder('src').filter((f) => !HOMES.has(f));

describe('the board’s own groups are named only by their registry', () => {
  it('no residence is compared with a group id written as a literal', () => {
    const found = hits(
      CODE,
      /\b(residence|asPinned|lane|to|kind)\s*[!=]==\s*['"](ledger|absent|not-stated)['"]|['"](ledger|absent|not-stated)['"]\s*[!=]==\s*\w*(residence|asPinned|lane|\.to)\b/,
    ).filter((h) => !/\bpresence\b|\bstate\.state\b|\br\.kind\b|\bd\.kind\b/.test(h.text));
    expect(found.map(where)).toEqual([]);
  });

  it('no group heading or in-sentence name is written outside the registry', () => {
    const found = hits(
      CODE,
      /['"`](Logical checkpoint|Residence not stated|Absent|the logical checkpoint|the absent list|a place not stated)['"`]|`The logical checkpoint /,
    );
    expect(found.map(where)).toEqual([]);
  });
});
