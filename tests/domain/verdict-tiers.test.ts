/**
 * Every tier that holds runtime memory is a capacity the calculator must know. An unknown
 * usable or serving figure for any device of such a tier keeps the verdict "not established",
 * never "fits"; tiers that hold files or a cache never decide it. Property-tested over every
 * tier of the schema's enum (the TIERS table), and the remote-RPC-GPU case that once read "Fits."
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { plainHeadline, verdictHeadline } from '../../src/domain/verdict/verdict-text';
import { TIERS, holdsRuntime, type Tier } from '../../src/domain/profile/tiers';
import type { Hardware, Lane } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { discrete } from '../helpers/pins';

const TIER_IDS = Object.keys(TIERS) as Tier[];
const { profile: base, hardware: baseHardware } = discrete();

const lane = (id: string, tier: Tier, usableBytes: Lane['usableBytes'], devicesPerNode = 1): Lane => ({
  id,
  label: `Lane ${id}`,
  note: { siteNote: 'A lane of a test machine.' },
  short: id,
  tier,
  devicesPerNode,
  usableBytes,
});

describe('a machine with local GPUs and remote RPC GPUs', () => {
  // Local GPU and host RAM with usable bytes someone measured; two remote RPC GPUs whose
  // capacity nobody states, serving half the weights. Before every runtime tier counted, this
  // read "Fits.": the remote devices were not capacities at all.
  const hardware: Hardware = {
    ...structuredClone(baseHardware),
    lanes: [
      lane('gpu-memory', 'gpu-memory', 32_000_000_000),
      lane('host-ram', 'host-ram', 60_000_000_000),
      lane('rpc-gpus', 'remote-device', 'unknown', 2),
    ],
  };
  const profile: Profile = {
    ...structuredClone(base),
    nodes: 1,
    model: {
      ...structuredClone(base.model),
      servingBytes: [
        { lane: 'gpu-memory', node: 0, device: 0, bytes: 12_500_000_000 },
        { lane: 'host-ram', node: 0, device: 0, bytes: 8_000_000_000 },
      ],
    },
  };

  it('is not established: the remote GPUs are capacities it does not know', () => {
    const verdict = calculateVerdict(profile, hardware);
    expect(verdict.status).toBe('not-established');
    expect(verdict.arithmetic).toEqual([]);
    expect(verdict.gaps).toContainEqual({ kind: 'usable-bytes', lane: hardware.lanes[2] });
    expect(verdict.slots.filter((s) => s.lane.id === 'rpc-gpus')).toHaveLength(2);
    expect(plainHeadline(verdictHeadline(verdict))).toBe(
      'Not established: usable bytes of Lane rpc-gpus and serving bytes per device are not published.',
    );
  });

  it('stays not established when the remote serving bytes are published but their capacity is not', () => {
    const published: Profile = structuredClone(profile);
    published.model.servingBytes.push(
      { lane: 'rpc-gpus', node: 0, device: 0, bytes: 6_000_000_000 },
      { lane: 'rpc-gpus', node: 0, device: 1, bytes: 6_000_000_000 },
    );
    expect(calculateVerdict(published, hardware).status).toBe('not-established');
  });

  it('compares each remote GPU on its own once its usable bytes are known', () => {
    const known: Hardware = structuredClone(hardware);
    known.lanes[2]!.usableBytes = 24_000_000_000;
    const published: Profile = structuredClone(profile);
    published.model.servingBytes.push(
      { lane: 'rpc-gpus', node: 0, device: 0, bytes: 6_000_000_000 },
      { lane: 'rpc-gpus', node: 0, device: 1, bytes: 30_000_000_000 },
    );
    const verdict = calculateVerdict(published, known);
    expect(verdict.status).toBe('does-not-fit');
    expect(
      verdict.arithmetic.map((a) => [a.slot.lane.id, a.slot.device, a.need, a.capacity, a.within]),
    ).toEqual([
      ['gpu-memory', 0, 12_500_000_000, 32_000_000_000, true],
      ['host-ram', 0, 8_000_000_000, 60_000_000_000, true],
      ['rpc-gpus', 0, 6_000_000_000, 24_000_000_000, true],
      ['rpc-gpus', 1, 30_000_000_000, 24_000_000_000, false],
    ]);
  });
});

describe.each(TIER_IDS)('one more lane of tier %s, with unknown usable bytes', (tier) => {
  const hardware: Hardware = structuredClone(baseHardware);
  hardware.lanes.push(lane('extra', tier, 'unknown'));
  const verdict = calculateVerdict(base, hardware);
  it(
    TIERS[tier].holds === 'runtime'
      ? 'keeps the verdict not established: it holds runtime memory'
      : 'leaves the verdict as it was: it holds files or a cache, not runtime memory',
    () => {
      expect(calculateVerdict(base, baseHardware).status).toBe('fits');
      expect(verdict.status).toBe(holdsRuntime({ tier }) ? 'not-established' : 'fits');
    },
  );
});

describe('any machine, any published figures', () => {
  const bytes = fc.oneof(fc.constant('unknown' as const), fc.integer({ min: 0, max: 100_000_000_000 }));
  const laneArb = fc.record({
    tier: fc.constantFrom(...TIER_IDS),
    usableBytes: bytes,
    devicesPerNode: fc.integer({ min: 1, max: 3 }),
  });
  const machine = fc
    .record({
      lanes: fc.array(laneArb, { minLength: 1, maxLength: 4 }),
      nodes: fc.integer({ min: 1, max: 2 }),
    })
    .chain(({ lanes, nodes }) => {
      const slots = lanes.flatMap((l, i) =>
        Array.from({ length: nodes * l.devicesPerNode }, (_, k) => ({
          lane: `lane-${i}`,
          node: Math.floor(k / l.devicesPerNode),
          device: k % l.devicesPerNode,
        })),
      );
      return fc.record({
        lanes: fc.constant(lanes),
        nodes: fc.constant(nodes),
        serving: fc
          .subarray(slots)
          .chain((some) => fc.tuple(...some.map((s) => bytes.map((b) => ({ ...s, bytes: b }))))),
      });
    });

  it('says "fits" only when every device of every runtime tier has known usable and serving bytes within them', () => {
    fc.assert(
      fc.property(machine, ({ lanes, nodes, serving }) => {
        const hardware: Hardware = {
          ...structuredClone(baseHardware),
          lanes: lanes.map((l, i) => lane(`lane-${i}`, l.tier, l.usableBytes, l.devicesPerNode)),
        };
        const profile: Profile = {
          ...structuredClone(base),
          nodes,
          model: { ...base.model, servingBytes: serving },
        };
        const verdict = calculateVerdict(profile, hardware);
        const figure = (laneId: string, node: number, device: number) =>
          serving.find((f) => f.lane === laneId && f.node === node && f.device === device)?.bytes;
        const runtime = hardware.lanes.filter(holdsRuntime);
        const everyKnown =
          runtime.length > 0 &&
          runtime.every(
            (l) =>
              l.usableBytes !== 'unknown' &&
              Array.from({ length: nodes * l.devicesPerNode }).every((_, k) => {
                const b = figure(l.id, Math.floor(k / l.devicesPerNode), k % l.devicesPerNode);
                return b !== undefined && b !== 'unknown';
              }),
          );
        if (!everyKnown) {
          expect(verdict.status).toBe('not-established');
          expect(verdict.arithmetic).toEqual([]);
        } else {
          expect(verdict.status).not.toBe('not-established');
          expect(verdict.arithmetic).toHaveLength(verdict.slots.length);
          for (const a of verdict.arithmetic) expect(a.within).toBe(a.need <= a.capacity);
          expect(verdict.status === 'fits').toBe(verdict.arithmetic.every((a) => a.within));
        }
      }),
      { numRuns: 300 },
    );
  });
});
