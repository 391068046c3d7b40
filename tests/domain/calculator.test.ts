import { expectTypeOf } from 'vitest';
import { calculateVerdict } from '../../src/domain/calculator';
import type { Hardware, Profile } from '../../src/domain/schema';
import { discrete, loadedPins, mia } from '../helpers/load-bundled';

const withComponent = (profile: Profile, id: string, change: Partial<Profile['components'][number]>): Profile => {
  const next = structuredClone(profile);
  const c = next.components.find((x) => x.id === id);
  if (!c) throw new Error(`no component ${id}`);
  Object.assign(c, change);
  return next;
};

describe('the calculator verdict on the seed pins', () => {
  it('has no placement or settings parameter: only the profile and the hardware', () => {
    expectTypeOf(calculateVerdict).parameters.toEqualTypeOf<[Profile, Hardware]>();
    expect(calculateVerdict.length).toBe(2);
  });

  it.each(loadedPins().map((p) => [p.profile.id, p] as const))('says "not established" for %s', (_id, { profile, hardware }) => {
    const verdict = calculateVerdict(profile, hardware);
    expect(verdict.status).toBe('not-established');
    expect(verdict.headline).toBe('Not established');
    expect(verdict.arithmetic).toEqual([]);
    expect(verdict.unknowns.length).toBeGreaterThan(0);
  });

  describe('Mia TP2', () => {
    const { profile, hardware } = mia();
    const verdict = calculateVerdict(profile, hardware);

    it('lists usable memory per node as unknown: a 128 GB label is not 128 GiB usable', () => {
      const line = verdict.unknowns.find((u) => /usable memory per node/i.test(u));
      expect(line).toBeDefined();
      expect(line).toContain('119.7 to 121.7 GiB');
    });

    it('lists the unknown per-rank bytes of every row it would have to count', () => {
      // Rows that do not sit inside the file ledger: the ledger itself, runtime rows and the separate drafter.
      for (const label of ['EXL3 checkpoint', 'KV cache', 'Drafter', 'Workspace', 'Recurrent state'])
        expect(verdict.unknowns, label).toContain(`${label}: per-rank resident bytes.`);
    });

    it('lists the subcomponents inside the file ledger as unknown without adding them to it', () => {
      for (const label of ['Routed experts', 'Dense weights', 'Vision tower']) {
        const line = verdict.unknowns.find((u) => u.startsWith(`${label}:`));
        expect(line, label).toMatch(/not added/);
      }
    });

    it('never lists absent rows (Engram, PLE) as if they had bytes', () => {
      expect(verdict.unknowns.join('\n')).not.toMatch(/Engram|PLE/);
      expect(verdict.used.join('\n')).not.toMatch(/Engram|PLE/);
    });

    it('keeps each node a separate pool', () => {
      expect(verdict.used).toContain('2 nodes, each a separate pool, not one contiguous capacity.');
      expect(verdict.used.join('\n')).toMatch(/one unified pool per node; GPU and CPU share it/);
    });

    it('sizes by the official total of 321,323,031,390 parameters, never an active count', () => {
      expect(verdict.used.join('\n')).toContain('321,323,031,390');
    });

    it('turns no prose figure into bytes: 176 GB, 164 GiB, 88.09 GiB, 80 GiB and 110 GiB free stay labels', () => {
      const text = [...verdict.used, ...verdict.unknowns, ...verdict.arithmetic].join('\n');
      for (const prose of ['176', '164', '88.09', '110 GiB', '12.5', '2.3 GB', '1.77'])
        expect(text, prose).not.toContain(prose);
    });

    it('does not become a fit when the free-memory warning is met: 110 GiB usable per Spark is still not established', () => {
      const met: Hardware = { ...hardware, usableBytesPerNode: 110 * 2 ** 30 };
      const v = calculateVerdict(profile, met);
      expect(v.status).toBe('not-established');
      expect(v.unknowns).not.toContainEqual(expect.stringMatching(/usable memory per node/i));
    });

    it('gives the same verdict every time it is asked', () => {
      expect(calculateVerdict(profile, hardware)).toEqual(verdict);
    });
  });
});

