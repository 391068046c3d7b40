/**
 * One board model, one wording: for every pin (and the fixtures that hold every shape), as
 * pinned, explored and under each stated option, every surface states every fact of every row
 * and every place the way the one board model has it:
 * - rows: the board's row card (built the way RowCard builds it: the model's row for the row's
 *   residence, setting and option, in words), the full brief, the short brief and the compare
 *   cells give the row's name, marks, load state and explored mark; its provenance (the rank
 *   scope and the words of why it is not loaded keep the model's quote or site note); its one
 *   bytes line and each exact count the source publishes; its stated figures;
 * - places: the board's lanes (laneWords of the model's places), the full brief and the compare
 *   view give each lane's notes with their provenance and its capacity line.
 * Expectations come from the board model and the profile, never from the surface under test;
 * each check is a function that lists drifts, and a drift planted in a copy of the model is caught.
 */
import { describe, expect, it } from 'vitest';
import {
  boardModel,
  boardPlaces,
  boardRow,
  type BoardModel,
  type BoardRow,
} from '../../src/domain/board/board-model';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { checkMove, residenceLabel } from '../../src/domain/placement/move-rules';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { cardBytesLine, cardWords, type CardWords } from '../../src/domain/text/card-lines';
import { capacityText, laneWords, type LaneWords } from '../../src/domain/text/lane-lines';
import { proseLine, proseText } from '../../src/domain/profile/prose';
import { statedBytesText, isConflict } from '../../src/domain/profile/stated-values';
import { formatInteger } from '../../src/domain/units/bytes';
import { figureLine } from '../../src/domain/text/figure-lines';
import { boardRowMarks, loadMark, markText } from '../../src/domain/text/row-marks';
import type { PinState } from '../../src/domain/pin/pin';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { effectiveSettings, placedBy } from '../../src/domain/placement/settings';
import { discrete, everyPin, shapes, type TestPin } from '../helpers/pins';

const pins: TestPin[] = [...everyPin(), discrete(), shapes()];

/** As pinned with the stated defaults, explored, then each option of each setting chosen alone. */
const statesOf = ({ profile, hardware }: TestPin): [string, PinState][] => [
  ['as pinned', { profile, hardware, placement: {}, settings: {} }],
  // Every row moved to the first other residence its evidence accepts (when it has one).
  [
    'explored',
    {
      profile,
      hardware,
      placement: Object.fromEntries(
        boardRows(profile).flatMap((r) => {
          const ctx = { profile, hardware, placement: {}, settings: {} };
          const to = r.residences.find(
            (x) => x.lane !== r.asPinned && checkMove(ctx, { row: r.id, to: x.lane }).ok,
          );
          return to ? [[r.id, to.lane]] : [];
        }),
      ),
      settings: {},
    },
  ],
  ...profile.settings.flatMap((s) =>
    s.options.map((o): [string, PinState] => [
      `${s.name}=${o.value}`,
      { profile, hardware, placement: {}, settings: { [s.name]: o.value } },
    ]),
  ),
];

const everyRow = (m: BoardModel): BoardRow[] => [
  ...m.residences.flatMap((p) => p.rows),
  ...(m.notStated?.rows ?? []),
  ...m.absent,
  ...m.elsewhere,
];
const withMarks = (name: string, marks: string[]) => (marks.length ? `${name} (${marks.join('; ')})` : name);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What each surface says, computed from the pin's state alone (never from the model under test). */
type RowSurfaces = {
  profile: Profile;
  /** Each row's card, as RowCard builds it: the model's row for its residence, setting and option. */
  cards: Map<string, CardWords>;
  brief: string;
  short: string;
  cell: (title: string, label: string) => string;
  where: (residence: string) => string;
  /** Rows the brief lists under a place of the board (not the absent list, not "elsewhere"). */
  inBriefPlaces: Set<string>;
};

