import fc from 'fast-check';
import { expectTypeOf } from 'vitest';
import { calculateVerdict } from '../../src/domain/calculator';
import type { Hardware, Profile } from '../../src/domain/schema';
import { discrete, loadedPins, mia } from '../helpers/load-bundled';

const withComponent = (
  profile: Profile,
  id: string,
  change: Partial<Profile['components'][number]>,
): Profile => {
  const next = structuredClone(profile);
  const c = next.components.find((x) => x.id === id);
  if (!c) throw new Error(`no component ${id}`);
  Object.assign(c, change);
  return next;
};

const withServing = (
  profile: Profile,
  servingBytesPerNode: Profile['model']['servingBytesPerNode'],
): Profile => {
  const next = structuredClone(profile);
  next.model.servingBytesPerNode = servingBytesPerNode;
  return next;
};

const allText = (v: ReturnType<typeof calculateVerdict>): string =>
  [...v.used, ...v.unknowns, ...v.arithmetic].join('\n');

const SERVING_UNKNOWN =
  'Serving bytes per node: the source publishes no exact per-node figure; this calculator never adds component rows to make one.';

describe('the calculator verdict on the seed pins', () => {
  it('has no placement or settings parameter: only the profile and the hardware', () => {
    expectTypeOf(calculateVerdict).parameters.toEqualTypeOf<[Profile, Hardware]>();
    expect(calculateVerdict.length).toBe(2);
  });

  it('adds no rows: known resident bytes that sum below capacity, with no published serving figure, are "not established"', () => {
    const { profile, hardware } = discrete();
    const rowsOnly = withServing(profile, 'unknown');
    // Every present row a known, small figure: one GB each, far below 32e9 usable per node.
    for (const c of rowsOnly.components)
      if (c.presence === 'present') {
        c.residentBytes = 1_000_000_000;
        c.perRankBytes = Array.from({ length: rowsOnly.nodes }, () => 500_000_000);
      }
    const v = calculateVerdict(rowsOnly, hardware);
    expect(v.status).toBe('not-established');
    expect(v.headline).toBe('Not established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toEqual([SERVING_UNKNOWN]);
  });

  it('compares only the published serving figure: any known row bytes leave the verdict as it was', () => {
    const { profile, hardware } = discrete();
    const verdict = calculateVerdict(profile, hardware);
    const known = fc.integer({ min: 0, max: 64_000_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(known, fc.array(known, { minLength: 2, maxLength: 2 })), {
          minLength: profile.components.length,
          maxLength: profile.components.length,
        }),
        (bytes) => {
          const next = structuredClone(profile);
          next.components.forEach((c, i) => {
            c.residentBytes = bytes[i]![0];
            c.perRankBytes = bytes[i]![1];
          });
          expect(calculateVerdict(next, hardware)).toEqual(verdict);
        },
      ),
    );
  });

  it.each(loadedPins().map((p) => [p.profile.id, p] as const))(
    'says "not established" for %s',
    (_id, { profile, hardware }) => {
      const verdict = calculateVerdict(profile, hardware);
      expect(verdict.status).toBe('not-established');
      expect(verdict.headline).toBe('Not established');
      expect(verdict.arithmetic).toEqual([]);
      expect(verdict.unknowns).toContain(SERVING_UNKNOWN);
    },
  );

  describe('Mia TP2', () => {
    const { profile, hardware } = mia();
    const verdict = calculateVerdict(profile, hardware);

    it('publishes no serving bytes per node: the model fact defaults to unknown', () => {
      expect(profile.model.servingBytesPerNode).toBe('unknown');
      expect(verdict.unknowns).toContain(SERVING_UNKNOWN);
    });

    it('lists usable memory per node as unknown: a 128 GB label is not 128 GiB usable', () => {
      const line = verdict.unknowns.find((u) => /usable memory per node/i.test(u));
      expect(line).toBeDefined();
      expect(line).toContain('119.7 to 121.7 GiB');
    });

    it('lists, for information, the present rows whose resident bytes are unknown, and never adds them', () => {
      for (const label of [
        'EXL3 checkpoint',
        'Routed experts',
        'Dense weights',
        'Vision tower',
        'KV cache',
        'Drafter',
        'Workspace',
        'Recurrent state',
      ])
        expect(verdict.unknowns, label).toContain(
          `${label}: resident bytes unknown; rows overlap and are never added.`,
        );
    });

    it('never lists absent rows (Engram, PLE) as if they had bytes', () => {
      expect(verdict.unknowns.join('\n')).not.toMatch(/Engram|PLE/);
      expect(verdict.used.join('\n')).not.toMatch(/Engram|PLE/);
    });

    it('keeps each node a separate pool', () => {
      expect(verdict.used).toContain('2 nodes, each a separate pool, not one contiguous capacity.');
      expect(verdict.used.join('\n')).toMatch(/one unified pool per node; GPU and CPU share it/);
    });

    it('names the official total of 321,323,031,390 parameters as the sizing basis, never an active count, without computing bytes from it', () => {
      const line = verdict.used.find((u) => u.includes('321,323,031,390'));
      expect(line).toBeDefined();
      expect(line).toMatch(/sizing basis/);
      expect(line).toMatch(/the total, never an active count/);
      expect(line).toMatch(/No byte figure here is computed from it/);
    });

    it('notes the official file bytes as the official snapshot, not the served file', () => {
      expect(verdict.used).toContain(
        'Official file bytes 328,326,771,576 bytes (305.778 GiB): the official snapshot, not the served checkpoint file.',
      );
    });

    it('shows the capacity label as a label, not usable bytes', () => {
      expect(verdict.used).toContain(
        'Capacity label: 128 GB unified memory per Spark. A label, not usable bytes.',
      );
    });

    it('turns no prose figure into bytes: 176 GB, 164 GiB, 88.09 GiB, 80 GiB and 110 GiB free stay labels', () => {
      const text = allText(verdict);
      for (const prose of ['176', '164', '88.09', '110 GiB', '12.5', '2.3 GB', '1.77'])
        expect(text, prose).not.toContain(prose);
    });

    it('does not become a fit when the free-memory warning is met: 110 GiB usable per Spark is still not established', () => {
      const met: Hardware = { ...hardware, usableBytesPerNode: 110 * 2 ** 30 };
      const v = calculateVerdict(profile, met);
      expect(v.status).toBe('not-established');
      expect(v.unknowns).not.toContainEqual(expect.stringMatching(/usable memory per node/i));
      expect(v.unknowns).toContain(SERVING_UNKNOWN);
      expect(v.arithmetic).toEqual([]);
    });

    it('gives the same verdict every time it is asked', () => {
      expect(calculateVerdict(profile, hardware)).toEqual(verdict);
    });
  });
});

