import { expectTypeOf } from 'vitest';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { LIME, MIA, discrete, everyPin, mia } from '../helpers/pins';
import { verdictSaid } from '../helpers/move-text';

type Serving = Profile['model']['servingBytes'];

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

const withServing = (profile: Profile, servingBytes: Serving): Profile => {
  const next = structuredClone(profile);
  next.model.servingBytes = servingBytes;
  return next;
};

const withLane = (hardware: Hardware, id: string, change: Partial<Hardware['lanes'][number]>): Hardware => {
  const next = structuredClone(hardware);
  Object.assign(
    next.lanes.find((l) => l.id === id)!,
    change,
  );
  return next;
};

/** One GPU figure and one host-RAM figure per node, as the discrete fixture publishes them. */
const perNode = (gpu: number[], host: number[] = gpu.map(() => 8_000_000_000)): Serving => [
  ...gpu.map((bytes, node) => ({ lane: 'gpu-memory', node, device: 0, bytes })),
  ...host.map((bytes, node) => ({ lane: 'host-ram', node, device: 0, bytes })),
];

const allText = (v: ReturnType<typeof verdictSaid>): string =>
  [...v.used, ...v.unknowns, ...v.arithmetic].join('\n');

describe('the calculator verdict on the seed pins', () => {
  it('has no placement or settings parameter: only the profile and the hardware', () => {
    expectTypeOf(calculateVerdict).parameters.toEqualTypeOf<[Profile, Hardware]>();
    expect(calculateVerdict.length).toBe(2);
  });

  // Every pin whose source publishes no serving figure: whichever pins the catalogue holds
  // (the seed pins among them), the verdict is not established and nothing is computed.
  const unpublished = everyPin().filter((p) => p.profile.model.servingBytes.length === 0);
  it('covers the seed pins', () => {
    expect(unpublished.map((p) => p.profile.id)).toEqual(expect.arrayContaining([MIA, LIME]));
  });
  it.each(unpublished.map((p) => [p.profile.id, p] as const))(
    'says "not established" for %s, which publishes no serving bytes, with nothing computed',
    (_id, { profile, hardware }) => {
      const verdict = verdictSaid(profile, hardware);
      expect(verdict.status).toBe('not-established');
      expect(verdict.headline).toBe('Not established');
      expect(verdict.arithmetic).toEqual([]);
      expect(verdict.unknowns.join('\n')).toMatch(/Serving bytes/);
    },
  );

  describe('Mia TP2', () => {
    const { profile, hardware } = mia();
    const verdict = verdictSaid(profile, hardware);

    it('publishes no serving bytes: the calculator says so and never adds rows to make them', () => {
      expect(profile.model.servingBytes).toEqual([]);
      expect(verdict.unknowns).toContainEqual(
        expect.stringMatching(
          /^Serving bytes: the source publishes no exact per-device figure; .*never adds/,
        ),
      );
    });

    it("lists the unified pool's usable bytes as unknown: a 128 GB label is not 128 GiB usable", () => {
      const line = verdict.unknowns.find((u) => u.startsWith('Usable bytes of Unified pool'));
      expect(line).toContain('A 128 GB label is not 128 GiB usable');
    });

    it('prints a usable-bytes note that is a site note as text, with its mark', () => {
      const { profile, hardware } = mia();
      const note = { siteNote: 'No exact usable byte count is published.' };
      const v = verdictSaid(profile, withLane(hardware, 'unified-pool', { usableNote: note }));
      expect(v.unknowns).toContain(
        'Usable bytes of Unified pool. No exact usable byte count is published. (site note)',
      );
    });

    it('names the present rows with unknown resident bytes once, in one line, and never the absent ones', () => {
      const lines = verdict.unknowns.filter((u) => u.startsWith('Resident bytes unknown for'));
      expect(lines).toHaveLength(1);
      for (const label of [
        'EXL3 checkpoint',
        'Routed experts',
        'Dense weights',
        'KV cache',
        'DFlash2 drafter',
      ])
        expect(lines[0], label).toContain(label);
      expect(lines[0]).toMatch(/never added/);
      expect(allText(verdict)).not.toMatch(/Engram|PLE/);
    });

    it('keeps each node a separate capacity and shows the capacity label as a label', () => {
      expect(verdict.used).toContain('2 nodes, each a separate capacity, never one contiguous pool.');
      // The label as the seed page words it: "The recipe says 128 GB unified on each Spark."
      expect(verdict.used).toContain(
        'Unified pool: 128 GB unified on each Spark. A label, not usable bytes.',
      );
    });

    it('names the official total of 321,323,031,390 parameters as the sizing basis, never an active count, without computing bytes from it', () => {
      const line = verdict.used.find((u) => u.includes('321,323,031,390'));
      expect(line).toMatch(/sizing basis/);
      expect(line).toMatch(/the total, never an active count/);
      expect(line).toMatch(/No byte figure here is computed from it/);
    });

    it('turns no prose figure into bytes: 176 GB, 164 GiB, 88.09 GiB, 80 GiB and 110 GiB free stay labels', () => {
      const text = allText(verdict);
      for (const prose of ['176', '164', '88.09', '110 GiB', '12.5', '2.3 GB', '1.77'])
        expect(text, prose).not.toContain(prose);
    });

    it('does not become a fit when the free-memory warning is met: 110 GiB usable per Spark is still not established', () => {
      const met = withLane(hardware, 'unified-pool', { usableBytes: 110 * 2 ** 30 });
      const v = verdictSaid(profile, met);
      expect(v.status).toBe('not-established');
      expect(v.unknowns.join('\n')).not.toMatch(/Usable bytes of Unified pool/);
      expect(v.arithmetic).toEqual([]);
    });
  });
});

