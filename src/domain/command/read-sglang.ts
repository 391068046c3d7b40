/**
 * The SGLang reader: weights as per-rank shards, KT-Kernel's split of the experts within each
 * MoE layer (N on the GPU, the rest on the CPU, loaded from a second copy), the GPU KV pool
 * (decided at run time) and HiCache's host tier (L2, per rank, a write-through copy by
 * default) and storage tier (L3).
 */
import { cite, onText } from './flag-text';
import type { ParsedFlag } from './parse-flags';
import { partName, type Because, type ComponentReading, type PartReading } from './reading';
import { SGLANG_RULES } from './registry/sglang';
import { gpu, host, lastOf, part, shards, type ServingReading } from './serving-parts';

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
        ...partName('KV cache', 'host memory pool (L2)'),
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
          ...partName('KV cache', `storage backend ${backend.value} (L3)`),
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
