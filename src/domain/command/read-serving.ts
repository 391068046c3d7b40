/**
 * The vLLM and SGLang readers. Their placements are mostly per-rank shards, budgets and KV
 * tiers rather than tensor-by-tensor: the weights sit on the GPUs as one shard per rank, the
 * KV pool takes what the memory fraction leaves (decided at run time), and offload flags add
 * host-RAM parts and KV tiers, each with the unit and scope its source states (per GPU, total
 * across ranks, per rank).
 */
import type { ParsedFlag } from './parse-flags';
import type { Because, ComponentReading, PartReading, Residence } from './reading';
import { SGLANG_RULES } from './registry/sglang';
import type { Citation } from './registry/types';
import { VLLM_RULES } from './registry/vllm';

export type ServingReading = { components: ComponentReading[]; unknowns: string[] };

const cite = (f: ParsedFlag): Citation[] => (f.entry?.cite ? [f.entry.cite, ...(f.entry.rules ?? [])] : []);
const onText = (f: ParsedFlag): string => (f.value === undefined ? f.written : `${f.written} ${f.value}`);
const gpu: Residence = { kind: 'tier', tier: 'gpu-memory' };
const host: Residence = { kind: 'tier', tier: 'host-ram' };

function lastOf(flags: readonly ParsedFlag[]) {
  return (id: string) => flags.filter((f) => f.entry?.id === id).at(-1);
}

const part = (
  p: Partial<PartReading> & Pick<PartReading, 'id' | 'label' | 'residence' | 'because'>,
): PartReading => ({
  tensors: undefined,
  layers: undefined,
  copy: undefined,
  perRank: false,
  share: undefined,
  condition: undefined,
  ...p,
});

function shards(tp: ParsedFlag | undefined, what: string): Because {
  return tp
    ? {
        flag: onText(tp),
        rule: `Each of the ${tp.value} tensor-parallel ranks holds its own shard of the ${what}.`,
        cite: cite(tp),
      }
    : {
        flag: undefined,
        rule: `The command sets no tensor parallelism: one rank holds the ${what}.`,
        cite: [],
      };
}

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

