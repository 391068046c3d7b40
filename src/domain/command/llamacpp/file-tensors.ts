/**
 * A model file's real tensor names, grouped the way the readers group stand-in names: each
 * name to its tensor group, its tensor (the name without blk.N., or the whole name outside
 * the layers) and its layer, with its exact file bytes. The group is the header reader's
 * component (model-file/tensor-names.ts, with whole MTP layers marked as the inventory marks
 * them), so both readers give a name one answer. A name no group claims is kept aside and
 * reported, never guessed.
 */
import { componentOf, layerOf, markMtpLayers, roleOf, type ComponentId } from '../../model-file/tensor-names';
import type { ModelFacts } from '../model/model-facts';
import { TENSOR_GROUPS, type TensorGroup } from './tensor-groups';

export type Slot = { name: string; bytes: number | 'unknown' };
/** group id -> tensor -> layer (0 for a tensor outside the layers) -> slot. */
export type FileSlots = {
  groups: Map<string, Map<string, Map<number, Slot>>>;
  others: string[];
  layers: number;
};

const GROUP_OF = new Map<ComponentId, TensorGroup>(TENSOR_GROUPS.map((g) => [g.component, g]));

/** The command reader's group of a tensor, or undefined when no group holds it. */
export function groupOf(
  name: string,
  component: ComponentId,
): { group: TensorGroup; tensor: string; layer: number } | undefined {
  const role = roleOf(name);
  if (role === undefined) return undefined;
  const layer = role === 'repeating' ? layerOf(name)! : 0;
  const group = GROUP_OF.get(component);
  if (!group) return undefined;
  return { group, tensor: role === 'repeating' ? name.slice(`blk.${layer}.`.length) : name, layer };
}

export function fileSlots(model: ModelFacts): FileSlots | undefined {
  if (!model.tensors) return undefined;
  const groups = new Map<string, Map<string, Map<number, Slot>>>();
  const others: string[] = [];
  let maxLayer = -1;
  // The header reader's answer when the facts carry it; else the same table and MTP marking.
  const named = model.tensors.map((t) => ({
    ...t,
    component: t.component ?? componentOf(t.name).component,
    layer: layerOf(t.name),
  }));
  if (model.tensors.some((t) => t.component === undefined))
    markMtpLayers(named, model.layers, model.nextnLayers);
  for (const t of named) {
    const c = groupOf(t.name, t.component);
    if (!c) {
      others.push(t.name);
      continue;
    }
    if (/^blk\./.test(t.name)) maxLayer = Math.max(maxLayer, c.layer);
    let g = groups.get(c.group.id);
    if (!g) groups.set(c.group.id, (g = new Map()));
    let byLayer = g.get(c.tensor);
    if (!byLayer) g.set(c.tensor, (byLayer = new Map()));
    byLayer.set(c.layer, { name: t.name, bytes: t.bytes });
  }
  return { groups, others, layers: model.layers ?? maxLayer + 1 };
}

/** The tensors of a group: its stand-ins, or the file's own. */
export const groupTensors = (group: TensorGroup, slots: FileSlots | undefined): readonly string[] =>
  slots ? [...(slots.groups.get(group.id)?.keys() ?? [])] : group.tensors;

/** Layers that hold a routed-expert tensor (ik_llama.cpp counts only those for -ncmoe). */
export function expertLayers(slots: FileSlots): Set<number> {
  const out = new Set<number>();
  for (const [tensor, byLayer] of slots.groups.get('routed-experts') ?? [])
    if (/^ffn_down_exps\.weight$/.test(tensor)) for (const l of byLayer.keys()) out.add(l);
  return out;
}
