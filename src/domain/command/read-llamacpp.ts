/**
 * The llama.cpp and ik_llama.cpp reader: which tensor group lives where under this command.
 *
 * For every tensor (a stand-in name per group and layer without a model header), the
 * override list is searched in order and the first match decides; a tensor no override
 * claims follows its layer: the input layer stays on the CPU, repeating layers and the
 * output layer go where -ngl puts them under the chosen version's rule. Parts are runs of
 * layers with one residence and one reason. With no layer count, parts that depend on it
 * say so instead of guessing.
 */
import { cite, onText } from './flag-text';
import { layerSet, layersLabel } from './layers';
import {
  EXPS,
  FLAT_TENSORS,
  LAYERED_TENSORS,
  describeOverride,
  overridesOf,
  runnableOverrides,
  targetKey,
} from './llama-overrides';
import { effective, layerPlacement } from './llama-placement';
import type { ModelFacts } from './model-facts';
import type { ParsedFlag } from './parse-flags';
import {
  partName,
  type ComponentReading,
  type ConflictReading,
  type LayerSet,
  type PartReading,
  type PatternMatch,
  type Residence,
} from './reading';
import { expertLayers, fileSlots, groupTensors } from './file-tensors';
import { IK_RULES } from './registry/ik';
import { LLAMACPP_RULES } from './registry/llamacpp';
import { IK_LAST_N_MOE, type Change, type Family } from './runtime';
import { LAYER_HORIZON, TENSOR_GROUPS, shortTensor, tensorName, type TensorGroup } from './tensor-groups';

export type LlamaOptions = {
  model: ModelFacts | undefined;
  /** GPUs of the chosen hardware, when known. */
  gpus: number | undefined;
  /** Whether the chosen version includes a change; the caller settles unknown versions. */
  assume: (change: Change) => boolean;
};

export type LlamaReading = {
  components: ComponentReading[];
  conflicts: ConflictReading[];
  unknowns: string[];
  problems: string[];
  /** The version-dependent changes this reading used. */
  changes: Change[];
  patterns: PatternMatch[];
};

const IK_EXPS = /\.ffn_(up|down|gate|gate_up)_exps\.(weight|scale)/;

type Decision =
  | { kind: 'absent' }
  | { kind: 'override'; index: number }
  | { kind: 'ik-ncmoe' }
  | { kind: 'layer' }
  | { kind: 'input' }
  | { kind: 'output' };

const key = (d: Decision): string => (d.kind === 'override' ? `o${d.index}` : d.kind);

