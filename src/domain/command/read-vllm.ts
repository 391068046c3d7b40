/**
 * The vLLM reader: the weights as one shard per tensor-parallel rank on the GPUs, the KV pool
 * with what the memory fraction leaves (decided at run time), --cpu-offload-gb as a host-RAM
 * part per GPU, grouped offload with its prefetch copies, and the KV offloading buffer as a
 * host-RAM tier whose size is a total across ranks.
 */
import { cite, onText } from './flag-text';
import type { ParsedFlag } from './parse-flags';
import type { PartReading } from './reading';
import { VLLM_RULES } from './registry/vllm';
import { gpu, host, lastOf, part, shards, type ServingReading } from './serving-parts';

export function readVllm(flags: readonly ParsedFlag[]): ServingReading {
  const last = lastOf(flags);
  const tp = last('tensor-parallel-size');
  const perRank = tp !== undefined && tp.value !== '1';
  const weights: PartReading[] = [
    part({
      id: 'model-weights-1',
      label: 'Model weights on the GPUs',
      residence: gpu,
      perRank,
      because: [shards(tp, 'model weights')],
    }),
  ];
  const off = last('cpu-offload-gb');
  if (off && off.value !== '0')
    weights.push(
      part({
        id: 'model-weights-2',
        label: `Model weights offloaded to host RAM (${off.value} GiB per GPU)`,
        residence: host,
        perRank: true,
        share: `${off.value} GiB per GPU`,
        because: [
          {
            flag: onText(off),
            rule: 'This much of each GPU\u2019s weights lives in host RAM and is read by the GPU in every forward pass.',
            cite: cite(off),
          },
        ],
      }),
    );
  const group = last('offload-group-size');
  if (group && group.value !== '0') {
    const inGroup = last('offload-num-in-group');
    const k = inGroup?.value ?? '1';
    weights.push(
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
    );
  }
  const util = last('gpu-memory-utilization');
  const kvBytes = last('kv-cache-memory-bytes');
  const kv: PartReading[] = [
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
  ];
  const kvOff = last('kv-offloading-size');
  if (kvOff) {
    const backend = last('kv-offloading-backend');
    kv.push(
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
    );
  }
  return {
    components: [
      {
        id: 'model-weights',
        label: 'Model weights',
        kind: 'model-weights',
        overlap: 'overlaps-ledger',
        presence: 'present',
        parts: weights,
      },
      {
        id: 'kv-cache',
        label: 'KV cache',
        kind: 'kv-cache',
        overlap: 'runtime',
        presence: 'present',
        parts: kv,
      },
    ],
    unknowns: [],
  };
}
