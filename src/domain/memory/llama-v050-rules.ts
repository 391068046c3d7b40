/**
 * The allocation rules of llama.cpp v0.5.0 (the tree node-llama-cpp 3.22.1 ships, bundle
 * commit de3ff815ea7d559ee917f063901b8986f038abc6), as data, each with the file and function
 * it is read from. The engine in this folder applies them; a question these tables do not
 * answer comes out as unknown, never guessed.
 */

export const BUILD = {
  id: 'llama.cpp@v0.5.0',
  label: 'llama.cpp v0.5.0',
  commit: 'de3ff815ea7d559ee917f063901b8986f038abc6',
} as const;

export type Cite = { file: string; fn: string };
const at = (file: string, fn: string): Cite => ({ file, fn });

export const CITES = {
  layerSplit: at('src/llama-model.cpp', 'llama_model_base::load_tensors (i_gpu_start, get_layer_buft_list)'),
  deviceOrder: at('src/llama.cpp', 'llama_prepare_model_devices (RPC servers first, then GPUs)'),
  overrides: at('src/llama-model-loader.cpp', 'llama_model_loader::create_tensor (first regex_search wins)'),
  skip: at('src/models/glm4-moe.cpp', 'llama_model_glm4_moe::load_arch_tensors (mtp_flags |= TENSOR_SKIP)'),
  mapped: at(
    'src/llama-model.cpp',
    'load_tensors: buffer_from_host_ptr over get_mapping_range (first..last)',
  ),
  alloc: at(
    'ggml/src/ggml-alloc.c',
    'ggml_backend_alloc_ctx_tensors_from_buft (each tensor padded to the alignment)',
  ),
  repack: at('ggml/src/ggml-cpu/repack.cpp', 'ggml_repack_get_optimal_repack_type'),
  rpcNames: at(
    'ggml/src/ggml-rpc/ggml-rpc.cpp',
    'ggml_backend_rpc_add_server (device RPC<n>), ggml_backend_rpc_buffer_type (RPC<i>[endpoint])',
  ),
  ctxPad: at('src/llama-context.cpp', 'llama_context::llama_context (n_ctx = GGML_PAD(n_ctx, 256))'),
  kv: at(
    'src/llama-kv-cache.cpp',
    'llama_kv_cache::llama_kv_cache (K and V per layer, on dev_layer unless offload is off)',
  ),
  swa: at(
    'src/llama-kv-cache-iswa.cpp',
    'llama_kv_cache_iswa (size_swa = GGML_PAD(min(size_base, n_swa*(unified ? n_seq_max : 1) + n_ubatch), 256))',
  ),
  memory: at('src/llama-model.cpp', 'llama_model::create_memory (MTP layers filtered: il < n_layer())'),
  output: at(
    'src/llama-context.cpp',
    'llama_context::output_reserve (n_vocab * max(n_outputs, n_seq_max) floats)',
  ),
} as const;

/** Buffer alignment by buffer kind (ggml-impl.h TENSOR_ALIGNMENT 32; ggml-cuda.cu get_alignment 128). */
export const ALIGNMENT: Readonly<Record<string, number>> = { CPU: 32, CPU_REPACK: 32, RPC: 32, CUDA: 128 };

/**
 * Types the CPU backend repacks at this build on x86-64 with AVX2 and without AVX512 (the
 * GGML_NATIVE=OFF defaults), and the row-count multiple each needs (repack.cpp
 * ggml_repack_get_optimal_repack_type). Q8_0, Q5_K and Q6_K repack only on ARM or RISC-V, Q2_K
 * only with AVX512: not here.
 */
export const REPACK_X86_AVX2: ReadonlyMap<string, number> = new Map([
  ['Q4_0', 8],
  ['Q4_K', 8],
  ['IQ4_NL', 8],
  ['MXFP4', 8],
]);

export const DEFAULTS = {
  /** common/common.h: n_ubatch 512, n_parallel 1, n_ctx 0 (the model's trained context). */
  ubatch: 512,
  parallel: 1,
  ctxPad: 256,
  /** ggml-alloc's buffers for KV caches and non-mapped weights. */
} as const;

/** How an architecture's KV cache is made (create_memory's branch for it). */
export type KvRule =
  | { kind: 'standard' }
  /** Sliding-window layers in their own cache (llama_kv_cache_iswa); pattern as load_swa_pattern sets it. */
  | { kind: 'iswa'; pattern: number; denseFirst: boolean }
  /** DeepSeek-style latent KV: a K cache only when the header gives the MLA key lengths. */
  | { kind: 'mla-or-standard' };

export const KV_RULES: Readonly<Record<string, KvRule & { cite: Cite }>> = {
  llama: { kind: 'standard', cite: CITES.memory },
  qwen2: { kind: 'standard', cite: CITES.memory },
  qwen3: { kind: 'standard', cite: CITES.memory },
  qwen3moe: { kind: 'standard', cite: CITES.memory },
  glm4moe: { kind: 'standard', cite: CITES.memory },
  'gpt-oss': {
    kind: 'iswa',
    pattern: 2,
    denseFirst: false,
    cite: at('src/models/openai-moe.cpp', 'load_hparams: load_swa_pattern(ml, 2)'),
  },
  deepseek2: {
    kind: 'mla-or-standard',
    cite: at(
      'src/models/deepseek2.cpp',
      'load_hparams: key_length_mla, value_length_mla; llama_kv_cache has no V when is_mla()',
    ),
  },
};
