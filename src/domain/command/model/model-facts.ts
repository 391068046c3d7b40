/**
 * What a reader may know of the model beyond the command: from a model file header (every
 * tensor name and the layer count) or from a pin (its stated layer count). Without it, layer
 * counts are unknown and the reading says so.
 */
import type { ComponentId } from '../../model-file/tensor-names';

export type ModelFacts = {
  /** Repeating layers (GGUF <arch>.block_count). */
  layers?: number;
  /** The last layers that are next-token-prediction (MTP) layers (<arch>.nextn_predict_layers). */
  nextnLayers?: number;
  /** Every tensor of the file with its exact file bytes, when a header was read. */
  tensors?: readonly { name: string; bytes: number | 'unknown'; component?: ComponentId }[];
  /** Where the facts come from, in this site's words: "the model file header". */
  from: string;
};
