import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { decodeUrl, encodeUrl } from '../../src/state/url';
import { asPinnedPlacement } from '../../src/domain/placement';
import { loadBundled, MIA_ID } from '../helpers/load-bundled';

const { profiles, hardware } = loadBundled();
const mia = profiles.find((p) => p.id === MIA_ID)!;
const other = profiles.find((p) => p.id !== MIA_ID)!;

describe('the view in the URL', () => {
  test('a pin with an explored placement and a chosen setting round-trips', () => {
    const placements = { [MIA_ID]: { ...asPinnedPlacement(mia), 'exl3-checkpoint': 'unified-pool' } };
    const settings = { [MIA_ID]: { DRAFTER: 'mtp' } };
    const hash = encodeUrl({ view: { kind: 'pin', id: MIA_ID }, placements, settings }, profiles);
    const back = decodeUrl(hash, profiles, hardware);
    expect(back.ignored).toEqual([]);
    expect(back.view).toEqual({ kind: 'pin', id: MIA_ID });
    expect(back.placements[MIA_ID]).toEqual(placements[MIA_ID]);
    expect(back.settings[MIA_ID]).toEqual({ DRAFTER: 'mtp' });
  });

  test('an as-pinned pin with default settings is a short link', () => {
    const hash = encodeUrl({ view: { kind: 'pin', id: MIA_ID }, placements: {}, settings: {} }, profiles);
    expect(hash).toBe(`#/pin/${MIA_ID}`);
  });

  test('a compare pair round-trips', () => {
    const hash = encodeUrl({ view: { kind: 'compare', a: MIA_ID, b: other.id }, placements: {}, settings: {} }, profiles);
    expect(decodeUrl(hash, profiles, hardware).view).toEqual({ kind: 'compare', a: MIA_ID, b: other.id });
  });

  test('an unknown pin id opens nothing and says so', () => {
    const back = decodeUrl('#/pin/no-such-pin', profiles, hardware);
    expect(back.view).toEqual({ kind: 'home' });
    expect(back.ignored.join(' ')).toContain('no-such-pin');
  });

  test('a compare link with one unknown side opens the known pin and names the other', () => {
    const back = decodeUrl(`#/compare/${MIA_ID}/nope`, profiles, hardware);
    expect(back.view).toEqual({ kind: 'pin', id: MIA_ID });
    expect(back.ignored.join(' ')).toContain('nope');
  });

  test('a tampered placement that the rules refuse is dropped with its reason; the rest opens', () => {
    const hash = `#/pin/${MIA_ID}?p.${MIA_ID}=routed-experts~local-disk,exl3-checkpoint~unified-pool,engram~unified-pool`;
    const back = decodeUrl(hash, profiles, hardware);
    expect(back.placements[MIA_ID]!['routed-experts']).toBe('unified-pool');
    expect(back.placements[MIA_ID]!['exl3-checkpoint']).toBe('unified-pool');
    expect(back.placements[MIA_ID]!['engram']).toBe('absent');
    const said = back.ignored.join('\n');
    expect(said).toContain('Not an NVMe expert tier.');
    expect(said).toContain('Dragging an Engram row onto an SSD does not describe a real component.');
  });

  test('an unknown setting value is ignored and named', () => {
    const back = decodeUrl(`#/pin/${MIA_ID}?s.${MIA_ID}=DRAFTER~evil`, profiles, hardware);
    expect(back.settings[MIA_ID]).toEqual({});
    expect(back.ignored.join(' ')).toContain('DRAFTER=evil');
  });

  test('any string decodes without throwing, and every kept placement is one the rules accept', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const back = decodeUrl(`#/${path}?${query}`, profiles, hardware);
        for (const [pin, placement] of Object.entries(back.placements)) {
          const profile = profiles.find((p) => p.id === pin)!;
          for (const c of profile.components) {
            const at = placement[c.id];
            expect(at === c.asPinned || c.residences.some((r) => r.lane === at)).toBe(true);
          }
        }
      }),
    );
  });

  test('mutated share links decode without throwing', () => {
    const good = `#/pin/${MIA_ID}?p.${MIA_ID}=exl3-checkpoint~unified-pool&s.${MIA_ID}=DRAFTER~mtp`;
    fc.assert(
      fc.property(fc.nat({ max: good.length - 1 }), fc.string({ maxLength: 4 }), (at, junk) => {
        const mutated = good.slice(0, at) + junk + good.slice(at + 1);
        expect(() => decodeUrl(mutated, profiles, hardware)).not.toThrow();
      }),
    );
  });
});
