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
import type { layerPlacement, PartBody } from './placement';
import type { Override } from './overrides';
import type { ParsedFlag } from '../read/parse-flags';
import {
  partName,
  type Because,
  type ComponentReading,
  type LayerSet,
  type PartName,
  type PartReading,
  type Residence,
} from '../reading';
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
type Label = (s: LayerSet | undefined) => PartName;

const BASE = { copy: undefined, perRank: false, share: undefined, condition: undefined } as const;

/** The parts of one class of tensors under one decision, in order (a new decision kind is a compile error here). */
function decisionParts(ctx: GroupContext, { d, layers }: Tally, label: Label): PartBody[] {
  const set = d.kind === 'input' || d.kind === 'output' ? undefined : layerSet(layers, ctx.L, LAYER_HORIZON);
  switch (d.kind) {
    case 'not-loaded':
      return [
        { ...BASE, ...label(set), layers: set, residence: { kind: 'not-loaded' }, because: [MTP_SKIPPED] },
      ];
    case 'override': {
      const residence = overrideResidence(ctx.overrides[d.index]!, ctx.place.host);
      return [{ ...BASE, ...label(set), layers: set, residence, because: [ctx.because.get(d.index)!] }];
    }
    case 'ik-ncmoe':
      return ikNcmoeParts(ctx, set, label);
    case 'input':
      return [inputPart(ctx, label)];
    case 'output':
      return ctx.place.outputParts().map((p) => ({ ...p, ...label(undefined) }));
    case 'layer':
    case 'absent':
      return ctx.place.layerParts(layers, label);
  }
}

const MTP_SKIPPED: Because = {
  flag: undefined,
  rule: 'llama.cpp counts the MTP / NextN layers in -ngl but creates their tensors as skipped ("model has unused tensor \u2026 ignoring") unless an MTP context asks for them, and gives these layers no KV cache.',
  cite: [LLAMACPP_RULES.mtpSkipped, LLAMACPP_RULES.unusedTensor],
};

/** Where an override sends its tensors: its buffer's tier, host RAM for --n-cpu-moe, else not stated. */
function overrideResidence(o: Override, host: Residence): Residence {
  if (o.kind === 'regex' && o.target.tier)
    return {
      kind: 'tier',
      tier: o.target.tier,
      ...(o.target.tier === 'gpu-memory' ? { device: o.target.buffer } : {}),
    };
  return o.kind === 'first-layers-experts' ? host : { kind: 'not-stated' };
}

/** ik_llama.cpp's -ncmoe: its layers in host RAM; without a layer count, the rest where -ngl puts them. */
function ikNcmoeParts(ctx: GroupContext, set: LayerSet | undefined, label: Label): PartBody[] {
  const { L, ikLast, place } = ctx;
  const { n, flag } = ctx.ikNcmoe!;
  const ls: LayerSet =
    L !== undefined ? set! : ikLast ? { kind: 'last', n, of: 'moe-layers' } : { kind: 'first', n };
  const spread = place.several && place.sm !== 'graph' && place.sm !== 'attn' && n < (L ?? Infinity);
  const part: PartBody = {
    ...BASE,
    ...label(ls),
    layers: ls,
    residence: place.host,
    condition: spread
      ? 'with split mode layer on several GPUs, ik_llama.cpp spreads these layers over the GPUs in proportion to their layers'
      : undefined,
    because: [
      {
        flag: onText(flag),
        rule: ikLast
          ? `Applied after every -ot pattern: the routed experts (weights and scales) of the last ${n} layers that have expert tensors, counted back from the last layer${ctx.nextnLayers ? ' before the MTP layers' : ''}, go to the CPU (since ik_llama.cpp PR #2262).`
          : `Applied after every -ot pattern: the routed experts (weights and scales) of the first ${n} layers go to the CPU (before ik_llama.cpp PR #2262).`,
        cite: [...cite(flag), ...(ikLast ? [IK_RULES.lastNTitle] : [IK_RULES.firstNBefore])],
      },
    ],
  };
  if (L !== undefined) return [part];
  return [part, ...place.layerParts('symbolic', label).map((p) => ({ ...p, ...label({ kind: 'rest' }) }))];
}