function rowSurfaces(state: PinState): RowSurfaces {
  const sections = compareProfiles(state, state);
  const settings = effectiveSettings(state.profile, state.settings);
  const placed = placedBy(state.profile, settings);
  const m = boardModel(state);
  const cards = new Map(
    everyRow(m).map((r) => {
      const row = boardRow(
        state,
        r.row,
        r.residence,
        r.load.state === 'not-loaded' ? r.load.setting : undefined,
        placed.get(r.row.id),
      );
      return [r.row.id, cardWords(state, row)];
    }),
  );
  return {
    profile: state.profile,
    cards,
    brief: pinBrief(state),
    short: pinBriefShort(state),
    cell: (title, label) =>
      sections.find((s) => s.title.startsWith(title))?.rows.find((r) => r.label === label)?.a ?? '',
    where: (residence) => residenceLabel(state.hardware, residence),
    inBriefPlaces: new Set(
      [...m.residences.flatMap((p) => p.rows), ...(m.notStated?.rows ?? [])].map((r) => r.row.id),
    ),
  };
}

/** The exact counts the row's figures publish, as every surface writes them ("1,000 bytes", or the conflict). */
function publishedCounts(p: Profile, r: BoardRow): { field: string; text: string }[] {
  return r.figures.flatMap((f) => {
    if (f.kind === 'published-per-rank')
      return f.bytes === 'unknown'
        ? []
        : f.bytes.flatMap((b) =>
            b === 'unknown' ? [] : [{ field: 'Per-rank storage', text: `${formatInteger(b)} bytes` }],
          );
    if (f.kind !== 'published-bytes' || f.bytes === 'unknown') return [];
    const field = f.what === 'file' ? 'File size' : 'Resident bytes';
    return [
      { field, text: isConflict(f.bytes) ? statedBytesText(p, f.bytes) : `${formatInteger(f.bytes)} bytes` },
    ];
  });
}

/** The card's words beside the model's row: one line per fact that reads otherwise. */
function cardDrifts(s: RowSurfaces, r: BoardRow, card: CardWords | undefined): string[] {
  const name = rowName(r.row);
  if (!card) return [`${name}: no card`];
  const ranks = r.marks.find((m) => m.kind === 'ranks');
  const words = r.load.state === 'not-loaded-stated' ? r.load.note : undefined;
  const checks: [string, unknown, unknown][] = [
    ['name', card.name, name],
    ['marks', card.marks, r.marks.filter((m) => m.kind !== 'ranks').map(markText)],
    ['load', card.notLoaded, loadMark(r.load)],
    ['explored', card.explored, r.explored],
    // Provenance: a quote stays a quote, a site note a site note.
    ['rank scope', card.ranks, ranks?.ranks],
    ...(words ? [['why not loaded', card.notLoadedWords, words] as [string, unknown, unknown]] : []),
    ['bytes line', card.bytes, cardBytesLine(s.profile, r.figures)],
  ];
  return checks.flatMap(([what, got, want]) =>
    same(got, want)
      ? []
      : [`${name}: the card's ${what} ${JSON.stringify(got)} is not the model's ${JSON.stringify(want)}`],
  );
}

/** The briefs' and the compare view's words beside the model's row. */
function textDrifts(s: RowSurfaces, r: BoardRow, card: CardWords | undefined): string[] {
  const name = rowName(r.row);
  const marks = boardRowMarks(r);
  const c = r.row.component;
  const drifts: string[] = [];
  const expectIn = (surface: string, text: string, what: string) => {
    if (!text.includes(what)) drifts.push(`${name}: the ${surface} does not say "${what}"`);
  };
  if (s.inBriefPlaces.has(r.row.id)) {
    // The brief's row: name and marks, card line, bytes line; then the source's words for why not loaded.
    expectIn(
      'brief',
      s.brief,
      `- ${withMarks(name, marks)}: ${card?.cardLine} ${cardBytesLine(s.profile, r.figures)}`,
    );
    if (r.load.state === 'not-loaded-stated')
      expectIn('brief', s.brief, `Not loaded: ${proseLine(r.load.note)}`);
    // The short brief may leave rows out to stay short; a row it names has the same marks.
    if (s.short.includes(`${name} (`)) expectIn('short brief', s.short, withMarks(name, marks));
  }
  if (c.presence !== 'present') return drifts;
  const component = `Component: ${c.label}`;
  expectIn(
    'compare view',
    s.cell(component, 'Residence'),
    `${s.where(r.residence)} (${[...marks, ...(r.explored ? [] : ['as pinned'])].join('; ')})`,
  );
  for (const { field, text } of publishedCounts(s.profile, r)) {
    expectIn('card', card?.bytes ?? '', text);
    if (s.inBriefPlaces.has(r.row.id)) expectIn('brief', s.brief, text);
    expectIn(`compare view's ${field}`, s.cell(component, field), text);
  }
  for (const f of r.figures)
    if (f.kind === 'stated') {
      const line = figureLine(f.figure);
      expectIn('brief', s.brief, line);
      expectIn("compare view's figures", s.cell(component, 'Figures'), line);
    }
  // The card shows a subset of the stated figures (sizes and byte caps): each in the model's words.
  for (const line of card?.figures ?? []) expectIn('brief', s.brief, line);
  return drifts;
}

