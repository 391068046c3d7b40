/**
 * What differs between runtime families is written as tables keyed by the family (its name and
 * parser, its reader, how a draft's move is expressed, its flag registry), each `satisfies
 * Record<Family, …>`, and readers ask for flags by their family's typed ids. So a fifth family
 * is a compile error at every table until it is handled, instead of falling into another
 * family's branch, and a misspelt flag id is a compile error instead of a flag never found.
 * Shown by compiling the command reader with the domain's settings, once as it is and once
 * with a file changed in memory.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainCompiler, edit } from '../../helpers/compile-domain';
import { ROOT } from '../../helpers/pins';

const RUNTIME = resolve(ROOT, 'src/domain/command/runtime.ts');
const READ_VLLM = resolve(ROOT, 'src/domain/command/vllm/read-vllm.ts');
// The reader and a draft's moves: between them they import every family table.
const errors = domainCompiler([
  'src/domain/command/read-command.ts',
  'src/domain/command/draft/express-move.ts',
]);

// Each case type-checks the command reader: 10-45 s on a busy two-core machine; the same cold
// compile in exhaustive.test.ts took 184 s at a load of 40: the limit only catches a hang.
describe('the compiler holds every family table to the set of families', { timeout: 600_000 }, () => {
  it('compiles the reader as it is', () => {
    expect(errors()).toEqual([]);
  });

  // One program with both edits: each shows in its own files, and a second program would
  // cost another 35 s of type-checking.
  it('refuses a fifth family until its name, reader, moves and registry are written, and a flag id its family does not describe', () => {
    const found = errors({
      [RUNTIME]: edit(
        RUNTIME,
        "export const FAMILIES = ['llama.cpp', 'ik_llama.cpp', 'vllm', 'sglang'] as const;",
        "export const FAMILIES = ['llama.cpp', 'ik_llama.cpp', 'vllm', 'sglang', 'tgi'] as const;",
      ),
      [READ_VLLM]: edit(READ_VLLM, "last('cpu-offload-gb')", "last('cpu-offload-gib')"),
    }).join('\n');
    for (const file of [
      'src/domain/command/runtime.ts',
      'src/domain/command/read-command.ts',
      'src/domain/command/draft/express-move.ts',
      'src/domain/command/registry/index.ts',
    ])
      expect(found).toMatch(new RegExp(`${file.replace(/[./]/g, '\\$&')}: .*tgi`));
    expect(found).toMatch(/src\/domain\/command\/vllm\/read-vllm\.ts: .*cpu-offload-gib/);
  });
});
