/**
 * The lines the load-log reader recognises, as llama.cpp and ik_llama.cpp print them: each an
 * anchored pattern of the runtime's own printf format, as real logs show it
 * (profiles/sources/load-logs/: issues and PRs of both projects, cited there).
 */
import type { PrintedSize } from './log-reading';

const SIZE = String.raw`(\d+(?:\.\d+)?) (B|KiB|MiB|GiB)`;
export const size = (value: string, unit: string): PrintedSize => ({
  value,
  unit: unit as PrintedSize['unit'],
});

export const FILE_SIZE = new RegExp(
  String.raw`^(?:print_info|llm_load_print_meta): (?:file|model) size\s*= ${SIZE} \((\d+(?:\.\d+)?) BPW\)$`,
);
export const PARAMS = /^(?:print_info|llm_load_print_meta): model params\s*= (\d+(?:\.\d+)? [KMBT])$/;
export const OFFLOADED = /^(?:load_tensors|llm_load_tensors): offloaded (\d+)\/(\d+) layers to GPU$/;
export const MODEL_BUFFER = new RegExp(
  String.raw`^(?:load_tensors|llm_load_tensors):\s+(\S+) (?:model )?buffer size =\s+${SIZE}$`,
);
export const CONTEXT_BUFFER = new RegExp(
  String.raw`^(?:llama_kv_cache\w*|llama_context|llama_new_context_with_model|llama_memory_recurrent\w*|llama_init_from_model):\s+(\S+)\s+(KV|RS|compute|output) buffer size =\s+${SIZE}$`,
);
export const OVERRIDE = /^(?:\w+: )?[Tt]ensor (\S+)(?: \(([^)]*)\))? buffer type overrid?d?en to (\S+)$/;
export const TENSOR_LINE = /^llama_model_loader: - tensor\s+(\d+):\s+(\S+)\s+(\w+)\s+\[\s*([\d,\s]+?)\s*\]$/;
export const TENSOR_COUNT =
  /^llama_model_loader: loaded meta data with \d+ key-value pairs and (\d+) tensors from /;
export const TYPE_COUNT = /^llama_model_loader: - type\s+(\w+):\s+(\d+) tensors$/;
export const DEVICE = /^\s*Device (\d+): (.+?), compute capability/;
export const BUILD = [
  /^build: (\d+) \(([0-9a-f]{7,40})\)/,
  /^version: (\d+) \(([0-9a-f]{7,40})\)$/,
  /^main: build = (\d+) \(([0-9a-f]{7,40})\)$/,
  /build info .*build=(\d+) commit="([0-9a-f]{7,40})"/,
];
export const BREAKDOWN_FN =
  /^(common_memory_breakdown_print|llama_print_memory_breakdown|llama_memory_breakdown_print): /;
export const BREAKDOWN_FULL =
  /^\|?\s*- (.+?)\s*[|:]\s*(-?\d+) = (-?\d+) \+ \(\s*(-?\d+) =\s*(-?\d+) \+\s*(-?\d+) \+\s*(-?\d+)\) \+\s*(-?\d+)\s*\|?$/;
export const BREAKDOWN_HOST =
  /^\|?\s*- (.+?)\s*[|:]\s*(?:(\d+)\s+)?(\d+) =\s*(\d+) \+\s*(\d+) \+\s*(\d+)\s*\|?$/;
export const FIT_FN = /^(llama_params_fit(?:_impl)?|common_params_fit(?:_impl)?|common_fit_params\w*): /;
export const FIT_ROW = /^\s*- (.+?)\s*:\s*(\d+) total,\s*(\d+) used,\s*(-?\d+) (deficit|surplus)$/;
export const FIT_SENTENCE =
  /^(projected to use .+|set to use .+|context size (?:reduced|set) .+|cannot (?:fulfill|meet) .+|will leave .+|successfully fit params.*|failed to fit params.*|with only dense weights .+)$/;
export const FIT_PRINT_START =
  /printing estimated memory in MiB to stdout \(device, model, context, compute\)/;
export const FIT_PRINT_ROW = /^(\S+) (\d+) (\d+) (\d+)$/;
export const LAYER_SIZES_START = /^-+ Layer sizes:$/;
export const LAYER_ROW =
  /^Layer\s+(\d+):\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+)(?:\s+(\d+\.\d+))?\s+MiB( \(output layer\))?$/;
export const LAYER_TOTAL = /^Total\s*:\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+) MiB$/;
