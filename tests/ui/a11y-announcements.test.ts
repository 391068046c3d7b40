/**
 * What a screen reader hears during a drag, for every row over every lane of every loaded
 * pin (and the discrete-GPU fixture): the row's and lane's names and the rules' answer in
 * words, never an id ("Picked up draggable item row-17" is what dnd-kit says by default).
 * A drop on a lane is heard once, from the store's "Last move" message; dnd-kit's region
 * stays silent for it.
 */
import { describe, expect, test } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { recipeSettings } from '../../src/domain/placement/settings';
import type { MoveContext } from '../../src/domain/placement/move-rules';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { createExplorerStore } from '../../src/state/explorer-store';
import { selectLastMove } from '../../src/state/selectors';
import { boardAnnouncements, screenReaderInstructions } from '../../src/ui/board/announcements';
import { boardPlaces } from '../../src/domain/board/board-model';
import { laneDropId, rowDragId, type LaneDropData, type RowDragData } from '../../src/ui/board/drag-data';
import { discrete, everyPin } from '../helpers/pins';

const pins = [...everyPin(), discrete()];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const active = (data: RowDragData): Active =>
  ({
    id: rowDragId(data.pinId, data.componentId),
    data: { current: data },
    rect: { current: { initial: null, translated: null } },
  }) as unknown as Active;
const over = (data: LaneDropData): Over =>
  ({
    id: laneDropId(data.pinId, data.residence),
    data: { current: data },
    rect: {},
    disabled: false,
  }) as unknown as Over;

describe('drag announcements', () => {
  for (const { profile, hardware } of pins) {
    test(`${profile.id}: every row over every lane is announced by name, never by id`, () => {
      const ctx: MoveContext = {
        profile,
        hardware,
        placement: asPinnedPlacement(profile),
        settings: recipeSettings(profile),
      };
      const say = boardAnnouncements(() => ctx);
      const store = createExplorerStore({ profiles: [profile], hardware: [hardware], errors: [] });
      const ids = [
        profile.id,
        ...profile.components.map((c) => c.id),
        ...hardware.lanes.map((l) => l.id),
        'row:',
        'lane:',
        'draggable',
        'droppable',
      ];
      // Ids that are also plain words ("ledger", "absent") are fine; ids with a hyphen or colon are not.
      const rawIds = ids.filter((id) => /[-:]/.test(id) || id === 'draggable' || id === 'droppable');
      const heard: string[] = [];
      const lanes = boardPlaces({ hardware }).map((g, order): LaneDropData => ({
        type: 'lane',
        pinId: profile.id,
        residence: g.residence,
        label: g.heading,
        order,
      }));

      for (const r of boardRows(profile)) {
        // Each row is heard by its own name: a part or a copy with its component's name.
        const c = { id: r.id, label: rowName(r) };
        const row: RowDragData = {
          type: 'row',
          pinId: profile.id,
          componentId: c.id,
          label: c.label,
          from: ctx.placement[c.id]!,
        };
        const a = active(row);
        const start = say.onDragStart({ active: a });
        expect(start).toBe(`Picked up ${c.label}.`);
        heard.push(start!);
        for (const lane of lanes) {
          const o = over(lane);
          const overText = say.onDragOver({ active: a, over: o });
          if (overText !== undefined) {
            expect(overText.startsWith(`${c.label} is over ${lane.label}`)).toBe(true);
            heard.push(overText);
          }
        }
        // The drop is the board's: dnd-kit says nothing, the store's message is what is heard.
        const to = lanes.at(-1)!;
        expect(say.onDragEnd({ active: a, over: over(to) })).toBeUndefined();
        store.getState().rowDropped(profile.id, { row: c.id, to: to.residence });
        const dropped = selectLastMove(store.getState(), profile.id)?.text;
        expect(dropped).toContain(c.label);
        heard.push(dropped!);
        store.getState().placementsReset(profile.id);
        say.onDragStart({ active: a });
        const cancel = say.onDragCancel({ active: a, over: null });
        expect(cancel).toMatch(new RegExp(`^Moving ${escaped(c.label)} was cancelled\\. It stays in `));
        heard.push(cancel!);
        say.onDragStart({ active: a });
        const outside = say.onDragOver({ active: a, over: null });
        heard.push(outside ?? '');
        const outsideDrop = say.onDragEnd({ active: a, over: null });
        expect(outsideDrop).toMatch(
          new RegExp(`^${escaped(c.label)} was dropped outside the lanes\\. It stays in `),
        );
        heard.push(outsideDrop!);
      }
      for (const line of heard) for (const id of rawIds) expect(line, line).not.toContain(id);
      // Refusals carry the profile's reason in words.
      expect(heard.some((l) => /: refused, \S/.test(l))).toBe(true);
      expect(heard.some((l) => / cannot go to /.test(l))).toBe(true);
    });
  }

  test('a drag of anything that is not a row says nothing, rather than an id', () => {
    const { profile, hardware } = pins[0]!;
    const say = boardAnnouncements(() => ({
      profile,
      hardware,
      placement: asPinnedPlacement(profile),
      settings: recipeSettings(profile),
    }));
    const stranger = {
      id: 'row:some-id',
      data: { current: { type: 'something-else' } },
    } as unknown as Active;
    expect(say.onDragStart({ active: stranger })).toBeUndefined();
    expect(say.onDragOver({ active: stranger, over: null })).toBeUndefined();
    expect(say.onDragEnd({ active: stranger, over: null })).toBeUndefined();
    expect(say.onDragCancel({ active: stranger, over: null })).toBeUndefined();
  });

  test('the instructions say how to pick up, move, drop and cancel, in words', () => {
    expect(screenReaderInstructions.draggable).toMatch(/press Space or Enter/);
    expect(screenReaderInstructions.draggable).toMatch(/arrow keys/);
    expect(screenReaderInstructions.draggable).toMatch(/Escape to cancel/);
    expect(screenReaderInstructions.draggable).not.toMatch(/[a-z]+-[a-z]+-?\d|row:|lane:/);
  });
});