export function readSglang(flags: readonly ParsedFlag[]): ServingReading {
  const last = lastOf(flags);
  const tp = last('tensor-parallel-size');
  const perRank = tp !== undefined && tp.value !== '1';
  const components: ComponentReading[] = [];
  const ktWeights = last('kt-weight-path');
  const ktGpu = last('kt-num-gpu-experts');
  const kt = ktWeights !== undefined || ktGpu !== undefined;
  const weights: PartReading[] = [
    part({
      id: 'model-weights-1',
      label: kt ? 'Non-expert weights on the GPUs' : 'Model weights on the GPUs',
      residence: gpu,
      perRank,
      because: [shards(tp, kt ? 'non-expert weights' : 'model weights')],
    }),
  ];
  const off = last('cpu-offload-gb');
  if (off && off.value !== '0')
    weights.push(
      part({
        id: 'model-weights-2',
        label: `Weights offloaded to host RAM (${off.value} GB reserved)`,
        residence: host,
        share: `${off.value} GB; whether per rank is not stated`,
        because: [
          {
            flag: onText(off),
            rule: 'Host RAM reserved for offloaded weights; the source does not say whether the size is per rank.',
            cite: cite(off),
          },
        ],
      }),
    );
  components.push({
    id: 'model-weights',
    label: kt ? 'Non-expert weights' : 'Model weights',
    kind: kt ? 'dense-weights' : 'model-weights',
    overlap: 'overlaps-ledger',
    presence: 'present',
    parts: weights,
  });

  if (kt) {
    const dynamic = last('kt-enable-dynamic-expert-update');
    const strategy = last('kt-expert-placement-strategy');
    const method = last('kt-method');
    const n = ktGpu?.value;
    const which: Because | undefined = dynamic
      ? {
          flag: dynamic.written,
          rule: 'Which experts sit on the GPU changes during inference.',
          cite: cite(dynamic),
        }
      : strategy
        ? {
            flag: onText(strategy),
            rule: `Which experts sit on the GPU follows the ${strategy.value} strategy.`,
            cite: cite(strategy),
          }
        : undefined;
    const experts: PartReading[] = [
      part({
        id: 'routed-experts-1',
        label: n ? `${n} experts of each MoE layer on the GPUs` : 'Experts kept on the GPUs',
        residence: dynamic ? { kind: 'decided-at-run-time' } : gpu,
        share: n ? `${n} per MoE layer` : undefined,
        condition: dynamic
          ? 'the count per layer is fixed; which experts are on the GPU is decided at run time'
          : undefined,
        because: [
          ktGpu
            ? {
                flag: onText(ktGpu),
                rule: `${n} experts of each MoE layer stay on the GPU.`,
                cite: cite(ktGpu),
              }
            : {
                flag: undefined,
                rule: 'The command does not say how many experts stay on the GPU.',
                cite: [],
              },
          ...(which ? [which] : []),
        ],
      }),
      part({
        id: 'routed-experts-2',
        label: 'The other experts of each MoE layer, in host RAM',
        residence: dynamic ? { kind: 'decided-at-run-time' } : host,
        share: n ? `all but ${n} per MoE layer` : undefined,
        because: [
          {
            flag: ktGpu ? onText(ktGpu) : undefined,
            rule: 'The remaining experts run on the CPU.',
            cite: ktGpu ? [SGLANG_RULES.restOnCpu] : [],
          },
        ],
      }),
    ];
    if (ktWeights)
      experts.push(
        part({
          id: 'routed-experts-3',
          label: `CPU expert weights from --kt-weight-path${method ? ` (${method.value})` : ''}`,
          residence: host,
          copy: 'second-copy',
          because: [
            {
              flag: onText(ktWeights),
              rule: 'The CPU experts are loaded from these files, a second copy of the expert weights in the CPU backend\u2019s format.',
              cite: [...cite(ktWeights), ...(method ? cite(method) : [])],
            },
          ],
        }),
      );
    components.push({
      id: 'routed-experts',
      label: 'Routed experts',
      kind: 'routed-experts',
      overlap: 'overlaps-ledger',
      presence: 'present',
      parts: experts,
    });
  }

  const frac = last('mem-fraction-static');
  const kv: PartReading[] = [
    part({
      id: 'kv-cache-1',
      label: 'KV cache pool on the GPUs (L1)',
      residence: gpu,
      perRank,
      share: 'size decided at run time',
      because: [
        {
          flag: frac ? onText(frac) : undefined,
          rule: 'The KV pool gets what the static memory fraction leaves after the weights.',
          cite: frac ? cite(frac) : [SGLANG_RULES.staticPool],
        },
      ],
    }),
  ];
  const hier = last('enable-hierarchical-cache');
  if (hier) {
    const size = last('hicache-size');
    const ratio = last('hicache-ratio');
    const policy = last('hicache-write-policy');
    const sizeGb = size?.value !== undefined && size.value !== '0' ? size.value : undefined;
    const policyValue = policy?.value ?? 'write_through';
    kv.push(
      part({
        id: 'kv-cache-2',
        label: 'KV cache, host memory pool (L2)',
        residence: host,
        copy: policyValue === 'write_back' ? 'cache' : 'write-through',
        perRank: true,
        share: sizeGb ? `${sizeGb} GB per rank` : `${ratio?.value ?? '2.0'} times the GPU KV pool`,
        because: [
          { flag: hier.written, rule: 'Hierarchical cache adds a host-memory KV tier.', cite: cite(hier) },
          sizeGb
            ? { flag: onText(size!), rule: `${sizeGb} GB of host memory for each rank.`, cite: cite(size!) }
            : {
                flag: ratio ? onText(ratio) : undefined,
                rule: `The host pool is ${ratio?.value ?? 'the default 2.0'} times the GPU pool.`,
                cite: ratio ? cite(ratio) : [],
              },
          {
            flag: policy ? onText(policy) : undefined,
            rule:
              policyValue === 'write_back'
                ? 'Pages are written to host memory when evicted from the GPU.'
                : `${policy ? '' : 'The default policy, write_through: '}the same pages are kept on the GPU and in host memory.`,
            cite: policy
              ? cite(policy)
              : [
                  {
                    quote:
                      '| `--hicache-write-policy` | The write policy of hierarchical cache. | `write_through` |',
                    source: 'sglang-server-arguments',
                  },
                ],
          },
        ],
      }),
    );
    const backend = last('hicache-storage-backend');
    if (backend?.value)
      kv.push(
        part({
          id: 'kv-cache-3',
          label: `KV cache, storage backend ${backend.value} (L3)`,
          residence: { kind: 'tier', tier: 'kv-backend', device: backend.value },
          copy: 'cache',
          because: [
            {
              flag: onText(backend),
              rule: `KV pages are also kept in the ${backend.value} storage backend.`,
              cite: [...cite(backend), SGLANG_RULES.tiers],
            },
          ],
        }),
      );
  }
  components.push({
    id: 'kv-cache',
    label: 'KV cache',
    kind: 'kv-cache',
    overlap: 'runtime',
    presence: 'present',
    parts: kv,
  });
  return { components, unknowns: [] };
}
