/**
 * The KV cache under a llama.cpp or ik_llama.cpp command: in host RAM under -nkvo, on the
 * main GPU under split mode row, else each layer's KV cache with its layer.
 */
import { cite } from '../flag-text';
import { layersLabel } from './layers';
import type { layerPlacement } from './placement';
import type { LastFlag } from './flags';
import {
  kvCacheReading,
  partName,
  type Because,
  type ComponentReading,
  type PartReading,
  type Residence,
} from '../reading';

export function kvCacheComponent(
  ik: boolean,
  last: LastFlag,
  place: ReturnType<typeof layerPlacement>,
  universe: number[],
): ComponentReading {
  const kvo = last('kv-offload');
  const parts: PartReading[] =
    kvo && !kvo.positive
      ? [whole(place.host, [{ flag: kvo.written, rule: 'The KV cache stays in host RAM.', cite: cite(kvo) }])]
      : place.sm === 'row'
        ? [mainGpu(place.mg, last)]
        : withTheirLayers(ik, place, universe);
  return kvCacheReading(parts);
}

/** The KV cache of all layers in one place. */
const whole = (residence: Residence, because: Because[]): PartReading => ({
  id: 'kv-cache-1',
  ...partName('KV cache', 'all layers'),
  tensors: undefined,
  layers: { kind: 'all' },
  residence,
  copy: undefined,
  perRank: false,
  share: undefined,
  condition: undefined,
  because,
});

/** Split mode row: the KV cache on the main GPU. */
function mainGpu(mg: ReturnType<typeof layerPlacement>['mg'], last: LastFlag): PartReading {
  const flag = last('main-gpu');
  return whole({ kind: 'tier', tier: 'gpu-memory', device: `GPU ${mg}` }, [
    {
      flag: '-sm row',
      rule: 'With split mode row, the KV cache is on the main GPU.',
      cite: flag ? cite(flag) : [],
    },
  ]);
}

/** Each layer's KV cache where its layer is. */
function withTheirLayers(
  ik: boolean,
  place: ReturnType<typeof layerPlacement>,
  universe: number[],
): PartReading[] {
  const withLayer: Because = {
    flag: undefined,
    rule: 'Each layer\u2019s KV cache sits with its layer.',
    cite: [
      ik
        ? { quote: 'layer (default): split layers and KV across GPUs', source: 'ik-common-cpp' }
        : { quote: 'layer (default): split layers and KV across GPUs', source: 'llamacpp-arg-cpp' },
    ],
  };
  return place
    .layerParts(universe, (s) => partName('KV cache', layersLabel(s)))
    .map((p, i) => ({
      ...p,
      id: `kv-cache-${i + 1}`,
      tensors: undefined,
      because: [...p.because, withLayer],
    }));
}
