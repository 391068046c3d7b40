/**
 * ik_llama.cpp (ikawrakow/ik_llama.cpp), a fork of llama.cpp with its own argument parser
 * (common/common.cpp) and loader (src/llama-load-tensors.cpp), quoted at 8337e4cd. Flags it
 * shares with upstream keep upstream's names; their help text and rules are ik's own.
 */
import { IK_NAMES } from './ik-names';
import type { Citation, FlagEntry, Registry } from './types';

const common = (quote: string): Citation => ({ quote, source: 'ik-common-cpp' });
const load = (quote: string): Citation => ({ quote, source: 'ik-load-tensors' });
const llama = (quote: string): Citation => ({ quote, source: 'ik-llama-cpp' });
const pr2262 = (quote: string): Citation => ({ quote, source: 'ik-pr-2262' });

export const IK_RULES = {
  userOverridesFirst: load('overrides.emplace_back(std::make_pair(std::regex(o->pattern), buft));'),
  ncmoeAfter: load('this->overrides.emplace_back(std::make_pair(std::regex(pattern), buft));'),
  firstMatch: load('if (std::regex_search(name, o.first)) {'),
  oneGpuBranch: load(
    'if (model.split_mode == LLAMA_SPLIT_MODE_ATTN || model.split_mode == LLAMA_SPLIT_MODE_GRAPH || ml.ncmoe >= n_layer || model.devices.size() < 2) {',
  ),
  lastLayer: load('int last_layer = n_layer - model.hparams.nextn_predict_layers;'),
  backwards: load('for (int i = last_layer-1; i >= 0; --i) {'),
  expsPattern: load(
    'std::string pattern = "blk\\\\." + std::to_string(i) + "\\\\.ffn_(up|down|gate|gate_up)_exps\\\\.(weight|scale)";',
  ),
  perDevice: load('float fraction = 1.f*counts[i]/n_layer;'),
  lastNTitle: pr2262('Better placement of MoE tensors with -ncmoe and 1 GPU (#2262)'),
  firstNBefore: pr2262('-            for (int i = 0; i < nmax; ++i) {'),
  cpuMoeAll: common('params.ncmoe = 999;'),
  fitNoOverrides: llama('Manual tensor overrides cannot be used with --fit'),
  fitNoNcmoe: llama('-ncmoe | --n-cpu-moe cannot be used with --fit'),
  fitAllLayers: llama('n_gpu_layers = 999;'),
  inputOnCpu: llama(
    'there is very little benefit to offloading the input layer, so always keep it on the CPU',
  ),
  outputWhenAll: llama('if (n_gpu_layers > n_layer) {'),
  gpuStart: llama('int i_gpu_start = std::max((int) hparams.n_layer - n_gpu_layers, (int) 0);'),
} as const;

