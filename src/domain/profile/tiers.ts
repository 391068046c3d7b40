/**
 * What each tier of the hardware is: the one table every consumer reads. Written as
 * `satisfies Record<Tier, TierInfo>`, so a tier added to the schema's enum is a type error here
 * until it says what it holds, how the board shows it and what its devices are called.
 *
 * `holds: 'runtime'` marks a tier that holds the running model's memory (weights being served,
 * KV cache, workspace): each of its devices is a capacity the calculator must know, and an
 * unknown one keeps the verdict "not established". A remote RPC device is such a tier: the
 * weights it serves sit in its memory. Disk and storage tiers hold files; a KV backend is a
 * cache the runtime spills to, not memory the model is served from.
 */
import type { Lane } from './schema/hardware.ts';

export type Tier = Lane['tier'];

export type TierInfo = {
  holds: 'runtime' | 'files' | 'cache';
  /** How the board draws the lane. */
  boardKind: 'memory' | 'disk' | 'remote';
  /** What one device of the tier is called, for "2 GPUs per node, each its own capacity". */
  device: { one: string; many: string };
};

export const TIERS = {
  'unified-pool': { holds: 'runtime', boardKind: 'memory', device: { one: 'device', many: 'devices' } },
  'gpu-memory': { holds: 'runtime', boardKind: 'memory', device: { one: 'GPU', many: 'GPUs' } },
  'host-ram': { holds: 'runtime', boardKind: 'memory', device: { one: 'device', many: 'devices' } },
  'local-disk': { holds: 'files', boardKind: 'disk', device: { one: 'device', many: 'devices' } },
  'remote-storage': { holds: 'files', boardKind: 'remote', device: { one: 'device', many: 'devices' } },
  'remote-device': { holds: 'runtime', boardKind: 'remote', device: { one: 'device', many: 'devices' } },
  'kv-backend': { holds: 'cache', boardKind: 'remote', device: { one: 'device', many: 'devices' } },
} as const satisfies Record<Tier, TierInfo>;

/** A tier whose every device is a capacity the calculator must know. */
export const holdsRuntime = (lane: Pick<Lane, 'tier'>): boolean => TIERS[lane.tier].holds === 'runtime';
