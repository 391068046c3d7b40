/**
 * Provenance (PRODUCT.md, "Provenance"; issue 9): every sentence of every bundled profile and
 * hardware file is either a quote, found word for word in its source's stored text under
 * profiles/sources/, or a site note, this site's own wording, marked wherever it is shown.
 *
 * A quote is checked whole, not sentence by sentence: the entire prose value (a plain string
 * quotes the file's `quotesFrom`; `{ quote, source }` quotes `source`) must occur as one
 * piece in the stored text. Only whitespace is normalised, on both sides. A plain string in
 * a file without `quotesFrom` is an error, so no text can be unmarked.
 *
 * The figures per pin in docs/profile-format.md ("Provenance") are checked against the same count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { RUNTIME_SOURCES } from '../../src/domain/command/registry/sources';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings } from '../../src/domain/placement/settings';
import { loadState } from '../../src/domain/placement/load-state';
import { SITE_NOTE_MARK, isSiteNote, proseText } from '../../src/domain/profile/prose';
import { hardwareProse, profileProse, type ProseAt } from '../../src/domain/profile/prose-positions';
import { boardRows } from '../../src/domain/rows/rows';
import type { Profile } from '../../src/domain/profile/schema/profile';
import type { Prose } from '../../src/domain/profile/schema/primitives';
import { ROOT, SOURCES_DIR, hardwareOf, loadBundled, everyPin, pinById, MIA, LIME } from '../helpers/pins';
import {
  madeUpIds,
  normalizeWhitespace,
  provenanceCount,
  provenanceProblems,
  storedText,
} from '../helpers/provenance';

const loaded = loadBundled();
const pins = everyPin(loaded);
const SEEDS = [MIA, LIME];

/**
 * What the brief does not print at all: the options not chosen (checked one by one below),
 * refusal reasons (said by the board on a refused move, checked below) and the scope line of
 * a hardware file's source.
 */
const NOT_IN_BRIEF = /^settings\[\d+\]\.options\[\d+\]\.|\.refusals\[\d+\]\.reason$|^sources\[\d+\]\.pins$/;
const marked = (p: Prose): string => `${normalizeWhitespace(proseText(p))} ${SITE_NOTE_MARK}`;

it('loads every bundled file', () => {
  expect(loaded.errors).toEqual([]);
  expect(pins.length).toBeGreaterThanOrEqual(5);
});

describe.each(pins.map((p) => [p.profile.id, p] as const))('%s', (_id, { profile, hardware }) => {
  it('quotes its sources word for word, and marks every other sentence as a site note', () => {
    expect(provenanceProblems(profileProse(profile), profile)).toEqual([]);
  });

  it('copies every site note into the brief with its mark, its hardware notes too', () => {
    const brief = normalizeWhitespace(pinBrief({ profile, hardware }));
    expect(brief).not.toContain('[object Object]');
    const shown = (all: ProseAt[]) =>
      all.filter(({ path, prose }) => isSiteNote(prose) && !NOT_IN_BRIEF.test(path));
    const notes = [...shown(profileProse(profile)), ...shown(hardwareProse(hardware))];
    expect(notes.filter(({ prose }) => !brief.includes(marked(prose))).map((n) => n.path)).toEqual([]);
    // The settings the brief prints are the chosen ones: choose each option once.
    for (const s of profile.settings)
      for (const o of s.options) {
        const chosen = pinBrief({
          profile,
          hardware,
          settings: { ...recipeSettings(profile), [s.name]: o.value },
        });
        for (const p of [o.consequence, ...(o.concurrency ? [o.concurrency] : [])])
          if (isSiteNote(p)) expect(normalizeWhitespace(chosen), `${s.name}=${o.value}`).toContain(marked(p));
      }
  });

  it('gives every site note among its refusal reasons the mark where the board says it', () => {
    const c = {
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: recipeSettings(profile),
    };
    // A row that is absent, of unstated presence or not loaded is refused for that first (its
    // load state), wherever it goes: its refusal list speaks for a loaded row.
    const loaded = boardRows(profile).filter((row) => loadState(profile, row, c.settings).state === 'loaded');
    for (const row of loaded)
      for (const r of row.refusals)
        if (isSiteNote(r.reason)) {
          const result = checkMove(c, { row: row.id, to: r.lane });
          expect(result.ok ? '' : refusalText(result), `${row.id} -> ${r.lane}`).toBe(
            `${proseText(r.reason)} ${SITE_NOTE_MARK}`,
          );
          // The refusal carries the profile's own prose, so the board can say where it comes from.
          expect(result.ok ? undefined : result.reason).toBe(r.reason);
        }
  });

  it('never shows a source id this site made up as a name in the brief', () => {
    const brief = pinBrief({ profile, hardware });
    const ids = madeUpIds([profile, hardware]);
    expect(ids.filter((id) => new RegExp(`(?<![\\w./-])${id}(?![\\w/-])`).test(brief))).toEqual([]);
  });
});