const described = [
  {
    id: 'override-tensor',
    names: ['-ot', '--override-tensor'],
    arity: 'one',
    cite: common('override tensor buffer type as tensor_name=buft, comma-separated'),
    rules: [IK_RULES.userOverridesFirst, IK_RULES.firstMatch],
    says: 'Each PATTERN=BUFFER pair is searched (unanchored) in every tensor name, in order, before any -ncmoe layer; the first pattern that matches places that tensor.',
  },
  {
    id: 'cpu-moe',
    names: ['-cmoe', '--cpu-moe'],
    arity: 'none',
    cite: common('keep all MoE weights in CPU memory'),
    rules: [IK_RULES.cpuMoeAll],
    says: 'The same as -ncmoe for every MoE layer.',
  },
  {
    id: 'n-cpu-moe',
    names: ['-ncmoe', '--n-cpu-moe'],
    arity: 'one',
    cite: common('keep MoE weights of the first N layers in CPU memory'),
    rules: [
      IK_RULES.ncmoeAfter,
      IK_RULES.oneGpuBranch,
      IK_RULES.lastLayer,
      IK_RULES.backwards,
      IK_RULES.expsPattern,
    ],
    says: 'Applied after every -ot pattern, so a user -ot always wins. Since ik_llama.cpp PR #2262 (2026-08-07), with one GPU or split mode graph, it takes the last N layers that have expert tensors (the help text still says the first N); before it, the first N. With split mode layer on several GPUs it spreads the N layers over the GPUs in proportion to their layers.',
    setting: true,
  },
  {
    id: 'gpu-layers',
    names: ['-ngl', '--gpu-layers', '--n-gpu-layers'],
    arity: 'one',
    cite: common('number of layers to store in VRAM'),
    rules: [IK_RULES.gpuStart, IK_RULES.outputWhenAll],
    says: 'The last N repeating layers go to the GPU; the output layer only when N exceeds the layer count.',
    setting: true,
  },
  {
    id: 'split-mode',
    names: ['-sm', '--split-mode'],
    arity: 'one',
    cite: common('layer (default): split layers and KV across GPUs'),
    rules: [
      common('graph: split model tensors and computation graph across GPUs'),
      common('none: use one GPU only'),
    ],
    setting: true,
  },
  {
    id: 'tensor-split',
    names: ['-ts', '--tensor-split'],
    arity: 'one',
    cite: common(
      'fraction of the model to offload to each GPU, comma-separated list of proportions, e.g. 3,1',
    ),
    setting: true,
  },
  {
    id: 'main-gpu',
    names: ['-mg', '--main-gpu'],
    arity: 'one',
    cite: common('the GPU to use for the model (with split-mode = none),'),
    setting: true,
  },
  {
    id: 'max-gpu',
    names: ['--max-gpu'],
    arity: 'one',
    cite: common("max. number of GPUs to use at a time with split mode 'graph'"),
  },
  {
    id: 'kv-offload',
    names: [],
    negNames: ['-nkvo', '--no-kv-offload'],
    arity: 'none',
    cite: common('disable KV offload'),
    says: 'The KV cache stays in host RAM.',
    setting: true,
  },
  {
    id: 'mmap',
    names: [],
    negNames: ['--no-mmap'],
    arity: 'none',
    cite: common('do not memory-map model (slower load but may reduce pageouts if not using mlock)'),
    setting: true,
  },
  {
    id: 'mlock',
    names: ['--mlock'],
    arity: 'none',
    cite: common('force system to keep model in RAM rather than swapping or compressing'),
    setting: true,
  },
  {
    id: 'fit',
    names: ['--fit'],
    arity: 'none',
    cite: common('automatically determine which tensors to offload to the GPU(s)'),
    rules: [IK_RULES.fitAllLayers, IK_RULES.fitNoOverrides, IK_RULES.fitNoNcmoe],
    says: 'Which tensors go to the GPU is decided at load time; with -ot or -ncmoe the load stops with an error.',
    setting: true,
  },
  {
    id: 'fit-margin',
    names: ['--fit-margin'],
    arity: 'one',
    cite: common('safety margin in MiB when auto-fitting model offloading'),
  },
  {
    id: 'gpu-fit-margin',
    names: ['-gfm', '--gpu-fit-margin'],
    arity: 'one',
    cite: common('per-layer GPU fit margin as layer_id,margin pairs, comma-separated'),
  },
  {
    id: 'device',
    names: ['-dev', '--device'],
    arity: 'one',
    cite: common("comma-separated list of devices to use for offloading (none = don't offload)"),
    says: 'With none, nothing is offloaded: every tensor stays in host RAM.',
    setting: true,
  },
  {
    id: 'rpc',
    names: ['--rpc'],
    arity: 'one',
    cite: common('comma separated list of RPC servers'),
  },
  {
    id: 'run-time-repack',
    names: ['-rtr', '--run-time-repack'],
    arity: 'none',
    cite: common('repack tensors if interleaved variant is available'),
    says: 'The tensors in memory are repacked, so they differ from the file\u2019s.',
  },
  {
    id: 'merge-up-gate',
    names: ['-muge', '--merge-up-gate-experts'],
    arity: 'none',
    cite: common('merge ffn_up/gate_exps'),
    says: 'The up and gate expert tensors are fused into one in memory, so the tensors in memory differ from the file\u2019s.',
  },
  {
    id: 'offload-policy',
    names: ['-op', '--offload-policy'],
    arity: 'one',
    cite: common('set per-layer offload policy as layer_id,0|1 pairs, comma-separated'),
  },
  {
    id: 'no-ooae',
    names: ['-no-ooae', '--no-offload-only-active-experts'],
    arity: 'none',
    cite: common('do not offload only active experts'),
  },
  {
    id: 'defer-experts',
    names: ['--defer-experts'],
    arity: 'none',
    cite: common('defer expert mmap residency on Linux to reduce model load time'),
  },
  {
    id: 'prefetch-experts',
    names: ['--prefetch-experts'],
    arity: 'none',
    cite: common("stream mmap'd MoE expert weights into the page cache on Linux"),
  },
  {
    id: 'cache-type-k',
    names: ['-ctk', '--cache-type-k'],
    arity: 'one',
    cite: common('KV cache data type for K'),
    setting: true,
  },
  {
    id: 'cache-type-v',
    names: ['-ctv', '--cache-type-v'],
    arity: 'one',
    cite: common('KV cache data type for V'),
    setting: true,
  },
] as const satisfies readonly FlagEntry[];

/** The ids of the flags whose effect this site describes: a reader asks for one of these, or it does not compile. */
export type IkFlagId = (typeof described)[number]['id'];

const DESCRIBED_NAMES = new Set(
  (described as readonly FlagEntry[]).flatMap((e) => [...e.names, ...(e.negNames ?? [])]),
);

const seen = new Set<string>();
/** The parser tests some names twice (an alias added later): the first test is the one that runs. */
function firstTime(names: readonly string[]): boolean {
  const fresh = !names.some((n) => seen.has(n));
  for (const n of names) seen.add(n);
  return fresh;
}

export const IK_REGISTRY: Registry = {
  family: 'ik_llama.cpp',
  entries: [
    ...described,
    // Every other name the parser accepts: read, its effect not described here.
    ...IK_NAMES.filter(([names]) => !names.some((n) => DESCRIBED_NAMES.has(n)) && firstTime(names)).map(
      ([names, arity]): FlagEntry => ({ id: names[names.length - 1]!.replace(/^-+/, ''), names, arity }),
    ),
  ],
};
