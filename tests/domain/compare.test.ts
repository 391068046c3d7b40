/**
 * Comparing two pins: rows aligned over the union of both, differences marked, the
 * do-not-blend warning when the pins name each other, and nothing computed across them
 * (invariant 8: no ratios, no "faster by", no ranking, no blended figure).
 */
import { describe, expect, test } from 'vitest';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { namesEachOther, type CompareSection } from '../../src/domain/compare/compare-side';
import { ownLists } from '../../src/domain/compare/own-lists';
import { keyDifferences } from '../../src/domain/compare/key-differences';
import { LIME, MIA, copyOf, repoPin, type RepoPin } from '../helpers/pins';

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

  test('caveats, reported observations and sources are never aligned row by row', () => {
    const titles = sections.map((x) => x.title);
    for (const t of ['Caveats', 'Reported observations', 'Sources']) expect(titles).not.toContain(t);
    const labels = sections.flatMap((x) => x.rows.map((r) => r.label));
    expect(labels.filter((l) => /^(Caveat|Observation|Source) \d/.test(l))).toEqual([]);
  });

  test("each pin's own lists keep every caveat, observation and source of that pin", () => {
    for (const p of [mia, lime]) {
      const own = ownLists(p.profile);
      expect(own.caveats).toHaveLength(p.profile.caveats.length);
      expect(own.observations).toHaveLength(p.profile.observations.items.length);
      expect(own.sources).toHaveLength(p.profile.sources.length);
    }
    // Seed 000's first observation, with its configuration and qualifier, in Mia's list alone.
    const miaObs = ownLists(mia.profile).observations;
    expect(miaObs[0]).toContain('60.4 tok/s');
    expect(miaObs[0]).toContain('GPU clocks capped at 2,200 MHz');
    expect(miaObs[0]).toContain('Not a forecast.');
    expect(ownLists(lime.profile).observations.join(' ')).not.toContain('60.4');
    expect(miaObs.join(' ')).not.toContain('99 vs 72');
  });

  test('accepts bare profiles as well as sides with hardware', () => {
    const bare = compareProfiles(mia.profile, lime.profile);
    expect(rowOf(bare, 'Hardware and shape', 'Nodes')).toEqual(
      rowOf(sections, 'Hardware and shape', 'Nodes'),
    );
  });
});

describe('differences', () => {
  test('a flag reads as a word, never "false": both seeds state memory fit claimed: false', () => {
    expect(mia.profile.flags.memoryFitClaimed).toBe(false);
    expect(rowOf(sections, 'Flags', 'Memory fit claimed')).toMatchObject({
      a: 'No',
      b: 'No',
      differs: false,
    });
  });

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
    expect(drafter.a).toContain('not loaded under DRAFTER=mtp');
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

  test('no aligned row holds an observation figure of either pin', () => {
    // 60.4 and 108.8 tok/s are Mia's (seed 000); 99, 368 and 183 s are Lime's (seed 001).
    for (const { text } of cells)
      for (const figure of ['60.4 tok/s', '108.8 tok/s', '99 vs 72', '368 vs 251', '183 s'])
        expect(text).not.toContain(figure);
  });
});

describe('issue 9: a comparison that never pairs what differs', () => {
  const all = sections.flatMap((x) => x.rows);
  const ids = (p: RepoPin) => p.profile.sources.map((x) => x.id);

  test('no source id this site made up appears in any cell or label, and the sources are not aligned', () => {
    const made = [...ids(mia), ...ids(lime)].filter(
      // A source whose own name is its id (seed 000 prints "mia-glm-readme") may show that name.
      (id) => ![...mia.profile.sources, ...lime.profile.sources].some((x) => x.name === id),
    );
    expect(made).toContain('lime-c8-source');
    for (const r of all) for (const id of made) expect(`${r.label} ${r.a} ${r.b}`).not.toContain(id);
    // Lime's sources are named by their own lines, never "an unnamed source".
    expect(ownLists(lime.profile).sources.join(' ')).not.toMatch(
      /unnamed source|lime-c8-source|hf-glm-snapshot/,
    );
    expect(ownLists(lime.profile).sources).toContainEqual(expect.stringMatching(/^Pinned source C8 profile/));
  });

  test('"Model" is not a difference when both pins name the same snapshot; each keeps its own name', () => {
    const model = rowOf(sections, 'Pins and revisions', 'Model');
    expect(mia.profile.model.snapshot).toBe(lime.profile.model.snapshot);
    expect(model.differs).toBe(false);
    expect(model.a).toContain(mia.profile.model.name);
    expect(model.b).toContain(lime.profile.model.name);
    expect(model.note).toContain('same snapshot');
    const other = copyOf(lime.profile);
    other.model.snapshot = 'abcdef1234567';
    expect(
      rowOf(
        compareProfiles(side(mia), { profile: other, hardware: lime.hardware }),
        'Pins and revisions',
        'Model',
      ).differs,
    ).toBe(true);
  });

  test("context per request carries each pin's own statement, so the two read differently", () => {
    const ctx = rowOf(sections, 'KV window and pool', 'Context per request');
    expect(ctx.differs).toBe(true);
    expect(ctx.a).toContain('The per-request window');
    expect(ctx.b).toContain(
      'Context per request in the bake-off table is 1,048,576 for this TensorFold arm.',
    );
  });

  test('the shared pool keeps "measured at one start"', () => {
    const pool = rowOf(sections, 'KV window and pool', 'Shared pool');
    expect(pool.a).toContain('2,922,496');
    expect(pool.a).toMatch(/measured 2,922,496 tokens at one start/);
    expect(pool.b).toBe('unknown');
  });

  test('a figure without a stated place prints no placeholder ("on unknown")', () => {
    const text = [...all.flatMap((r) => [r.a, r.b]), compareBrief({ a: side(mia), b: side(lime) })].join(
      '\n',
    );
    expect(text).toContain('12.9 GiB (observed free memory)');
    expect(text).not.toMatch(/\bon unknown\b/);
  });

  test('"the same in both pins" only where both statements, qualifier included, are word for word the same', () => {
    const brief = compareBrief({ a: side(mia), b: side(lime) });
    const same = brief.split('\n').filter((l) => l.includes(', the same in both pins: '));
    expect(same.length).toBeGreaterThan(10);
    for (const line of same) {
      const [label] = line.split(', the same in both pins: ');
      const r = all.find((x) => x.label === label && !x.differs && x.a === x.b);
      expect(r, line).toBeDefined();
    }
    for (const r of all) if (!r.differs && r.a !== r.b) expect(r.note).toBeTruthy();
  });
});

