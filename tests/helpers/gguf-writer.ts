/**
 * Writes GGUF headers for tests (no tiny real GGUF ships on the registries): metadata of any
 * value type, tensor infos with real names, ggml type ids and 3-D expert shapes, offsets laid
 * out with the alignment as llama.cpp's writer does. Tensor data is not written: the file's
 * size is given, so a test can make a sparse file of the model's full size.
 */

export type KvValue =
  | { type: 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32' | 'f32' | 'f64'; value: number }
  | { type: 'u64' | 'i64'; value: bigint }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; elementType: KvValue['type']; values: KvValue[] };

export type TensorSpec = {
  name: string;
  shape: number[];
  typeId: number;
  bytes: bigint;
  /** Written as the data offset instead of the running one: a layout the loaders refuse. */
  offset?: bigint;
};

const TYPE_IDS = {
  u8: 0,
  i8: 1,
  u16: 2,
  i16: 3,
  u32: 4,
  i32: 5,
  f32: 6,
  bool: 7,
  string: 8,
  array: 9,
  u64: 10,
  i64: 11,
  f64: 12,
};

/** (block size, bytes per block) of the ggml types the fixtures use: gguf-py GGML_QUANT_SIZES. */
export const FIXTURE_TYPES = {
  F32: { id: 0, block: 1, size: 4 },
  F16: { id: 1, block: 1, size: 2 },
  Q8_0: { id: 8, block: 32, size: 34 },
  Q4_K: { id: 12, block: 256, size: 144 },
  Q6_K: { id: 14, block: 256, size: 210 },
  BF16: { id: 30, block: 1, size: 2 },
  MXFP4: { id: 39, block: 32, size: 17 },
  IQ4_K: { id: 139, block: 256, size: 144 },
} as const;
export type FixtureType = keyof typeof FIXTURE_TYPES;

export const tensor = (name: string, type: FixtureType, shape: number[]): TensorSpec => {
  const t = FIXTURE_TYPES[type];
  const [ne0 = 1n, ...rest] = shape.map(BigInt);
  const bytes = rest.reduce((n, d) => n * d, (ne0 / BigInt(t.block)) * BigInt(t.size));
  return { name, shape, typeId: t.id, bytes };
};

class Bytes {
  parts: number[] = [];
  u8(v: number) {
    this.parts.push(v & 0xff);
  }
  u32(v: number) {
    for (let i = 0; i < 4; i++) this.u8(v >>> (8 * i));
  }
  u64(v: bigint) {
    for (let i = 0n; i < 8n; i++) this.u8(Number((v >> (8n * i)) & 0xffn));
  }
  raw(b: Uint8Array) {
    for (const x of b) this.parts.push(x);
  }
  str(s: string) {
    const b = new TextEncoder().encode(s);
    this.u64(BigInt(b.length));
    this.raw(b);
  }
  value(v: KvValue) {
    const view = new DataView(new ArrayBuffer(8));
    switch (v.type) {
      case 'u8':
      case 'i8':
        return this.u8(v.value);
      case 'u16':
      case 'i16':
        this.u8(v.value);
        return this.u8(v.value >> 8);
      case 'u32':
      case 'i32':
        return this.u32(v.value);
      case 'f32':
        view.setFloat32(0, v.value, true);
        return this.raw(new Uint8Array(view.buffer, 0, 4));
      case 'f64':
        view.setFloat64(0, v.value, true);
        return this.raw(new Uint8Array(view.buffer, 0, 8));
      case 'u64':
      case 'i64':
        return this.u64(BigInt.asUintN(64, v.value));
      case 'bool':
        return this.u8(v.value ? 1 : 0);
      case 'string':
        return this.str(v.value);
      case 'array':
        this.u32(TYPE_IDS[v.elementType]);
        this.u64(BigInt(v.values.length));
        for (const x of v.values) this.value(x);
    }
  }
}

export type GgufSpec = {
  version?: 2 | 3;
  metadata: [string, KvValue][];
  tensors: TensorSpec[];
  alignment?: number;
};

/** The header bytes, and the file size the tensors need after it. */
export function writeGguf(spec: GgufSpec): { header: Uint8Array; fileSize: bigint; dataOffset: number } {
  const alignment = spec.alignment ?? 32;
  const b = new Bytes();
  b.raw(new TextEncoder().encode('GGUF'));
  b.u32(spec.version ?? 3);
  b.u64(BigInt(spec.tensors.length));
  b.u64(BigInt(spec.metadata.length));
  for (const [k, v] of spec.metadata) {
    b.str(k);
    b.u32(TYPE_IDS[v.type]);
    b.value(v);
  }
  let offset = 0n;
  const pad = (n: bigint) => ((n + BigInt(alignment) - 1n) / BigInt(alignment)) * BigInt(alignment);
  for (const t of spec.tensors) {
    b.str(t.name);
    b.u32(t.shape.length);
    for (const d of t.shape) b.u64(BigInt(d));
    b.u32(t.typeId);
    b.u64(t.offset ?? offset);
    offset = pad(offset + t.bytes);
  }
  const dataOffset = Number(pad(BigInt(b.parts.length)));
  while (b.parts.length < dataOffset) b.u8(0);
  return { header: Uint8Array.from(b.parts), fileSize: BigInt(dataOffset) + offset, dataOffset };
}