describe.each(loaded.hardware.map((h) => [h.id, h] as const))('hardware %s', (_id, hardware) => {
  it('quotes its sources word for word, and marks every other sentence as a site note', () => {
    expect(provenanceProblems(hardwareProse(hardware), hardware)).toEqual([]);
  });
});

describe('the stored source texts', () => {
  // The command reader's flag registry quotes runtime sources of its own (src/domain/command/registry/sources.ts).
  const named = new Set(
    [...loaded.profiles, ...loaded.hardware, { sources: RUNTIME_SOURCES }].flatMap((f) =>
      f.sources.flatMap((s) => (s.text ? [s.text] : [])),
    ),
  );
  it('exist for every source that names one, and each stored file is some source of a pin or of the flag registry', () => {
    expect([...named].filter((f) => storedText(f) === undefined)).toEqual([]);
    // Subfolders hold excerpts that code cites (model-file/, load-logs/), not pin sources.
    const files = readdirSync(SOURCES_DIR, { withFileTypes: true }).filter((f) => f.isFile());
    expect(files.map((f) => f.name).filter((f) => !named.has(f))).toEqual([]);
  });

  it('hold the seed pages unchanged', () => {
    for (const [seed, stored] of [
      ['000_b72d5e6c6ad99f5a.txt', 'seed-000-glm-mia-tensorfold-tp2-page.txt'],
      ['001_05cb493be7c73fe5.txt', 'seed-001-glm-lime-tensorfold-c8-page.txt'],
    ])
      expect(readFileSync(resolve(SOURCES_DIR, stored!), 'utf8')).toBe(
        readFileSync(resolve(ROOT, 'tests/fixtures/seeds', seed!), 'utf8'),
      );
  });
});

describe('the check itself fails where it should', () => {
  const mia = pinById(loaded, MIA);
  const quoted = profileProse(mia).find((x) => typeof x.prose === 'string')!;
  const problemsOf = (p: Profile) => provenanceProblems(profileProse(p), p).map((x) => x.problem);

  it('rejects a plain string in a profile without quotesFrom', () => {
    const p = { ...structuredClone(mia), quotesFrom: undefined };
    expect(problemsOf(p)).toContainEqual(expect.stringMatching(/sets no "quotesFrom"/));
  });

  it('rejects a quote with one word changed, and accepts it with only its spacing changed', () => {
    const word = { ...structuredClone(mia), summary: `${proseText(quoted.prose)} really` };
    expect(problemsOf(word)).toEqual([expect.stringMatching(/not found word for word/)]);
    const spaced = { ...structuredClone(mia), summary: proseText(quoted.prose).replace(/ /g, '\n  ') };
    expect(problemsOf(spaced)).toEqual([]);
  });

  it('rejects a quote of a source that has no stored text', () => {
    const p = structuredClone(mia);
    p.summary = { quote: proseText(quoted.prose), source: p.sources.find((s) => !s.text)!.id };
    expect(problemsOf(p)).toEqual([expect.stringMatching(/has no stored text/)]);
  });
});

