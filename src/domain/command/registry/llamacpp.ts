/**
 * Upstream llama.cpp (ggml-org/llama.cpp): the flags that place tensors, quoted from
 * common/arg.cpp @145b6280 and the loader, and the flags it reads that this site does not
 * describe. Names, aliases and environment twins as arg.cpp defines them.
 */
import type { Citation, FlagEntry, Registry } from './types';
import { LLAMACPP_READ } from './llamacpp-names';

const arg = (quote: string): Citation => ({ quote, source: 'llamacpp-arg-cpp' });
const commonH = (quote: string): Citation => ({ quote, source: 'llamacpp-common-h' });
const loader = (quote: string): Citation => ({ quote, source: 'llamacpp-llama-model-cpp' });
const pr18148 = (quote: string): Citation => ({ quote, source: 'llamacpp-pr-18148' });
const v050 = (quote: string): Citation => ({ quote, source: 'llamacpp-v050' });

/** The pattern --cpu-moe sends to the CPU, and that --n-cpu-moe prefixes with blk\.N (common.h). */
export const FFN_EXPS_REGEX = '\\.ffn_(up|down|gate|gate_up)_(ch|)exps';

export const LLAMACPP_RULES = {
  mtpSkipped: v050('mtp_flags |= TENSOR_SKIP;'),
  unusedTensor: v050('model has unused tensor %s (size = %zu bytes) -- ignoring'),
  mtpNoKv: v050('filter = [&](uint32_t il) { return il <  hparams.n_layer(); };'),
  overrideFirstMatch: loader('buft = overrides->buft; break;'),
  overrideSearch: loader('if (std::regex_search(tensor_name, pattern)) {'),
  inputOnCpu: loader(
    'there is very little benefit to offloading the input layer, so always keep it on the CPU',
  ),
  outputSlot: loader('pimpl->dev_output = get_layer_buft_list(n_layer);'),
  gpuStartBefore: loader('const int i_gpu_start = std::max((int) hparams.n_layer - n_gpu_layers, (int) 0);'),
  outputFirst: pr18148(
    'However, it seems to be better to instead move the output layer first and to move the repeating layers afterwards.',
  ),
  defaultSplit: loader('default split, by free memory'),
  expsRegex: commonH('LLM_FFN_EXPS_REGEX = "\\\\.ffn_(up|down|gate|gate_up)_(ch|)exps";'),
  blockRegex: commonH('return string_format("blk\\\\.%d%s", idx, ffn_regex);'),
  cpuMoePush: arg('params.tensor_buft_overrides.push_back(llm_ffn_exps_cpu_override());'),
  nCpuMoeLoop: arg('buft_overrides.push_back(llm_ffn_exps_block_regex(i));'),
  envOverwritten: arg('environment variable is set, but will be overwritten by command line argument'),
  envFirst: arg('// handle environment variables'),
  invalidArgument: arg('error: invalid argument: %s'),
  underscores: arg("std::replace(arg.begin(), arg.end(), '_', '-');"),
  unknownBuffer: arg('throw std::invalid_argument("unknown buffer type");'),
  overrideSyntax: arg(
    'std::string tensor_name = override.substr(0, pos); std::string buffer_type = override.substr(pos + 1);',
  ),
} as const;

