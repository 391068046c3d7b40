/**
 * What decides where one tensor of a llama.cpp or ik_llama.cpp command lives. The override
 * list is searched in order and the first match decides; a later match is counted as
 * shadowed, and when its target differs from the first's the pair is a conflict, kept with
 * the layers it concerns. A tensor no override claims follows ik_llama.cpp's -ncmoe (applied
 * after every override), else its layer; outside the layers, the input layer and the output
 * layer each have their rule. With a model file header, a tensor the file lacks is absent.
 */
import { EXPS, targetKey } from './override-list';
import type { Override } from './overrides';
import type { FileSlots } from './file-tensors';
import { flatTensor, tensorName, type TensorGroup } from './tensor-groups';
import { roleOf } from '../../model-file/tensor-names';

export type Decision =
  | { kind: 'absent' }
  /** An MTP / NextN tensor: created with TENSOR_SKIP, so never loaded and no override sees it. */
  | { kind: 'not-loaded' }
  | { kind: 'override'; index: number }
  | { kind: 'ik-ncmoe' }
  | { kind: 'layer' }
  | { kind: 'input' }
  | { kind: 'output' };

/** One key per decision, so tensors decided alike per layer fall into one class. */
export const decisionKey = (d: Decision): string => (d.kind === 'override' ? `o${d.index}` : d.kind);

/** Two overrides with different targets that both match tensors: the first wins them. */
export type OverrideClaim = { first: number; later: number; layers: Set<number> };

export type TensorDecider = {
  decide(group: TensorGroup, tensor: string, layer: number): Decision;
  /** Tensors each override placed (it was the first to match them), by override index. */
  placed: Map<number, number>;
  /** Tensors each override matched after an earlier one had placed them, by override index. */
  shadowed: Map<number, number>;
  /** The conflicting pairs, in the order they were first met. */
  claims: () => OverrideClaim[];
};

const IK_EXPS = /\.ffn_(up|down|gate|gate_up)_exps\.(weight|scale)/;

export type DeciderInput = {
  overrides: readonly Override[];
  /** The overrides this reading runs, in order, each with its index in `overrides`. */
  runnable: readonly { o: Override; index: number }[];
  slots: FileSlots | undefined;
  /** ik_llama.cpp's -ncmoe, when the command passes it. */
  ikNcmoe: { n: number } | undefined;
  /** The layers -ncmoe takes, when the layer count is known. */
  ikLayers: ReadonlySet<number>;
  L: number | undefined;
};

export function tensorDecider({
  overrides,
  runnable,
  slots,
  ikNcmoe,
  ikLayers,
  L,
}: DeciderInput): TensorDecider {
  // Keyed by the pair only to find it again; the pair itself is kept as numbers.
  const claims = new Map<string, OverrideClaim>();
  const placed = new Map<number, number>();
  const shadowed = new Map<number, number>();
  const bump = (m: Map<number, number>, i: number) => m.set(i, (m.get(i) ?? 0) + 1);
  const decide = (group: TensorGroup, tensor: string, layer: number): Decision => {
    const slot = slots?.groups.get(group.id)?.get(tensor)?.get(layer);
    if (slots && !slot) return { kind: 'absent' };
    if (group.component === 'mtp') return { kind: 'not-loaded' };
    const flat = flatTensor(tensor);
    const name = slot?.name ?? tensorName(tensor, layer);
    let first: number | undefined;
    for (const { o, index: i } of runnable) {
      const hit =
        o.kind === 'first-layers-experts' ? !flat && layer < o.n && EXPS.test(name) : o.re!.test(name);
      if (!hit) continue;
      if (first === undefined) {
        first = i;
        bump(placed, i);
      } else {
        bump(shadowed, i);
        if (targetKey(overrides[first]!) !== targetKey(o)) {
          const k = `${first}>${i}`;
          let c = claims.get(k);
          if (!c) claims.set(k, (c = { first, later: i, layers: new Set() }));
          c.layers.add(layer);
        }
      }
    }
    if (first !== undefined) return { kind: 'override', index: first };
    if (ikNcmoe && !flat && IK_EXPS.test(name) && (L === undefined || ikLayers.has(layer)))
      return { kind: 'ik-ncmoe' };
    if (flat) return roleOf(tensor) === 'input' ? { kind: 'input' } : { kind: 'output' };
    return { kind: 'layer' };
  };
  return { decide, placed, shadowed, claims: () => [...claims.values()] };
}

/**
 * The layers ik_llama.cpp's -ncmoe N takes: the last N that have expert tensors, counted back
 * from the last layer before the MTP layers (since ik_llama.cpp PR #2262), or the first N.
 */
export function ikNcmoeLayers(
  n: number,
  L: number,
  fromLast: boolean,
  lastLayer: number,
  withExperts: ReadonlySet<number> | undefined,
): Set<number> {
  const layers = new Set<number>();
  if (fromLast)
    for (let i = lastLayer - 1; i >= 0 && layers.size < n; i--) {
      if (!withExperts || withExperts.has(i)) layers.add(i);
    }
  else for (let i = 0; i < Math.min(n, L); i++) layers.add(i);
  return layers;
}
