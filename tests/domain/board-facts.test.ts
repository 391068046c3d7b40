/** What the board's cards, lanes and status line say: figures as stated, bytes once, nothing summed. */
import { describe, expect, test } from 'vitest';
import { asPinnedPlace, boardNodes, refusalDetail } from '../../src/domain/board/card-facts';
import { boardPlaces, boardRow, laneCapacity } from '../../src/domain/board/board-model';
import { cardBytesLine, cardFigures } from '../../src/domain/text/card-lines';
import { capacityText } from '../../src/domain/text/lane-lines';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { effectiveSettings, settingsChanged } from '../../src/domain/placement/settings';
import { findRow } from '../../src/domain/rows/rows';
import { copyOf, mia, pin, shapes } from '../helpers/pins';

const { profile, hardware } = mia();
/** The board model's row for a row of Mia, as pinned. */
const modelRow = (id: string, p = profile) => {
  const row = findRow(p, id)!;
  return boardRow({ profile: p, hardware }, row, row.asPinned, undefined);
};
const ctx = (chosen = {}) => ({
  profile,
  hardware,
  placement: asPinnedPlacement(profile),
  settings: effectiveSettings(profile, chosen),
});

describe('row cards', () => {
  test('say "exact bytes unknown" once when the source publishes no exact bytes', () => {
    for (const c of profile.components)
      expect(cardBytesLine(profile, modelRow(c.id).figures)).toBe('Exact bytes unknown.');
  });

  test('give the exact bytes a source publishes, and the rest as unknown once', () => {
    const p = copyOf(profile);
    p.components.find((c) => c.id === 'routed-experts')!.fileBytes = 1_000_000_000;
    expect(cardBytesLine(p, modelRow('routed-experts', p).figures)).toBe(
      'File size 1,000,000,000 bytes (0.931 GiB). Other exact bytes unknown.',
    );
  });

  test('show the prose sizes and byte caps the source states, never a startup estimate or a token count', () => {
    expect(cardFigures(modelRow('exl3-checkpoint')).map((f) => f.kind)).toEqual([
      'prose-size',
      'prose-size',
      'prose-size',
    ]);
    expect(cardFigures(modelRow('kv-cache')).map((f) => f.kind)).toEqual(['named-cap']);
    expect(cardFigures(modelRow('drafter')).map((f) => ('label' in f ? f.label : f.name))).toEqual([
      'about 2.3 GB',
      '1.77 GiB a Spark',
    ]);
    // Absent rows show "absent", not sizes.
    expect(cardFigures(modelRow('engram'))).toEqual([]);
  });
});

describe('lanes and nodes', () => {
  test('a GPU lane says how many GPUs a node has, each its own capacity', () => {
    // The fixture's node has two GPUs (tests/fixtures/shapes/hardware).
    const gpu = shapes().hardware.lanes.find((l) => l.tier === 'gpu-memory')!;
    expect(capacityText(laneCapacity(gpu))).toBe(
      '24 GB per GPU; 2 GPUs per node, each its own capacity; usable bytes unknown',
    );
  });

  test('a lane whose note already says its capacity label shows the label once on the board, in full in the brief', () => {
    // profiles/hardware/rtx-3090-24gb-64gb-ddr4.json: the host-RAM note is the label itself.
    const { hardware: hw, profile: p } = pin('gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe');
    const ram = hw.lanes.find((l) => l.tier === 'host-ram')!;
    expect(ram.capacityLabel).toBe('64 GB of DDR4 3200 MT/s system memory');
    const board = boardPlaces({ hardware: hw, profile: p }).find((g) => g.residence === ram.id)!;
    expect(capacityText(board.capacity!, board.notes[0])).toBe('usable bytes unknown');
    expect(capacityText(laneCapacity(ram))).toBe(
      '64 GB of DDR4 3200 MT/s system memory; usable bytes unknown',
    );
  });

  test('two nodes are two pools, the same on every node where the evidence is not per node', () => {
    expect(boardNodes(2)).toEqual({
      count: 2,
      perNode: false,
      statement: expect.stringMatching(
        /^The same on every node: .* Each node is its own pool, never one capacity/,
      ),
    });
  });
});

describe('a refused move', () => {
  test("gives the source's reason and where the row lives as pinned, with its evidence", () => {
    expect(refusalDetail(ctx(), { row: 'routed-experts', to: 'local-disk' })).toEqual({
      reason: 'Not an NVMe expert tier.',
      place: 'Unified pool',
      evidence: 'They load into the unified pool.',
    });
  });

  test('marks the rules’ own words as a site note, and gives nothing for an accepted move', () => {
    const d = refusalDetail(ctx(), { row: 'routed-experts', to: 'ledger' });
    expect(d?.reason).toEqual({
      siteNote: expect.stringMatching(/^Only the file ledger row sits in the logical checkpoint/),
    });
    expect(refusalDetail(ctx(), { row: 'exl3-checkpoint', to: 'unified-pool' })).toBeUndefined();
  });

  test('a row in the logical checkpoint lives there on the site’s own note', () => {
    expect(asPinnedPlace(hardware, findRow(profile, 'exl3-checkpoint')!)).toEqual({
      place: 'Logical checkpoint',
      evidence: { siteNote: 'File ledger. Not a per-rank residence.' },
    });
  });
});

describe('settings changed from the recipe', () => {
  test('counts every setting in force that differs from the stated default, forced ones too', () => {
    expect(settingsChanged(profile, {})).toEqual([]);
    expect(settingsChanged(profile, { DRAFTER: 'mtp' })).toEqual(['DRAFTER=mtp', 'PARALLEL=1']);
    expect(settingsChanged(profile, { DRAFTER: 'dflash2' })).toEqual([]);
  });
});
