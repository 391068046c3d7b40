/**
 * One tensor group of a llama.cpp or ik_llama.cpp command as a component row: its tensors in
 * classes decided alike per layer (the whole group when one class), each class in parts that
 * are runs of layers with one residence and one reason (an override, -ncmoe, the input
 * layer's rule, the output layer's rule, or where -ngl puts the layer). With a model file
 * header each part carries its tensors' exact file bytes; a group the file lacks is no row.
 */
import { cite, onText } from '../flag-text';
import { layerSet, layersLabel } from './layers';
import type { OverrideList } from './override-list';
import type { layerPlacement } from './placement';
import type { Override } from './overrides';
import type { ParsedFlag } from '../read/parse-flags';
import { partName, type ComponentReading, type LayerSet, type PartReading, type Residence } from '../reading';
import type { FileSlots } from './file-tensors';
import { groupTensors } from './file-tensors';
import { IK_RULES } from '../registry/ik';
import { LLAMACPP_RULES } from '../registry/llamacpp';
import { LAYER_HORIZON, flatTensor, shortTensor, type TensorGroup } from './tensor-groups';
import { decisionKey, type Decision, type TensorDecider } from './tensor-decisions';

export type GroupContext = {
  ik: boolean;
  /** Repeating layers, when known. */
  L: number | undefined;
  /** The layers tried: every layer, or up to the horizon without a layer count. */
  universe: readonly number[];
  slots: FileSlots | undefined;
  decide: TensorDecider['decide'];
  overrides: readonly Override[];
  because: OverrideList['because'];
  ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
  /** -ncmoe counts from the last layers (ik_llama.cpp PR #2262), not the first. */
  ikLast: boolean;
  /** MTP layers after the last repeating layer, from the model file. */
  nextnLayers: number | undefined;
  place: ReturnType<typeof layerPlacement>;
  /** An MoE flag implies the model has experts. */
  moeImplied: boolean;
};

type Tally = { d: Decision; layers: number[] };
type Push = (p: Omit<PartReading, 'id' | 'tensors'>) => void;

/** The parts of one class of tensors under one decision. */
function decisionParts(
  ctx: GroupContext,
  group: TensorGroup,
  { d, layers }: Tally,
  label: (s: LayerSet | undefined) => { label: string; scope: string },
  push: Push,
) {
  const { ik, L, place, ikNcmoe, ikLast } = ctx;
  const { host, several, sm, layerParts, outputParts } = place;
  const set = d.kind === 'input' || d.kind === 'output' ? undefined : layerSet(layers, L, LAYER_HORIZON);
  const base = { copy: undefined, perRank: false, share: undefined, condition: undefined } as const;
  if (d.kind === 'not-loaded') {
    push({
      ...base,
      ...label(set),
      layers: set,
      residence: { kind: 'not-loaded' },
      because: [
        {
          flag: undefined,
          rule: 'llama.cpp counts the MTP / NextN layers in -ngl but creates their tensors as skipped ("model has unused tensor \u2026 ignoring") unless an MTP context asks for them, and gives these layers no KV cache.',
          cite: [LLAMACPP_RULES.mtpSkipped, LLAMACPP_RULES.unusedTensor],
        },
      ],
    });
  } else if (d.kind === 'override') {
    const o = ctx.overrides[d.index]!;
    const residence: Residence =
      o.kind === 'regex' && o.target.tier
        ? {
            kind: 'tier',
            tier: o.target.tier,
            ...(o.target.tier === 'gpu-memory' ? { device: o.target.buffer } : {}),
          }
        : o.kind === 'first-layers-experts'
          ? host
          : { kind: 'not-stated' };
    push({ ...base, ...label(set), layers: set, residence, because: [ctx.because.get(d.index)!] });
  } else if (d.kind === 'ik-ncmoe') {
    const n = ikNcmoe!.n;
    const ls: LayerSet =
      L !== undefined ? set! : ikLast ? { kind: 'last', n, of: 'moe-layers' } : { kind: 'first', n };
    push({
      ...base,
      ...label(ls),
      layers: ls,
      residence: host,
      condition:
        several && sm !== 'graph' && sm !== 'attn' && n < (L ?? Infinity)
          ? 'with split mode layer on several GPUs, ik_llama.cpp spreads these layers over the GPUs in proportion to their layers'
          : undefined,
      because: [
        {
          flag: onText(ikNcmoe!.flag),
          rule: ikLast
            ? `Applied after every -ot pattern: the routed experts (weights and scales) of the last ${n} layers that have expert tensors, counted back from the last layer${ctx.nextnLayers ? ' before the MTP layers' : ''}, go to the CPU (since ik_llama.cpp PR #2262).`
            : `Applied after every -ot pattern: the routed experts (weights and scales) of the first ${n} layers go to the CPU (before ik_llama.cpp PR #2262).`,
          cite: [...cite(ikNcmoe!.flag), ...(ikLast ? [IK_RULES.lastNTitle] : [IK_RULES.firstNBefore])],
        },
      ],
    });
    if (L === undefined)
      for (const p of layerParts('symbolic', label)) push({ ...p, ...label({ kind: 'rest' }) });
  } else if (d.kind === 'input') {
    push({
      ...base,
      ...label(undefined),
      layers: undefined,
      residence: host,
      because: [
        {
          flag: undefined,
          rule: 'The input layer always stays on the CPU.',
          cite: [ik ? IK_RULES.inputOnCpu : LLAMACPP_RULES.inputOnCpu],
        },
      ],
    });
  } else if (d.kind === 'output') {
    for (const p of outputParts()) push({ ...p, ...label(undefined) });
  } else {
    for (const p of layerParts(layers, label)) push(p);
  }
}

