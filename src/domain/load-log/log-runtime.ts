/**
 * Which runtime printed a load log: lines only ik_llama.cpp prints, lines only upstream
 * llama.cpp's newer builds print, lines both print, and the marks of runtimes this reader
 * does not read (so it can say the log is theirs).
 */
import { FAMILY_INFO } from '../command/runtime';
import type { LogLine } from './log-lines';
import type { RuntimeName } from './log-reading';
import { BREAKDOWN_FN, FIT_FN, LAYER_SIZES_START } from './log-patterns';

/** Lines only ik_llama.cpp prints; lines only upstream llama.cpp's newer builds print. */
const IK_MARKS: [RegExp, string][] = [
  [/HAVE_FANCY_SIMD/, 'it prints HAVE_FANCY_SIMD'],
  [LAYER_SIZES_START, 'it prints a "Layer sizes" table'],
  [/^Tensor \S+ buffer type overriden to/, 'it prints "Tensor ... buffer type overriden" (capital T)'],
  [
    /^llama_new_context_with_model: (mla_attn|fused_moe|attn_max_b)\s/,
    'it prints mla_attn / fused_moe settings',
  ],
];
const UPSTREAM_MARKS: [RegExp, string][] = [
  [/^load_tensors: /, 'it prints load_tensors: lines'],
  [/^llama_context: /, 'it prints llama_context: lines'],
  [BREAKDOWN_FN, 'it prints a memory breakdown table'],
  [FIT_FN, 'it prints llama_params_fit lines'],
  [/^llama_kv_cache(_unified)?: /, 'it prints llama_kv_cache: lines'],
];
const OLD_SHARED = /^(llm_load_tensors|llm_load_print_meta|llama_model_loader): /;
const OTHERS: [RegExp, string][] = [
  [/\bvllm\b|vLLM|Loading weights took/, FAMILY_INFO.vllm.name],
  [/\bsglang\b|SGLang/, FAMILY_INFO.sglang.name],
  [/\bktransformers\b/i, 'KTransformers'],
  [/level=(INFO|DEBUG|WARN) source=\S+\.go:\d+/, 'ollama'],
  [/LM Studio|lmstudio/, 'LM Studio'],
  [/\bexllama|tabbyAPI/i, 'ExLlama / TabbyAPI'],
];

export function detectRuntime(lines: readonly LogLine[], named: RuntimeName | undefined) {
  /** The first line that bears a mark, with the mark's words. */
  const find = (marks: [RegExp, string][]) => {
    for (const l of lines) for (const [re, why] of marks) if (re.test(l.text)) return { why, line: l.no };
    return undefined;
  };
  const at = (m: { why: string; line: number } | undefined) => m && `${m.why} (line ${m.line})`;
  const ik = at(find(IK_MARKS));
  const up = at(find(UPSTREAM_MARKS));
  const otherRuntime = find(OTHERS)?.why;
  if (named) return { runtime: named, why: 'named by you', otherRuntime };
  if (ik) return { runtime: 'ik_llama.cpp' as const, why: ik, otherRuntime };
  if (up) return { runtime: 'llama.cpp' as const, why: up, otherRuntime };
  if (lines.some((l) => OLD_SHARED.test(l.text)))
    return {
      runtime: 'llama.cpp or ik_llama.cpp' as const,
      why: 'its lines are in a format both print (an older llama.cpp, or ik_llama.cpp): this log does not say which',
      otherRuntime,
    };
  return { runtime: undefined, why: 'no line names a runtime this reader knows', otherRuntime };
}
