/**
 * The SGLang reader: weights as per-rank shards, KT-Kernel's split of the experts within each
 * MoE layer (N on the GPU, the rest on the CPU, loaded from a second copy), the GPU KV pool
 * (decided at run time) and HiCache's host tier (L2, per rank, a write-through copy by
 * default) and storage tier (L3).
 */
import { cite, onText } from '../flag-text';
import type { ParsedFlag } from '../read/parse-flags';
import { kvCacheReading, partName, type Because, type ComponentReading, type PartReading } from '../reading';
import { SGLANG_RULES, SGLANG_SAYS } from '../registry/sglang';
import { gpu, host, lastOf, part, shards, type LastOf, type ServingReading } from '../serving-parts';

type Last = LastOf<'sglang'>;

/** The weights: per-rank shards on the GPUs (the non-expert ones under KT-Kernel), and --cpu-offload-gb. */
function weightsComponent(last: Last, perRank: boolean, kt: boolean): ComponentReading {
  const tp = last('tensor-parallel-size');
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
        because: [{ flag: onText(off), rule: SGLANG_SAYS.cpuOffloadGb, cite: cite(off) }],
      }),
    );
  return {
    id: 'model-weights',
    label: kt ? 'Non-expert weights' : 'Model weights',
    kind: kt ? 'dense-weights' : 'model-weights',
    overlap: 'overlaps-ledger',
    presence: 'present',
    parts: weights,
  };
}

/** Which experts sit on the GPU: changed during inference, or by a named strategy. */
function whichExperts(last: Last): Because | undefined {
  const dynamic = last('kt-enable-dynamic-expert-update');
  const strategy = last('kt-expert-placement-strategy');
  if (dynamic)
    return {
      flag: dynamic.written,
      rule: 'Which experts sit on the GPU changes during inference.',
      cite: cite(dynamic),
    };
  if (strategy)
    return {
      flag: onText(strategy),
      rule: `Which experts sit on the GPU follows the ${strategy.value} strategy.`,
      cite: cite(strategy),
    };
  return undefined;
}

/** The experts KT-Kernel keeps on the GPUs: N of each MoE layer. */
function gpuExpertsPart(last: Last): PartReading {
  const ktGpu = last('kt-num-gpu-experts');
  const dynamic = last('kt-enable-dynamic-expert-update');
  const n = ktGpu?.value;
  const which = whichExperts(last);
  return part({
    id: 'routed-experts-1',
    label: n ? `${n} experts of each MoE layer on the GPUs` : 'Experts kept on the GPUs',
    residence: dynamic ? { kind: 'decided-at-run-time' } : gpu,
    share: n ? `${n} per MoE layer` : undefined,
    condition: dynamic
      ? 'the count per layer is fixed; which experts are on the GPU is decided at run time'
      : undefined,
    because: [
      ktGpu
        ? { flag: onText(ktGpu), rule: `${n} experts of each MoE layer stay on the GPU.`, cite: cite(ktGpu) }
        : { flag: undefined, rule: 'The command does not say how many experts stay on the GPU.', cite: [] },
      ...(which ? [which] : []),
    ],
  });
}

/** KT-Kernel's split of the routed experts: N per layer on the GPU, the rest on the CPU from a second copy. */
function expertsComponent(last: Last): ComponentReading {
  const ktWeights = last('kt-weight-path');
  const ktGpu = last('kt-num-gpu-experts');
  const dynamic = last('kt-enable-dynamic-expert-update');
  const method = last('kt-method');
  const n = ktGpu?.value;
  const experts: PartReading[] = [
    gpuExpertsPart(last),
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
  return {
    id: 'routed-experts',
    label: 'Routed experts',
    kind: 'routed-experts',
    overlap: 'overlaps-ledger',
    presence: 'present',
    parts: experts,
  };
}

/** The stated default write policy, quoted where the command does not set one. */
const DEFAULT_WRITE_POLICY = {
  quote: '| `--hicache-write-policy` | The write policy of hierarchical cache. | `write_through` |',
  source: 'sglang-server-arguments',
};

/** HiCache's host tier (L2): per rank, sized in GB or as a ratio, a write-through copy by default. */
function hostKvPart(last: Last, hier: ParsedFlag): PartReading {
  const size = last('hicache-size');
  const ratio = last('hicache-ratio');
  const policy = last('hicache-write-policy');
  const sizeGb = size?.value !== undefined && size.value !== '0' ? size.value : undefined;
  const policyValue = policy?.value ?? 'write_through';
  return part({
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
        cite: policy ? cite(policy) : [DEFAULT_WRITE_POLICY],
      },
    ],
  });
}

/** HiCache's storage tier (L3), when a backend is named. */
function storageKvPart(last: Last): PartReading[] {
  const backend = last('hicache-storage-backend');
  if (!backend?.value) return [];
  return [
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
  ];
}

/** The GPU KV pool (L1, what the static fraction leaves) and HiCache's tiers beside it. */
function kvComponent(last: Last, perRank: boolean): ComponentReading {
  const frac = last('mem-fraction-static');
  const hier = last('enable-hierarchical-cache');
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
    ...(hier ? [hostKvPart(last, hier), ...storageKvPart(last)] : []),
  ];
  return kvCacheReading(kv);
}

export function readSglang(flags: readonly ParsedFlag[]): ServingReading {
  const last = lastOf<'sglang'>(flags);
  const tp = last('tensor-parallel-size');
  const perRank = tp !== undefined && tp.value !== '1';
  const kt = last('kt-weight-path') !== undefined || last('kt-num-gpu-experts') !== undefined;
  const components = [
    weightsComponent(last, perRank, kt),
    ...(kt ? [expertsComponent(last)] : []),
    kvComponent(last, perRank),
  ];
  return { components, unknowns: [] };
}