describe('the calculator on a discrete-GPU pin that publishes serving bytes per node', () => {
  const { profile, hardware } = discrete();
  // The fixture publishes 25e9 serving bytes on each node, against 32e9 usable on each node.

  it('reads the published per-node figure from the model facts', () => {
    expect(profile.model.servingBytesPerNode).toEqual([25_000_000_000, 25_000_000_000]);
  });

  it('gives a real verdict: fits on each node', () => {
    const v = calculateVerdict(profile, hardware);
    expect(v.status).toBe('fits');
    expect(v.headline).toBe('Fits');
    expect(v.unknowns).toEqual([]);
  });

  it('shows its arithmetic as one comparison per node, each node against its own capacity', () => {
    const v = calculateVerdict(profile, hardware);
    expect(v.arithmetic).toEqual([
      'Node 0: 25,000,000,000 bytes (23.283 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: within.',
      'Node 1: 25,000,000,000 bytes (23.283 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: within.',
    ]);
    const text = allText(v);
    expect(text).not.toContain('50,000,000,000'); // the two nodes' needs summed
    expect(text).not.toContain('64,000,000,000'); // the two nodes' capacities summed
  });

  it('does not fit when one node is over, even if the two nodes together would have room', () => {
    // Node 0: 37e9 > 32e9. Node 1: 18e9. Together 55e9 < 64e9: only a pooled (wrong) calculation would call that a fit.
    const v = calculateVerdict(withServing(profile, [37_000_000_000, 18_000_000_000]), hardware);
    expect(v.status).toBe('does-not-fit');
    expect(v.headline).toBe('Does not fit');
    expect(v.arithmetic[0]).toBe(
      'Node 0: 37,000,000,000 bytes (34.459 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: over.',
    );
    expect(v.arithmetic[1]).toMatch(/^Node 1: 18,000,000,000 bytes .* usable: within\.$/);
    expect(allText(v)).not.toContain('55,000,000,000');
  });

  it('counts a figure equal to the capacity as within it', () => {
    expect(calculateVerdict(withServing(profile, [32_000_000_000, 32_000_000_000]), hardware).status).toBe(
      'fits',
    );
    expect(calculateVerdict(withServing(profile, [32_000_000_000, 32_000_000_001]), hardware).status).toBe(
      'does-not-fit',
    );
  });

  it('never adds the component rows: changing their bytes does not change the verdict', () => {
    // Adding the rows would give 15e9 + 6e9 + 5e9 + 4e9 + 8e9 + 2e9 = 40e9 per node: over 32e9.
    const v = calculateVerdict(profile, hardware);
    expect(allText(v)).not.toContain('40,000,000,000');
    const bigger = withComponent(profile, 'kv-cache', {
      perRankBytes: [30_000_000_000, 30_000_000_000],
      residentBytes: 60_000_000_000,
    });
    expect(calculateVerdict(bigger, hardware)).toEqual(v);
  });

  it('says "not established" when the serving figure is unknown, even though every row publishes its per-rank bytes', () => {
    const rowsOnly = withServing(profile, 'unknown');
    for (const c of rowsOnly.components.filter((x) => x.presence === 'present')) {
      expect(Array.isArray(c.perRankBytes) && c.perRankBytes.every((b) => b !== 'unknown'), c.label).toBe(
        true,
      );
      expect(c.residentBytes, c.label).not.toBe('unknown');
    }
    const v = calculateVerdict(rowsOnly, hardware);
    expect(v.status).toBe('not-established');
    expect(v.unknowns).toEqual([SERVING_UNKNOWN]);
    expect(v.arithmetic).toEqual([]);
    expect(allText(v)).not.toMatch(/needs|25,000,000,000|40,000,000,000/);
  });

  it('says "not established" when the serving figures do not cover every node, naming them', () => {
    const short = calculateVerdict(withServing(profile, [25_000_000_000]), hardware);
    expect(short.status).toBe('not-established');
    expect(short.arithmetic).toEqual([]);
    expect(short.unknowns).toContainEqual(
      expect.stringMatching(/^Serving bytes per node: the profile gives 1 figure for 2 nodes/),
    );

    const long = calculateVerdict(
      withServing(profile, [25_000_000_000, 25_000_000_000, 25_000_000_000]),
      hardware,
    );
    expect(long.status).toBe('not-established');
    expect(long.unknowns).toContainEqual(
      expect.stringMatching(/^Serving bytes per node: the profile gives 3 figures for 2 nodes/),
    );
  });

  it('says "not established" when one node\'s serving figure is unknown, naming that node', () => {
    const v = calculateVerdict(withServing(profile, [25_000_000_000, 'unknown']), hardware);
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toContainEqual(expect.stringMatching(/^Serving bytes per node: unknown for node 1;/));
  });

  it('says "not established" when usable memory per node is unknown, never comparing against 0', () => {
    const v = calculateVerdict(profile, { ...hardware, usableBytesPerNode: 'unknown' });
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toContainEqual(
      expect.stringMatching(/^Usable memory per node\. A made-up measured figure/),
    );
  });

  it('lists present rows with unknown resident bytes when not established, but never absent rows', () => {
    const partial = withComponent(withServing(profile, 'unknown'), 'workspace', { residentBytes: 'unknown' });
    const v = calculateVerdict(partial, hardware);
    expect(v.unknowns).toContain('Workspace: resident bytes unknown; rows overlap and are never added.');
    expect(v.unknowns.join('\n')).not.toMatch(/PLE/);
  });

  it('does not let an absent row with bytes written on it change the verdict', () => {
    const ple = withComponent(profile, 'ple', {
      perRankBytes: [30_000_000_000, 30_000_000_000],
      residentBytes: 60_000_000_000,
    });
    expect(calculateVerdict(ple, hardware)).toEqual(calculateVerdict(profile, hardware));
  });

  it('handles a pin with more nodes by iterating only over the published figures', () => {
    const four = { ...withServing(profile, [1, 2, 3, 32_000_000_001]), nodes: 4 };
    const v = calculateVerdict(four, hardware);
    expect(v.status).toBe('does-not-fit');
    expect(v.arithmetic).toHaveLength(4);
    expect(v.arithmetic[3]).toMatch(/over\.$/);
  });
});
