/**
 * Tensor names -> components, as data. GGUF names follow gguf-py's TENSOR_NAMES
 * ("blk.{bid}.ffn_up_exps", "token_embd", "v.blk.{bid}.attn_q"); Hugging Face names follow
 * the per-architecture lists of gguf-py's tensor_mapping.py ("model.layers.{bid}.mlp.experts
 * .up_proj" for qwen2moe, "model.layers.{bid}.mlp.router" for gpt-oss). The first rule that
 * matches wins; a name that matches none is an "other tensor", listed, never guessed into a
 * component. Excerpts of the cited files are stored in profiles/sources/model-file/.
 */

export const COMPONENTS = [
  'embeddings',
  'output-head',
  'attention',
  'dense-ffn',
  'routed-experts',
  'shared-experts',
  'router',
  'mtp',
  'vision',
  'norms',
  'other',
] as const;
export type ComponentId = (typeof COMPONENTS)[number];

export const COMPONENT_LABELS: Readonly<Record<ComponentId, string>> = {
  embeddings: 'Token embeddings',
  'output-head': 'Output head',
  attention: 'Attention',
  'dense-ffn': 'Dense FFN',
  'routed-experts': 'Routed experts',
  'shared-experts': 'Shared experts',
  router: 'Router',
  mtp: 'MTP / NextN layers',
  vision: 'Vision (mmproj)',
  norms: 'Norms',
  other: 'Other tensors',
};

export const NAME_SOURCES = {
  ggufNames: {
    repository: 'ikawrakow/ik_llama.cpp',
    path: 'gguf-py/gguf/constants.py (TENSOR_NAMES)',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    excerpt: 'gguf-py-tensor-names.txt',
  },
  hfNames: {
    repository: 'ikawrakow/ik_llama.cpp',
    path: 'gguf-py/gguf/tensor_mapping.py',
    commit: '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    excerpt: 'gguf-py-tensor-mapping.txt',
  },
  upstreamNames: {
    repository: 'ggml-org/llama.cpp',
    path: 'gguf-py/gguf/constants.py and tensor_mapping.py (vision "v."/"mm." names; "mlp.router" of openai-moe)',
    commit: '0024aa7417efd50a7c2a79e049dfbbbceb0beaaf',
    excerpt: 'gguf-py-upstream-names.txt',
  },
} as const;
export type NameSource = keyof typeof NAME_SOURCES;

export type NameRule = { component: ComponentId; pattern: RegExp; source: NameSource; example: string };

const rule = (component: ComponentId, pattern: RegExp, source: NameSource, example: string): NameRule => ({
  component,
  pattern,
  source,
  example,
});

/** In order: the first match wins. */
export const NAME_RULES: readonly NameRule[] = [
  // Vision towers and projectors (mmproj files; HF multimodal checkpoints).
  rule('vision', /^(v\.|resampler\.|mm\.(?!a\.))/, 'upstreamNames', 'v.blk.0.attn_q.weight'),
  rule(
    'vision',
    /^(model\.)?(visual|vision_tower|vision_model|vision_encoder|multi_modal_projector|mm_projector)\./,
    'upstreamNames',
    'visual.blocks.0.attn.qkv.weight',
  ),
  // MTP / NextN (GGUF "blk.{bid}.nextn.*"; HF GLM4_MOE "model.layers.{bid}.eh_proj" ...).
  rule('mtp', /^blk\.\d+\.nextn\./, 'ggufNames', 'blk.46.nextn.eh_proj.weight'),
  rule(
    'mtp',
    /^model\.layers\.\d+\.(eh_proj|enorm|hnorm|shared_head)\./,
    'hfNames',
    'model.layers.92.eh_proj.weight',
  ),
  // Shared experts before routed experts ("shared_experts." contains "experts.").
  rule(
    'shared-experts',
    /^blk\.\d+\.ffn_(gate|up|down|gate_inp)_shexp\./,
    'ggufNames',
    'blk.3.ffn_up_shexp.weight',
  ),
  rule(
    'shared-experts',
    /\.mlp\.(shared_experts?|shared_expert_gate)\./,
    'hfNames',
    'model.layers.3.mlp.shared_experts.up_proj.weight',
  ),
  rule(
    'routed-experts',
    /^blk\.\d+\.ffn_(gate|up|down|gate_up)_(ch)?exps\./,
    'ggufNames',
    'blk.0.ffn_up_exps.weight',
  ),
  rule(
    'routed-experts',
    /\.(mlp|block_sparse_moe|feed_forward|moe|ffn)\.experts\./,
    'hfNames',
    'model.layers.0.mlp.experts.gate_up_proj_blocks',
  ),
  rule('router', /^blk\.\d+\.(ffn_gate_inp|exp_probs_b)\./, 'ggufNames', 'blk.0.ffn_gate_inp.weight'),
  rule(
    'router',
    /\.(mlp\.gate|block_sparse_moe\.gate|mlp\.router|feed_forward\.gate|feed_forward\.router)\./,
    'upstreamNames',
    'model.layers.0.mlp.router.weight',
  ),
  // Norms: any "*_norm" / layernorm tensor, block or global.
  rule('norms', /^(blk\.\d+\.)?[a-z0-9_]*norm[a-z0-9_]*\./, 'ggufNames', 'blk.0.attn_norm.weight'),
  rule(
    'norms',
    /(^|\.)([a-z0-9_]*layernorm[a-z0-9_]*|norm|q_norm|k_norm|ln_f|ln_\d)\.(weight|bias)$/,
    'hfNames',
    'model.layers.0.input_layernorm.weight',
  ),
  rule(
    'embeddings',
    /^(token_embd|position_embd|token_types|per_layer_token_embd)\./,
    'ggufNames',
    'token_embd.weight',
  ),
  rule(
    'embeddings',
    /(^|\.)(embed_tokens|wte|wpe|word_embeddings|embed_in)\./,
    'hfNames',
    'model.embed_tokens.weight',
  ),
  rule('output-head', /^output\./, 'ggufNames', 'output.weight'),
  rule('output-head', /^(lm_head|embed_out|output_layer|model\.output_layer)\./, 'hfNames', 'lm_head.weight'),
  rule('attention', /^blk\.\d+\.(attn_|indexer\.)/, 'ggufNames', 'blk.0.attn_q.weight'),
  rule(
    'attention',
    /\.(self_attn|attention|attn|self_attention)\./,
    'hfNames',
    'model.layers.0.self_attn.q_proj.weight',
  ),
  rule('dense-ffn', /^blk\.\d+\.ffn_(gate|up|down|gate_up)\./, 'ggufNames', 'blk.0.ffn_up.weight'),
  rule(
    'dense-ffn',
    /\.(mlp|feed_forward)\.(gate_proj|up_proj|down_proj|gate_up_proj|fc1|fc2|c_fc|c_proj|w1|w2|w3|dense_h_to_4h|dense_4h_to_h)\./,
    'hfNames',
    'model.layers.0.mlp.up_proj.weight',
  ),
];

