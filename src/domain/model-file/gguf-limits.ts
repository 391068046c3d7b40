/** What a GGUF header may hold before this reader refuses it: each count and length it checks. */
export const GGUF_LIMITS = {
  /**
   * Whole header (metadata + tensor infos). Real headers with a 200k-token vocabulary are a few
   * MB; past this the reader stops before fetching more (a header claiming 512 MB was read whole).
   */
  headerBytes: 64 * 1024 * 1024,
  kvCount: 100_000,
  /**
   * 512 layers (LLAMA_MAX_LAYERS, see command/model/model-limits.ts) of 64 tensors each; GGUF files
   * store each layer's experts as one tensor, so real files hold about 20 per layer. A header of
   * a million tensors took 10.6 s to read; this many, under a second.
   */
  tensorCount: 32_768,
  /** ggml's GGML_MAX_NAME; gguf.md: "name: at most 64 bytes". */
  tensorName: 64,
  /** gguf.md: a key "must be at most 2^16-1 bytes long". */
  key: 65_535,
  stringValue: 16 * 1024 * 1024,
  arrayLength: 1 << 26,
  arrayDepth: 4,
  /** ggml's GGML_MAX_DIMS. */
  dims: 4,
  /** Arrays longer than this keep their length and element type, not their values. */
  keptArrayValues: 64,
} as const;
