/** What a GGUF header may hold before this reader refuses it: each count and length it checks. */
export const GGUF_LIMITS = {
  /** Whole header (metadata + tensor infos). Real headers with a 200k-token vocabulary are a few MB. */
  headerBytes: 256 * 1024 * 1024,
  kvCount: 100_000,
  tensorCount: 1_000_000,
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