describe('the calculator on a discrete-GPU pin that publishes serving bytes per device', () => {
  const { profile, hardware } = discrete();
  // The fixture publishes 25e9 on each node's GPU (32e9 usable) and 8e9 in each node's host RAM (60e9 usable).

  it('gives a real verdict: fits on each device of each node', () => {
    const v = verdictSaid(profile, hardware);
    expect(v.status).toBe('fits');
    expect(v.headline).toBe('Fits');
    expect(v.unknowns).toEqual([]);
  });

  it('shows its arithmetic as one comparison per device and node, each against its own capacity', () => {
    const v = verdictSaid(profile, hardware);
    expect(v.arithmetic).toEqual([
      'GPU memory, node 0: 25,000,000,000 bytes (23.283 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: within.',
      'GPU memory, node 1: 25,000,000,000 bytes (23.283 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: within.',
      'Host RAM, node 0: 8,000,000,000 bytes (7.451 GiB) of 60,000,000,000 bytes (55.879 GiB) usable: within.',
      'Host RAM, node 1: 8,000,000,000 bytes (7.451 GiB) of 60,000,000,000 bytes (55.879 GiB) usable: within.',
    ]);
    const text = allText(v);
    expect(text).not.toContain('50,000,000,000'); // two GPUs summed
    expect(text).not.toContain('33,000,000,000'); // GPU and host RAM summed
    expect(text).not.toContain('92,000,000,000'); // GPU and host capacities summed
  });

  it('does not fit when one GPU is over, even if host RAM or the other node has room', () => {
    const v = verdictSaid(withServing(profile, perNode([37_000_000_000, 18_000_000_000])), hardware);
    expect(v.status).toBe('does-not-fit');
    expect(v.arithmetic[0]).toBe(
      'GPU memory, node 0: 37,000,000,000 bytes (34.459 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: over.',
    );
    expect(allText(v)).not.toContain('55,000,000,000');
  });

  it('counts a figure equal to the capacity as within it, and one byte more as over', () => {
    expect(verdictSaid(withServing(profile, perNode([32e9, 32e9])), hardware).status).toBe('fits');
    expect(verdictSaid(withServing(profile, perNode([32e9, 32e9 + 1])), hardware).status).toBe(
      'does-not-fit',
    );
  });

  it('never adds the component rows: rows whose known bytes sum past the capacity do not change the verdict', () => {
    const v = verdictSaid(profile, hardware);
    const bigger = withComponent(profile, 'kv-cache', {
      perRankBytes: [30_000_000_000, 30_000_000_000],
      residentBytes: 60_000_000_000,
    });
    expect(verdictSaid(bigger, hardware)).toEqual(v);
  });

  it('says "not established" when no serving figure is published, even though every row publishes its bytes and they would sum below capacity', () => {
    const rowsOnly = withServing(profile, []);
    const v = verdictSaid(rowsOnly, hardware);
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toContainEqual(expect.stringMatching(/^Serving bytes: the source publishes no exact/));
  });

  it('says "not established" when a device has no published figure, naming it', () => {
    const v = verdictSaid(withServing(profile, perNode([25e9, 25e9]).slice(0, 3)), hardware);
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toContainEqual(
      expect.stringMatching(/^Serving bytes not published for Host RAM, node 1;/),
    );
  });

  it('says "not established" when one figure is unknown, never counting it as 0', () => {
    const serving = perNode([25e9, 25e9]);
    serving[1] = { ...serving[1]!, bytes: 'unknown' };
    const v = verdictSaid(withServing(profile, serving), hardware);
    expect(v.status).toBe('not-established');
    expect(v.unknowns).toContainEqual(expect.stringMatching(/GPU memory, node 1/));
  });

  it('says "not established" when a tier\'s usable bytes are unknown, never comparing against 0', () => {
    const v = verdictSaid(profile, withLane(hardware, 'host-ram', { usableBytes: 'unknown' }));
    expect(v.status).toBe('not-established');
    expect(v.arithmetic).toEqual([]);
    expect(v.unknowns).toContainEqual(expect.stringMatching(/^Usable bytes of Host RAM\./));
  });

  it('treats every GPU of a node as its own capacity', () => {
    const twoGpus = withLane(hardware, 'gpu-memory', { devicesPerNode: 2 });
    const one = verdictSaid(profile, twoGpus);
    expect(one.status).toBe('not-established');
    expect(one.unknowns.join('\n')).toMatch(/GPU memory, node 0, device 1/);
    const both = withServing(profile, [
      ...perNode([25e9, 25e9]),
      { lane: 'gpu-memory', node: 0, device: 1, bytes: 40e9 },
      { lane: 'gpu-memory', node: 1, device: 1, bytes: 1e9 },
    ]);
    const v = verdictSaid(both, twoGpus);
    expect(v.status).toBe('does-not-fit');
    expect(v.arithmetic).toContain(
      'GPU memory, node 0, device 1: 40,000,000,000 bytes (37.253 GiB) of 32,000,000,000 bytes (29.802 GiB) usable: over.',
    );
  });

  it('treats a conflict between sources as unknown, listing both values', () => {
    const conflicted: Profile = {
      ...profile,
      model: {
        ...profile.model,
        totalParameters: {
          conflict: [
            { value: 12_000_000_000, source: profile.sources[0]!.id },
            { value: 13_000_000_000, source: profile.sources[0]!.id },
          ],
        },
      },
    };
    const v = verdictSaid(conflicted, hardware);
    expect(v.unknowns.join('\n')).toMatch(
      /Total parameters: conflict between sources: 12,000,000,000 .* vs 13,000,000,000/,
    );
  });

  it('does not let an absent row with bytes written on it change the verdict', () => {
    const ple = withComponent(profile, 'ple', {
      perRankBytes: [30_000_000_000, 30_000_000_000],
      residentBytes: 60_000_000_000,
    });
    expect(verdictSaid(ple, hardware)).toEqual(verdictSaid(profile, hardware));
  });
});
