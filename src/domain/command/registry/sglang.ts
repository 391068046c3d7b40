/**
 * SGLang (`python -m sglang.launch_server ...`), with HiCache and the KT-Kernel arguments of
 * the kvcache-ai integration: quoted from the server-arguments page, the HiCache design page
 * and the KT-Kernel README.
 */
import type { Citation, FlagEntry, Registry } from './types';
import { SGLANG_READ } from './sglang-names';

const args = (quote: string): Citation => ({ quote, source: 'sglang-server-arguments' });
const hicache = (quote: string): Citation => ({ quote, source: 'sglang-hicache-design' });
const kt = (quote: string): Citation => ({ quote, source: 'kt-kernel-parameters' });
const sched = (quote: string): Citation => ({ quote, source: 'kt-experts-sched' });

export const SGLANG_RULES = {
  perRank: hicache('allocates 30GB for the host memory pool **for each rank**'),
  writeThrough: hicache('`write_through`: Immediately writes data to all tiers (strongest caching benefits)'),
  writeBack: hicache(
    '`write_back`: Writes data back to slower tiers only when eviction is needed (reduces I/O load)',
  ),
  writeSelective: hicache(
    '`write_through_selective`: Uses hit-count tracking to back up only frequently accessed data',
  ),
  tiers: hicache('HiCache organizes GPU memory as L1, host memory as L2, and distributed storage as L3.'),
  restOnCpu: kt('(remaining experts go to CPU)'),
  perLayer: sched('Number of GPU experts per MoE layer.'),
  staticPool: args(
    'The fraction of the memory used for static allocation (model weights and KV cache memory pool).',
  ),
} as const;

/**
 * What this site says a flag does, written once: the registry shows it beside the flag, the
 * reader gives it as its rule, and a draft's move offers it.
 */
export const SGLANG_SAYS = {
  cpuOffloadGb:
    'That many GB of host RAM are reserved for offloaded weights; the source does not say whether the size is per rank.',
  ktNumGpuExperts:
    'Splits the routed experts within each MoE layer: this many on the GPU, the rest in host RAM.',
} as const;

