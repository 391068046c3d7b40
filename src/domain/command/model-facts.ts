/**
 * What a reader may know of the model beyond the command: from a model file header (every
 * tensor name and the layer count) or from a pin (its stated layer count). Without it, layer
 * counts are unknown and the reading says so.
 */
export type ModelFacts = {
  /** Repeating layers (GGUF <arch>.block_count). */
  layers?: number;
  /** The last layers that are next-token-prediction (MTP) layers (<arch>.nextn_predict_layers). */
  nextnLayers?: number;
  /** Every tensor name of the file, when a header was read. */
  tensorNames?: readonly string[];
  /** Where the facts come from, in this site's words: "the model file header". */
  from: string;
};
