/**
 * Which device each layer slot goes to, as llama.cpp v0.5.0 assigns them
 * (src/llama-model.cpp llama_model_base::load_tensors): n_layer_all repeating layers and the
 * output layer are n_layer_all + 1 slots; the last -ngl slots are offloaded; offloaded slot i
 * goes to the first device whose cumulative -ts fraction is above i / act_gpu_layers
 * (std::upper_bound, in float). Without -ts the split follows each device's free memory at
 * load time, which the command does not give: with several devices the split is then unknown
 * unless the person gives each device's free memory as the runtime reported it.
 */

/** A slot's device index, or 'cpu'. */
export type Slot = number | 'cpu';

export type SplitResult = { ok: true; slots: Slot[] } | { ok: false; reason: string };

export function layerSlots(
  nLayerAll: number,
  ngl: number,
  nDevices: number,
  ts: readonly number[] | undefined,
  /** Each device's free memory as the runtime reported it, when the person gives it. */
  free?: readonly (number | undefined)[],
): SplitResult {
  const f = Math.fround;
  let fractions: number[];
  if (ts && ts.some((x) => x !== 0)) fractions = Array.from({ length: nDevices }, (_, i) => ts[i] ?? 0);
  else if (nDevices <= 1) fractions = [1];
  else if (free && free.length === nDevices && free.every((x) => x !== undefined))
    fractions = free as number[];
  else
    return {
      ok: false,
      reason: 'without -ts, llama.cpp splits the layers by each device\u2019s free memory at load time',
    };
  let sum = f(0);
  const cum = fractions.map((x) => (sum = f(sum + f(x))));
  const splits = cum.map((x) => f(x / sum));
  const iGpuStart = Math.max(nLayerAll + 1 - ngl, 0);
  const act = nDevices === 0 ? 0 : Math.min(ngl, nLayerAll + 1);
  const slots: Slot[] = [];
  for (let il = 0; il <= nLayerAll; il++) {
    if (il < iGpuStart || il - iGpuStart >= act) {
      slots.push('cpu');
      continue;
    }
    const v = f((il - iGpuStart) / act);
    const i = splits.findIndex((s) => s > v);
    slots.push(i === -1 ? nDevices : i);
  }
  return { ok: true, slots };
}