/** The layers of a part among a tally's layers: a part's set is always drawn from them. */
function partLayers(s: LayerSet | undefined, of: readonly number[]): readonly number[] {
  if (!s || s.kind !== 'ranges') return of;
  return of.filter((l) => s.ranges.some(([a, b]) => l >= a && (b === null || l <= b)));
}

/** The exact file bytes and count of some tensors of a group at some layers. */
function fileBytesOf(
  slots: FileSlots,
  group: TensorGroup,
  tensors: readonly string[],
  layers: readonly number[],
) {
  let bytes: number | 'unknown' = 0;
  let count = 0;
  for (const l of layers)
    for (const t of tensors) {
      const slot = slots.groups.get(group.id)?.get(t)?.get(l);
      if (!slot) continue;
      count++;
      bytes = bytes === 'unknown' || slot.bytes === 'unknown' ? 'unknown' : bytes + slot.bytes;
    }
  return { fileBytes: bytes, tensorCount: count };
}

/** The group's row with its parts; undefined when a model file header shows the file lacks it. */
export function groupComponent(ctx: GroupContext, group: TensorGroup): ComponentReading | undefined {
  const { slots } = ctx;
  if (!groupTensors(group, slots).length) return undefined;
  // Tensors decided alike at every layer form one class; a flat tensor (output_norm) is its own.
  const classes = new Map<string, { tensors: string[]; ds: Decision[]; layers: readonly number[] }>();
  for (const t of groupTensors(group, slots)) {
    const layers = flatTensor(t) ? [0] : ctx.universe;
    const ds = layers.map((l) => ctx.decide(group, t, l));
    const k = `${layers.length === 1 && flatTensor(t) ? 'f' : 'l'}:${ds.map(decisionKey).join(',')}`;
    const c = classes.get(k);
    if (c) c.tensors.push(t);
    else classes.set(k, { tensors: [t], ds, layers });
  }
  const touched = [...classes.values()].some(({ ds }) =>
    ds.some((d) => d.kind === 'override' || d.kind === 'ik-ncmoe'),
  );
  const parts: PartReading[] = [];
  const whole = classes.size === 1;
  for (const { tensors, ds, layers } of classes.values()) {
    const tensorsOf = whole ? undefined : [...new Set(tensors.map(shortTensor))];
    const prefix = tensorsOf ? `${tensorsOf.join(', ')}: ` : '';
    const byDecision = new Map<string, Tally>();
    ds.forEach((d, i) => {
      if (d.kind === 'absent') return;
      const k = decisionKey(d);
      if (!byDecision.has(k)) byDecision.set(k, { d, layers: [] });
      byDecision.get(k)!.layers.push(layers[i]!);
    });
    for (const tally of byDecision.values()) {
      const label = (s: LayerSet | undefined) =>
        partName(group.partLead, `${prefix}${s ? layersLabel(s) : 'the tensor'}`);
      // Each part carries its own tensors' bytes: -ngl can split one tally into two parts.
      const push: Push = (p) =>
        parts.push({
          id: `${group.id}-${parts.length + 1}`,
          tensors: tensorsOf,
          ...p,
          ...(slots ? fileBytesOf(slots, group, tensors, partLayers(p.layers, tally.layers)) : {}),
        });
      decisionParts(ctx, group, tally, label, push);
    }
  }
  const inFile = slots ? (slots.groups.get(group.id)?.size ?? 0) > 0 : undefined;
  if (inFile === false) return undefined;
  const presence = inFile
    ? 'present'
    : group.moe
      ? ctx.moeImplied || touched
        ? 'present'
        : 'not-stated'
      : group.id === 'dense-ffn' && !touched
        ? 'not-stated'
        : 'present';
  return {
    id: group.id,
    label: group.label,
    kind: group.kind,
    overlap: 'overlaps-ledger',
    presence,
    parts,
  };
}
