/**
 * The hyperparameters the KV cache and output buffer rules need, read from a GGUF header's
 * metadata as llama.cpp v0.5.0 reads them (src/llama-model.cpp load_hparams: key_length
 * defaults to n_embd / n_head; head counts may be per-layer arrays). A value the header lacks
 * stays undefined and the rule that needs it says so.
 */
import type { ModelHeader } from '../model-file/read-header';

export type HeaderHparams = {
  arch: string | undefined;
  blockCount: number | undefined;
  nextn: number;
  nEmbd: number | undefined;
  /** Per layer, when the header gives them. */
  headKv: (layer: number) => number | undefined;
  keyLength: number | undefined;
  valueLength: number | undefined;
  /** Both MLA key lengths are present (deepseek2's is_mla()). */
  mla: boolean;
  slidingWindow: number | undefined;
  swaPattern: number | undefined;
  ctxTrain: number | undefined;
  nVocab: number | undefined;
};

type Meta = Map<string, { type: string; value?: unknown; length?: number; values?: { value?: unknown }[] }>;

function num(meta: Meta, key: string): number | undefined {
  const v = meta.get(key);
  return v && v.type !== 'array' && typeof v.value === 'number' ? v.value : undefined;
}

/** A scalar, or one entry per layer. */
function perLayer(meta: Meta, key: string): ((l: number) => number | undefined) | undefined {
  const v = meta.get(key);
  if (!v) return undefined;
  if (v.type !== 'array') return typeof v.value === 'number' ? () => v.value as number : undefined;
  const vals = v.values?.map((x) => (typeof x.value === 'number' ? x.value : undefined));
  return vals ? (l) => vals[l] : undefined;
}

export function headerHparams(headers: readonly ModelHeader[]): HeaderHparams {
  const h = headers.find((x) => x.format === 'gguf' && x.metadata.has('general.architecture'));
  const meta = (h?.format === 'gguf' ? h.metadata : new Map()) as Meta;
  const archV = meta.get('general.architecture');
  const arch = archV?.type === 'string' ? (archV.value as string) : undefined;
  const k = (key: string) => `${arch}.${key}`;
  const nEmbd = num(meta, k('embedding_length'));
  const head = perLayer(meta, k('attention.head_count'));
  const headKv = perLayer(meta, k('attention.head_count_kv')) ?? head;
  const head0 = head?.(0);
  const defaultLen = nEmbd !== undefined && head0 ? Math.floor(nEmbd / head0) : undefined;
  const tokens = meta.get('tokenizer.ggml.tokens');
  return {
    arch,
    blockCount: num(meta, k('block_count')),
    nextn: num(meta, k('nextn_predict_layers')) ?? 0,
    nEmbd,
    headKv: (l) => headKv?.(l),
    keyLength: num(meta, k('attention.key_length')) ?? defaultLen,
    valueLength: num(meta, k('attention.value_length')) ?? defaultLen,
    mla: meta.has(k('attention.key_length_mla')) && meta.has(k('attention.value_length_mla')),
    slidingWindow: num(meta, k('attention.sliding_window')),
    swaPattern: num(meta, k('attention.sliding_window_pattern')),
    ctxTrain: num(meta, k('context_length')),
    nVocab: tokens?.type === 'array' ? tokens.length : undefined,
  };
}
