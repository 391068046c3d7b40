/**
 * The most a reading takes from model facts before it does any work. Layers: llama.cpp and
 * ik_llama.cpp keep per-layer settings in arrays of LLAMA_MAX_LAYERS = 512 and stop loading a
 * model with more ("n > N_MAX: %u > %u for key %s"; ik_llama.cpp src/llama-hparams.h line 9
 * and src/llama-model-loader.cpp line 816 at 8337e4cd, checked 2026-12-02; the same define in
 * ggml-org/llama.cpp src/llama-hparams.h). A count past it is reported and read as unknown, so
 * a command naming 10^9 layers costs nothing.
 */
import type { ModelFacts } from './model-facts';

export const MODEL_LIMITS = { layers: 512 } as const;

/** The facts within the limits, and what was set aside and why. */
export function withinLimits(model: ModelFacts | undefined): {
  model: ModelFacts | undefined;
  problems: string[];
} {
  if (!model) return { model, problems: [] };
  const { layers } = model;
  if (layers === undefined || (Number.isInteger(layers) && layers >= 0 && layers <= MODEL_LIMITS.layers))
    return { model, problems: [] };
  const { layers: _dropped, ...rest } = model;
  const problems = [
    Number.isInteger(layers) && layers > 0
      ? `${model.from} gives ${layers.toLocaleString('en-US')} layers, more than the ${MODEL_LIMITS.layers} llama.cpp loads (LLAMA_MAX_LAYERS): the layer count is read as unknown`
      : `${model.from} gives ${String(layers)} layers, not a count of layers: the layer count is read as unknown`,
  ];
  return { model: rest, problems };
}
