/**
 * Functions that read in one screen (issue 31): none in src/ runs over 60 lines unless a
 * comment right above it says why ("Long because: …"). A long function hides its steps; one
 * split into named steps reads as its list of steps. Measured on the syntax tree, first line
 * to last, so a nested function counts apart from the one it sits in.
 */
import { describe, expect, it } from 'vitest';
import { longFunctions, planted, type LongFunction } from '../helpers/source-ast';
import { filesUnder } from '../helpers/source-lines';

const MAX = 60;
const where = (f: LongFunction) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`;

describe('function length', () => {
  it(`no function in src/ runs over ${MAX} lines without its reason written above it`, () => {
    expect(
      longFunctions(filesUnder('src'), MAX)
        .filter((f) => !f.reason)
        .map(where),
    ).toEqual([]);
  });

  it('finds a long declaration, arrow and property, and reads the reason above one, in a snippet planted here', () => {
    const snippet = planted(
      'planted/long-functions.ts',
      [
        'export function tooLong(): number {',
        '  const a = 1;',
        '  const b = 2;',
        '  return a + b;',
        '}',
        '// Long because: the snippet needs one function that says why.',
        'export const longWithReason = (): number => {',
        '  const a = 1;',
        '  const b = 2;',
        '  return a + b;',
        '};',
        'export const table = {',
        '  entry: (): number => {',
        '    const a = 1;',
        '    const b = 2;',
        '    return a + b;',
        '  },',
        '  short: (): number => 1,',
        '};',
      ].join('\n'),
    );
    const found = longFunctions([snippet], 4);
    expect(found.map((f) => [f.name, f.lines, f.reason])).toEqual([
      ['tooLong', 5, false],
      ['longWithReason', 5, true],
      ['entry', 5, false],
    ]);
  });
});
