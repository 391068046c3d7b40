/**
 * vLLM (`vllm serve MODEL ...`): the engine arguments that place weights and KV cache, quoted
 * from vllm/config/*.py, whose docstrings are the arguments' help text.
 */
import type { Citation, FlagEntry, Registry } from './types';

const cache = (quote: string): Citation => ({ quote, source: 'vllm-config-cache' });
const offload = (quote: string): Citation => ({ quote, source: 'vllm-config-offload' });
const parallel = (quote: string): Citation => ({ quote, source: 'vllm-config-parallel' });

export const VLLM_RULES = {
  virtualGpu: offload('virtually you can think of it as a 34 GB GPU'),
  onTheFly: offload(
    'part of the model is loaded from CPU memory to GPU memory on the fly in each model forward pass.',
  ),
  prefetch: offload('Unlike cpu_offload_gb, this uses explicit async prefetching to hide transfer latency.'),
  kvFromUtilisation: cache('vllm can automatically infer the kv cache size based on gpu_memory_utilization.'),
  kvTotal: cache('When TP > 1, this is the total buffer size summed across all TP ranks.'),
  worldSize: parallel('world_size is TPxPP, it affects the number of workers we create.'),
} as const;

/**
 * What this site says a flag does, written once: the registry shows it beside the flag, the
 * reader gives it as its rule, and a draft's move offers it.
 */
export const VLLM_SAYS = {
  cpuOffloadGb:
    'That many GiB of each GPU\u2019s weights live in host RAM and run on the GPU, read over the interconnect in each forward pass.',
} as const;

const described = [
  {
    id: 'tensor-parallel-size',
    names: ['-tp', '--tensor-parallel-size'],
    arity: 'one',
    cite: parallel('Number of tensor parallel groups.'),
    says: 'Each rank holds its own shard of the sharded weights: parts per rank, never one total.',
    setting: true,
  },
  {
    id: 'pipeline-parallel-size',
    names: ['-pp', '--pipeline-parallel-size'],
    arity: 'one',
    cite: parallel('Number of pipeline parallel groups.'),
    says: 'The layers are split into this many stages.',
    setting: true,
  },
  {
    id: 'data-parallel-size',
    names: ['-dp', '--data-parallel-size'],
    arity: 'one',
    cite: parallel(
      'Number of data parallel groups. MoE layers will be sharded according to the product of the tensor parallel size and data parallel size.',
    ),
    setting: true,
  },
  {
    id: 'enable-expert-parallel',
    names: ['--enable-expert-parallel', '-ep'],
    negNames: ['--no-enable-expert-parallel'],
    arity: 'none',
    cite: parallel('Use expert parallelism instead of tensor parallelism for MoE layers.'),
    setting: true,
  },
  {
    id: 'gpu-memory-utilization',
    names: ['--gpu-memory-utilization'],
    arity: 'one',
    cite: cache('The fraction of GPU memory to be used for the model executor'),
    rules: [VLLM_RULES.kvFromUtilisation],
    says: 'The KV cache pool gets what this fraction leaves after the weights: its size is decided at run time.',
    setting: true,
  },
  {
    id: 'kv-cache-memory-bytes',
    names: ['--kv-cache-memory-bytes'],
    arity: 'one',
    cite: cache('Size of KV Cache per GPU in bytes.'),
    setting: true,
  },
  {
    id: 'kv-cache-dtype',
    names: ['--kv-cache-dtype'],
    arity: 'one',
    cite: cache('Data type for kv cache storage.'),
    setting: true,
  },
  {
    id: 'swap-space',
    names: ['--swap-space'],
    arity: 'one',
    cite: cache('Size of the CPU swap space per GPU (in GiB).'),
    says: 'Read as a setting; whether this version uses it is not described here.',
    setting: true,
  },
  {
    id: 'cpu-offload-gb',
    names: ['--cpu-offload-gb'],
    arity: 'one',
    cite: offload('The space in GiB to offload to CPU, per GPU.'),
    rules: [VLLM_RULES.virtualGpu, VLLM_RULES.onTheFly],
    says: VLLM_SAYS.cpuOffloadGb,
    setting: true,
  },
  {
    id: 'offload-group-size',
    names: ['--offload-group-size'],
    arity: 'one',
    cite: offload('Group every N layers together. Offload last `offload_num_in_group` layers of each group.'),
    rules: [VLLM_RULES.prefetch],
    setting: true,
  },
  {
    id: 'offload-num-in-group',
    names: ['--offload-num-in-group'],
    arity: 'one',
    cite: offload('Number of layers to offload per group.'),
    setting: true,
  },
  {
    id: 'offload-prefetch-step',
    names: ['--offload-prefetch-step'],
    arity: 'one',
    cite: offload('Number of layers to prefetch ahead.'),
    setting: true,
  },
  {
    id: 'kv-offloading-size',
    names: ['--kv-offloading-size'],
    arity: 'one',
    cite: cache('Size of the KV cache offloading buffer in GiB.'),
    rules: [VLLM_RULES.kvTotal],
    says: 'A KV cache tier in host RAM: a total across the tensor-parallel ranks, not a size per rank.',
    setting: true,
  },
  {
    id: 'kv-offloading-backend',
    names: ['--kv-offloading-backend'],
    arity: 'one',
    cite: cache('The backend to use for KV cache offloading.'),
    setting: true,
  },
] as const satisfies readonly FlagEntry[];

