/** The full brief by part (issue 18, point 2): together the parts hold every block of the full brief. */
import { describe, expect, test } from 'vitest';
import { pinBrief, pinBriefBlocks, pinBriefPart } from '../../src/domain/brief/pin-brief';
import { BRIEF_PARTS } from '../../src/domain/brief/brief-parts';
import { NOT_A_FIT } from '../../src/domain/text/standing-sentences';
import { everyPin } from '../helpers/pins';

describe('the full brief by part', () => {
  test('for every pin: each block of the full brief is in a part, and each part names the pin and itself', () => {
    // Every pin that loads, by its id (a file's name need not be its pin's id).
    for (const { profile, hardware } of everyPin()) {
      const id = profile.id;
      const input = { profile, hardware, date: '2026-12-01' };
      const parts = BRIEF_PARTS.map((p) => ({ ...p, text: pinBriefPart(input, p.part) }));
      for (const p of parts) {
        expect(p.text).toContain(`Pin: ${profile.id}`);
        expect(p.text).toContain(`Part of the full brief: ${p.title}.`);
        expect(p.text).toContain(NOT_A_FIT);
      }
      for (const block of pinBriefBlocks(input)) {
        if (block.length === 0) continue;
        const text = block.join('\n');
        expect(
          parts.some((p) => p.text.includes(text)),
          `${id}: ${text.slice(0, 60)}`,
        ).toBe(true);
      }
      // Nothing is lost and little is repeated: the parts are the full brief plus their headers.
      const total = parts.reduce((n, p) => n + p.text.length, 0);
      expect(total).toBeGreaterThanOrEqual(pinBrief(input).length);
    }
  });
});