const str = (value: string): KvValue => ({ type: 'string', value });
const u32 = (value: number): KvValue => ({ type: 'u32', value });

export type MoeShape = {
  layers: number;
  experts: number;
  hidden: number;
  expertFf: number;
  vocab: number;
  heads: number;
  kvHeads: number;
  headDim: number;
};

/** gpt-oss-120b's shapes (its config.json: 36 layers, 128 experts, hidden 2880, 201,088 tokens). */
export const GPT_OSS_120B: MoeShape = {
  layers: 36,
  experts: 128,
  hidden: 2880,
  expertFf: 2880,
  vocab: 201088,
  heads: 64,
  kvHeads: 8,
  headDim: 64,
};

/** A gpt-oss-like MoE file: llama.cpp's gpt-oss tensor names, MXFP4 experts [hidden, ff, experts]. */
export function gptOssLike(shape: MoeShape, name = 'gpt-oss-like'): GgufSpec {
  const { layers, experts, hidden, expertFf, vocab, heads, kvHeads, headDim } = shape;
  const tensors: TensorSpec[] = [tensor('token_embd.weight', 'Q8_0', [hidden, vocab])];
  for (let l = 0; l < layers; l++) {
    const blk = `blk.${l}`;
    tensors.push(
      tensor(`${blk}.attn_norm.weight`, 'F32', [hidden]),
      tensor(`${blk}.attn_q.weight`, 'Q8_0', [hidden, heads * headDim]),
      tensor(`${blk}.attn_q.bias`, 'F32', [heads * headDim]),
      tensor(`${blk}.attn_k.weight`, 'Q8_0', [hidden, kvHeads * headDim]),
      tensor(`${blk}.attn_k.bias`, 'F32', [kvHeads * headDim]),
      tensor(`${blk}.attn_v.weight`, 'Q8_0', [hidden, kvHeads * headDim]),
      tensor(`${blk}.attn_v.bias`, 'F32', [kvHeads * headDim]),
      tensor(`${blk}.attn_output.weight`, 'Q8_0', [heads * headDim, hidden]),
      tensor(`${blk}.attn_output.bias`, 'F32', [hidden]),
      tensor(`${blk}.attn_sinks.weight`, 'F32', [heads]),
      tensor(`${blk}.post_attention_norm.weight`, 'F32', [hidden]),
      tensor(`${blk}.ffn_gate_inp.weight`, 'F32', [hidden, experts]),
      tensor(`${blk}.ffn_gate_inp.bias`, 'F32', [experts]),
      tensor(`${blk}.ffn_gate_exps.weight`, 'MXFP4', [hidden, expertFf, experts]),
      tensor(`${blk}.ffn_gate_exps.bias`, 'F32', [expertFf, experts]),
      tensor(`${blk}.ffn_up_exps.weight`, 'MXFP4', [hidden, expertFf, experts]),
      tensor(`${blk}.ffn_up_exps.bias`, 'F32', [expertFf, experts]),
      tensor(`${blk}.ffn_down_exps.weight`, 'MXFP4', [expertFf, hidden, experts]),
      tensor(`${blk}.ffn_down_exps.bias`, 'F32', [hidden, experts]),
    );
  }
  tensors.push(
    tensor('output_norm.weight', 'F32', [hidden]),
    tensor('output.weight', 'Q8_0', [hidden, vocab]),
  );
  return {
    metadata: [
      ['general.architecture', str('gpt-oss')],
      ['general.name', str(name)],
      ['gpt-oss.block_count', u32(layers)],
      ['gpt-oss.expert_count', u32(experts)],
      ['gpt-oss.expert_used_count', u32(4)],
      ['gpt-oss.embedding_length', u32(hidden)],
      ['gpt-oss.rope.freq_base', { type: 'f32', value: 150000 }],
      [
        'tokenizer.ggml.tokens',
        { type: 'array', elementType: 'string', values: ['<|start|>', 'hello', 'wörld', '🙂'].map(str) },
      ],
      ['general.file_type', u32(38)],
      ['general.quantization_version', u32(2)],
      ['general.alignment', u32(32)],
    ],
    tensors,
  };
}

/** A small gpt-oss-like model: the same names and kinds of shapes, a few MB of header and data. */
export const SMALL_MOE: MoeShape = {
  layers: 4,
  experts: 8,
  hidden: 64,
  expertFf: 64,
  vocab: 256,
  heads: 8,
  kvHeads: 2,
  headDim: 16,
};
