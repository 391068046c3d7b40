/**
 * Five wording defects the review of 2026-12-01 saw in a run, each held by a test that fails on
 * the old behaviour. Each runs over every pin (and the fixtures that hold the shapes the
 * bundled pins may not), and keys to a seed pin where the defect was seen.
 */
import { describe, expect, it } from 'vitest';
import { evidenceLines } from '../../src/domain/text/component-lines';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { statedFigures } from '../../src/domain/verdict/verdict-text';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { proseLine } from '../../src/domain/profile/prose';
import { LIME, MIA, discrete, everyPin, pin, shapes } from '../helpers/pins';

const pins = [...everyPin(), discrete(), shapes()];
const SEED_BLEND = 'Different kits and quantizations; one run per arm; not a same-precision ranking.';

describe('a runtime row (KV cache, recurrent state)', () => {
  it.each(pins.map((p) => [p.profile.id, p] as const))(
    'on %s says it is runtime memory and never that it overlaps main weights',
    (_id, { profile, hardware }) => {
      for (const c of profile.components.filter((x) => x.overlap === 'runtime' && x.presence === 'present')) {
        const lines = evidenceLines(profile, c, hardware).join('\n');
        expect(lines).toContain('Runtime, not weights.');
        expect(lines, c.id).not.toMatch(/overlap main weights/);
      }
    },
  );

  it('is held on the Mia KV cache row', () => {
    const { profile, hardware } = pin(MIA);
    const kv = profile.components.find((c) => c.overlap === 'runtime')!;
    expect(evidenceLines(profile, kv, hardware).join('\n')).not.toMatch(/overlap main weights/);
  });
});

describe('the do-not-blend sentence', () => {
  const named = everyPin().flatMap((a) =>
    everyPin()
      .filter((b) => b.profile.id !== a.profile.id && a.profile.doNotBlendWith.includes(b.profile.id))
      .map((b) => [`${a.profile.id} / ${b.profile.id}`, a, b] as const),
  );
  it('is checked on the seed pair', () => {
    expect(named.map(([name]) => name)).toContain(`${MIA} / ${LIME}`);
  });

  it.each(named)(
    'for %s comes from the pins: each naming pin’s own note, no sentence of code',
    (_n, a, b) => {
      for (const text of [compareBrief({ a, b }), compareBriefShort({ a, b })]) {
        for (const p of [a.profile, b.profile])
          if (p.blendNote && p.doNotBlendWith.includes((p === a.profile ? b : a).profile.id))
            expect(text).toContain(proseLine(p.blendNote).slice(0, 60));
        const fromPins = [a.profile.blendNote, b.profile.blendNote].some(
          (n) => n && proseLine(n).includes(SEED_BLEND),
        );
        if (!fromPins) expect(text).not.toContain(SEED_BLEND);
      }
    },
  );
});

describe('the short brief', () => {
  it.each(pins.map((p) => [p.profile.id, p] as const))(
    'of %s names a lane a row executes in by its label, never by its id',
    (_id, { profile, hardware }) => {
      const brief = pinBriefShort({ profile, hardware });
      // The short brief may leave rows out (they are in the full brief); a row it names says
      // where it executes by the lane's label.
      for (const row of boardRows(profile).filter((r) => r.executesOn)) {
        const lane = hardware.lanes.find((l) => l.id === row.executesOn!.lane)!;
        if (brief.includes(rowName(row))) expect(brief).toContain(`executes in ${lane.label}`);
        if (lane.id !== lane.label) expect(brief).not.toContain(`executes in ${lane.id}`);
      }
    },
  );

  it('is checked on a row that executes elsewhere, named in the short brief', () => {
    expect(boardRows(shapes().profile).some((r) => r.executesOn)).toBe(true);
    expect(pinBriefShort(shapes())).toMatch(/executes in [A-Z]/);
  });
});

describe('a stated figure whose place the source does not give', () => {
  it.each(pins.map((p) => [p.profile.id, p] as const))(
    'on %s is never listed "on unknown" by the verdict panel',
    (_id, { profile, hardware }) => {
      for (const f of statedFigures(profile, hardware)) expect(f.what).not.toMatch(/ on unknown$/);
    },
  );

  it('reads "12.9 GiB" on the Lime panel, as the brief says it', () => {
    const { profile, hardware } = pin(LIME);
    const figure = statedFigures(profile, hardware).find((f) => f.what.startsWith('12.9 GiB'));
    expect(figure?.what).toBe('12.9 GiB');
    expect(figure?.kind).toBe('observed free memory');
  });
});