const rowDrifts = (m: BoardModel, s: RowSurfaces): string[] =>
  everyRow(m).flatMap((r) => [
    ...cardDrifts(s, r, s.cards.get(r.row.id)),
    ...textDrifts(s, r, s.cards.get(r.row.id)),
  ]);

describe.each(pins.map((p) => [p.profile.id, p] as const))('on %s', (_id, pin) => {
  it.each(statesOf(pin))(
    '%s: every surface says each fact of each row in the board model’s words',
    (_s, state) => {
      const m = boardModel(state);
      const rows = everyRow(m);
      expect(rows.length).toBe(new Set(rows.map((r) => r.row.id)).size);
      expect(rowDrifts(m, rowSurfaces(state))).toEqual([]);
    },
  );
});

/**
 * Where the board, the full brief and the compare view say a place's notes or capacity other than
 * the board model does: one line per drift, empty when they agree.
 */
function placeDrifts(
  model: BoardModel,
  lanes: ReadonlyMap<string, LaneWords>,
  brief: string,
  compare: string,
): string[] {
  const drifts: string[] = [];
  const briefLines = new Set(brief.split('\n').map((l) => l.trim()));
  for (const p of [...model.residences, ...(model.notStated ? [model.notStated] : [])]) {
    const g = lanes.get(p.residence);
    if (!g) {
      drifts.push(`${p.heading}: not a place on the board`);
      continue;
    }
    if (g.heading !== p.heading) drifts.push(`${p.heading}: the board's heading is "${g.heading}"`);
    if (g.group !== p.laneGroup)
      drifts.push(`${p.heading}: the board's group is "${g.group}", not "${p.laneGroup}"`);
    // The board shows the model's notes, with their provenance.
    if (!same(g.notes, p.notes))
      drifts.push(
        `${p.heading}: the board's notes ${JSON.stringify(g.notes)} are not the model's ${JSON.stringify(p.notes)}`,
      );
    // Each note is a line of its own in the brief, its provenance mark included.
    for (const n of p.notes)
      if (!briefLines.has(proseLine(n)))
        drifts.push(`${p.heading}: the brief leaves out the note "${proseLine(n)}"`);
    const capacity = p.capacity && capacityText(p.capacity);
    // The board prints the note just above: a label the note already says is not said again.
    const onBoard = p.capacity && capacityText(p.capacity, p.notes[0]);
    if (g.capacity !== onBoard)
      drifts.push(`${p.heading}: the board's capacity "${g.capacity}" is not the model's "${onBoard}"`);
    if (capacity !== undefined) {
      const usable = p.capacity?.usableNote ? `; ${proseLine(p.capacity.usableNote)}` : '';
      if (!brief.includes(`Capacity: ${p.heading}: ${capacity}${usable}.`))
        drifts.push(`${p.heading}: the brief's capacity line is not "${capacity}${usable}"`);
      if (!compare.includes(`${p.heading}: ${capacity}${usable}`))
        drifts.push(`${p.heading}: the compare view's tier line is not "${capacity}${usable}"`);
    }
  }
  return drifts;
}

const placeSurfaces = ({ profile, hardware }: TestPin) => {
  const state: PinState = { profile, hardware, placement: {}, settings: {} };
  const compare = compareProfiles(state, state)
    .flatMap((s) => s.rows.map((r) => r.a))
    .join('\n');
  return {
    state,
    model: boardModel(state),
    // The board's lanes, as Board and Lane render them: the model's places, in words.
    lanes: new Map(boardPlaces({ hardware, profile }).map((p) => [p.residence, laneWords(p)])),
    brief: pinBrief(state),
    compare,
  };
};