describe('key differences', () => {
  const key = keyDifferences(sections, mia.profile, lime.profile);
  const labelsOf = (title: string) =>
    key.groups.find((g) => g.title === title)?.rows.map((r) => r.label) ?? [];

  test('groups the differing rows, ranked as a chooser asks (issue 18): commercial use, hardware, runtime and revision, placement, then the rest', () => {
    const titles = key.groups.map((g) => g.title);
    const order = [
      'Commercial use and licenses',
      'Hardware and shape',
      'Kit, runtime and revision',
      'Placement',
      'Concurrency',
      'Drafter and settings',
    ];
    expect(titles).toEqual(order.filter((t) => titles.includes(t)));
    // What issue 12 names for the seeds: checkpoint repository, revision pinned or not,
    // 4 vs 8 slots, drafter options, engine license.
    expect(titles[0]).toBe('Commercial use and licenses');
    expect(labelsOf('Kit, runtime and revision')).toEqual(
      expect.arrayContaining(['Runtime', 'Checkpoint', 'Weight revision']),
    );
    expect(labelsOf('Concurrency')).toContain('Concurrency');
    expect(labelsOf('Drafter and settings')).toContain('Setting DRAFTER');
    expect(labelsOf('Commercial use and licenses')).toContain('tensorfold');
    const grouped = key.groups.flatMap((g) => g.rows);
    // Every grouped row differs, except a license both share that decides commercial use.
    expect(grouped.every((r) => r.differs || (r.shared && r.decides === 'commercial-use'))).toBe(true);
    expect(new Set(grouped.map((r) => r.label)).size).toBe(grouped.length);
    const other = key.other.reduce((n, o) => n + o.labels.length, 0);
    expect(grouped.filter((r) => r.differs).length + other).toBe(key.total - key.identical);
  });

  test('a license restricted or unknown in either pin is a key difference, first, even when both share it (the DFlash2 drafter)', () => {
    const licenses = key.groups.find((g) => g.title === 'Commercial use and licenses')!.rows;
    const deciding = (id: string) =>
      [mia.profile, lime.profile].some((p) =>
        p.licenses.some((l) => l.component === id && l.commercialUse !== 'allowed'),
      );
    const names = new Set([...mia.profile.licenses, ...lime.profile.licenses].map((l) => l.component));
    for (const id of names) if (deciding(id)) expect(licenses.map((r) => r.label)).toContain(id);
    const firstOther = licenses.findIndex((r) => !r.decides);
    if (firstOther >= 0) expect(licenses.slice(firstOther).every((r) => !r.decides)).toBe(true);
    // Seed 000 and 001 both ship the CC-BY-NC-ND-4.0 drafter: shared, and never folded.
    const drafter = licenses.find((r) => r.a.includes('CC-BY-NC-ND-4.0'))!;
    expect(drafter.shared).toBe(true);
  });

  test("reported figures are each pin's own list, not rows", () => {
    expect(key.reported.a).toEqual(ownLists(mia.profile).observations);
    expect(key.reported.b).toEqual(ownLists(lime.profile).observations);
  });

  test('a pin compared with itself has no key difference', () => {
    const k = keyDifferences(compareProfiles(side(mia), side(mia)), mia.profile, mia.profile);
    expect(k.groups).toEqual([]);
    expect(k.other).toEqual([]);
    expect(k.identical).toBe(k.total);
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

  test('opens with the key differences, before any other aligned row', () => {
    const at = brief.indexOf('\nKey differences\n');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(brief.indexOf('\nHardware and shape\n'));
    expect(brief.indexOf('\nCommercial use and licenses\n')).toBeGreaterThan(at);
    expect(brief.indexOf('\nKit, runtime and revision\n')).toBeGreaterThan(
      brief.indexOf('\nCommercial use and licenses\n'),
    );
    // The drafter both pins ship decides commercial use: in the key differences, as shared.
    expect(brief).toMatch(/^dflash2: both include .*CC-BY-NC-ND-4\.0.*Commercial use restricted/m);
  });

  test('says the do-not-blend warning once, and no UI helper line', () => {
    expect(brief.split('Do not blend: these pins name each other').length - 1).toBe(1);
    expect(brief).not.toContain('Copies text for another assistant');
  });

  test('pairs no caveat, observation or source by position', () => {
    expect(brief).not.toMatch(/^(Caveat|Observation) \d/m);
    expect(brief).not.toMatch(/^Sources \*/m);
    // Each list stays in its own pin's part.
    const partB = brief.indexOf(`Pin B in full: ${LIME}`);
    expect(brief.indexOf('Prose, 1 request: 60.4 tok/s')).toBeLessThan(partB);
    expect(brief.indexOf('C1 short decode: 99 vs 72 vs 37 tok/s', partB)).toBeGreaterThan(partB);
  });
});
