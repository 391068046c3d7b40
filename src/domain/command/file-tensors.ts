/**
 * A model file's real tensor names, grouped the way the readers group stand-in names: each
 * name to its tensor group, its tensor (the name without blk.N.) and its layer, with its
 * exact file bytes. A name no group claims is kept aside and reported, never guessed.
 */
import type { ModelFacts } from './model-facts';
import type { TensorGroup } from './tensor-groups';

export type Slot = { name: string; bytes: number | 'unknown' };
/** group id -> tensor -> layer (0 for a tensor outside the layers) -> slot. */
export type FileSlots = {
  groups: Map<string, Map<string, Map<number, Slot>>>;
  others: string[];
  layers: number;
};

const LAYERED: [RegExp, string][] = [
  [/_exps\./, 'routed-experts'],
  [/(_shexp\.|^ffn_gate_inp_shexp\.)/, 'shared-experts'],
  [/^(ffn_gate_inp|exp_probs_b)\./, 'router'],
  [/^ffn_(up|down|gate)\./, 'dense-ffn'],
  [/^(attn_|ffn_norm\.|layer_output_norm\.|post_attention_norm\.|post_ffw_norm\.)/, 'attention'],
];

function classify(name: string): { group: string; tensor: string; layer: number } | undefined {
  const m = /^blk\.(\d+)\.(.+)$/.exec(name);
  if (m) {
    const rest = m[2]!;
    const group = LAYERED.find(([re]) => re.test(rest))?.[1];
    return group ? { group, tensor: rest, layer: Number(m[1]) } : undefined;
  }
  if (/^token_embd(_norm)?\./.test(name)) return { group: 'input-embedding', tensor: name, layer: 0 };
  if (/^output(_norm)?\./.test(name)) return { group: 'output-head', tensor: name, layer: 0 };
  return undefined;
}

export function fileSlots(model: ModelFacts): FileSlots | undefined {
  if (!model.tensors) return undefined;
  const groups = new Map<string, Map<string, Map<number, Slot>>>();
  const others: string[] = [];
  let maxLayer = -1;
  for (const t of model.tensors) {
    const c = classify(t.name);
    if (!c) {
      others.push(t.name);
      continue;
    }
    if (/^blk\./.test(t.name)) maxLayer = Math.max(maxLayer, c.layer);
    let g = groups.get(c.group);
    if (!g) groups.set(c.group, (g = new Map()));
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
