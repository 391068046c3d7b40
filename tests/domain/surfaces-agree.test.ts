/**
 * One board model, one wording: for every pin (and the fixtures that hold every shape), as
 * pinned and under each stated option, the board's row cards, the full brief, the short brief
 * and the compare cells state each row's residence, load state and figures in the same words,
 * the words the one board model formats to. Expectations come from the board model and the
 * profile, never from the surface under test.
 */
import { describe, expect, it } from 'vitest';
import { boardModel, type BoardRow } from '../../src/domain/board/board-model';
import { boardRows, rowName } from '../../src/domain/board/rows';
import { checkMove } from '../../src/domain/placement/move-rules';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { compareProfiles } from '../../src/domain/compare/compare-profiles';
import { residenceLabel } from '../../src/domain/placement/move-rules';
import { rowView } from '../../src/domain/text/card-lines';
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
