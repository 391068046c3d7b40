/**
 * The board's view model, without React: the groups come from the hardware, rows sit by
 * residence in the profile's order, and each card says what the profile says, unknown as
 * unknown and absent as absent.
 */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { asPinnedPlacement, defaultSettings } from '../../src/domain/placement';
import { checkMove } from '../../src/domain/rules';
import type { Hardware, Profile } from '../../src/domain/schema';
import { boardGroups, buildBoardModel, rowIdsIn } from '../../src/ui/board/board-model';
import { discrete } from '../helpers/load-bundled';

const MIA = 'glm-5.3-flash-mia-tensorfold-tp2';

function pin(id: string): { profile: Profile; hardware: Hardware } {
  const profile = bundled.profiles.find((p) => p.id === id)!;
  return { profile, hardware: bundled.hardware.find((h) => h.id === profile.hardware)! };
}

describe('the Mia TP2 board', () => {
  const { profile, hardware } = pin(MIA);
  const model = buildBoardModel(profile, hardware, asPinnedPlacement(profile), defaultSettings(profile));
  const group = (residence: string) => model.groups.find((g) => g.residence === residence)!;

  test('shows the logical checkpoint, then the unified pool and the local disk path', () => {
    expect(model.groups.map((g) => [g.label, g.note, g.group])).toEqual([
      ['Logical checkpoint', 'File ledger. Not a per-rank residence.', undefined],
      ['Unified pool', 'GPU and CPU share this pool.', 'UMA'],
      ['Local disk path', hardware.lanes[1]!.note, undefined],
    ]);
    expect(model.groups.map((g) => g.order)).toEqual([0, 1, 2]);
  });

  test('puts each row where the pin puts it, in the profile order', () => {
    expect(group('ledger').rows.map((r) => r.label)).toEqual(['EXL3 checkpoint']);
    expect(group('unified-pool').rows.map((r) => r.label)).toEqual([
      'Routed experts',
      'Dense weights',
      'KV cache',
      'Drafter',
      'Workspace',
      'Vision tower',
      'Recurrent state',
    ]);
    expect(group('local-disk').rows).toEqual([]);
  });

  test('cards say what the seed says, with unknown sizes as unknown', () => {
    const experts = group('unified-pool').rows[0]!;
    expect(experts).toMatchObject({
      cardLine: 'Shared UMA pool. Sparse routed matmul.',
      fileSize: 'File size unknown.',
      perRank: 'Per-rank storage: unknown.',
      overlap: 'overlaps checkpoint',
      explored: false,
    });
    expect(experts.access).toBeUndefined();
    const ledger = group('ledger').rows[0]!;
    expect(ledger).toMatchObject({ cardLine: 'File ledger.', access: 'Access: Resident matmul.', overlap: 'file ledger' });
  });

  test('lists the absent rows as absent, never as zero bytes', () => {
    expect(model.absent.line).toBe('Absent: Engram, PLE. Absence is not zero bytes.');
    expect(model.absent.rows.map((r) => [r.label, r.absent, r.absentReason])).toEqual([
      ['Engram', true, 'Dragging an Engram row onto an SSD does not describe a real component.'],
      ['PLE', true, 'This checkpoint has no Qwen-style n-gram PLE table.'],
    ]);
    expect(JSON.stringify(model)).not.toMatch(/\b0 ?(B|bytes|GB|GiB)\b/);
  });

  test('carries the notes, resident bytes, rejected paths and other residences', () => {
    expect(model.notes).toEqual({
      notDragToFit: 'Not a drag-to-fit control.',
      doNotAdd: expect.stringMatching(/^Do not add these rows together\./),
      notApplied: 'Placements are not applied to the calculator memory verdict.',
    });
    expect(model.residentBytes).toBe('Resident bytes: unknown.');
    expect(model.rejectedPaths.heading).toBe('Other rejected paths');
    expect(model.rejectedPaths.items).toContainEqual({ path: 'NVMe expert tier', reason: 'Not an NVMe expert tier.' });
    expect(model.otherResidences.heading).toBe('Other residences');
    expect(model.otherResidences.items.length).toBe(profile.otherResidences.length);
  });

  test('an accepted move shows the row in its new lane, explored, with that lane on its card', () => {
    const ctx = { profile, hardware, placement: asPinnedPlacement(profile), settings: defaultSettings(profile) };
    const result = checkMove(ctx, { component: 'exl3-checkpoint', to: 'unified-pool' });
    if (!result.ok) throw new Error(result.reason);
    const moved = buildBoardModel(profile, hardware, result.placement, ctx.settings);
    const row = moved.groups.find((g) => g.residence === 'unified-pool')!.rows[0]!;
    expect(row).toMatchObject({ label: 'EXL3 checkpoint', explored: true, cardLine: 'Shared UMA pool. Resident matmul.' });
    expect(moved.groups.find((g) => g.residence === 'ledger')!.rows).toEqual([]);
    expect(rowIdsIn(profile, result.placement, 'unified-pool')[0]).toBe('exl3-checkpoint');
  });

  test('a setting that does not load a row marks it and keeps it in place', () => {
    const settings = { ...defaultSettings(profile), DRAFTER: 'mtp' };
    const m = buildBoardModel(profile, hardware, asPinnedPlacement(profile), settings);
    const drafter = m.groups.find((g) => g.residence === 'unified-pool')!.rows.find((r) => r.id === 'drafter')!;
    expect(drafter.notLoaded).toMatch(/not loaded under DRAFTER=mtp/);
    expect(m.groups.flatMap((g) => g.rows).filter((r) => r.notLoaded).map((r) => r.id)).toEqual(['drafter']);
  });
});

describe('lanes come from the hardware', () => {
  test('a discrete-GPU machine offers GPU memory, host RAM and local disk', () => {
    const { hardware } = discrete();
    expect(boardGroups(hardware).map((g) => [g.label, g.kind])).toEqual([
      ['Logical checkpoint', 'ledger'],
      ['GPU memory', 'memory'],
      ['Host RAM', 'memory'],
      ['Local disk path', 'disk'],
    ]);
  });

  test('every row of every pin appears once: in a group or in the absent list', () => {
    for (const { profile, hardware } of bundled.profiles.map((p) => pin(p.id)).concat([discrete()])) {
      const m = buildBoardModel(profile, hardware, asPinnedPlacement(profile), defaultSettings(profile));
      const ids = [...m.groups.flatMap((g) => g.rows), ...m.absent.rows].map((r) => r.id).sort();
      expect(ids, profile.id).toEqual(profile.components.map((c) => c.id).sort());
    }
  });
});