const described = [
  {
    id: 'model-path',
    names: ['--model-path', '--model'],
    arity: 'one',
    cite: args('The path of the model weights. This can be a local folder or a Hugging Face repo ID.'),
  },
  {
    id: 'tensor-parallel-size',
    names: ['--tp', '--tp-size', '--tensor-parallel-size'],
    arity: 'one',
    cite: args('The tensor parallelism size.'),
    rules: [args('To enable multi-GPU tensor parallelism, add `--tp 2`.')],
    says: 'Each rank holds its own shard of the sharded weights: parts per rank, never one total.',
    setting: true,
  },
  {
    id: 'pipeline-parallel-size',
    names: ['--pp', '--pp-size', '--pipeline-parallel-size'],
    arity: 'one',
    cite: args('The pipeline parallelism size.'),
    setting: true,
  },
  {
    id: 'data-parallel-size',
    names: ['--dp', '--dp-size', '--data-parallel-size'],
    arity: 'one',
    cite: args('The data parallelism size.'),
    setting: true,
  },
  {
    id: 'expert-parallel-size',
    names: ['--ep', '--ep-size', '--expert-parallel-size'],
    arity: 'one',
    cite: args('The expert parallelism size.'),
    setting: true,
  },
  {
    id: 'mem-fraction-static',
    names: ['--mem-fraction-static'],
    arity: 'one',
    cite: SGLANG_RULES.staticPool,
    says: 'The KV cache pool gets what this fraction leaves after the weights: its size is decided at run time.',
    setting: true,
  },
  {
    id: 'max-total-tokens',
    names: ['--max-total-tokens'],
    arity: 'one',
    cite: args('The maximum number of tokens in the memory pool.'),
    setting: true,
  },
  {
    id: 'kv-cache-dtype',
    names: ['--kv-cache-dtype'],
    arity: 'one',
    cite: args('Data type for kv cache storage.'),
    setting: true,
  },
  {
    id: 'page-size',
    names: ['--page-size'],
    arity: 'one',
    cite: args('The number of tokens in a page.'),
    setting: true,
  },
  {
    id: 'enable-hierarchical-cache',
    names: ['--enable-hierarchical-cache'],
    arity: 'none',
    cite: args('Enable hierarchical cache'),
    rules: [SGLANG_RULES.tiers],
    says: 'Adds a host-memory KV cache tier (L2) beside the GPU KV cache (L1), and a storage tier (L3) when a backend is named.',
  },
  {
    id: 'hicache-ratio',
    names: ['--hicache-ratio'],
    arity: 'one',
    cite: args('The ratio of the size of host KV cache memory pool to the size of device pool.'),
    setting: true,
  },
  {
    id: 'hicache-size',
    names: ['--hicache-size'],
    arity: 'one',
    cite: args(
      'The size of host KV cache memory pool in gigabytes, which will override the hicache_ratio if set.',
    ),
    rules: [SGLANG_RULES.perRank],
    says: 'A size per rank, in decimal gigabytes.',
    setting: true,
  },
  {
    id: 'hicache-write-policy',
    names: ['--hicache-write-policy'],
    arity: 'one',
    cite: args('The write policy of hierarchical cache.'),
    rules: [SGLANG_RULES.writeThrough, SGLANG_RULES.writeSelective, SGLANG_RULES.writeBack],
    says: 'write_through keeps the same KV pages on the GPU and in host memory at once: a copy, not a move.',
    setting: true,
  },
  {
    id: 'hicache-mem-layout',
    names: ['--hicache-mem-layout'],
    arity: 'one',
    cite: args('The layout of host memory pool for hierarchical cache.'),
    setting: true,
  },
  {
    id: 'hicache-io-backend',
    names: ['--hicache-io-backend'],
    arity: 'one',
    cite: args('The IO backend for KV cache transfer between CPU and GPU'),
    setting: true,
  },
  {
    id: 'hicache-storage-backend',
    names: ['--hicache-storage-backend'],
    arity: 'one',
    cite: args('The storage backend for hierarchical KV cache.'),
    says: 'The L3 tier: a file, or a remote or distributed store.',
    setting: true,
  },
  {
    id: 'hicache-storage-prefetch-policy',
    names: ['--hicache-storage-prefetch-policy'],
    arity: 'one',
    cite: args('Control when prefetching from the storage backend should stop.'),
    setting: true,
  },
  {
    id: 'cpu-offload-gb',
    names: ['--cpu-offload-gb'],
    arity: 'one',
    cite: args('How many GBs of RAM to reserve for CPU offloading.'),
    says: SGLANG_SAYS.cpuOffloadGb,
    setting: true,
  },
  {
    id: 'offload-group-size',
    names: ['--offload-group-size'],
    arity: 'one',
    cite: args('Number of layers per group in offloading.'),
    setting: true,
  },
  {
    id: 'offload-num-in-group',
    names: ['--offload-num-in-group'],
    arity: 'one',
    cite: args('Number of layers to be offloaded within a group.'),
    setting: true,
  },
  {
    id: 'offload-prefetch-step',
    names: ['--offload-prefetch-step'],
    arity: 'one',
    cite: args('Steps to prefetch in offloading.'),
    setting: true,
  },
  {
    id: 'offload-mode',
    names: ['--offload-mode'],
    arity: 'one',
    cite: args('Mode of offloading.'),
    setting: true,
  },
  {
    id: 'kt-weight-path',
    names: ['--kt-weight-path'],
    arity: 'one',
    cite: kt('Path to quantized CPU weights'),
    says: 'The CPU experts are loaded from these files: a second copy of the expert weights, in the CPU backend\u2019s format.',
  },
  {
    id: 'kt-method',
    names: ['--kt-method'],
    arity: 'one',
    cite: kt('CPU inference backend method'),
    setting: true,
  },
  {
    id: 'kt-cpuinfer',
    names: ['--kt-cpuinfer'],
    arity: 'one',
    cite: kt('Number of CPU inference threads'),
    setting: true,
  },
  {
    id: 'kt-threadpool-count',
    names: ['--kt-threadpool-count'],
    arity: 'one',
    cite: kt('Number of thread pools for parallel execution'),
    setting: true,
  },
  {
    id: 'kt-num-gpu-experts',
    names: ['--kt-num-gpu-experts'],
    arity: 'one',
    cite: kt('Number of experts to keep on GPU'),
    rules: [SGLANG_RULES.restOnCpu, SGLANG_RULES.perLayer],
    says: SGLANG_SAYS.ktNumGpuExperts,
    setting: true,
  },
  {
    id: 'kt-gpu-experts-ratio',
    names: ['--kt-gpu-experts-ratio'],
    arity: 'one',
    cite: sched(
      'Ratio of total experts to place on GPU (0.0-1.0). If set, overrides `--kt-num-gpu-experts`.',
    ),
    setting: true,
  },
  {
    id: 'kt-max-deferred-experts-per-token',
    names: ['--kt-max-deferred-experts-per-token'],
    arity: 'one',
    cite: kt('Number of experts per token to defer for pipelined execution'),
    setting: true,
  },
  {
    id: 'kt-gpu-prefill-token-threshold',
    names: ['--kt-gpu-prefill-token-threshold'],
    arity: 'one',
    cite: kt('Token count threshold for prefill strategy (RAWINT4 only)'),
    setting: true,
  },
  {
    id: 'kt-expert-placement-strategy',
    names: ['--kt-expert-placement-strategy'],
    arity: 'one',
    cite: sched(
      'Expert placement strategy: `frequency`, `uniform`, `front-loading`, or `random`. Default: `uniform`.',
    ),
    setting: true,
  },
  {
    id: 'kt-enable-dynamic-expert-update',
    names: ['--kt-enable-dynamic-expert-update'],
    arity: 'none',
    cite: sched('Enable dynamic expert update during inference.'),
    says: 'Which experts sit on the GPU changes during inference: that split is decided at run time.',
    setting: true,
  },
] as const satisfies readonly FlagEntry[];

/** The ids of the flags whose effect this site describes: a reader asks for one of these, or it does not compile. */
export type SglangFlagId = (typeof described)[number]['id'];

export const SGLANG_REGISTRY: Registry = {
  family: 'sglang',
  entries: [
    ...described,
    ...SGLANG_READ.map(([names, arity]): FlagEntry => ({
      id: names[names.length - 1]!.replace(/^-+/, ''),
      names,
      arity,
    })),
  ],
};