export function readLlama(family: Family, flags: readonly ParsedFlag[], opts: LlamaOptions): LlamaReading {
  const ik = family === 'ik_llama.cpp';
  const { live, last } = effective(flags);
  const problems: string[] = [];
  const unknowns: string[] = [];
  const conflicts: ConflictReading[] = [];
  const changes: Change[] = [];
  const slots = opts.model ? fileSlots(opts.model) : undefined;
  const L = slots?.layers ?? opts.model?.layers;

  // 1. The override list, in the order the loader searches it.
  const { overrides, written, because, ikNcmoe } = overridesOf(ik, flags, live, problems);
  const regexCount = overrides.filter((o) => o.kind === 'regex').length;
  const runnable = runnableOverrides(
    overrides,
    slots ? opts.model!.tensors!.length : (L ?? LAYER_HORIZON) * LAYERED_TENSORS + FLAT_TENSORS,
    problems,
  );
  if (runnable.skipped)
    problems.push(
      `${written} override patterns: only the first ${runnable.list.length} different ones are run against the tensor names here`,
    );

  // 2. Where -ngl puts each layer, under the version's rule.
  const place = layerPlacement({ ik, last, L, gpus: opts.gpus, assume: opts.assume, changes });
  const { sm, mg, several, fitOn, fitFlag, host, layerParts, outputParts } = place;
  let ikLast = false;
  if (ik && ikNcmoe && ikNcmoe.n > 0) {
    changes.push(IK_LAST_N_MOE);
    ikLast = opts.assume(IK_LAST_N_MOE);
  }

  // 3. Each tensor of each group: the first override that matches, or its layer's place.
  const universe = Array.from({ length: L ?? LAYER_HORIZON }, (_, i) => i);
  const lastLayer = (L ?? 0) - (opts.model?.nextnLayers ?? 0);
  const ikLayers = new Set<number>();
  const withExperts = slots ? expertLayers(slots) : undefined;
  if (ikNcmoe && L !== undefined) {
    if (ikLast)
      for (let i = lastLayer - 1; i >= 0 && ikLayers.size < ikNcmoe.n; i--) {
        if (!withExperts || withExperts.has(i)) ikLayers.add(i);
      }
    else for (let i = 0; i < Math.min(ikNcmoe.n, L); i++) ikLayers.add(i);
  }
  const claims = new Map<string, Set<number>>(); // conflicts: "i>j" -> tensors matched by both
  const placed = new Map<number, number>();
  const shadowed = new Map<number, number>();
  const bump = (m: Map<number, number>, i: number) => m.set(i, (m.get(i) ?? 0) + 1);
  const decide = (group: TensorGroup, tensor: string, layer: number): Decision => {
    const slot = slots?.groups.get(group.id)?.get(tensor)?.get(layer);
    if (slots && !slot) return { kind: 'absent' };
    const name = slot?.name ?? tensorName(group, tensor, layer);
    let first: number | undefined;
    for (const { o, index: i } of runnable.list) {
      const hit =
        o.kind === 'first-layers-experts'
          ? group.layered && layer < o.n && EXPS.test(name)
          : o.re!.test(name);
      if (!hit) continue;
      if (first === undefined) {
        first = i;
        bump(placed, i);
      } else {
        bump(shadowed, i);
        if (targetKey(overrides[first]!) !== targetKey(o)) {
          const k = `${first}>${i}`;
          if (!claims.has(k)) claims.set(k, new Set());
          claims.get(k)!.add(layer);
        }
      }
    }
    if (first !== undefined) return { kind: 'override', index: first };
    if (ikNcmoe && group.layered && IK_EXPS.test(name) && (L === undefined || ikLayers.has(layer)))
      return { kind: 'ik-ncmoe' };
    if (!group.layered) return group.id === 'input-embedding' ? { kind: 'input' } : { kind: 'output' };
    return { kind: 'layer' };
  };

  const moeImplied =
    overrides.some(
      (o) => o.kind === 'first-layers-experts' || (o.kind === 'regex' && o.origin === 'cpu-moe'),
    ) || ikNcmoe !== undefined;
  const components: ComponentReading[] = [];
  for (const group of TENSOR_GROUPS) {
    const layers = group.layered ? universe : [0];
    // tensor -> decision per layer
    const byTensor = groupTensors(group, slots).map((t) => ({
      t,
      ds: layers.map((l) => decide(group, t, l)),
    }));
    const touched = byTensor.some(({ ds }) => ds.some((d) => d.kind === 'override' || d.kind === 'ik-ncmoe'));
    const classes = new Map<string, { tensors: string[]; ds: Decision[] }>();
    for (const { t, ds } of byTensor) {
      const k = ds.map(key).join(',');
      const c = classes.get(k);
      if (c) c.tensors.push(t);
      else classes.set(k, { tensors: [t], ds });
    }
    const parts: PartReading[] = [];
    const whole = classes.size === 1;
    for (const { tensors, ds } of classes.values()) {
      const tensorsOf = whole ? undefined : [...new Set(tensors.map(shortTensor))];
      const prefix = tensorsOf ? `${tensorsOf.join(', ')}: ` : '';
      const byDecision = new Map<
        string,
        { d: Decision; layers: number[]; bytes: number | 'unknown'; count: number }
      >();
      ds.forEach((d, i) => {
        if (d.kind === 'absent') return;
        const k = key(d);
        if (!byDecision.has(k)) byDecision.set(k, { d, layers: [], bytes: 0, count: 0 });
        const b = byDecision.get(k)!;
        b.layers.push(layers[i]!);
        if (slots)
          for (const t of tensors) {
            const slot = slots.groups.get(group.id)?.get(t)?.get(layers[i]!);
            if (!slot) continue;
            b.count++;
            b.bytes = b.bytes === 'unknown' || slot.bytes === 'unknown' ? 'unknown' : b.bytes + slot.bytes;
          }
      });
      for (const { d, layers: ls, bytes, count } of byDecision.values()) {
        const set = group.layered ? layerSet(ls, L, LAYER_HORIZON) : undefined;
        const label = (s: LayerSet | undefined) =>
          partName(group.partLead, `${prefix}${s ? layersLabel(s) : 'the tensor'}`);
        const push = (p: Omit<PartReading, 'id' | 'tensors'>) =>
          parts.push({
            id: `${group.id}-${parts.length + 1}`,
            tensors: tensorsOf,
            ...p,
            ...(slots ? { fileBytes: bytes, tensorCount: count } : {}),
          });
        const base = { copy: undefined, perRank: false, share: undefined, condition: undefined } as const;
        if (d.kind === 'override') {
          const o = overrides[d.index]!;
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
          push({ ...base, ...label(set), layers: set, residence, because: [because.get(d.index)!] });
        } else if (d.kind === 'ik-ncmoe') {
          const n = ikNcmoe!.n;
          const ls2: LayerSet =
            L !== undefined ? set! : ikLast ? { kind: 'last', n, of: 'moe-layers' } : { kind: 'first', n };
          push({
            ...base,
            ...label(ls2),
            layers: ls2,
            residence: host,
            condition:
              several && sm !== 'graph' && sm !== 'attn' && n < (L ?? Infinity)
                ? 'with split mode layer on several GPUs, ik_llama.cpp spreads these layers over the GPUs in proportion to their layers'
                : undefined,
            because: [
              {
                flag: onText(ikNcmoe!.flag),
                rule: ikLast
                  ? `Applied after every -ot pattern: the routed experts (weights and scales) of the last ${n} layers that have expert tensors, counted back from the last layer${opts.model?.nextnLayers ? ' before the MTP layers' : ''}, go to the CPU (since ik_llama.cpp PR #2262).`
                  : `Applied after every -ot pattern: the routed experts (weights and scales) of the first ${n} layers go to the CPU (before ik_llama.cpp PR #2262).`,
                cite: [...cite(ikNcmoe!.flag), ...(ikLast ? [IK_RULES.lastNTitle] : [IK_RULES.firstNBefore])],
              },
            ],
          });
          if (L === undefined && d.kind === 'ik-ncmoe')
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
          for (const p of layerParts(ls, label)) push(p);
        }
      }
    }
    const inFile = slots ? (slots.groups.get(group.id)?.size ?? 0) > 0 : undefined;
    if (inFile === false) continue;
    const presence = inFile
      ? 'present'
      : group.moe
        ? moeImplied || touched
          ? 'present'
          : 'not-stated'
        : group.id === 'dense-ffn' && !touched
          ? 'not-stated'
          : 'present';
    components.push({
      id: group.id,
      label: group.label,
      kind: group.kind,
      overlap: 'overlaps-ledger',
      presence,
      parts,
    });
  }

  // 4. The KV cache: with each layer unless -nkvo keeps it in host RAM.
  const kvo = last('kv-offload');
  const kvParts: PartReading[] = [];
  if (kvo && !kvo.positive)
    kvParts.push({
      id: 'kv-cache-1',
      ...partName('KV cache', 'all layers'),
      tensors: undefined,
      layers: { kind: 'all' },
      residence: host,
      copy: undefined,
      perRank: false,
      share: undefined,
      condition: undefined,
      because: [{ flag: kvo.written, rule: 'The KV cache stays in host RAM.', cite: cite(kvo) }],
    });
  else if (sm === 'row')
    kvParts.push({
      id: 'kv-cache-1',
      ...partName('KV cache', 'all layers'),
      tensors: undefined,
      layers: { kind: 'all' },
      residence: { kind: 'tier', tier: 'gpu-memory', device: `GPU ${mg}` },
      copy: undefined,
      perRank: false,
      share: undefined,
      condition: undefined,
      because: [
        {
          flag: '-sm row',
          rule: 'With split mode row, the KV cache is on the main GPU.',
          cite: last('main-gpu') ? cite(last('main-gpu')!) : [],
        },
      ],
    });
  else
    for (const p of layerParts(universe, (s) => partName('KV cache', layersLabel(s))))
      kvParts.push({
        ...p,
        id: `kv-cache-${kvParts.length + 1}`,
        tensors: undefined,
        because: [
          ...p.because,
          {
            flag: undefined,
            rule: 'Each layer\u2019s KV cache sits with its layer.',
            cite: [
              ik
                ? { quote: 'layer (default): split layers and KV across GPUs', source: 'ik-common-cpp' }
                : { quote: 'layer (default): split layers and KV across GPUs', source: 'llamacpp-arg-cpp' },
            ],
          },
        ],
      });
  components.push({
    id: 'kv-cache',
    label: 'KV cache',
    kind: 'kv-cache',
    overlap: 'runtime',
    presence: 'present',
    parts: kvParts,
  });

  // 5. Conflicts: two overrides for one tensor, --fit with overrides, environment replaced.
  for (const [k, ls] of claims) {
    const [a, b] = k.split('>').map(Number) as [number, number];
    conflicts.push({
      what: `${describeOverride(overrides[a]!)} and ${describeOverride(overrides[b]!)} both match tensors of ${layersLabel(layerSet([...ls], L, LAYER_HORIZON))}`,
      flags: [because.get(a)!.flag!, because.get(b)!.flag!],
      rule: `The first matching override wins: ${describeOverride(overrides[a]!)}.`,
      cite: ik ? [IK_RULES.firstMatch] : [LLAMACPP_RULES.overrideSearch, LLAMACPP_RULES.overrideFirstMatch],
      aborts: false,
    });
  }
  if (fitOn && (overrides.length || ikNcmoe)) {
    if (ik)
      conflicts.push({
        what: '--fit with tensor overrides',
        flags: ['--fit', ...(regexCount ? ['-ot'] : []), ...(ikNcmoe ? [ikNcmoe.flag.written] : [])],
        rule: 'ik_llama.cpp stops loading: --fit cannot be used with manual overrides or -ncmoe.',
        cite: [...(regexCount ? [IK_RULES.fitNoOverrides] : []), ...(ikNcmoe ? [IK_RULES.fitNoNcmoe] : [])],
        aborts: true,
      });
    else
      conflicts.push({
        what: '--fit on with tensor overrides',
        flags: [onText(fitFlag!), ...overrides.map((o) => o.flag)],
        rule: '--fit adjusts only the arguments this command leaves unset; the overrides are the command\u2019s own. This reading keeps them and marks what is left unset as decided at run time.',
        cite: cite(fitFlag!),
        aborts: false,
      });
  }
  for (const f of flags)
    if (f.replacedBy)
      conflicts.push({
        what: `${f.written} and ${f.replacedBy}`,
        flags: [f.written, f.replacedBy],
        rule: 'The command line replaces the environment variable.',
        cite: [LLAMACPP_RULES.envOverwritten],
        aborts: false,
      });

  if (L === undefined) {
    unknowns.push(
      'The model\u2019s layer count is not known (no model file header): layer ranges that depend on it are shown with their condition.',
    );
    if (ikNcmoe && ikLast)
      unknowns.push(
        'Which layers have expert tensors is not known: the last N MoE layers cannot be numbered.',
      );
    if (moeImplied)
      unknowns.push(
        'Whether the first layers are dense (no experts) is not known: an override for them may match nothing.',
      );
  }
  const patterns: PatternMatch[] = runnable.list.flatMap(({ o, index }) =>
    o.kind === 'regex'
      ? [
          {
            flag: o.flag,
            pattern: o.pattern,
            buffer: o.target.buffer,
            placed: placed.get(index) ?? 0,
            shadowed: shadowed.get(index) ?? 0,
            on: slots ? ('file' as const) : ('stand-ins' as const),
          },
        ]
      : [],
  );
  if (slots?.others.length)
    unknowns.push(
      `${slots.others.length} tensors of the file belong to no group this reader knows: ${slots.others.slice(0, 8).join(', ')}${slots.others.length > 8 ? ', …' : ''}`,
    );
  return { components, conflicts, unknowns, problems, changes, patterns };
}
