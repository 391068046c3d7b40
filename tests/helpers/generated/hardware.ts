/** Generated hardware files: unified or discrete, several GPUs, remote tiers (tests/helpers/generated-pins.ts). */
import fc from 'fast-check';
import type { Lane } from '../../../src/domain/profile/schema/hardware';
import { NOTES_ID, bytesArb, figureArbOf, proseArb } from './values';
import { sourcesArb } from './sources';

type LaneKind = { id: string; label: string; short: string; tier: Lane['tier']; group?: string };
const MEMORY_LANES: Record<'unified' | 'discrete', LaneKind[]> = {
  unified: [{ id: 'pool', label: 'Unified pool', short: 'Shared pool', tier: 'unified-pool', group: 'UMA' }],
  discrete: [
    { id: 'gpu', label: 'GPU memory', short: 'GPU', tier: 'gpu-memory', group: 'GPU' },
    { id: 'ram', label: 'Host RAM', short: 'Host RAM', tier: 'host-ram', group: 'Host' },
  ],
};
const OTHER_LANES: LaneKind[] = [
  { id: 'disk', label: 'Local disk path', short: 'Local disk', tier: 'local-disk' },
  { id: 'nfs', label: 'NFS mount', short: 'NFS', tier: 'remote-storage' },
  { id: 'rpc', label: 'RPC device', short: 'RPC', tier: 'remote-device' },
  { id: 'kv-store', label: 'KV store backend', short: 'KV store', tier: 'kv-backend' },
];

const laneArb = (k: LaneKind, plain: boolean) =>
  fc.record(
    {
      id: fc.constant(k.id),
      label: fc.constant(k.label),
      note: proseArb(plain),
      short: fc.constant(k.short),
      tier: fc.constant(k.tier),
      devicesPerNode:
        k.tier === 'gpu-memory' || k.tier === 'remote-device'
          ? fc.integer({ min: 1, max: 4 })
          : fc.constant(1),
      capacityLabel: fc.constantFrom('24 GB per GPU', '128 GB', '2 TB'),
      usableBytes: bytesArb,
      usableNote: proseArb(plain),
      group: fc.constant(k.group ?? 'Storage'),
    },
    { requiredKeys: ['id', 'label', 'note', 'short', 'tier'] },
  );

export const hardwareArb = (id: string) =>
  fc
    .record({
      poolKind: fc.constantFrom('unified' as const, 'discrete' as const),
      plain: fc.boolean(),
      memoryPick: fc.subarray([0, 1], { minLength: 1 }),
      others: fc.subarray(OTHER_LANES),
    })
    .chain(({ poolKind, plain, memoryPick, others }) => {
      const memory =
        poolKind === 'unified' ? MEMORY_LANES.unified : memoryPick.map((i) => MEMORY_LANES.discrete[i]!);
      return fc.record({
        $schema: fc.constant('../hardware.schema.json'),
        id: fc.constant(id),
        label: fc.constant(`Generated ${poolKind} machine ${id.slice(-2)}`),
        poolKind: fc.constant(poolKind),
        notes: fc.array(proseArb(plain), { maxLength: 2 }),
        boardNotes: fc.array(proseArb(plain), { maxLength: 2 }),
        figures: fc.array(figureArbOf(proseArb(plain)), { maxLength: 3 }),
        sources: sourcesArb,
        ...(plain ? { quotesFrom: fc.constant(NOTES_ID) } : {}),
        lanes: fc.tuple(...[...memory, ...others].map((k) => laneArb(k, plain))),
      });
    });

export type HwJson = { id: string; lanes: { id: string; tier: Lane['tier']; devicesPerNode?: number }[] };