/** Issue 9, defects 4 and 5: each test fails on the profiles as they were before the fix. */
describe('issue 9: what the seed pins said that their sources do not', () => {
  const seed = (id: string) => {
    const profile = pinById(loaded, id);
    const hardware = hardwareOf(loaded, profile);
    return { profile, hardware, brief: pinBrief({ profile, hardware }) };
  };
  const ctx = (id: string, settings?: Record<string, string>) => {
    const { profile, hardware } = seed(id);
    return {
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: settings ?? recipeSettings(profile),
    };
  };
  const refusal = (id: string, row: string, to: string, settings?: Record<string, string>) => {
    const r = checkMove(ctx(id, settings), { row, to });
    if (r.ok) throw new Error(`${row} -> ${to} was accepted`);
    return refusalText(r);
  };

  it('4: the LimeChain DRAFTER states no default, as its source states none', () => {
    const { profile, brief } = seed(LIME);
    expect(profile.settings.find((s) => s.name === 'DRAFTER')!.default).toBeUndefined();
    expect(brief).not.toContain('dflash2 (default)');
  });

  it.each(SEEDS)('4: %s links no source to a component, as neither seed does', (id) => {
    const { profile, brief } = seed(id);
    expect(profile.components.filter((c) => c.sources.length > 0).map((c) => c.id)).toEqual([]);
    expect(brief).not.toMatch(/^\s*Source: /m);
  });

  it.each(SEEDS)('4: %s names other paths and residences in its source words or as site notes', (id) => {
    const { profile, brief } = seed(id);
    const names = [
      ...profile.otherRejectedPaths.map((r) => r.path),
      ...profile.otherResidences.map((r) => r.residence),
    ];
    expect(provenanceProblems(profileProse(profile), profile)).toEqual([]);
    for (const n of names)
      if (typeof n === 'object' && 'siteNote' in n)
        expect(brief).toContain(`${n.siteNote} ${SITE_NOTE_MARK}`);
    for (const made of ['SSD Engram', 'Half the checkpoint on each Spark']) expect(brief).not.toContain(made);
  });

  it('4: the Spark file cites no unsourced user report, and marks "Disk is not memory." as a site note', () => {
    const { brief } = seed(MIA);
    expect(brief).not.toMatch(/119\.7|121\.7/);
    expect(brief).toContain(`Disk is not memory. ${SITE_NOTE_MARK}`);
  });

  it.each(SEEDS)('5: %s refuses Engram with a reason that fits each lane', (id) => {
    const { hardware } = seed(id);
    for (const lane of hardware.lanes) {
      const reason = refusal(id, 'engram', lane.id);
      if (lane.tier !== 'local-disk') expect(reason, lane.id).not.toMatch(/SSD/);
    }
    expect(refusal(id, 'engram', 'ledger')).not.toMatch(/SSD/);
  });

  it.each(SEEDS)(
    '5: %s does not call the drafter download "not a residence" while the checkpoint file is one',
    (id) => {
      const reason = refusal(id, 'drafter', 'local-disk');
      expect(reason).not.toMatch(/not a residence/);
      expect(reason).toContain(SITE_NOTE_MARK);
    },
  );

  it.each(SEEDS)('5: %s refuses dense weights on disk with one reason about where they live', (id) => {
    const reason = refusal(id, 'dense-weights', 'local-disk');
    expect(reason).not.toMatch(/FP8 or BF16|dense quant|were not separated/);
    expect(reason).toMatch(/unified pool/);
  });

  it('5: under DRAFTER=mtp the row that is not loaded is the DFlash2 drafter; the MTP head is the checkpoint head', () => {
    const { profile, hardware } = seed(MIA);
    const mtp = { ...recipeSettings(profile), DRAFTER: 'mtp' };
    const brief = pinBrief({ profile, hardware, settings: mtp });
    expect(brief).toContain('- DFlash2 drafter (not loaded under DRAFTER=mtp)');
    expect(brief).not.toMatch(/- Drafter \(present, not loaded/);
    expect(brief).toContain('MTP-only is the checkpoint head');
    expect(refusal(MIA, 'drafter', 'unified-pool', mtp)).toBe(
      'DFlash2 drafter is not loaded under DRAFTER=mtp.',
    );
  });
});

describe('the figures in docs/profile-format.md', () => {
  const doc = readFileSync(resolve(ROOT, 'docs/profile-format.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Provenance'));
  /** Every table row, by the file id in its first cell: its cells ("114", "104 (91%)"), however Prettier pads it. */
  const rows = new Map(
    section
      .split('\n')
      .map((l) => l.split('|').map((c) => c.trim()))
      .filter((cells) => /^`[a-z0-9][a-z0-9._-]*`$/.test(cells[1] ?? ''))
      .map((cells) => [cells[1]!.slice(1, -1), cells.slice(2, 5)] as const),
  );
  const expected = ({ total, quotes, siteNotes: notes }: ReturnType<typeof provenanceCount>) => {
    const pct = (n: number) => `${Math.round((100 * n) / total)}%`;
    return [`${total}`, `${quotes} (${pct(quotes)})`, `${notes} (${pct(notes)})`];
  };

  // The table lists the files it names; a pin or hardware file added without a row is not an error.
  it('names only files that load', () => {
    expect(rows.size).toBeGreaterThan(0);
    const ids = new Set([...loaded.profiles.map((p) => p.id), ...loaded.hardware.map((h) => h.id)]);
    expect([...rows.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each([...rows.keys()])('state the count for %s', (id) => {
    const profile = loaded.profiles.find((p) => p.id === id);
    const hardware = loaded.hardware.find((h) => h.id === id);
    const prose = profile ? profileProse(profile) : hardware ? hardwareProse(hardware) : [];
    const want = expected(provenanceCount(prose));
    console.info(`| \`${id}\` | ${want.join(' | ')} |`);
    expect(rows.get(id)).toEqual(want);
  });
});