describe.each(pins.map((p) => [p.profile.id, p] as const))('the places of %s', (_id, pin) => {
  it('read the same on the board, in the brief and in the compare view: notes and capacity, from the board model', () => {
    const { model, lanes, brief, compare } = placeSurfaces(pin);
    expect(placeDrifts(model, lanes, brief, compare)).toEqual([]);
  });
});

describe('a drift planted in a copy of the board model is caught', () => {
  // The fixture has a lane with two GPUs, a row whose residence is not stated, a rank scope
  // quoted from its source, a file size two sources disagree on, and stated figures.
  const { state, model, lanes, brief, compare } = placeSurfaces(shapes());
  const gpu = model.residences.findIndex((p) => (p.capacity?.devicesPerNode ?? 1) > 1);
  const surfaces = rowSurfaces(state);
  const plantRow = (pick: (r: BoardRow) => boolean, plant: (r: BoardRow) => void) => {
    const planted = structuredClone(model);
    const row = everyRow(planted).find(pick);
    expect(row).toBeDefined();
    plant(row!);
    return rowDrifts(planted, surfaces);
  };

  it('none in the model as it is', () => {
    expect(rowDrifts(model, surfaces)).toEqual([]);
  });

  it('a capacity that says its devices another way', () => {
    const planted = structuredClone(model);
    const c = planted.residences[gpu]!.capacity!;
    planted.residences[gpu]!.capacity = { ...c, device: { one: 'device', many: 'devices' } };
    expect(gpu).toBeGreaterThan(-1);
    expect(placeDrifts(planted, lanes, brief, compare)).toEqual([
      expect.stringContaining("the board's capacity"),
      expect.stringContaining("the brief's capacity line"),
      expect.stringContaining("the compare view's tier line"),
    ]);
  });

  it('a site note of the board shown as a quote of the hardware', () => {
    const planted = structuredClone(model);
    expect(planted.notStated?.notes[0]).toEqual({ siteNote: expect.any(String) });
    planted.notStated!.notes = [proseText(planted.notStated!.notes[0]!)];
    expect(placeDrifts(planted, lanes, brief, compare)).toEqual([
      expect.stringContaining("the board's notes"),
      expect.stringContaining('the brief leaves out the note'),
    ]);
  });

  it("a row's rank scope quoted from its source shown as a site note", () => {
    const drifts = plantRow(
      (r) => r.marks.some((m) => m.kind === 'ranks'),
      (r) => {
        r.marks = r.marks.map((m) =>
          m.kind === 'ranks' ? { ...m, ranks: { siteNote: proseText(m.ranks) } } : m,
        );
      },
    );
    expect(drifts).toEqual(
      expect.arrayContaining([
        expect.stringContaining("the card's rank scope"),
        expect.stringMatching(/the brief does not say/),
        expect.stringMatching(/the compare view does not say/),
      ]),
    );
  });

  it('a file size published in other bytes', () => {
    const drifts = plantRow(
      (r) => r.figures.some((f) => f.kind === 'published-bytes' && f.what === 'file' && isConflict(f.bytes)),
      (r) => {
        r.figures = r.figures.map((f) =>
          f.kind === 'published-bytes' && f.what === 'file' ? { ...f, bytes: 123_456_789 } : f,
        );
      },
    );
    expect(drifts).toEqual(
      expect.arrayContaining([
        expect.stringContaining("the card's bytes line"),
        expect.stringContaining('the card does not say "123,456,789 bytes"'),
        expect.stringContaining("the compare view's File size does not say"),
      ]),
    );
  });

  it('a stated figure in other words', () => {
    const drifts = plantRow(
      (r) => r.figures.some((f) => f.kind === 'stated'),
      (r) => {
        r.figures = r.figures.map((f) =>
          f.kind === 'stated'
            ? { ...f, figure: { ...f.figure, qualifier: 'A qualifier no source states.' } }
            : f,
        );
      },
    );
    expect(drifts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/the brief does not say .*A qualifier no source states/),
        expect.stringMatching(/the compare view's figures does not say/),
      ]),
    );
  });

  it('a row the user moved, not marked as explored', () => {
    const drifts = plantRow(
      () => true,
      (r) => {
        r.explored = !r.explored;
      },
    );
    expect(drifts).toEqual(expect.arrayContaining([expect.stringContaining("the card's explored")]));
  });
});
