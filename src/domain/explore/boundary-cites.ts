/**
 * The runtime's own words for the --n-cpu-moe rule: the help string and the handler's loop over
 * layers 0..N-1, from llama.cpp's common/arg.cpp at the commit the flag registry reads. The
 * registry quotes both, and its tests check every quote word for word against the stored
 * source; a test checks these against the registry's entry. Kept apart from the registry so
 * the pin view, which shows them, does not load every flag name.
 */
/** A quote and the id of its source, as the flag registry's citations are written. */
type Cite = { quote: string; source: string };

export const BOUNDARY_SOURCE = {
  id: 'llamacpp-arg-cpp',
  name: 'llama.cpp common/arg.cpp',
  repo: 'ggml-org/llama.cpp',
  commit: '145b6280d6aa1890e22457143dad0badb3fd6820',
} as const;

export const BOUNDARY_CITES: readonly Cite[] = [
  {
    quote: 'keep the Mixture of Experts (MoE) weights of the first N layers in the CPU',
    source: BOUNDARY_SOURCE.id,
  },
  { quote: 'buft_overrides.push_back(llm_ffn_exps_block_regex(i));', source: BOUNDARY_SOURCE.id },
];
