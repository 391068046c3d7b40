/** "Hardware does not match this pin" says which fact differs, from the pin's own data. */
import { describe, expect, test } from 'vitest';
import { hardwareMismatch, unstatedCapacityLine } from '../../src/domain/board/hardware-mismatch';
import { copyOf, repoPin } from '../helpers/repo-pins';
import { everyPin } from '../helpers/pins';

const ids = everyPin().map((p) => p.profile.id);

describe('which hardware fact differs', () => {
  test('for every pin: none when the source says its hardware matches', () => {
    for (const id of ids) {
      const { profile, hardware } = repoPin(id);
      const m = hardwareMismatch(profile, hardware);
      if (profile.hardwareMatch) expect(m).toBeUndefined();
      else {
        expect(m!.note).toEqual(profile.hardwareNote);
        expect(m!.unstated).toEqual(hardware.lanes.filter((l) => !l.capacityLabel).map((l) => l.label));
      }
    }
  });

  test('names every lane whose capacity no source states, in a sentence', () => {
    const { profile, hardware } = repoPin(ids[0]!);
    const p = copyOf(profile);
    p.hardwareMatch = false;
    const h = copyOf(hardware);
    h.lanes = h.lanes.map((l, i) => (i === 0 ? { ...l, capacityLabel: undefined } : l));
    const line = unstatedCapacityLine(hardwareMismatch(p, h)!)!;
    expect(line).toContain(h.lanes[0]!.label);
    expect(line.endsWith('.')).toBe(true);
  });
});
