/**
 * The KV cache buffers llama.cpp v0.5.0 allocates (src/llama-kv-cache.cpp llama_kv_cache):
 * for each layer with KV (MTP / NextN layers have none: create_memory filters il < n_layer()),
 * a K tensor of row_size(type_k, n_embd_head_k * n_head_kv) x kv_size x n_stream and a V tensor
 * likewise (none under MLA), on the layer's device, or on the CPU under -nkvo; one buffer per
 * device, each tensor padded to its alignment. kv_size is the context padded to 256, per
 * sequence unless the cache is unified (llama-context.cpp). Sliding-window architectures get
 * a second cache for their SWA layers, of size_swa cells (llama-kv-cache-iswa.cpp).
 */
import { TYPE_TABLES } from '../model-file/ggml-types';
import type { HeaderHparams } from './header-hparams';
import { ALIGNMENT, DEFAULTS, KV_RULES, type Cite } from './llama-v050-rules';
import type { Device } from './devices';
import type { Slot } from './layer-split';

export type KvSettings = {
  ctx: number | undefined;
  seqs: number;
  unified: boolean;
  typeK: string;
  typeV: string;
  offload: boolean;
  swaFull: boolean;
  ubatch: number;
};

export type KvBuffer = {
  device: string;
  cache: 'KV' | 'non-SWA KV' | 'SWA KV';
  cells: number;
  bytes: bigint;
};
export type KvResult =
  { ok: true; buffers: KvBuffer[]; rule: string; cite: Cite } | { ok: false; why: string };

const pad = (n: number, a: number) => Math.ceil(n / a) * a;

function rowSize(type: string, n: number): bigint | undefined {
  const t = [...TYPE_TABLES['llama.cpp'].types.values()].find(
    (x) => x.name.toLowerCase() === type.toLowerCase(),
  );
  if (!t || n % t.blockSize !== 0) return undefined;
  return BigInt((n / t.blockSize) * t.typeSize);
}

/** kv_size and n_stream (llama-context.cpp: n_ctx padded to 256; per sequence unless unified). */
export function kvCells(hp: HeaderHparams, s: KvSettings): { size: number; streams: number } | undefined {
  const ctx = s.ctx === undefined || s.ctx === 0 ? hp.ctxTrain : s.ctx;
  if (ctx === undefined) return undefined;
  const nCtx = pad(ctx, DEFAULTS.ctxPad);
  if (s.unified) return { size: nCtx, streams: 1 };
  return { size: pad(Math.floor(nCtx / s.seqs), DEFAULTS.ctxPad), streams: s.seqs };
}

export function kvBuffers(
  hp: HeaderHparams,
  s: KvSettings,
  /** Undefined when the layers' devices are not known (then only -nkvo places the KV). */
  slots: readonly Slot[] | undefined,
  devices: readonly Device[],
): KvResult {
  const rule = hp.arch ? KV_RULES[hp.arch] : undefined;
  if (!rule) return { ok: false, why: `KV rule not known for ${hp.arch ?? 'this model'}` };
  const cells = kvCells(hp, s);
  const nLayer = (hp.blockCount ?? 0) - hp.nextn;
  if (!cells || hp.blockCount === undefined || hp.keyLength === undefined || hp.valueLength === undefined)
    return {
      ok: false,
      why: 'the header lacks a hyperparameter the KV rule needs (context, layers, head sizes)',
    };
  if (!slots && s.offload) return { ok: false, why: 'the layers\u2019 devices are not known' };
  let swaCells = cells.size;
  if (rule.kind === 'iswa' && !s.swaFull) {
    if (hp.slidingWindow === undefined) return { ok: false, why: 'the header gives no sliding window' };
    swaCells = pad(Math.min(cells.size, hp.slidingWindow * (s.unified ? s.seqs : 1) + s.ubatch), 256);
  }
  const mla = rule.kind === 'mla-or-standard' && hp.mla;
  const acc = new Map<string, KvBuffer & { alignment: number }>();
  for (let il = 0; il < nLayer; il++) {
    const pattern = rule.kind === 'iswa' ? (hp.swaPattern ?? rule.pattern) : 0;
    const swa = rule.kind === 'iswa' && (pattern === 0 || il % pattern < pattern - 1);
    const cache: KvBuffer['cache'] = rule.kind !== 'iswa' ? 'KV' : swa ? 'SWA KV' : 'non-SWA KV';
    const size = swa ? swaCells : cells.size;
    const headKv = hp.headKv(il);
    if (headKv === undefined) return { ok: false, why: `the header gives no KV head count for layer ${il}` };
    const k = rowSize(s.typeK, hp.keyLength * headKv);
    const v = mla ? 0n : rowSize(s.typeV, hp.valueLength * headKv);
    if (k === undefined || v === undefined)
      return { ok: false, why: `cache type ${s.typeK}/${s.typeV} does not fit the head size` };
    const slot = s.offload ? slots?.[il] : 'cpu';
    if (slot === undefined) return { ok: false, why: 'which device a layer goes to is not known' };
    const dev = slot === 'cpu' ? undefined : devices[slot];
    const device = dev ? dev.name : 'CPU';
    const alignment = dev ? dev.alignment : ALIGNMENT.CPU;
    if (alignment === undefined)
      return { ok: false, why: `the alignment of ${device} buffers is not in the rules here` };
    const key = `${device}\u0000${cache}`;
    let b = acc.get(key);
    if (!b) acc.set(key, (b = { device, cache, cells: size, bytes: 0n, alignment }));
    const a = BigInt(alignment);
    const padB = (n: bigint) => ((n + a - 1n) / a) * a;
    const per = BigInt(size) * BigInt(cells.streams);
    b.bytes += padB(k * per) + (mla ? 0n : padB(v * per));
  }
  const words = `${rule.kind === 'iswa' ? 'sliding-window layers in a cache of their own' : mla ? 'MLA: a K cache only' : 'K and V per layer'}; ${cells.size} cells x ${cells.streams} stream(s)`;
  return {
    ok: true,
    buffers: [...acc.values()].map(({ alignment: _a, ...b }) => b),
    rule: words,
    cite: rule.cite,
  };
}
