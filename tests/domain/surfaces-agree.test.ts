/**
 * One board model, one wording: for every pin (and the fixtures that hold every shape), as
 * pinned and under each stated option, the board's row cards, the full brief, the short brief
 * and the compare cells state each row's residence, load state and figures in the same words,
 * the words the one board model formats to; and each lane's notes and capacity line: the board's
 * lanes keep the model's notes as they are (a quote stays a quote, a site note a site note) and
 * every surface formats the model's capacity with the one wording (text/lane-lines.ts). Expectations come from the board model and the
 * profile, never from the surface under test.
 */
import { describe, expect, it } from 'vitest';
import { boardModel, type BoardModel, type BoardRow } from '../../src/domain/board/board-model';
import { boardRows, rowName } from '../../src/domain/board/rows';
import { checkMove } from '../../src/domain/placement/move-rules';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { residenceLabel } from '../../src/domain/placement/move-rules';
import { boardGroups, rowView, type BoardGroup } from '../../src/domain/text/card-lines';
import { capacityText } from '../../src/domain/text/lane-lines';
import { proseText } from '../../src/domain/profile/prose';
import { figureLine } from '../../src/domain/text/figure-lines';
import { boardRowMarks, loadMark } from '../../src/domain/text/row-marks';
import type { PinState } from '../../src/domain/pin/pin';
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

const everyRow = (state: PinState): BoardRow[] => {
  const m = boardModel(state);
  return [...m.residences.flatMap((p) => p.rows), ...(m.notStated?.rows ?? []), ...m.absent, ...m.elsewhere];
};
const withMarks = (name: string, marks: string[]) => (marks.length ? `${name} (${marks.join('; ')})` : name);

describe.each(pins.map((p) => [p.profile.id, p] as const))('on %s', (_id, pin) => {
  it.each(statesOf(pin))(
    '%s: every surface says where each row sits, and how, in the board model’s words',
    (_s, state) => {
      const brief = pinBrief(state);
      const short = pinBriefShort(state);
      const sections = compareProfiles(state, state);
      const cell = (title: string, label: string) =>
        sections.find((s) => s.title.startsWith(title))?.rows.find((r) => r.label === label)?.a ?? '';
      const rows = everyRow(state);
      expect(rows.length).toBe(new Set(rows.map((r) => r.row.id)).size);
      for (const r of rows) {
        const name = rowName(r.row);
        const marks = boardRowMarks(r);
        const present = r.row.component.presence === 'present';
        // The full brief's lane block and the short brief's residence line: the row with its marks.
        if (present && r.residence !== 'absent') {
          expect(brief, `${name} in the brief`).toContain(`- ${withMarks(name, marks)}: `);
          // The short brief may leave rows out to stay short; a row it names has the same marks.
          if (short.includes(`${name} (`))
            expect(short, `${name} in the short brief`).toContain(withMarks(name, marks));
        }
        // The row card: the same load words.
        const card = rowView(
          state.profile,
          state.hardware,
          r.row,
          r.residence,
          r.load.state === 'not-loaded' ? r.load.setting : undefined,
          placedBy(state.profile, effectiveSettings(state.profile, state.settings)).get(r.row.id),
        );
        expect(card.notLoaded).toBe(loadMark(r.load));
        expect(card.explored).toBe(r.explored);
        // The compare cell of the component: where, with the same marks.
        if (present) {
          const where = residenceLabel(state.hardware, r.residence);
          expect(cell(`Component: ${r.row.component.label}`, 'Residence'), name).toContain(
            `${where} (${[...marks, ...(r.explored ? [] : ['as pinned'])].join('; ')})`,
          );
        }
        // Figures: each stated figure reads the same on the card, in the brief and in the compare cell.
        for (const f of r.figures)
          if (f.kind === 'stated' && present) {
            const line = figureLine(f.figure);
            expect(brief).toContain(line);
            expect(cell(`Component: ${r.row.component.label}`, 'Figures')).toContain(line);
            if (card.figures.length) expect(card.figures.every((x) => brief.includes(x))).toBe(true);
          }
      }
    },
  );
});

/**
 * Where the board, the full brief and the compare view say a place's notes or capacity other than
 * the board model does: one line per drift, empty when they agree.
 */
function placeDrifts(
  model: BoardModel,
  groups: readonly BoardGroup[],
  brief: string,
  compare: string,
): string[] {
  const drifts: string[] = [];
  for (const p of [...model.residences, ...(model.notStated ? [model.notStated] : [])]) {
    const g = groups.find((x) => x.residence === p.residence);
    if (!g) {
      drifts.push(`${p.heading}: not a place on the board`);
      continue;
    }
    // The board shows one note: the model's, with its provenance.
    if (JSON.stringify(g.note) !== JSON.stringify(p.notes[0]))
      drifts.push(
        `${p.heading}: the board's note ${JSON.stringify(g.note)} is not the model's ${JSON.stringify(p.notes[0])}`,
      );
    for (const n of p.notes)
      if (!brief.includes(proseText(n)))
        drifts.push(`${p.heading}: the brief leaves out the note "${proseText(n)}"`);
    const capacity = p.capacity && capacityText(p.capacity);
    // The board prints the note just above: a label the note already says is not said again.
    const onBoard = p.capacity && capacityText(p.capacity, p.notes[0]);
    if (g.capacity !== onBoard)
      drifts.push(`${p.heading}: the board's capacity "${g.capacity}" is not the model's "${onBoard}"`);
    if (capacity !== undefined) {
      if (!brief.includes(`Capacity: ${p.heading}: ${capacity}`))
        drifts.push(`${p.heading}: the brief's capacity line is not "${capacity}"`);
      if (!compare.includes(`${p.heading}: ${capacity}`))
        drifts.push(`${p.heading}: the compare view's tier line is not "${capacity}"`);
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
    model: boardModel(state),
    groups: boardGroups(hardware, profile),
    brief: pinBrief(state),
    compare,
  };
};

describe.each(pins.map((p) => [p.profile.id, p] as const))('the places of %s', (_id, pin) => {
  it('read the same on the board, in the brief and in the compare view: notes and capacity, from the board model', () => {
    const { model, groups, brief, compare } = placeSurfaces(pin);
    expect(placeDrifts(model, groups, brief, compare)).toEqual([]);
  });
});

describe('a drift planted in a copy of the board model is caught', () => {
  // The fixture has a lane with two GPUs and a row whose residence is not stated.
  const { model, groups, brief, compare } = placeSurfaces(shapes());
  const gpu = model.residences.findIndex((p) => (p.capacity?.devicesPerNode ?? 1) > 1);

  it('a capacity that says its devices another way', () => {
    const planted = structuredClone(model);
    const c = planted.residences[gpu]!.capacity!;
    planted.residences[gpu]!.capacity = { ...c, device: { one: 'device', many: 'devices' } };
    expect(gpu).toBeGreaterThan(-1);
    expect(placeDrifts(planted, groups, brief, compare)).toEqual([
      expect.stringContaining("the board's capacity"),
      expect.stringContaining("the brief's capacity line"),
      expect.stringContaining("the compare view's tier line"),
    ]);
  });

  it('a site note of the board shown as a quote of the hardware', () => {
    const planted = structuredClone(model);
    expect(planted.notStated?.notes[0]).toEqual({ siteNote: expect.any(String) });
    planted.notStated!.notes = [proseText(planted.notStated!.notes[0]!)];
    expect(placeDrifts(planted, groups, brief, compare)).toEqual([
      expect.stringContaining("the board's note"),
    ]);
  });
});
