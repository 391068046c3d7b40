/**
 * The runtimes' own texts that the flag registry quotes: help strings, doc lines and source
 * lines, each stored under profiles/sources/ at a named commit (or a thread, unpinned). A
 * test checks every quote of the registry word for word against these files, as it checks
 * the pins' quotes. A draft profile lists the sources its citations use.
 */
import type { Source } from '../profile/schema/sources';

const CHECKED = '2026-12-01';
const note = (siteNote: string) => ({ siteNote });

export const RUNTIME_SOURCES = [
  {
    id: 'llamacpp-arg-cpp',
    name: 'llama.cpp common/arg.cpp (command-line arguments and their help strings)',
    repo: 'ggml-org/llama.cpp',
    path: 'common/arg.cpp',
    commit: '145b6280d6aa1890e22457143dad0badb3fd6820',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.4 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'llamacpp-arg-cpp-145b628.txt',
    pins: note('The help string and handler of each llama.cpp flag that places tensors.'),
  },
  {
    id: 'llamacpp-common-h',
    name: 'llama.cpp common/common.h (FFN offload utils)',
    repo: 'ggml-org/llama.cpp',
    path: 'common/common.h',
    commit: '001d906a6d86e2490e394361e7cc6f478b100088',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.4 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'llamacpp-common-h-001d906.txt',
    pins: note('The tensor-name pattern that --cpu-moe and --n-cpu-moe send to the CPU.'),
  },
  {
    id: 'llamacpp-llama-model-cpp',
    name: 'llama.cpp src/llama-model.cpp (load_tensors)',
    repo: 'ggml-org/llama.cpp',
    path: 'src/llama-model.cpp',
    commit: 'a5410f046c01d01330c8a42f13b64a211fedf2c3',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.4 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'llamacpp-llama-model-cpp-a5410f0.txt',
    pins: note(
      'How the loader assigns the input, repeating and output layers to devices, and how it applies tensor overrides, before PR #18148.',
    ),
  },
  {
    id: 'llamacpp-pr-18148',
    name: 'llama: offload output layer to GPU first (llama.cpp PR #18148)',
    url: 'https://github.com/ggml-org/llama.cpp/pull/18148',
    pinned: false,
    dated: { printed: '2025-12-17' },
    text: 'llamacpp-pr-18148-output-first.txt',
    pins: note('Since this change, -ngl offloads the output layer first.'),
  },
  {
    id: 'ik-common-cpp',
    name: 'ik_llama.cpp common/common.cpp (arguments and help)',
    repo: 'ikawrakow/ik_llama.cpp',
    path: 'common/common.cpp',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-08-15' },
    text: 'ik-llama-common-cpp-8337e4c.txt',
    pins: note('The help string of each ik_llama.cpp flag that places tensors.'),
  },
  {
    id: 'llamacpp-arg-cpp-v050',
    checked: '2026-12-02',
    name: 'llama.cpp common/arg.cpp at tag v0.5.0 (as bundled by node-llama-cpp 3.22.1)',
    repo: 'ggml-org/llama.cpp',
    path: 'common/arg.cpp',
    commit: 'de3ff815ea7d559ee917f063901b8986f038abc6',
    text: 'llamacpp-arg-cpp-v050-de3ff81.txt',
    commitOn: {
      unchecked: note(
        'The commit is the one squashed commit of the git bundle that node-llama-cpp 3.22.1 ships for the v0.5.0 tag, so the upstream branches holding it cannot be read from it.',
      ),
    },
    dated: { committed: '2026-09-28' },
    pins: note(
      'The flags of the v0.5.0 tree: -fa takes a value, --load-mode replaces --mmap/--no-mmap/--mlock, --fit and --fit-print, and how RPC buffers are named.',
    ),
  },
  {
    id: 'llamacpp-pr-15434',
    checked: '2026-12-02',
    name: 'llama: use FA + max. GPU layers by default (llama.cpp PR #15434), with the b6327 sync and a report of the changed -fa',
    url: 'https://github.com/ggml-org/llama.cpp/pull/15434',
    pinned: false,
    text: 'llamacpp-pr-15434-fa-default.txt',
    dated: { printed: '2025-08-19' },
    pins: note('Before this change -fa was a switch; since it, -fa takes on, off or auto.'),
  },
  {
    id: 'ik-flash-attn-863-944',
    checked: '2026-12-02',
    name: 'ik_llama.cpp common/common.cpp: -fa before PR #863, removed by it, back with a value in PR #944',
    repo: 'ikawrakow/ik_llama.cpp',
    path: 'common/common.cpp',
    commit: '874926800ff62bb8e21d5668500729a1956c5e66',
    text: 'ik-llama-flash-attn-pr-863-944.txt',
    commitOn: { branch: 'main' },
    dated: { committed: '2025-11-13' },
    pins: note('When ik_llama.cpp\u2019s -fa was a switch, absent, and a flag with a value.'),
  },
  {
    id: 'cuda-visible-devices',
    checked: '2026-12-02',
    name: 'CUDA Programming Guide, CUDA environment variables (CUDA_VISIBLE_DEVICES)',
    url: 'https://docs.nvidia.com/cuda/cuda-programming-guide/05-appendices/environment-variables.html',
    pinned: false,
    text: 'cuda-visible-devices.txt',
    dated: {
      undated: note('The stored page text prints no date of its own.'),
    },
    pins: note('Which GPUs a CUDA runtime sees, and in which order, under CUDA_VISIBLE_DEVICES.'),
  },
  {
    id: 'ik-load-tensors',
    name: 'ik_llama.cpp src/llama-load-tensors.cpp',
    repo: 'ikawrakow/ik_llama.cpp',
    path: 'src/llama-load-tensors.cpp',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-08-15' },
    text: 'ik-llama-load-tensors-8337e4c.txt',
    pins: note('How ik_llama.cpp builds its override list: the user -ot first, then the -ncmoe layers.'),
  },
  {
    id: 'ik-llama-cpp',
    name: 'ik_llama.cpp src/llama.cpp (load)',
    repo: 'ikawrakow/ik_llama.cpp',
    path: 'src/llama.cpp',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-08-15' },
    text: 'ik-llama-llama-cpp-8337e4c.txt',
    pins: note('--fit and overrides, the input layer, and where -ngl puts the output layer.'),
  },
  {
    id: 'ik-pr-2262',
    name: 'Better placement of MoE tensors with -ncmoe and 1 GPU (ik_llama.cpp #2262)',
    repo: 'ikawrakow/ik_llama.cpp',
    path: 'src/llama-load-tensors.cpp',
    commit: 'da2293ded3b89459c0818747ef6f87e41c546549',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-08-07' },
    text: 'ik-llama-pr-2262-last-n-moe.txt',
    pins: note('The change from the first N to the last N MoE layers for -ncmoe, on 2026-08-07.'),
  },
  {
    id: 'vllm-config-cache',
    name: 'vLLM vllm/config/cache.py',
    repo: 'vllm-project/vllm',
    path: 'vllm/config/cache.py',
    commit: 'c1d86421174a87056edc90a41dc9942391509e84',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.1 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'vllm-config-cache-c1d8642.txt',
    pins: note('The KV cache arguments: memory utilisation, swap space, KV offloading.'),
  },
  {
    id: 'vllm-config-offload',
    name: 'vLLM vllm/config/offload.py',
    repo: 'vllm-project/vllm',
    path: 'vllm/config/offload.py',
    commit: '2debd782f06a5731359728ed77cd6a7299ef4e49',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.1 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'vllm-config-offload-2debd78.txt',
    pins: note('The weight offloading arguments.'),
  },
  {
    id: 'vllm-config-parallel',
    name: 'vLLM vllm/config/parallel.py',
    repo: 'vllm-project/vllm',
    path: 'vllm/config/parallel.py',
    commit: '840e7972c6ab74061696e81e17d8a74db2aefd7e',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.1 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      undated: note(
        "The commit's own date was not read (the repository is too large to fetch here), and the file prints no date.",
      ),
    },
    text: 'vllm-config-parallel-840e797.txt',
    pins: note('The parallelism arguments.'),
  },
  {
    id: 'sglang-server-arguments',
    name: 'SGLang Server Arguments',
    repo: 'sgl-project/sglang',
    path: 'docs/advanced_features/server_arguments.md',
    commit: 'b36e8e198b71553316b55bce53de6ecf9b3a9a47',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.2 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      notBefore: '2025-11-08',
      because: note(
        "The commit's own date was not read; this revision lists the hicache options kernel_ascend and page_first_kv_split, which sglang pull request #12214 introduced in a review reply of 2025-11-08 or later, https://github.com/sgl-project/sglang/pull/12214.",
      ),
    },
    text: 'sglang-server-arguments-b36e8e1.txt',
    pins: note('The SGLang arguments for parallelism, memory, hierarchical cache and offloading.'),
  },
  {
    id: 'sglang-hicache-design',
    name: 'SGLang HiCache Design',
    repo: 'sgl-project/sglang',
    path: 'docs/advanced_features/hicache_design.md',
    commit: '2232873a7f9d70f0ebde733eae17528a659a8ee3',
    commitOn: {
      unchecked: note(
        'The repository is too large to fetch here (1.2 GB), so the branches holding this commit were not read.',
      ),
    },
    dated: {
      notBefore: '2025-09-28',
      because: note(
        'The commit\'s own date was not read; this file was added by sglang pull request #11027 ("[Doc] HiCache Design Documents"), opened 2025-09-28, https://github.com/sgl-project/sglang/pull/11027.',
      ),
    },
    text: 'sglang-hicache-design.txt',
    pins: note('What --hicache-size means per rank, and the write policies.'),
  },
  {
    id: 'kt-kernel-parameters',
    name: 'KT-Kernel README, KT-Kernel Parameters',
    repo: 'kvcache-ai/ktransformers',
    path: 'kt-kernel/README.md',
    commit: '721b6c4c948271ff72b674735f1f4fada453ae3b',
    commitOn: { branch: 'main' },
    dated: { committed: '2025-12-05' },
    text: 'kt-kernel-readme-parameters.txt',
    pins: note('The --kt-* arguments of SGLang with KT-Kernel.'),
  },
  {
    id: 'kt-experts-sched',
    name: 'CPU-GPU Expert Scheduling Tutorial',
    repo: 'kvcache-ai/ktransformers',
    path: 'doc/en/kt-kernel/experts-sched-Tutorial.md',
    commit: '15c624dcaeabddcf4cba83756737d9df22a6adf1',
    commitOn: { branch: 'main' },
    dated: { committed: '2026-03-04' },
    text: 'kt-experts-sched-tutorial.txt',
    pins: note('The expert placement strategies and dynamic expert update.'),
  },
  {
    id: 'llamacpp-v050',
    name: 'llama.cpp v0.5.0 (the tree node-llama-cpp 3.22.1 ships as a git bundle): loader, load_tensors, create_memory',
    repo: 'withcatai/node-llama-cpp',
    path: 'llama/gitRelease.bundle (src/models/glm4-moe.cpp, src/llama-model-loader.cpp, src/llama-model.cpp)',
    commit: 'de3ff815ea7d559ee917f063901b8986f038abc6',
    text: 'llamacpp-v050-de3ff81.txt',
    commitOn: {
      unchecked: note(
        'The commit is the one squashed commit of the git bundle that node-llama-cpp 3.22.1 ships for the v0.5.0 tag, so the upstream branches holding it cannot be read from it.',
      ),
    },
    dated: { committed: '2026-09-28' },
    checked: '2026-12-02',
    pins: note(
      'The commit is the bundle\u2019s one squashed llama.cpp commit, not a commit of the node-llama-cpp repository: which tensors the loader skips (MTP layers), how layers are split across devices, which layers get a KV cache.',
    ),
  },
].map((s) => ({ pinned: true, checked: CHECKED, ...s })) satisfies readonly Source[];