const described = [
  {
    id: 'override-tensor',
    names: ['-ot', '--override-tensor'],
    arity: 'one',
    cite: arg('override tensor buffer type'),
    rules: [LLAMACPP_RULES.overrideSyntax, LLAMACPP_RULES.overrideSearch, LLAMACPP_RULES.overrideFirstMatch],
    says: 'Each PATTERN=BUFFER pair is searched (unanchored) in every tensor name, in order; the first pattern that matches places that tensor.',
  },
  {
    id: 'cpu-moe',
    names: ['-cmoe', '--cpu-moe'],
    env: 'LLAMA_ARG_CPU_MOE',
    arity: 'none',
    cite: arg('keep all Mixture of Experts (MoE) weights in the CPU'),
    rules: [LLAMACPP_RULES.cpuMoePush, LLAMACPP_RULES.expsRegex],
    says: 'Adds one override, at its place among the -ot patterns, that sends every routed-expert tensor to the CPU; shared experts and the router stay with their layer.',
  },
  {
    id: 'n-cpu-moe',
    names: ['-ncmoe', '--n-cpu-moe'],
    env: 'LLAMA_ARG_N_CPU_MOE',
    arity: 'one',
    cite: arg('keep the Mixture of Experts (MoE) weights of the first N layers in the CPU'),
    rules: [LLAMACPP_RULES.nCpuMoeLoop, LLAMACPP_RULES.blockRegex, LLAMACPP_RULES.expsRegex],
    says: 'Adds one override per layer 0 to N-1, at its place among the -ot patterns, sending that layer\u2019s routed experts to the CPU.',
    setting: true,
  },
  {
    id: 'gpu-layers',
    names: ['-ngl', '--gpu-layers', '--n-gpu-layers'],
    env: 'LLAMA_ARG_N_GPU_LAYERS',
    arity: 'one',
    cite: arg('max. number of layers to store in VRAM'),
    rules: [LLAMACPP_RULES.gpuStartBefore, LLAMACPP_RULES.outputSlot, LLAMACPP_RULES.outputFirst],
    says: 'The last layers go to the GPU. Since llama.cpp PR #18148 the output layer is offloaded first, so -ngl N holds the output layer and the last N-1 repeating layers; before it, the last N repeating layers, and the output layer only when N exceeds the layer count.',
    setting: true,
  },
  {
    id: 'split-mode',
    names: ['-sm', '--split-mode'],
    env: 'LLAMA_ARG_SPLIT_MODE',
    arity: 'one',
    cite: arg('layer (default): split layers and KV across GPUs'),
    rules: [arg('none: use one GPU only'), arg('row: split rows across GPUs')],
    says: 'layer: each offloaded layer, with its KV cache, on one GPU; row: each tensor split across the GPUs; none: every offloaded layer on the main GPU.',
    setting: true,
  },
  {
    id: 'tensor-split',
    names: ['-ts', '--tensor-split'],
    env: 'LLAMA_ARG_TENSOR_SPLIT',
    arity: 'one',
    cite: arg('fraction of the model to offload to each GPU, comma-separated list of proportions, e.g. 3,1'),
    rules: [LLAMACPP_RULES.defaultSplit],
    says: 'Which GPU each offloaded layer goes to, by these proportions; without it, by each GPU\u2019s free memory at load time.',
    setting: true,
  },
  {
    id: 'main-gpu',
    names: ['-mg', '--main-gpu'],
    env: 'LLAMA_ARG_MAIN_GPU',
    arity: 'one',
    cite: arg(
      'the GPU to use for the model (with split-mode = none), or for intermediate results and KV (with split-mode = row)',
    ),
    setting: true,
  },
  {
    id: 'kv-offload',
    names: ['-kvo', '--kv-offload'],
    negNames: ['-nkvo', '--no-kv-offload'],
    env: 'LLAMA_ARG_KV_OFFLOAD',
    arity: 'none',
    cite: arg('whether to enable KV cache offloading'),
    says: 'With -nkvo the KV cache stays in host RAM; otherwise each layer\u2019s KV cache sits with that layer.',
    setting: true,
  },
  {
    id: 'mmap',
    names: ['--mmap'],
    negNames: ['--no-mmap'],
    env: 'LLAMA_ARG_MMAP',
    arity: 'none',
    cite: arg(
      'whether to memory-map model (if disabled, slower load but may reduce pageouts if not using mlock)',
    ),
    says: 'With mmap, the weights kept in host RAM are the model file mapped into memory; with --no-mmap they are read into host RAM.',
    setting: true,
  },
  {
    id: 'mlock',
    names: ['--mlock'],
    env: 'LLAMA_ARG_MLOCK',
    arity: 'none',
    cite: arg('force system to keep model in RAM rather than swapping or compressing'),
    setting: true,
  },
  {
    id: 'fit',
    names: ['-fit', '--fit'],
    env: 'LLAMA_ARG_FIT',
    arity: 'one',
    cite: arg('whether to adjust unset arguments to fit in device memory'),
    says: 'With --fit on, the arguments this command leaves unset are chosen at load time from free device memory: that placement is decided at run time.',
    setting: true,
  },
  {
    id: 'fit-target',
    names: ['-fitt', '--fit-target'],
    env: 'LLAMA_ARG_FIT_TARGET',
    arity: 'one',
    cite: arg('target margin per device for --fit option'),
  },
  {
    id: 'fit-ctx',
    names: ['-fitc', '--fit-ctx'],
    env: 'LLAMA_ARG_FIT_CTX',
    arity: 'one',
    cite: arg('minimum ctx size that can be set by --fit option'),
  },
  {
    id: 'device',
    names: ['-dev', '--device'],
    env: 'LLAMA_ARG_DEVICE',
    arity: 'one',
    cite: arg("comma-separated list of devices to use for offloading (none = don't offload)"),
    says: 'With none, nothing is offloaded: every tensor stays in host RAM.',
    setting: true,
  },
  {
    id: 'rpc',
    names: ['--rpc'],
    env: 'LLAMA_ARG_RPC',
    arity: 'one',
    cite: arg('comma separated list of RPC servers'),
    says: 'Adds remote devices that take offloaded layers like local GPUs.',
  },
  {
    id: 'ctx-size',
    names: ['-c', '--ctx-size'],
    env: 'LLAMA_ARG_CTX_SIZE',
    arity: 'one',
    cite: arg('size of the prompt context'),
    says: 'Sets the size of the KV cache, not its place.',
    setting: true,
  },
  {
    id: 'cache-type-k',
    names: ['-ctk', '--cache-type-k'],
    env: 'LLAMA_ARG_CACHE_TYPE_K',
    arity: 'one',
    cite: arg('KV cache data type for K'),
    setting: true,
  },
  {
    id: 'cache-type-v',
    names: ['-ctv', '--cache-type-v'],
    env: 'LLAMA_ARG_CACHE_TYPE_V',
    arity: 'one',
    cite: arg('KV cache data type for V'),
    setting: true,
  },
  {
    id: 'flash-attn',
    names: ['-fa', '--flash-attn'],
    env: 'LLAMA_ARG_FLASH_ATTN',
    arity: 'one',
    cite: arg('set Flash Attention use'),
    setting: true,
  },
  {
    id: 'parallel',
    names: ['-np', '--parallel'],
    env: 'LLAMA_ARG_N_PARALLEL',
    arity: 'one',
    cite: arg('number of parallel sequences to decode'),
    setting: true,
  },
  {
    id: 'cache-ram',
    names: ['-cram', '--cache-ram'],
    env: 'LLAMA_ARG_CACHE_RAM',
    arity: 'one',
    cite: arg('set the maximum cache size in MiB'),
    says: 'A prompt cache in host RAM: a copy of KV state, not a move.',
    setting: true,
  },
  {
    id: 'op-offload',
    names: ['--op-offload'],
    negNames: ['--no-op-offload'],
    arity: 'none',
    cite: arg('whether to offload host tensor operations to device'),
    says: 'Weights in host RAM may be copied to the GPU for a large batch: a transient copy, not a move.',
  },
  {
    id: 'no-host',
    names: ['--no-host'],
    env: 'LLAMA_ARG_NO_HOST',
    arity: 'none',
    cite: arg('bypass host buffer allowing extra buffers to be used'),
  },
  {
    id: 'repack',
    names: ['--repack'],
    negNames: ['-nr', '--no-repack'],
    env: 'LLAMA_ARG_REPACK',
    arity: 'none',
    cite: arg('whether to enable weight repacking'),
  },
  {
    id: 'mmproj-offload',
    names: ['--mmproj-offload'],
    negNames: ['--no-mmproj-offload'],
    env: 'LLAMA_ARG_MMPROJ_OFFLOAD',
    arity: 'none',
    cite: arg('whether to enable GPU offloading for multimodal projector'),
  },
  {
    id: 'override-tensor-draft',
    names: ['-otd', '--override-tensor-draft'],
    arity: 'one',
    cite: arg('override tensor buffer type for draft model'),
  },
  {
    id: 'cpu-moe-draft',
    names: ['-cmoed', '--cpu-moe-draft'],
    env: 'LLAMA_ARG_CPU_MOE_DRAFT',
    arity: 'none',
    cite: arg('keep all Mixture of Experts (MoE) weights in the CPU for the draft model'),
  },
  {
    id: 'n-cpu-moe-draft',
    names: ['-ncmoed', '--n-cpu-moe-draft'],
    env: 'LLAMA_ARG_N_CPU_MOE_DRAFT',
    arity: 'one',
    cite: arg(
      'keep the Mixture of Experts (MoE) weights of the first N layers in the CPU for the draft model',
    ),
  },
] as const satisfies readonly FlagEntry[];

/** The ids of the flags whose effect this site describes: a reader asks for one of these, or it does not compile. */
export type LlamacppFlagId = (typeof described)[number]['id'];

export const LLAMACPP_REGISTRY: Registry = {
  family: 'llama.cpp',
  entries: [
    ...described,
    ...LLAMACPP_READ.map(([names, arity]): FlagEntry => ({
      id: names[names.length - 1]!.replace(/^-+/, ''),
      names,
      arity,
    })),
  ],
};
