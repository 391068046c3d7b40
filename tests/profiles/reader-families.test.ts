/**
 * Issue 29 (session 7, item 4): a pin run by a runtime the command reader has no family for
 * says so in its own words, since its command is read as the nearest family (llamafile's
 * bundled llama.cpp main is read as a current llama.cpp).
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/domain/command/runtime';
import { proseText } from '../../src/domain/profile/prose';
import { everyPin } from '../helpers/pins';

const llamafile = everyPin().filter(
  (p) => p.profile.pins.command !== undefined && /llamafile/i.test(proseText(p.profile.pins.runtime)),
);

describe('llamafile, which the command reader does not read as its own family', () => {
  it('is not a family of the command reader', () => {
    expect(llamafile.length).toBeGreaterThan(0);
    expect(FAMILIES.map((f) => f.toLowerCase())).not.toContain('llamafile');
  });

  it.each(llamafile.map((p) => [p.profile.id, p] as const))(
    '%s says its command is read as llama.cpp',
    (_, p) => {
      const notes = p.profile.caveats.flatMap((c) =>
        typeof c === 'object' && 'siteNote' in c ? [c.siteNote] : [],
      );
      expect(notes.some((n) => /no llamafile family/.test(n) && /as a current llama\.cpp/.test(n))).toBe(
        true,
      );
    },
  );
});
