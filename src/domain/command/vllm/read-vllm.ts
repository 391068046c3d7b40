/**
 * The vLLM reader: the weights as one shard per tensor-parallel rank on the GPUs, the KV pool
 * with what the memory fraction leaves (decided at run time), --cpu-offload-gb as a host-RAM
 * part per GPU, grouped offload with its prefetch copies, and the KV offloading buffer as a
 * host-RAM tier whose size is a total across ranks.
 */
import { cite, onText } from '../flag-text';
import type { ParsedFlag } from '../read/parse-flags';
import { kvCacheReading, type ComponentReading, type PartReading } from '../reading';
import { VLLM_RULES, VLLM_SAYS } from '../registry/vllm';
import { gpu, host, lastOf, part, shards, type LastOf, type ServingReading } from '../serving-parts';

type Last = LastOf<'vllm'>;

/** The weights' parts: a shard per rank on the GPUs, then what --cpu-offload-gb and grouped offload move. */
function weightParts(last: Last, perRank: boolean): PartReading[] {
  const tp = last('tensor-parallel-size');
  return [
    part({
      id: 'model-weights-1',
      label: 'Model weights on the GPUs',
      residence: gpu,
      perRank,
      because: [shards(tp, 'model weights')],
    }),
    ...offloadedPart(last),
    ...groupedParts(last),
  ];
}

/** --cpu-offload-gb: a host-RAM part per GPU, read by the GPU in each forward pass. */
function offloadedPart(last: Last): PartReading[] {
  const off = last('cpu-offload-gb');
  if (!off || off.value === '0') return [];
  return [
    part({
      id: 'model-weights-2',
      label: `Model weights offloaded to host RAM (${off.value} GiB per GPU)`,
      residence: host,
      perRank: true,
      share: `${off.value} GiB per GPU`,
      because: [{ flag: onText(off), rule: VLLM_SAYS.cpuOffloadGb, cite: cite(off) }],
    }),
  ];
}

/** Grouped offload: the last k layers of every group in host RAM, prefetched to the GPU. */
function groupedParts(last: Last): PartReading[] {
  const group = last('offload-group-size');
  if (!group || group.value === '0') return [];
  const inGroup = last('offload-num-in-group');
  const k = inGroup?.value ?? '1';
  return [
    part({
      id: 'model-weights-3',
      label: `The last ${k} layers of every ${group.value}, in host RAM`,
      residence: host,
      because: [
        {
          flag: onText(group),
          rule: `Layers are grouped by ${group.value}; the last ${k} of each group are offloaded and prefetched.`,
          cite: [...cite(group), ...(inGroup ? cite(inGroup) : [])],
        },
      ],
    }),
    part({
      id: 'model-weights-4',
      label: 'Prefetched copies of the offloaded layers on the GPU',
      residence: gpu,
      copy: 'prefetch',
      because: [
        {
          flag: onText(group),
          rule: 'The offloaded layers are copied to the GPU ahead of use.',
          cite: [VLLM_RULES.prefetch],
        },
      ],
    }),
  ];
}

/** The GPU KV pool (set in bytes, or what the memory fraction leaves) and the offloading buffer. */
function kvParts(last: Last, perRank: boolean): PartReading[] {
  const util = last('gpu-memory-utilization');
  const kvBytes = last('kv-cache-memory-bytes');
  return [
    part({
      id: 'kv-cache-1',
      label: 'KV cache pool on the GPUs',
      residence: gpu,
      perRank,
      share: kvBytes ? `${kvBytes.value} bytes per GPU` : 'size decided at run time',
      because: [
        kvBytes
          ? { flag: onText(kvBytes), rule: 'The KV cache size per GPU is set in bytes.', cite: cite(kvBytes) }
          : {
              flag: util ? onText(util) : undefined,
              rule: 'The KV pool gets what the memory fraction leaves after the weights, measured at start.',
              cite: [...(util ? cite(util) : []), VLLM_RULES.kvFromUtilisation],
            },
      ],
    }),
    ...kvOffloadPart(last),
  ];
}

/** --kv-offloading-size: a host-RAM KV tier whose size is a total across the ranks. */
function kvOffloadPart(last: Last): PartReading[] {
  const kvOff = last('kv-offloading-size');
  if (!kvOff) return [];
  const backend = last('kv-offloading-backend');
  return [
    part({
      id: 'kv-cache-2',
      label: `KV cache offloading buffer in host RAM (${kvOff.value} GiB in total)`,
      residence: host,
      copy: 'cache',
      share: `${kvOff.value} GiB across all tensor-parallel ranks`,
      because: [
        {
          flag: onText(kvOff),
          rule: `A host-RAM tier for KV blocks${backend ? ` (backend ${backend.value})` : ''}: a total across the ranks, not per rank.`,
          cite: [...cite(kvOff), ...(backend ? cite(backend) : [])],
        },
      ],
    }),
  ];
}

export function readVllm(flags: readonly ParsedFlag[]): ServingReading {
  const last = lastOf<'vllm'>(flags);
  const tp = last('tensor-parallel-size');
  const perRank = tp !== undefined && tp.value !== '1';
  const components: ComponentReading[] = [
    {
      id: 'model-weights',
      label: 'Model weights',
      kind: 'model-weights',
      overlap: 'overlaps-ledger',
      presence: 'present',
      parts: weightParts(last, perRank),
    },
    kvCacheReading(kvParts(last, perRank)),
  ];
  return { components, unknowns: [] };
}
