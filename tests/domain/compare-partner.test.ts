/** The pair a comparison opens on (issue 18): a pin beside a do-not-blend or related pin, never an unrelated pair when a related one exists. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { comparePair, comparePartner, type PartnerFacts } from '../../src/domain/compare/compare-partner';
import { everyPin } from '../helpers/pins';

// Every pin of the catalogue under test, as the app's partner picker reads it.
const pins: PartnerFacts[] = everyPin().map(({ profile: p }) => ({
  id: p.id,
  hardware: p.hardware,
  model: p.model.name,
  doNotBlendWith: p.doNotBlendWith ?? [],
  related: (p.related ?? []).map((r) => r.id),
}));
const ids = new Set(pins.map((p) => p.id));

describe('the pin a comparison opens beside', () => {
  test('for every pin: one it must not be blended with, else a related pin, else one of its model or hardware, never itself', () => {
    for (const pin of pins) {
      const other = comparePartner(pin, pins)!;
      expect(other.id).not.toBe(pin.id);
      const named = pin.doNotBlendWith.filter((id) => ids.has(id));
      const namedBy = pins.filter((p) => p.doNotBlendWith.includes(pin.id)).map((p) => p.id);
      const related = pins
        .filter((p) => p.id !== pin.id && (pin.related!.includes(p.id) || p.related!.includes(pin.id)))
        .map((p) => p.id);
      if (named.length) expect(named).toContain(other.id);
      else if (namedBy.length) expect(namedBy).toContain(other.id);
      else if (related.length) expect(related, pin.id).toContain(other.id);
      else if (pins.some((p) => p.id !== pin.id && p.model === pin.model))
        expect(other.model).toBe(pin.model);
      else if (pins.some((p) => p.id !== pin.id && p.hardware === pin.hardware))
        expect(other.hardware).toBe(pin.hardware);
      expect(comparePair(pin.id, pins)).toEqual([pin.id, other.id]);
    }
  });

  test('from the pin list: two pins that name each other when any do', () => {
    const mutual = pins.some((a) =>
      pins.some((b) => a !== b && a.doNotBlendWith.includes(b.id) && b.doNotBlendWith.includes(a.id)),
    );
    const [a, b] = comparePair(undefined, pins)!;
    const pa = pins.find((p) => p.id === a)!;
    const pb = pins.find((p) => p.id === b)!;
    if (mutual) expect(pa.doNotBlendWith.includes(b) && pb.doNotBlendWith.includes(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  test('a related pin comes after do-not-blend and before the same model, either way it is named', () => {
    const base = { doNotBlendWith: [] as string[], related: [] as string[] };
    const x = { ...base, id: 'x', model: 'M', hardware: 'H1' };
    const sameModel = { ...base, id: 'z', model: 'M', hardware: 'H2' };
    const rel = { ...base, id: 'r', model: 'N', hardware: 'H3' };
    const naming = { ...base, id: 'n', model: 'O', hardware: 'H4', doNotBlendWith: ['x'] };
    expect(comparePartner({ ...x, related: ['r'] }, [x, sameModel, rel])!.id).toBe('r');
    expect(comparePartner(x, [x, sameModel, { ...rel, related: ['x'] }])!.id).toBe('r');
    expect(comparePartner({ ...x, related: ['r'] }, [x, sameModel, rel, naming])!.id).toBe('n');
    // From the pin list: a related pair before two pins of one model.
    const [a, b] = comparePair(undefined, [
      { ...base, id: 'p', model: 'Q', hardware: 'H5' },
      { ...base, id: 'q', model: 'Q', hardware: 'H6' },
      { ...base, id: 's', model: 'S', hardware: 'H7', related: ['t'] },
      { ...base, id: 't', model: 'T', hardware: 'H8' },
    ])!;
    expect([a, b]).toEqual(['s', 't']);
  });

  test('falls back from do-not-blend to the same model, then the same hardware', () => {
    const base = { doNotBlendWith: [] as string[] };
    const x = { ...base, id: 'x', model: 'M', hardware: 'H1' };
    const sameHw = { ...base, id: 'y', model: 'N', hardware: 'H1' };
    const sameModel = { ...base, id: 'z', model: 'M', hardware: 'H2' };
    const other = { ...base, id: 'w', model: 'O', hardware: 'H3' };
    expect(comparePartner(x, [x, other, sameHw, sameModel])!.id).toBe('z');
    expect(comparePartner(x, [x, other, sameHw])!.id).toBe('y');
    expect(comparePartner(x, [x, other])!.id).toBe('w');
    expect(comparePartner({ ...x, doNotBlendWith: ['w'] }, [x, other, sameModel])!.id).toBe('w');
    expect(comparePartner(x, [x])).toBeUndefined();
  });
});

describe('from the pin list, over any catalogue', () => {
  /** The pair as first written: every pin's partner, the closest of all (every pin against every other). */
  const everyPair = (all: readonly PartnerFacts[]): [string, string] | undefined => {
    const rank = (a: PartnerFacts, b: PartnerFacts) => {
      const ab = a.doNotBlendWith.includes(b.id);
      const ba = b.doNotBlendWith.includes(a.id);
      const related = (a.related ?? []).includes(b.id) || (b.related ?? []).includes(a.id);
      if (ab || ba) return ab && ba ? 0 : ab ? 1 : 2;
      return related ? 3 : a.model === b.model ? 4 : a.hardware === b.hardware ? 5 : 6;
    };
    let best: { pair: [string, string]; rank: number } | undefined;
    for (const a of all) {
      const b = comparePartner(a, all);
      if (b && (!best || rank(a, b) < best.rank)) best = { pair: [a.id, b.id], rank: rank(a, b) };
    }
    return best?.pair;
  };
  const ID = fc.constantFrom('a', 'b', 'c', 'd', 'e');
  const pin = fc.record({
    id: ID,
    model: fc.constantFrom('M', 'N', 'O'),
    hardware: fc.constantFrom('H', 'I', 'J'),
    doNotBlendWith: fc.array(ID, { maxLength: 3 }),
    related: fc.array(ID, { maxLength: 2 }),
  });

  test('opens on the same pair as comparing every pin with every other', () => {
    fc.assert(
      fc.property(fc.array(pin, { maxLength: 8 }), (all) => {
        expect(comparePair(undefined, all)).toEqual(everyPair(all));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 500) },
    );
    expect(comparePair(undefined, pins)).toEqual(everyPair(pins));
  });
});