describe('the calculator on a discrete-GPU pin where every byte is known', () => {
  const { profile, hardware } = discrete();
  // Fixture arithmetic, per node: checkpoint 15e9 (the ledger, which already holds the 6e9
  // experts, 5e9 dense weights and 4e9 Engram table) + KV 8e9 + workspace 2e9 = 25e9,
  // against 32e9 usable on each node.

  it('gives a real verdict: fits on each node', () => {
    const v = calculateVerdict(profile, hardware);
    expect(v.status).toBe('fits');
    expect(v.headline).toBe('Fits');
    expect(v.unknowns).toEqual([]);
  });

  it('shows its arithmetic per node, with each node against its own capacity', () => {
    const v = calculateVerdict(profile, hardware);
    expect(v.arithmetic).toHaveLength(2);
    v.arithmetic.forEach((line, i) => {
      expect(line).toMatch(new RegExp(`^Node ${i}:`));
      expect(line).toContain('25,000,000,000 bytes');
      expect(line).toContain('32,000,000,000 bytes');
    });
    const text = v.arithmetic.join('\n');
    expect(text).not.toContain('50,000,000,000'); // the two nodes' needs summed
    expect(text).not.toContain('64,000,000,000'); // the two nodes' capacities summed
  });

  it('never adds the overlapping subcomponent rows into the checkpoint', () => {
    // Adding experts, dense weights and the Engram table again would make 40e9 per node: over 32e9.
    const v = calculateVerdict(profile, hardware);
    expect(v.arithmetic.join('\n')).not.toContain('40,000,000,000');
    const bigger = withComponent(profile, 'routed-experts', { perRankBytes: [14_000_000_000, 14_000_000_000] });
    expect(calculateVerdict(bigger, hardware).status).toBe('fits');
  });

  it('does not fit when one node is over, even if the two nodes together would have room', () => {
    // Node 0: 15e9 + 20e9 + 2e9 = 37e9 > 32e9. Node 1: 15e9 + 1e9 + 2e9 = 18e9.
    // Together 55e9 < 64e9: only a pooled (wrong) calculation would call that a fit.
    const skewed = withComponent(profile, 'kv-cache', { perRankBytes: [20_000_000_000, 1_000_000_000] });
    const v = calculateVerdict(skewed, hardware);
    expect(v.status).toBe('does-not-fit');
    expect(v.headline).toBe('Does not fit');
    expect(v.arithmetic[0]).toContain('37,000,000,000 bytes');
    expect(v.arithmetic[0]).toMatch(/over/);
    expect(v.arithmetic[1]).toContain('18,000,000,000 bytes');
    expect(v.arithmetic[1]).toMatch(/within/);
  });

  it('counts a need equal to the capacity as within it', () => {
    const exact = withComponent(profile, 'kv-cache', { perRankBytes: [15_000_000_000, 15_000_000_000] });
    expect(calculateVerdict(exact, hardware).status).toBe('fits');
    const over = withComponent(profile, 'kv-cache', { perRankBytes: [15_000_000_001, 15_000_000_000] });
    expect(calculateVerdict(over, hardware).status).toBe('does-not-fit');
  });

  it('says "not established" when one rank of a counted row is unknown, naming that row', () => {
    const partial = withComponent(profile, 'workspace', { perRankBytes: [2_000_000_000, 'unknown'] });
    const v = calculateVerdict(partial, hardware);
    expect(v.status).toBe('not-established');
    expect(v.unknowns).toContain('Workspace: per-rank resident bytes.');
    expect(v.arithmetic).toEqual([]);
  });

  it('says "not established" when per-rank bytes do not cover every node', () => {
    const short = withComponent(profile, 'kv-cache', { perRankBytes: [8_000_000_000] });
    expect(calculateVerdict(short, hardware).status).toBe('not-established');
  });

  it('says "not established" when usable memory per node is unknown', () => {
    const v = calculateVerdict(profile, { ...hardware, usableBytesPerNode: 'unknown' });
    expect(v.status).toBe('not-established');
    expect(v.unknowns.join('\n')).toMatch(/usable memory per node/i);
  });

  it('does not count an absent row, even one with bytes written on it', () => {
    const ple = withComponent(profile, 'ple', { perRankBytes: [30_000_000_000, 30_000_000_000] });
    expect(calculateVerdict(ple, hardware).status).toBe('fits');
  });

  it('does not treat overlapping rows as zero when no ledger row in memory holds them', () => {
    const noLedger = withComponent(profile, 'checkpoint', { presence: 'absent', asPinned: 'absent', residences: [], absentReason: 'Removed for the test.' });
    const v = calculateVerdict(noLedger, hardware);
    expect(v.status).toBe('not-established');
    expect(v.unknowns.join('\n')).toMatch(/File ledger/);
  });
});
