/**
 * The explored N of --n-cpu-moe in the store (issue 30, item 4): an exploration like a drag.
 * It redraws the pin's split parts, makes the status "explored", rides in the link, is undone
 * by Reset, and leaves the calculator verdict as it was (invariant 6).
 */
import { describe, expect, test } from 'vitest';
import { createExplorerStore } from '../../src/state/explorer-store';
import { decodeUrl, encodeUrl } from '../../src/state/link';
import { selectProfile } from '../../src/state/selectors';
import { selectBoardStanding } from '../../src/state/board-standing';
import { findRow } from '../../src/domain/rows/rows';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { hardwareOf, loadBundled } from '../helpers/pins';

const PIN = 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe';
const HOST = 'experts-first-27-layers';
const { profiles, hardware } = loadBundled();
const pinned = profiles.find((p) => p.id === PIN)!;
const view = { kind: 'pin', id: PIN } as const;
const fresh = () => createExplorerStore({ profiles, hardware });

describe('moving the --n-cpu-moe boundary', () => {
  test('redraws the host-RAM part at the new N, explored, with the verdict as pinned', () => {
    const store = fresh();
    store.getState().expertBoundaryMoved(PIN, 20);
    const s = store.getState();
    const profile = selectProfile(s, PIN)!;
    expect(findRow(profile, HOST)?.label).toMatch(/first 20 layers.*explored/);
    expect(selectBoardStanding(s, PIN)).toMatchObject({ moves: 1, fromLink: false });
    const hw = hardwareOf({ profiles, hardware, errors: [] }, pinned);
    expect(calculateVerdict(profile, hw)).toEqual(calculateVerdict(pinned, hw));
  });

  test('the recipe\u2019s own N, an N below 1 and a pin without a boundary change nothing', () => {
    const store = fresh();
    store.getState().expertBoundaryMoved(PIN, 27);
    store.getState().expertBoundaryMoved(PIN, 0);
    store.getState().expertBoundaryMoved('glm-5.3-flash-mia-tensorfold-tp2', 5);
    expect(store.getState().boundaries).toEqual({});
    expect(selectProfile(store.getState(), PIN)).toBe(pinned);
  });

  test('Reset takes the boundary back to the recipe\u2019s N', () => {
    const store = fresh();
    store.getState().expertBoundaryMoved(PIN, 12);
    store.getState().placementsReset(PIN);
    expect(store.getState().boundaries).toEqual({});
    expect(findRow(selectProfile(store.getState(), PIN)!, HOST)?.label).toBe(
      'Experts of the first 27 MoE layers',
    );
  });
});

describe('the boundary in a shared link', () => {
  test('round-trips, and the pin opened from it reads "from a link"', () => {
    const hash = encodeUrl({ view, placements: {}, settings: {}, boundaries: { [PIN]: 20 } }, profiles);
    expect(hash).toBe(`#/pin/${PIN}?n.${PIN}=n-cpu-moe~20`);
    const link = decodeUrl(hash, profiles, hardware);
    expect(link.ignored).toEqual([]);
    expect(link.boundaries).toEqual({ [PIN]: 20 });
    const store = fresh();
    store.getState().urlOpened(link);
    expect(store.getState().boundaries).toEqual({ [PIN]: 20 });
    expect(selectBoardStanding(store.getState(), PIN)).toMatchObject({ moves: 1, fromLink: true });
  });

  test('an N the rule does not take, or one for a pin without a boundary, is ignored with its reason', () => {
    const bad = decodeUrl(`#/pin/${PIN}?n.${PIN}=n-cpu-moe~0`, profiles, hardware);
    expect(bad.boundaries).toEqual({});
    expect(bad.ignored).toEqual([
      `--n-cpu-moe 0: N is at least 1 (0 keeps no experts in host RAM: that is no --n-cpu-moe) for ${PIN}`,
    ]);
    const mia = 'glm-5.3-flash-mia-tensorfold-tp2';
    const none = decodeUrl(`#/pin/${mia}?n.${mia}=n-cpu-moe~3`, profiles, hardware);
    expect(none.ignored).toEqual([`this pin has no --n-cpu-moe boundary to explore for ${mia}`]);
  });
});
