/** Which lane of a hardware file a reading's residence lands in, and the tier of a lane. */
import type { Hardware } from '../../profile/schema/hardware';
import type { Residence } from '../reading';

/** The lane for a residence: its tier's lane, the unified pool for GPU and host memory, or none. */
export function laneFor(r: Residence, hardware: Hardware): string | undefined {
  if (r.kind !== 'tier') return undefined;
  const lanes = hardware.lanes;
  const same = lanes.filter((l) => l.tier === r.tier);
  if (r.tier === 'kv-backend' && r.device) {
    const named = same.find((l) => `${l.id} ${l.label}`.toLowerCase().includes(r.device!.toLowerCase()));
    if (named) return named.id;
  }
  if (same[0]) return same[0].id;
  if (r.tier === 'gpu-memory' || r.tier === 'host-ram')
    return lanes.find((l) => l.tier === 'unified-pool')?.id;
  return undefined;
}
