/**
 * The independent parser, @huggingface/gguf 0.4.6 (a dev dependency only), as the tests'
 * oracle: it reads a GGUF header from bytes (through a fetch that answers range requests, as
 * it reads an https address) and lays out each tensor's bytes as the gap its offsets leave to
 * the next tensor (the fixtures' tensors are multiples of the alignment, so no padding sits
 * between them). Grouping is by tensor name alone (gguf-py TENSOR_NAMES), independent of ours.
 */
import { gguf } from '@huggingface/gguf';

/** Per tensor name, its bytes as the oracle's offsets lay them out. */
export async function oracleTensorBytes(header: Uint8Array, fileSize: bigint): Promise<Map<string, bigint>> {
  const fetchRange = (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const range = /bytes=(\d+)-(\d+)/.exec(new Headers(init?.headers).get('Range') ?? '');
    const from = Number(range?.[1] ?? 0);
    const to = Math.min(header.length - 1, Number(range?.[2] ?? header.length - 1));
    const body = header.slice(from, to + 1);
    return Promise.resolve(
      new Response(body, {
        status: 206,
        headers: { 'Content-Range': `bytes ${from}-${from + body.length - 1}/${fileSize}` },
      }),
    );
  };
  const out = await gguf('https://oracle.invalid/model.gguf', { fetch: fetchRange });
  const infos = [...out.tensorInfos].sort((a, b) => (a.offset < b.offset ? -1 : 1));
  const bytes = new Map<string, bigint>();
  infos.forEach((t, i) => {
    const next = infos[i + 1]?.offset ?? fileSize - BigInt(out.tensorDataOffset);
    bytes.set(t.name, next - t.offset);
  });
  return bytes;
}

/** The layer of a block tensor ("blk.12.ffn_up_exps.weight" -> 12), by its name alone. */
const layerOf = (name: string): number | undefined => {
  const m = /^blk\.(\d+)\./.exec(name);
  return m ? Number(m[1]) : undefined;
};

/** The oracle's sum over tensors whose name matches, optionally only in layers from..to. */
export function oracleSum(
  bytes: ReadonlyMap<string, bigint>,
  name: RegExp,
  layers?: { from: number; to: number },
): { bytes: bigint; count: number } {
  let sum = 0n;
  let count = 0;
  for (const [n, b] of bytes) {
    if (!name.test(n)) continue;
    const layer = layerOf(n);
    if (layers && (layer === undefined || layer < layers.from || layer > layers.to)) continue;
    sum += b;
    count++;
  }
  return { bytes: sum, count };
}

/** gguf-py's names of a gpt-oss-like file, by the component a person would call them. */
export const GPT_OSS_GROUPS = {
  'Routed experts': /^blk\.\d+\.ffn_(gate|up|down)_exps\./,
  Router: /^blk\.\d+\.ffn_gate_inp\./,
  Attention: /^blk\.\d+\.attn_(q|k|v|output|sinks)\./,
  Norms: /^(blk\.\d+\.)?(attn_norm|post_attention_norm|output_norm)\./,
  'Token embeddings': /^token_embd\./,
  'Output head': /^output\./,
} as const;
