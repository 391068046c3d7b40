/**
 * Finding a pin: every word of the text, and every filter set, must match. The expected
 * results come from the pins' own files (what the pin list shows of each: id, title, subtitle,
 * hardware, model, runtime), so they hold for whichever pins the catalogue has; the seed pins
 * are named where a query is about them.
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { catalogueOf } from '../../src/profiles/catalogue';
import { ANY_PIN, facetsOf, matchPins } from '../../src/state/pin-search';
import { LIME, MIA, everyPin } from '../helpers/pins';

const pins = catalogueOf(bundled).pins;
const ids = (q: Partial<typeof ANY_PIN>) => matchPins(pins, { ...ANY_PIN, ...q }).map((p) => p.id);
const all = everyPin();

/** What a person can find a pin by, from its files. */
const words = ({ profile: p, hardware: h }: (typeof all)[number]) =>
  [p.id, p.title, p.subtitle, h.label, h.id, p.model.name, p.pins.runtime].join('\n').toLowerCase();
const having = (text: string) =>
  all
    .filter((pin) =>
      text
        .toLowerCase()
        .split(/\s+/)
        .every((w) => words(pin).includes(w)),
    )
    .map((pin) => pin.profile.id);
const where = (f: (pin: (typeof all)[number]) => boolean) => all.filter(f).map((pin) => pin.profile.id);

describe('pin search', () => {
  test('no query is every pin, the same array', () => {
    expect(matchPins(pins, ANY_PIN)).toBe(pins);
  });

  test('text matches title, subtitle, id, hardware, model and runtime, every word, any case', () => {
    expect(ids({ text: 'MIA tp2' })).toContain(MIA);
    for (const text of ['MIA tp2', 'LLAMA.CPP', 'DGX Spark', 'spark kimi', 'tensorfold C8'])
      expect(ids({ text }).sort(), text).toEqual(having(text).sort());
    expect(ids({ text: 'tensorfold C8' })).toContain(LIME);
  });

  test('filters: hardware, model, runtime, commercial use', () => {
    const { profile: mia } = all.find((x) => x.profile.id === MIA)!;
    expect(ids({ hardware: mia.hardware }).sort()).toEqual(
      where((x) => x.profile.hardware === mia.hardware).sort(),
    );
    expect(ids({ hardware: mia.hardware })).toEqual(expect.arrayContaining([MIA, LIME]));
    expect(ids({ model: mia.model.name }).sort()).toEqual(
      where((x) => x.profile.model.name === mia.model.name).sort(),
    );
    expect(ids({ runtime: mia.pins.runtime }).sort()).toEqual(
      where((x) => x.profile.pins.runtime === mia.pins.runtime).sort(),
    );
    expect(ids({ commercialUse: 'restricted' }).sort()).toEqual(
      where((x) => x.profile.licenses.some((l) => l.commercialUse === 'restricted')).sort(),
    );
    expect(ids({ commercialUse: 'restricted' })).toEqual(expect.arrayContaining([LIME, MIA]));
    expect(ids({ commercialUse: 'allowed' }).sort()).toEqual(
      where((x) => x.profile.licenses.every((l) => l.commercialUse === 'allowed')).sort(),
    );
    expect(ids({ hardware: mia.hardware, text: 'lime' }).sort()).toEqual(
      where((x) => x.profile.hardware === mia.hardware && words(x).includes('lime')).sort(),
    );
    expect(ids({ hardware: mia.hardware, text: 'lime' })).toContain(LIME);
  });

  test('the filters offer each hardware, model and runtime once', () => {
    const f = facetsOf(pins);
    expect(f.hardware.map((h) => h.id).sort()).toEqual(
      [...new Set(bundled.profiles.map((p) => p.hardware))].sort(),
    );
    expect(f.models).toHaveLength(new Set(bundled.profiles.map((p) => p.model.name)).size);
    expect(facetsOf(pins)).toBe(f);
  });
});
