/**
 * Comparing two pins: rows aligned over the union of both, differences marked, the
 * do-not-blend warning when the pins name each other, and nothing computed across them
 * (invariant 8: no ratios, no "faster by", no ranking, no blended figure).
 */
import { describe, expect, test } from 'vitest';
import { compareBrief, pinBrief } from '../../src/domain/brief';
import { compareProfiles, namesEachOther, type CompareSection } from '../../src/domain/compare';
import { LIME, MIA, copyOf, repoPin, type RepoPin } from '../helpers/repo-pins';

const mia = repoPin(MIA);
const lime = repoPin(LIME);
const side = (p: RepoPin) => ({ profile: p.profile, hardware: p.hardware });
const sections = compareProfiles(side(mia), side(lime));

const section = (ss: CompareSection[], title: string): CompareSection => {
  const s = ss.find((x) => x.title === title);
  if (!s) throw new Error(`no section "${title}" in ${ss.map((x) => x.title).join(', ')}`);
  return s;
};
const rowOf = (ss: CompareSection[], title: string, label: string) => {
  const r = section(ss, title).rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row "${label}" in "${title}"`);
  return r;
};

describe('alignment', () => {
  test('one section per component, over the union of both pins by id', () => {
    const ids = new Set([...mia.profile.components, ...lime.profile.components].map((c) => c.id));
    const componentSections = sections.filter((s) => s.title.startsWith('Component: '));
    expect(componentSections).toHaveLength(ids.size);
    // The drafter has one id, and both pins label it as their sources do: "DFlash2 drafter".
    expect(componentSections.map((s) => s.title)).toContain('Component: DFlash2 drafter');
  });

  test('licenses are aligned over the union of component names, with "not listed" where a pin has none', () => {
    const rows = section(sections, 'Licenses').rows;
    expect(rows.map((r) => r.label).sort()).toEqual(
      ['base-model-card', 'dflash2', 'exl3-weights', 'kit', 'serving-repo', 'tensorfold'].sort(),
    );
    expect(rowOf(sections, 'Licenses', 'serving-repo').b).toBe('not listed');
    expect(rowOf(sections, 'Licenses', 'kit').a).toBe('not listed');
    expect(rowOf(sections, 'Licenses', 'dflash2').a).toContain('CC-BY-NC-ND-4.0');
    expect(rowOf(sections, 'Licenses', 'dflash2').a).toContain('Commercial use restricted');
  });

  test('a component only one pin has is "not listed" on the other side', () => {
    const trimmed = copyOf(lime.profile);
    trimmed.components = trimmed.components.filter((c) => c.id !== 'vision-tower');
    const ss = compareProfiles(side(mia), { profile: trimmed, hardware: lime.hardware });
    const vision = section(ss, 'Component: Vision tower');
    expect(vision.rows.every((r) => r.b === 'not listed')).toBe(true);
    expect(rowOf(ss, 'Component: Vision tower', 'Residence').a).toContain('Unified pool');
  });

  test('reported observations stay side by side, each with its own configuration and qualifier', () => {
    const first = rowOf(sections, 'Reported observations', 'Observation 1');
    expect(first.a).toContain('60.4 tok/s');
    expect(first.a).toContain('GPU clocks capped at 2,200 MHz');
    expect(first.a).toContain('Not a forecast.');
    expect(first.a).not.toContain('99');
    expect(first.b).toContain('99 vs 72 vs 37 tok/s');
    expect(first.b).toContain('Different quantizations.');
    expect(first.b).not.toContain('60.4');
  });

  test('accepts bare profiles as well as sides with hardware', () => {
    const bare = compareProfiles(mia.profile, lime.profile);
    expect(rowOf(bare, 'Hardware and shape', 'Nodes')).toEqual(
      rowOf(sections, 'Hardware and shape', 'Nodes'),
    );
  });
});

describe('differences', () => {
  test('rows that read differently are marked; rows that read the same are not', () => {
    expect(rowOf(sections, 'Pins and revisions', 'Weight revision')).toMatchObject({
      a: 'unresolved',
      b: 'pinned',
      differs: true,
    });
    expect(rowOf(sections, 'Hardware and shape', 'Nodes')).toMatchObject({ a: '2', b: '2', differs: false });
    expect(rowOf(sections, 'Hardware and shape', 'TP')).toMatchObject({ differs: false });
    expect(rowOf(sections, 'Licenses', 'dflash2').differs).toBe(false);
    expect(rowOf(sections, 'Runtime and kit', 'Runtime').differs).toBe(true);
  });

  test('a pin compared with itself differs nowhere', () => {
    const same = compareProfiles(side(mia), side(mia));
    expect(same.flatMap((s) => s.rows).filter((r) => r.differs)).toEqual([]);
  });

  test('a chosen setting shows on its own side only', () => {
    const ss = compareProfiles({ ...side(mia), settings: { DRAFTER: 'mtp' } }, side(lime));
    const drafter = rowOf(ss, 'Component: DFlash2 drafter', 'Residence');
    expect(drafter.a).toContain('present, not loaded under DRAFTER=mtp');
    expect(drafter.b).not.toContain('not loaded');
  });
});

describe('the do-not-blend banner', () => {
  const noLinks = (p: RepoPin) => ({ ...copyOf(p.profile), doNotBlendWith: [] as string[] });

  test('shows when the pins name each other, as the two seeds do', () => {
    expect(namesEachOther(mia.profile, lime.profile)).toBe(true);
    expect(namesEachOther(lime.profile, mia.profile)).toBe(true);
    const brief = compareBrief({ a: side(mia), b: side(lime) });
    expect(brief).toContain('Do not blend: these pins name each other');
  });

  test('shows when only one pin names the other: one pin saying so is enough to warn', () => {
    expect(namesEachOther(mia.profile, noLinks(lime))).toBe(true);
    const brief = compareBrief({ a: side(mia), b: { profile: noLinks(lime), hardware: lime.hardware } });
    expect(brief).toContain('Do not blend: one pin names the other');
  });

  test('does not show when neither pin names the other', () => {
    expect(namesEachOther(noLinks(mia), noLinks(lime))).toBe(false);
    const brief = compareBrief({
      a: { profile: noLinks(mia), hardware: mia.hardware },
      b: { profile: noLinks(lime), hardware: lime.hardware },
    });
    expect(brief).not.toContain('Do not blend:');
    // The standing note is there either way.
    expect(brief).toContain('Nothing is computed across the two pins');
  });
});

describe('nothing is computed across the pins', () => {
  /** Numbers as written, thousands separators removed: "2,922,496" -> "2922496". */
  const numbers = (t: string): string[] =>
    [...t.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,(?=\d{3})/g, '').replace(/,$/, ''));
  /** Every string value in a JSON document, longest first. */
  const strings = (json: string): string[] => {
    const out: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') out.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(JSON.parse(json));
    return out.sort((x, y) => y.length - x.length);
  };

  const cells = sections.flatMap((s) =>
    s.rows.flatMap((r) => [
      { pin: mia, text: r.a, where: `${s.title} / ${r.label} / A` },
      { pin: lime, text: r.b, where: `${s.title} / ${r.label} / B` },
    ]),
  );

  test("every number in a cell appears in that pin's own files", () => {
    const stray = cells.flatMap(({ pin, text, where }) => {
      const known = new Set(numbers(`${pin.json}\n${pin.hardwareJson}`));
      return numbers(text)
        .filter((n) => !known.has(n))
        .map((n) => `${where}: ${n}`);
    });
    expect(stray).toEqual([]);
  });

  test("no cell has a number that appears in neither pin's profile JSON", () => {
    const known = new Set(numbers([mia.json, lime.json, mia.hardwareJson].join('\n')));
    expect(cells.flatMap(({ text }) => numbers(text)).filter((n) => !known.has(n))).toEqual([]);
  });

  test('no comparative words, ratios or percentages beyond what a profile says', () => {
    const COMPARATIVE =
      /\b(faster|slower|ratio|speed-?up|better|worse|more than|less than|ahead|behind|wins?|beats?|ranks?|ranked|ranking)\b|\d\s*x\b|×|%/i;
    const found = cells.flatMap(({ pin, text, where }) => {
      let own = text;
      for (const s of strings(`[${pin.json},${pin.hardwareJson}]`)) own = own.split(s).join(' ');
      return COMPARATIVE.test(own) ? [`${where}: ${own.trim()}`] : [];
    });
    expect(found).toEqual([]);
  });

  test("an observation row carries only its own pin's stated figure", () => {
    // 60.4 and 108.8 tok/s are Mia's (seed 000); 99, 368 and 183 s are Lime's (seed 001).
    const observed = section(sections, 'Reported observations').rows.filter((r) =>
      r.label.startsWith('Observation'),
    );
    for (const r of observed) {
      for (const theirs of ['99 vs 72', '368 vs 251', '183 s']) expect(r.a).not.toContain(theirs);
      for (const theirs of ['60.4 tok/s', '108.8 tok/s']) expect(r.b).not.toContain(theirs);
    }
  });
});

describe('the comparison brief', () => {
  const brief = compareBrief({ a: side(mia), b: side(lime) });

  test('names both pins and states the no-cross-arithmetic note', () => {
    expect(brief).toContain(`Pin A: GLM-5.3-Flash on 2 DGX Sparks, Mia TensorFold TP2 (${MIA})`);
    expect(brief).toContain(
      `Pin B: GLM-5.3-Flash on 2 DGX Sparks, LimeChain TensorFold C8 comparison (${LIME})`,
    );
    expect(brief).toContain('Nothing is computed across the two pins');
  });

  test('marks differing rows with "*" and gives each pin its own line', () => {
    const lines = brief.split('\n');
    const at = lines.indexOf('Weight revision *');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['  A: unresolved', '  B: pinned']);
    expect(lines).toContain('Nodes, the same in both pins: 2');
    expect(lines).not.toContain('Nodes *');
  });

  test("carries each pin's own brief in full, attributed to it", () => {
    expect(brief).toContain(`Pin A in full: ${MIA}`);
    expect(brief).toContain(`Pin B in full: ${LIME}`);
    expect(brief).toContain(pinBrief(side(mia)).trimEnd());
    expect(brief).toContain(pinBrief(side(lime)).trimEnd());
    expect(brief.indexOf(`Pin A in full: ${MIA}`)).toBeLessThan(brief.indexOf(pinBrief(side(mia)).trimEnd()));
  });

  test('is deterministic', () => {
    expect(compareBrief({ a: side(mia), b: side(lime) })).toBe(brief);
  });
});