/** The layer (block) a tensor belongs to, for the model's own blocks (not a vision tower's). */
export function layerOf(name: string): number | undefined {
  const m =
    /^blk\.(\d+)\./.exec(name) ??
    /^(?:model\.|language_model\.model\.|model\.language_model\.|transformer\.)?(?:layers|h|blocks)\.(\d+)\./.exec(
      name,
    );
  return m ? Number(m[1]) : undefined;
}

/**
 * Which of llama.cpp's three layer kinds a GGUF tensor belongs to: the input layer (kept on the
 * CPU), a repeating layer ("blk.N."), or the output layer (on the output slot's device). As
 * LLM_TENSOR_INFOS gives them (llama.cpp v0.5.0 src/llama-arch.cpp: TOKEN_EMBD, POS_EMBD,
 * TOKEN_TYPES, PER_LAYER_TOKEN_EMBD input; OUTPUT, OUTPUT_NORM, CLS, CLS_OUT, CLS_NORM output).
 * TOKEN_EMBD_NORM is listed there as repeating with no layer number, so its place is not
 * settled here: undefined, like any name outside these (or a layer-suffix stand-in).
 */
export type LayerRole = 'input' | 'repeating' | 'output';
const INPUT_NAMES = /^(token_embd|position_embd|token_types|per_layer_token_embd)\./;
const OUTPUT_NAMES = /^(output|output_norm|cls|cls\.output|cls_norm)\./;
export function roleOf(name: string): LayerRole | undefined {
  if (/^blk\.\d+\./.test(name)) return 'repeating';
  if (INPUT_NAMES.test(name)) return 'input';
  if (OUTPUT_NAMES.test(name)) return 'output';
  return undefined;
}

export function componentOf(name: string): { component: ComponentId; rule: NameRule | undefined } {
  const hit = NAME_RULES.find((r) => r.pattern.test(name));
  return hit ? { component: hit.component, rule: hit } : { component: 'other', rule: undefined };
}

/**
 * A NextN/MTP layer is a whole block: its attention and FFN serve the draft head, not the main
 * model. Such a layer is one that holds a nextn/eh_proj tensor, or (GGUF) one of the last
 * `nextn_predict_layers` blocks of block_count. Every reader that lists a model's tensors
 * (header, load log) marks them through this one function.
 */
export function markMtpLayers(
  tensors: { component: ComponentId; layer: number | undefined }[],
  blockCount: number | undefined,
  nextnLayers: number | undefined,
): void {
  const layers = new Set(
    tensors.filter((t) => t.component === 'mtp' && t.layer !== undefined).map((t) => t.layer!),
  );
  if (blockCount !== undefined && nextnLayers)
    for (let l = blockCount - nextnLayers; l < blockCount; l++) layers.add(l);
  for (const t of tensors)
    if (t.layer !== undefined && layers.has(t.layer) && t.component !== 'vision') t.component = 'mtp';
}