/** The ids of the flags whose effect this site describes: a reader asks for one of these, or it does not compile. */
export type VllmFlagId = (typeof described)[number]['id'];

/** Engine and server arguments vLLM reads whose effect this site does not describe. */
const READ: readonly [readonly string[], 'none' | 'one' | 'many'][] = [
  [['--model'], 'one'],
  [['--tokenizer'], 'one'],
  [['--revision'], 'one'],
  [['--host'], 'one'],
  [['--port'], 'one'],
  [['--served-model-name'], 'many'],
  [['--api-key'], 'one'],
  [['--max-model-len'], 'one'],
  [['--dtype'], 'one'],
  [['-q', '--quantization'], 'one'],
  [['--max-num-seqs'], 'one'],
  [['--max-num-batched-tokens'], 'one'],
  [['--block-size'], 'one'],
  [['--seed'], 'one'],
  [['--download-dir'], 'one'],
  [['--load-format'], 'one'],
  [['--kv-transfer-config'], 'one'],
  [['--speculative-config'], 'one'],
  [['--compilation-config', '-O'], 'one'],
  [['--distributed-executor-backend'], 'one'],
  [['--tool-call-parser'], 'one'],
  [['--reasoning-parser'], 'one'],
  [['--chat-template'], 'one'],
  [['--generation-config'], 'one'],
  [['--limit-mm-per-prompt'], 'one'],
  [['--hf-overrides'], 'one'],
  [['--uvicorn-log-level'], 'one'],
  [['--cpu-offload-params'], 'many'],
  [['--trust-remote-code'], 'none'],
  [['--enforce-eager'], 'none'],
  [['--enable-prefix-caching'], 'none'],
  [['--no-enable-prefix-caching'], 'none'],
  [['--enable-chunked-prefill'], 'none'],
  [['--disable-log-requests'], 'none'],
  [['--disable-log-stats'], 'none'],
  [['--enable-auto-tool-choice'], 'none'],
  [['--async-scheduling'], 'none'],
  [['--disable-custom-all-reduce'], 'none'],
];

export const VLLM_REGISTRY: Registry = {
  family: 'vllm',
  entries: [
    ...described,
    ...READ.map(([names, arity]): FlagEntry => ({
      id: names[names.length - 1]!.replace(/^-+/, ''),
      names,
      arity,
    })),
  ],
};
