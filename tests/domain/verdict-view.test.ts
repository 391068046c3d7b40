/** The verdict panel's headline and stated figures: listed as stated, never added or compared. */
import { describe, expect, test } from 'vitest';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { plainHeadline, statedFigures } from '../../src/domain/verdict/verdict-text';
import { everyPin, mia } from '../helpers/pins';

describe('the verdict panel', () => {
  test('says in one line why the Mia verdict is not established', () => {
    const { profile, hardware } = mia();
    expect(plainHeadline(profile, hardware, calculateVerdict(profile, hardware))).toBe(
      'Not established: usable bytes of Unified pool and serving bytes per device are not published.',
    );
  });

  test('lists each stated figure once, with its kind and whose it is', () => {
    const { profile, hardware } = mia();
    expect(statedFigures(profile, hardware).map((f) => `${f.what} | ${f.kind} | ${f.whose}`)).toEqual([
      '88.09 GiB | startup estimate | EXL3 checkpoint',
      'KV_POOL_GIB 12.5 GiB | named cap | KV cache',
      '5.6 GiB on rank 0 | observed free memory | KV cache',
      '9.5 GiB on rank 1 | observed free memory | KV cache',
      'about 110 GiB free at start | free-memory warning | Workspace',
    ]);
  });

  test('never makes a figure of its own: every figure shown is one a profile states', () => {
    for (const { profile, hardware } of everyPin()) {
      const stated = [
        ...hardware.figures,
        ...profile.components.flatMap((c) => c.figures),
        ...profile.concurrency.figures,
      ].map((f) => ('label' in f ? f.label : `${f.name} ${f.value} ${f.unit}`));
      for (const f of statedFigures(profile, hardware))
        expect(stated.some((s) => f.what.startsWith(s))).toBe(true);
    }
  });
});