function inputPart({ ik, place }: GroupContext, label: Label): PartBody {
  return {
    ...BASE,
    ...label(undefined),
    layers: undefined,
    residence: place.host,
    because: [
      {
        flag: undefined,
        rule: 'The input layer always stays on the CPU.',
        cite: [ik ? IK_RULES.inputOnCpu : LLAMACPP_RULES.inputOnCpu],
      },
    ],
  };
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

/** Tensors of a group decided alike at every layer. */
type TensorClass = { tensors: string[]; ds: Decision[]; layers: readonly number[] };

/** The group's row with its parts; undefined when a model file header shows the file lacks it. */
export function groupComponent(ctx: GroupContext, group: TensorGroup): ComponentReading | undefined {
  const { slots } = ctx;
  if (!groupTensors(group, slots).length) return undefined;
  const classes = tensorClasses(ctx, group);
  const parts: PartReading[] = [];
  const whole = classes.length === 1;
  for (const c of classes) parts.push(...classParts(ctx, group, c, whole, parts.length));
  const inFile = slots ? (slots.groups.get(group.id)?.size ?? 0) > 0 : undefined;
  if (inFile === false) return undefined;
  const touched = classes.some(({ ds }) => ds.some((d) => d.kind === 'override' || d.kind === 'ik-ncmoe'));
  return {
    id: group.id,
    label: group.label,
    kind: group.kind,
    overlap: 'overlaps-ledger',
    presence: inFile ? 'present' : presenceOf(ctx, group, touched),
    parts,
  };
}

/** Tensors decided alike at every layer form one class; a flat tensor (output_norm) is its own. */
function tensorClasses(ctx: GroupContext, group: TensorGroup): TensorClass[] {
  const classes = new Map<string, TensorClass>();
  for (const t of groupTensors(group, ctx.slots)) {
    const layers = flatTensor(t) ? [0] : ctx.universe;
    const ds = layers.map((l) => ctx.decide(group, t, l));
    const k = `${layers.length === 1 && flatTensor(t) ? 'f' : 'l'}:${ds.map(decisionKey).join(',')}`;
    const c = classes.get(k);
    if (c) c.tensors.push(t);
    else classes.set(k, { tensors: [t], ds, layers });
  }
  return [...classes.values()];
}

/** One class's parts, by decision in the order first met; ids count on from `before` parts. */
function classParts(
  ctx: GroupContext,
  group: TensorGroup,
  { tensors, ds, layers }: TensorClass,
  whole: boolean,
  before: number,
): PartReading[] {
  const tensorsOf = whole ? undefined : [...new Set(tensors.map(shortTensor))];
  const prefix = tensorsOf ? `${tensorsOf.join(', ')}: ` : '';
  const label: Label = (s) => partName(group.partLead, `${prefix}${s ? layersLabel(s) : 'the tensor'}`);
  const byDecision = new Map<string, Tally>();
  ds.forEach((d, i) => {
    if (d.kind === 'absent') return;
    const k = decisionKey(d);
    if (!byDecision.has(k)) byDecision.set(k, { d, layers: [] });
    byDecision.get(k)!.layers.push(layers[i]!);
  });
  const parts: PartReading[] = [];
  for (const tally of byDecision.values())
    for (const p of decisionParts(ctx, tally, label))
      parts.push({
        id: `${group.id}-${before + parts.length + 1}`,
        tensors: tensorsOf,
        ...p,
        // Each part carries its own tensors' bytes: -ngl can split one tally into two parts.
        ...(ctx.slots ? fileBytesOf(ctx.slots, group, tensors, partLayers(p.layers, tally.layers)) : {}),
      });
  return parts;
}

/** Without a model file: an expert group is present when an MoE flag or a decision implies experts. */
function presenceOf(ctx: GroupContext, group: TensorGroup, touched: boolean): ComponentReading['presence'] {
  if (group.moe) return ctx.moeImplied || touched ? 'present' : 'not-stated';
  return group.id === 'dense-ffn' && !touched ? 'not-stated' : 'present';
}
