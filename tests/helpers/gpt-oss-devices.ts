/**
 * Issue 27's done-when case, its expectation worked out by hand from the header the test
 * writes and llama.cpp v0.5.0's rules, each cited (the tree node-llama-cpp 3.22.1 ships,
 * commit de3ff815), never by calling the engine: a gpt-oss-120b-shaped header, with the
 * attention keys llama.cpp reads for its KV cache, under
 * `llama-completion -m gpt-oss-120b.gguf -c 32768 -ngl 99 --n-cpu-moe 27` on one CUDA GPU.
 * The KV rule is checked against a recorded real run in tests/memory/device-lanes.test.ts.
 */
import { GPT_OSS_120B, gptOssLike, type GgufSpec, type MoeShape } from './gguf-writer';

export const DEVICES_COMMAND = 'llama-completion -m gpt-oss-120b.gguf -c 32768 -ngl 99 --n-cpu-moe 27';

const SLIDING_WINDOW = 128;

/** gptOssLike's tensors and names, plus the attention keys load_hparams reads (openai-moe.cpp). */
export function gptOssWithAttention(shape: MoeShape = GPT_OSS_120B): GgufSpec {
  const spec = gptOssLike(shape, 'gpt-oss-120b');
  const { heads, kvHeads, headDim } = shape;
  spec.metadata.push(
    ['gpt-oss.context_length', { type: 'u32', value: 131072 }],
    ['gpt-oss.attention.head_count', { type: 'u32', value: heads }],
    ['gpt-oss.attention.head_count_kv', { type: 'u32', value: kvHeads }],
    ['gpt-oss.attention.key_length', { type: 'u32', value: headDim }],
    ['gpt-oss.attention.value_length', { type: 'u32', value: headDim }],
    ['gpt-oss.attention.sliding_window', { type: 'u32', value: SLIDING_WINDOW }],
  );
  return spec;
}

const pad = (n: bigint, a: bigint) => ((n + a - 1n) / a) * a;

export function expectedDevices(spec: GgufSpec) {
  const { layers, kvHeads, headDim } = GPT_OSS_120B;
  // --n-cpu-moe 27: "blk\.(0..26)\.ffn_(up|down|gate)_(ch|)exps" to CPU (common/arg.cpp,
  // llm_ffn_exps_block_regex); regex_search, so each expert bias goes with its weight.
  const cpuExperts = (name: string) => {
    const m = /^blk\.(\d+)\.ffn_(up|down|gate)_(ch|)exps\./.exec(name);
    return m !== null && Number(m[1]) < 27;
  };
  // -ngl 99 >= 36 layers + the output layer: every layer slot on CUDA0 (llama-model.cpp
  // load_tensors, i_gpu_start); token_embd, the input layer, stays on the CPU.
  const onGpu = spec.tensors.filter((t) => t.name !== 'token_embd.weight' && !cpuExperts(t.name));
  // A CUDA buffer pads each tensor to 128 bytes (ggml-cuda.cu get_alignment; ggml-alloc.c).
  const gpuModel = onGpu.reduce((n, t) => n + pad(t.bytes, 128n), 0n);
  // KV (llama-kv-cache.cpp; llama-kv-cache-iswa.cpp): -c 32768, padded to 256, one sequence;
  // gpt-oss layers alternate sliding-window (even) and full (odd) (load_swa_pattern(ml, 2)).
  // Per layer K and V each: f16 (2 bytes) x head size x KV heads x cells.
  const row = BigInt(2 * headDim * kvHeads);
  const fullCells = 32768n;
  // size_swa = GGML_PAD(min(32768, n_swa x 1 + n_ubatch 512), 256) = pad(640) = 768 cells.
  const swaCells = pad(BigInt(Math.min(32768, SLIDING_WINDOW + 512)), 256n);
  const half = BigInt(layers / 2);
  const kvFull = half * 2n * row * fullCells;
  const kvSwa = half * 2n * row * swaCells;
  // Host RAM, with mmap: CPU_Mapped is the file span from its first to its last tensor
  // (llama-model.cpp get_mapping_range), and the MXFP4 expert weights go to CPU_REPACK
  // (ggml-cpu repack.cpp, rows a multiple of 8), each padded to 32 bytes.
  const offsets: bigint[] = [];
  let at = 0n;
  for (const t of spec.tensors) {
    offsets.push(at);
    at = pad(at + t.bytes, 32n); // the writer's layout, general.alignment 32
  }
  const onCpu = spec.tensors.map((t, i) => ({ t, i })).filter(({ t }) => !onGpu.includes(t));
  const repacked = onCpu.filter(({ t }) => t.typeId === 39 && t.name.endsWith('.weight'));
  const mapped = onCpu.filter((x) => !repacked.includes(x));
  const last = mapped.at(-1)!;
  const span = offsets[last.i]! + last.t.bytes - offsets[mapped[0]!.i]!;
  const repack = repacked.reduce((n, { t }) => n + pad(t.bytes, 32n), 0n);
  // Output buffer (llama-context.cpp output_reserve): n_vocab x 1 sequence x 4 bytes, host RAM.
  const vocab = spec.metadata.find(([k]) => k === 'tokenizer.ggml.tokens')![1];
  const nVocab = vocab.type === 'array' ? vocab.values.length : 0;
  const output = BigInt(nVocab * 4);
  return {
    gpu: { model: gpuModel, kv: kvFull + kvSwa, kvFull, kvSwa },
    host: { model: span + repack, output },
  };
}
