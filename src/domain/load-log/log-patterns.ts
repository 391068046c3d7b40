/**
 * The lines the load-log reader recognises, as llama.cpp and ik_llama.cpp print them: each an
 * anchored pattern of the runtime's own printf format, as real logs show it
 * (profiles/sources/load-logs/ and tests/fixtures/logs/: issues and PRs of both projects, cited
 * there; llama.cpp v0.5.0's formats from its source: src/llama-model.cpp, src/llama-context.cpp,
 * src/llama-kv-cache.cpp, src/llama-model-loader.cpp, src/llama.cpp, common/fit.cpp).
 *
 * Every pattern runs in time linear in the line: no two adjacent quantifiers can match the same
 * characters, and nothing unanchored repeats (tests/load-log/log-patterns-time.test.ts). A size's
 * number is taken as printed (\S+) and checked by log-figures.ts, so "nan MiB" is named, not lost.
 */
const SIZE = String.raw`(\S+) (B|KiB|MiB|GiB|TiB)`;

export const FILE_SIZE = new RegExp(
  String.raw`^(?:print_info|llm_load_print_meta): (?:file|model) size\s*= ${SIZE} \((\d+(?:\.\d+)?) BPW\)$`,
);
export const PARAMS = /^(?:print_info|llm_load_print_meta): model params\s*= (\d+(?:\.\d+)? [KMBT])$/;
export const ARCH = /^(?:print_info|llm_load_print_meta): arch\s*= (\S+)$/;
export const MODEL_TYPE = /^(?:print_info|llm_load_print_meta): model type\s*= (\S.*)$/;
/** print_info's "no_alloc = 1" marks a --fit probe load (llama.cpp v0.5.0, src/llama-model.cpp). */
export const NO_ALLOC = /^(?:print_info|llm_load_print_meta): no_alloc\s*= ([01])$/;
export const OFFLOADED = /^(?:load_tensors|llm_load_tensors): offloaded (\d+)\/(\d+) layers to GPU$/;
export const OFFLOADING = /^(?:load_tensors|llm_load_tensors): offloading (\d+) repeating layers to GPU$/;
export const OFFLOADING_OUTPUT =
  /^(?:load_tensors|llm_load_tensors): offloading (output|non-repeating) layers? to GPU$/;
/** ik_llama.cpp: "Computed blk.0.attn_kv_b.weight as 512 x 32768 and stored in buffer CUDA0" */
export const COMPUTED = /^Computed (\S+) as (\d+) x (\d+) and stored in buffer (\S+)$/;
/** ik_llama.cpp: "llm_load_print_meta: repeating layers = 17.063 GiB (4.900 BPW, 29.910 B parameters)" */
export const REPEATING_SIZE = new RegExp(
  String.raw`^(?:print_info|llm_load_print_meta): repeating layers = ${SIZE} \((\d+(?:\.\d+)?) BPW, ([\d.]+ [KMBT]) parameters\)$`,
);
export const LAYER_DEVICE = /^load_tensors: layer\s+(\d+) assigned to device (\S+), is_swa = \d$/;
export const KV_LAYER = /^(?:llama_kv_cache\w*|llama_memory_recurrent\w*)[:,] layer\s+(\d+): dev = (\S+)$/;
/** src/llama-context.cpp: "resolve_fused_ops: layer 0 is assigned to device CPU but Flash Attention is assigned to device RPC1 (usually due to missing support)" */
export const OP_ELSEWHERE =
  /^\w+: layer (\d+) is assigned to device (\S+) but ([\w ]+) is assigned to device (\S+) \(([^)]*)\)$/;
export const MODEL_BUFFER = new RegExp(
  String.raw`^(?:load_tensors|llm_load_tensors):\s+(\S+) (?:model )?buffer size =\s+${SIZE}$`,
);
export const CONTEXT_BUFFER = new RegExp(
  String.raw`^(?:llama_kv_cache\w*|llama_context|sched_reserve|graph_reserve|llama_new_context_with_model|llama_memory_recurrent\w*|llama_init_from_model):\s+(\S+)\s+(KV|RS|compute|output) buffer size =\s+${SIZE}$`,
);
export const KV_SELF = new RegExp(String.raw`^\w+: KV self size\s+=\s+${SIZE}, (\S.*)$`);
export const OVERRIDE = /^(?:\w+: )?[Tt]ensor (\S+)(?: \(([^)]*)\))? buffer type overrid?d?en to (\S+)$/;
export const FALLBACK =
  /^(?:\w+: )?tensor '([^']+)' \((\w+)\) \(and (\d+) others\) cannot be used with preferred buffer type (\S+), using (\S+) instead$/;
