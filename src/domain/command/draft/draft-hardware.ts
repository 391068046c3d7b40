/**
 * Hardware for a draft when the person names no bundled hardware file: GPUs with a memory
 * label, host RAM with a label, and a disk, as they say them. Labels stay labels ("24 GB" is
 * not 24 GiB usable): every usable byte count is unknown.
 */
import type { Hardware, Lane } from '../../profile/schema/hardware';
import type { Prose } from '../../profile/schema/primitives';

export type HardwareLabels = { gpus: number; gpuMemory?: string; hostRam?: string; disk?: string };

const note = (siteNote: string): Prose => ({ siteNote });
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'not-stated';

export function hardwareFromLabels(h: HardwareLabels): Hardware {
  const gpus = Math.min(Math.max(Math.trunc(h.gpus) || 1, 1), 64);
  const lane = (l: Omit<Lane, 'usableBytes' | 'devicesPerNode'> & { devicesPerNode?: number }): Lane => ({
    devicesPerNode: 1,
    usableBytes: 'unknown',
    usableNote: note('A label you gave, not a measured usable byte count.'),
    ...l,
  });
  const gpuLabel = h.gpuMemory ? `${gpus} × ${h.gpuMemory}` : `${gpus} GPU${gpus > 1 ? 's' : ''}`;
  return {
    id: `your-hardware-${gpus}x-${slug(h.gpuMemory ?? 'gpu')}-${slug(h.hostRam ?? 'ram')}`,
    label: `Your hardware: ${gpuLabel}${h.hostRam ? `, ${h.hostRam} host RAM` : ''}${h.disk ? `, ${h.disk} disk` : ''}`,
    poolKind: 'discrete',
    notes: [note('Hardware as you described it for this draft, not a machine of this site.')],
    boardNotes: [],
    figures: [],
    sources: [],
    lanes: [
      lane({
        id: 'gpu-memory',
        label: 'GPU memory',
        note: note(
          h.gpuMemory
            ? `${gpus} GPU${gpus > 1 ? 's' : ''} with ${h.gpuMemory} each, as you gave it.`
            : 'GPU memory; no size given.',
        ),
        short: 'GPU memory',
        tier: 'gpu-memory',
        devicesPerNode: gpus,
        ...(h.gpuMemory ? { capacityLabel: `${h.gpuMemory} per GPU` } : {}),
        group: 'GPU',
      }),
      lane({
        id: 'host-ram',
        label: 'Host RAM',
        note: note(h.hostRam ? `${h.hostRam} of host RAM, as you gave it.` : 'Host RAM; no size given.'),
        short: 'Host RAM',
        tier: 'host-ram',
        ...(h.hostRam ? { capacityLabel: h.hostRam } : {}),
        group: 'Host',
      }),
      lane({
        id: 'local-disk',
        label: 'Local disk',
        note: note(
          h.disk
            ? `${h.disk} of disk, as you gave it. Disk is not memory.`
            : 'Files on this machine\u2019s disk. Disk is not memory.',
        ),
        short: 'Local disk',
        tier: 'local-disk',
        ...(h.disk ? { capacityLabel: h.disk } : {}),
        group: 'Disk',
      }),
    ],
  };
}
