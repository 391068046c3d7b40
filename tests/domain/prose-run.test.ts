/** Sentences shown one after another keep their own boundaries (issue 18, point 4). */
import { describe, expect, test } from 'vitest';
import { isWholeSentence, proseRun } from '../../src/domain/profile/prose-run';
import { repoPin } from '../helpers/repo-pins';
import { everyPin } from '../helpers/pins';

const owner = {
  quotesFrom: 'a',
  sources: [
    { id: 'a', name: 'Source A' },
    { id: 'b', name: 'Source B' },
  ],
} as unknown as Parameters<typeof proseRun>[1];

describe('a run of sentences', () => {
  test('a quote cut out of a sentence is a fragment; a whole sentence is not', () => {
    expect(isWholeSentence('keep the MoE weights of the first N layers in the CPU')).toBe(false);
    expect(isWholeSentence('I told llama.cpp to keep the main layers on the GPU.')).toBe(true);
  });

  test('mixing sources: every quote names its own; one source alone: none does', () => {
    const mixed = proseRun(
      [
        { quote: 'keep the weights in the CPU', source: 'b' },
        'I told it to keep them.',
        { siteNote: 'Ours.' },
      ],
      owner,
    );
    expect(mixed.map((i) => [i.fragment, i.attribute])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    const single = proseRun(['One sentence.', 'Another sentence.'], owner);
    expect(single.map((i) => i.attribute)).toEqual([false, false]);
  });

  test('for every pin, each board note keeps its sentence and its origin', () => {
    const ids = everyPin().map((p) => p.profile.id);
    for (const id of ids) {
      const { profile } = repoPin(id);
      const run = proseRun(profile.boardNotes, profile);
      expect(run).toHaveLength(profile.boardNotes.length);
      const origins = new Set(run.map((i) => (i.origin.kind === 'quote' ? i.origin.sourceId : 'site')));
      for (const item of run) expect(item.attribute).toBe(origins.size > 1 && item.origin.kind === 'quote');
    }
  });
});