export const UNUSED = /^(?:\w+: )?model has unused tensor (\S+) \(size = (\d+) bytes\) -- ignoring$/;
export const USING_DEVICE = /^\w+: using device (\S+) \(([^)]*)\)(?: \(([^)]*)\))* - (\d+) MiB free$/;
/** llama.cpp v0.5.0's "llama_kv_cache: size =  0.25 MiB (256 cells, 4 layers, 1/1 seqs), K (f16): 0.12 MiB, V (f16): 0.12 MiB" */
export const KV_SIZE = new RegExp(String.raw`^llama_kv_cache\w*: size =\s+${SIZE} \(([^)]*)\), (K \(.*)$`);
/** At exit: "~llama_context: CPU compute buffer size is 31.6943 MiB, matches expectation of 31.6943 MiB" */
export const COMPUTE_CHECK =
  /^~llama_context:\s+(\S+) compute buffer size (?:is|of)\s+(\S+) MiB, (matches|does not match) expectation of\s+(\S+) MiB$/;
/** The dimensions are split and checked in code: one quantifier over them keeps this linear. */
export const TENSOR_LINE = /^llama_model_loader: - tensor\s+(\d+):\s+(\S+)\s+(\w+)\s+\[([\d, ]*)\]$/;
export const TENSOR_COUNT =
  /^llama_model_loader: loaded meta data with \d+ key-value pairs and (\d+) tensors from /;
export const TYPE_COUNT = /^llama_model_loader: - type\s+(\w+):\s+(\d+) tensors$/;
export const DEVICE = /^\s*Device (\d+): ([^,]+), compute capability/;
export const BUILD = [
  /^build: (\d+) \(([0-9a-f]{7,40})\)/,
  /^version: (\d+) \(([0-9a-f]{7,40})\)$/,
  /^main: build = (\d+) \(([0-9a-f]{7,40})\)$/,
  /^\S.{0,200}build info .{0,200}build=(\d+) commit="([0-9a-f]{7,40})"/,
];
export const BREAKDOWN_FN =
  /^(common_memory_breakdown_print|llama_print_memory_breakdown|llama_memory_breakdown_print): /;
/** A device row starts "| - " or "  - "; its name runs to a separator that the numbers follow. */
export const ROW_HEAD = /^\|?\s*- /;
export const BREAKDOWN_FULL_TAIL =
  /^\s*(-?\d+) = (-?\d+) \+ \(\s*(-?\d+) =\s*(-?\d+) \+\s*(-?\d+) \+\s*(-?\d+)\) \+\s*(-?\d+)\s*\|?$/;
export const BREAKDOWN_HOST_TAIL = /^\s*(?:(\d+)\s+)?(\d+) =\s*(\d+) \+\s*(\d+) \+\s*(\d+)\s*\|?$/;
export const FIT_FN = /^(llama_params_fit(?:_impl)?|common_params_fit(?:_impl)?|common_fit_params\w*): /;
export const FIT_ROW_TAIL = /^\s*(\d+) total,\s*(\d+) used,\s*(-?\d+) (deficit|surplus)$/;
export const FIT_TARGET_TAIL = /^\s*(\d+) total,\s*(\d+) used,\s*(-?\d+) free vs\. target of\s*(\d+)$/;
export const FIT_LAYERS_TAIL =
  /^\s*(\d+) layers(?: \(\s*(\d+) overflowing\))?,\s*(\d+) MiB used,\s*(-?\d+) MiB free$/;
export const FIT_SENTENCE =
  /^(projected to use .+|set to use .+|context size (?:reduced|set) .+|cannot (?:fulfill|meet) .+|will leave .+|successfully fit params.*|failed to fit params.*|with only dense weights .+|targets for free memory .+)$/;
/** llama-fit-params' result on stdout (tools/fit-params/fit-params.cpp). */
export const FIT_RESULT = /^-c (\d+) -ngl (-?\d+)(?: -\S.*)?$/;
export const FIT_PRINT_START =
  /printing estimated memory in MiB to stdout \(device, model, context, compute\)/;
export const FIT_PRINT_ROW = /^(\S+) (\d+) (\d+) (\d+)$/;
export const LAYER_SIZES_START = /^-+ Layer sizes:$/;
export const LAYER_ROW =
  /^Layer\s+(\d+):\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+)(?:\s+(\d+\.\d+))?\s+MiB( \(output layer\))?$/;
export const LAYER_TOTAL = /^Total\s*:\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+) MiB$/;

/**
 * A device name and the match of what follows it: the name runs from after `head` to one of the
 * first few separators whose tail matches. Tried at no more than 8 separators, so a line of
 * many "|" or ":" stays linear (a lazy "(.+?)\s*[|:]" was quadratic in spaces).
 */
export function nameThen(
  rest: string,
  seps: string,
  tail: RegExp,
): { name: string; m: RegExpExecArray } | undefined {
  const head = ROW_HEAD.exec(rest);
  if (!head) return undefined;
  let tries = 0;
  for (let i = head[0].length; i < rest.length && tries < 8; i++) {
    if (!seps.includes(rest[i]!)) continue;
    tries++;
    const name = rest.slice(head[0].length, i).trim();
    const m = name ? tail.exec(rest.slice(i + 1)) : null;
    if (m) return { name, m };
  }
  return undefined;
}
