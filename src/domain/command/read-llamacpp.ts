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
import { layerSet, layersLabel } from './layers';
import type { ModelFacts } from './model-facts';
import {
  MAX_PATTERNS,
  compilePattern,
  parseOverrideValue,
  type Override,
  type RegexOverride,
} from './overrides';
import type { ParsedFlag } from './parse-flags';
import type { Because, ComponentReading, ConflictReading, LayerSet, PartReading, Residence } from './reading';
import { IK_RULES } from './registry/ik';
import { FFN_EXPS_REGEX, LLAMACPP_RULES } from './registry/llamacpp';
import type { Citation } from './registry/types';
import { IK_LAST_N_MOE, OUTPUT_FIRST, type Change, type Family } from './runtime';
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
};

const EXPS = new RegExp(FFN_EXPS_REGEX);
const IK_EXPS = /\.ffn_(up|down|gate|gate_up)_exps\.(weight|scale)/;
const onText = (f: ParsedFlag): string => (f.value === undefined ? f.written : `${f.written} ${f.value}`);
const cite = (f: ParsedFlag): Citation[] => (f.entry?.cite ? [f.entry.cite, ...(f.entry.rules ?? [])] : []);

type Ngl = { kind: 'unset' } | { kind: 'auto' } | { kind: 'all' } | { kind: 'n'; n: number };

/** The flags that apply: the last of each scalar, the environment unless the command line replaces it. */
function effective(flags: readonly ParsedFlag[]) {
  const live = flags.filter((f) => f.entry && !f.replacedBy);
  const last = (id: string) => live.filter((f) => f.entry!.id === id).at(-1);
  return { live, last };
}

function readNgl(f: ParsedFlag | undefined): Ngl {
  if (!f || f.value === undefined || f.expands) return { kind: 'unset' };
  const v = f.value.trim().toLowerCase();
  if (v === 'all') return { kind: 'all' };
  if (v === 'auto') return { kind: 'auto' };
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) return { kind: 'unset' };
  return { kind: 'n', n };
}

type Decision =
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
  const L = opts.model?.layers;

  // 1. The override list, in the order the loader searches it.
  const overrides: Override[] = [];
  const because = new Map<number, Because>();
  let ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
  for (const f of live) {
    const id = f.entry!.id;
    if (id === 'override-tensor' && f.value !== undefined) {
      const parsed = parseOverrideValue(f.value, onText(f));
      problems.push(...parsed.problems.map((p) => `${f.written}: ${p}`));
      for (const o of parsed.overrides) {
        because.set(overrides.length, {
          flag: `${f.written} ${o.pattern}=${o.target.buffer}`,
          rule: `The first override pattern found in a tensor\u2019s name places it: "${o.pattern}" sends it to ${o.target.buffer}.`,
          cite: [...cite(f)],
        });
        overrides.push(o);
      }
    } else if (id === 'cpu-moe' && f.positive) {
      if (ik) ikNcmoe = { n: 999, flag: f };
      else {
        because.set(overrides.length, {
          flag: f.written,
          rule: 'Every routed-expert tensor (the ffn_*_exps pattern) goes to the CPU, unless an earlier override claims it.',
          cite: cite(f),
        });
        overrides.push({
          kind: 'regex',
          pattern: FFN_EXPS_REGEX,
          re: EXPS,
          target: { buffer: 'CPU', tier: 'host-ram' },
          flag: f.written,
          origin: 'cpu-moe',
          problem: undefined,
        });
      }
    } else if (id === 'n-cpu-moe' && f.value !== undefined) {
      const n = Number(f.value);
      if (!Number.isInteger(n) || n < 0) {
        problems.push(`${onText(f)}: not a count of layers (the runtime stops with "invalid value")`);
        continue;
      }
      if (ik) ikNcmoe = { n, flag: f };
      else if (n > 0) {
        because.set(overrides.length, {
          flag: onText(f),
          rule: `The routed experts of layers 0 to ${n - 1} go to the CPU, unless an earlier override claims them.`,
          cite: cite(f),
        });
        overrides.push({ kind: 'first-layers-experts', n, flag: onText(f) });
      }
    }
  }
  const regexCount = overrides.filter((o) => o.kind === 'regex').length;
  const runnable = runnableOverrides(
    overrides,
    (L ?? LAYER_HORIZON) * LAYERED_TENSORS + FLAT_TENSORS,
    problems,
  );
  if (runnable.skipped)
    problems.push(
      `${overrides.length} override patterns: only the first ${runnable.list.length} different ones are run against the tensor names here`,
    );

  // 2. Where -ngl puts each layer, under the version's rule.
  const ngl = readNgl(last('gpu-layers'));
  const dev = last('device');
  const devNone = dev?.value?.trim().toLowerCase() === 'none';
  const fitFlag = last('fit');
  const fitOn =
    fitFlag !== undefined && (ik ? fitFlag.positive : /^(on|enabled|true|1)$/i.test(fitFlag.value ?? ''));
  let outputFirst = false;
  if (!ik && ngl.kind === 'n') {
    changes.push(OUTPUT_FIRST);
    outputFirst = opts.assume(OUTPUT_FIRST);
  }
  let ikLast = false;
  if (ik && ikNcmoe && ikNcmoe.n > 0) {
    changes.push(IK_LAST_N_MOE);
    ikLast = opts.assume(IK_LAST_N_MOE);
  }
  const sm = last('split-mode')?.value?.toLowerCase();
  const mg = last('main-gpu')?.value ?? '0';
  const ts = last('tensor-split')?.value;
  const several = (opts.gpus ?? 1) > 1 || (ts !== undefined && ts.split(/[,/]/).filter(Boolean).length > 1);
  const gpuFlag = last('gpu-layers');

  const gpu = (): Residence => {
    if (sm === 'none') return { kind: 'tier', tier: 'gpu-memory', device: `GPU ${mg}` };
    if (sm === 'row' || sm === 'graph' || sm === 'tensor')
      return { kind: 'tier', tier: 'gpu-memory', splitAcrossDevices: true };
    return { kind: 'tier', tier: 'gpu-memory' };
  };
  const host: Residence = { kind: 'tier', tier: 'host-ram' };
  const nglHelp = gpuFlag?.entry?.cite ? [gpuFlag.entry.cite] : [];
  const nglCite = ik
    ? [...nglHelp, IK_RULES.gpuStart]
    : outputFirst
      ? [...nglHelp, LLAMACPP_RULES.outputFirst]
      : [...nglHelp, LLAMACPP_RULES.gpuStartBefore, LLAMACPP_RULES.outputSlot];
  const splitNote =
    several && sm !== 'none' && sm !== 'row' && sm !== 'graph' && sm !== 'tensor'
      ? ts !== undefined
        ? ` Which GPU takes each layer follows -ts ${ts}.`
        : ' Which GPU takes each layer follows each GPU\u2019s free memory at load time.'
      : '';
  const splitCite = several && ts === undefined && !ik ? [LLAMACPP_RULES.defaultSplit] : [];

  /** Residence parts for a run of layers that no override claims. */
  const layerParts = (
    layers: number[] | 'symbolic',
    labelOf: (s: LayerSet) => string,
  ): Omit<PartReading, 'id' | 'tensors'>[] => {
    const base = { copy: undefined, perRank: false, share: undefined } as const;
    const set = (ls: number[]): LayerSet => layerSet(ls, L, LAYER_HORIZON);
    const whole: LayerSet = layers === 'symbolic' ? { kind: 'rest' } : set(layers);
    if (devNone)
      return [
        {
          ...base,
          label: labelOf(whole),
          layers: whole,
          residence: host,
          condition: undefined,
          because: [
            {
              flag: onText(dev!),
              rule: 'Nothing is offloaded: every layer stays in host RAM.',
              cite: cite(dev!),
            },
          ],
        },
      ];
    if (ngl.kind === 'unset' || ngl.kind === 'auto') {
      const decided = fitOn || ngl.kind === 'auto';
      return [
        {
          ...base,
          label: labelOf(whole),
          layers: whole,
          residence: decided ? { kind: 'decided-at-run-time' } : { kind: 'not-stated' },
          condition: undefined,
          because: [
            decided
              ? {
                  flag: fitFlag ? onText(fitFlag) : onText(gpuFlag!),
                  rule: 'The number of GPU layers is chosen at load time from free device memory.',
                  cite: fitFlag ? cite(fitFlag) : nglCite,
                }
              : {
                  flag: undefined,
                  rule: 'The command gives no -ngl, so the build\u2019s default number of GPU layers applies; this reading does not know that default.',
                  cite: [],
                },
          ],
        },
      ];
    }
    if (ngl.kind === 'n' && ngl.n === 0)
      return [
        {
          ...base,
          label: labelOf(whole),
          layers: whole,
          residence: host,
          condition: undefined,
          because: [{ flag: onText(gpuFlag!), rule: '-ngl 0 offloads no layer.', cite: nglCite }],
        },
      ];
    const onGpu = ngl.kind === 'all' ? Infinity : outputFirst ? ngl.n - 1 : ngl.n;
    const nglBecause = (where: string): Because => ({
      flag: onText(gpuFlag!),
      rule:
        ngl.kind === 'all'
          ? `-ngl all offloads every layer.${splitNote}`
          : `${where} ${outputFirst ? `Since llama.cpp PR #18148 -ngl ${ngl.n} holds the output layer and the last ${ngl.n - 1} repeating layers.` : `-ngl ${ngl.n} holds the last ${ngl.n} repeating layers${ik ? ' (ik_llama.cpp)' : ' (before llama.cpp PR #18148)'}.`}${splitNote}`,
      cite: [...nglCite, ...splitCite],
    });
    if (layers === 'symbolic' || L === undefined) {
      const cond = Number.isFinite(onGpu)
        ? `on the GPU where -ngl reaches: all of them if the model has at most ${onGpu} repeating layers; the model\u2019s layer count is not known here`
        : undefined;
      return [
        {
          ...base,
          label: labelOf(whole),
          layers: whole,
          residence: gpu(),
          condition: cond,
          because: [nglBecause('The last layers go to the GPU.')],
        },
      ];
    }
    const start = Number.isFinite(onGpu) ? Math.max(L - onGpu, 0) : 0;
    const cpu = layers.filter((l) => l < start);
    const gpuLs = layers.filter((l) => l >= start);
    const out: Omit<PartReading, 'id' | 'tensors'>[] = [];
    if (gpuLs.length)
      out.push({
        ...base,
        label: labelOf(set(gpuLs)),
        layers: set(gpuLs),
        residence: gpu(),
        condition: undefined,
        because: [nglBecause(`Layers ${start} to ${L - 1} of ${L} go to the GPU.`)],
      });
    if (cpu.length)
      out.push({
        ...base,
        label: labelOf(set(cpu)),
        layers: set(cpu),
        residence: host,
        condition: undefined,
        because: [nglBecause(`Layers before ${start} stay in host RAM.`)],
      });
    return out;
  };

  // 3. Each tensor of each group: the first override that matches, or its layer's place.
  const universe = Array.from({ length: L ?? LAYER_HORIZON }, (_, i) => i);
  const lastLayer = (L ?? 0) - (opts.model?.nextnLayers ?? 0);
  const ikLayers = new Set<number>();
  if (ikNcmoe && L !== undefined) {
    if (ikLast) for (let i = lastLayer - 1; i >= 0 && ikLayers.size < ikNcmoe.n; i--) ikLayers.add(i);
    else for (let i = 0; i < Math.min(ikNcmoe.n, L); i++) ikLayers.add(i);
  }
  const claims = new Map<string, Set<number>>(); // conflicts: "i>j" -> tensors matched by both
  const decide = (group: TensorGroup, tensor: string, layer: number): Decision => {
    const name = tensorName(group, tensor, layer);
    let first: number | undefined;
    for (const { o, index: i } of runnable.list) {
      const hit =
        o.kind === 'first-layers-experts'
          ? group.layered && layer < o.n && EXPS.test(name)
          : o.re!.test(name);
      if (!hit) continue;
      if (first === undefined) first = i;
      else if (targetKey(overrides[first]!) !== targetKey(o)) {
        const k = `${first}>${i}`;
        if (!claims.has(k)) claims.set(k, new Set());
        claims.get(k)!.add(layer);
        break;
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
    const byTensor = group.tensors.map((t) => ({ t, ds: layers.map((l) => decide(group, t, l)) }));
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
      const tensorsOf = whole ? undefined : tensors.map(shortTensor);
      const prefix = tensorsOf ? `${tensorsOf.join(', ')}: ` : '';
      const byDecision = new Map<string, { d: Decision; layers: number[] }>();
      ds.forEach((d, i) => {
        const k = key(d);
        if (!byDecision.has(k)) byDecision.set(k, { d, layers: [] });
        byDecision.get(k)!.layers.push(layers[i]!);
      });
      for (const { d, layers: ls } of byDecision.values()) {
        const set = group.layered ? layerSet(ls, L, LAYER_HORIZON) : undefined;
        const label = (s: LayerSet | undefined) =>
          `${group.label.replace(/ \(.*\)$/, '').replace(/ of each (MoE )?layer$/, '')}, ${prefix}${s ? layersLabel(s) : 'the tensor'}`;
        const push = (p: Omit<PartReading, 'id' | 'tensors'>) =>
          parts.push({ id: `${group.id}-${parts.length + 1}`, tensors: tensorsOf, ...p });
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
          push({ ...base, label: label(set), layers: set, residence, because: [because.get(d.index)!] });
        } else if (d.kind === 'ik-ncmoe') {
          const n = ikNcmoe!.n;
          const ls2: LayerSet =
            L !== undefined ? set! : ikLast ? { kind: 'last', n, of: 'moe-layers' } : { kind: 'first', n };
          push({
            ...base,
            label: label(ls2),
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
            for (const p of layerParts('symbolic', label)) push({ ...p, label: label({ kind: 'rest' }) });
        } else if (d.kind === 'input') {
          push({
            ...base,
            label: label(undefined),
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
          for (const p of outputParts()) push({ ...p, label: label(undefined) });
        } else {
          for (const p of layerParts(ls, label)) push(p);
        }
      }
    }
    const presence = group.moe
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

  function outputParts(): Omit<PartReading, 'id' | 'tensors' | 'label'>[] {
    const base = { copy: undefined, perRank: false, share: undefined, layers: undefined } as const;
    if (devNone)
      return [
        {
          ...base,
          residence: host,
          condition: undefined,
          because: [{ flag: onText(dev!), rule: 'Nothing is offloaded.', cite: cite(dev!) }],
        },
      ];
    if (ngl.kind === 'unset' || ngl.kind === 'auto')
      return [
        {
          ...base,
          residence: fitOn || ngl.kind === 'auto' ? { kind: 'decided-at-run-time' } : { kind: 'not-stated' },
          condition: undefined,
          because: [
            {
              flag: undefined,
              rule: 'Where the output layer goes follows -ngl, which this command leaves to the build.',
              cite: [],
            },
          ],
        },
      ];
    if (ngl.kind === 'all')
      return [
        {
          ...base,
          residence: gpu(),
          condition: undefined,
          because: [
            { flag: onText(gpuFlag!), rule: '-ngl all offloads the output layer too.', cite: nglCite },
          ],
        },
      ];
    if (ngl.n === 0)
      return [
        {
          ...base,
          residence: host,
          condition: undefined,
          because: [{ flag: onText(gpuFlag!), rule: '-ngl 0 offloads nothing.', cite: nglCite }],
        },
      ];
    if (outputFirst)
      return [
        {
          ...base,
          residence: gpu(),
          condition: undefined,
          because: [
            {
              flag: onText(gpuFlag!),
              rule: 'Since llama.cpp PR #18148 the output layer is the first layer -ngl offloads.',
              cite: nglCite,
            },
          ],
        },
      ];
    const rule = ik ? [...nglHelp, IK_RULES.outputWhenAll] : nglCite;
    if (L !== undefined)
      return [
        {
          ...base,
          residence: ngl.n > L ? gpu() : host,
          condition: undefined,
          because: [
            {
              flag: onText(gpuFlag!),
              rule: `The output layer goes to the GPU only when -ngl exceeds the ${L} repeating layers.`,
              cite: rule,
            },
          ],
        },
      ];
    return [
      {
        ...base,
        residence: gpu(),
        condition: `only if the model has fewer than ${ngl.n} repeating layers; otherwise it stays in host RAM (the layer count is not known here)`,
        because: [
          {
            flag: onText(gpuFlag!),
            rule: 'The output layer goes to the GPU only when -ngl exceeds the number of repeating layers.',
            cite: rule,
          },
        ],
      },
    ];
  }

  // 4. The KV cache: with each layer unless -nkvo keeps it in host RAM.
  const kvo = last('kv-offload');
  const kvParts: PartReading[] = [];
  if (kvo && !kvo.positive)
    kvParts.push({
      id: 'kv-cache-1',
      label: 'KV cache, all layers',
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
      label: 'KV cache, all layers',
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
    for (const p of layerParts(universe, (s) => `KV cache, ${layersLabel(s)}`))
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
      what: `${describe(overrides[a]!)} and ${describe(overrides[b]!)} both match tensors of ${layersLabel(layerSet([...ls], L, LAYER_HORIZON))}`,
      flags: [because.get(a)!.flag!, because.get(b)!.flag!],
      rule: `The first matching override wins: ${describe(overrides[a]!)}.`,
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
  return { components, conflicts, unknowns, problems, changes };
}

const LAYERED_TENSORS = TENSOR_GROUPS.filter((g) => g.layered).reduce((n, g) => n + g.tensors.length, 0);
const FLAT_TENSORS = TENSOR_GROUPS.filter((g) => !g.layered).reduce((n, g) => n + g.tensors.length, 0);
/** Pattern tests one reading may run: enough for any real command, and bounded for a hostile paste. */
const TEST_BUDGET = 150_000;

/**
 * The overrides this reader runs, in order, with their index in the full list. A repeat of an
 * earlier override can never win (the earlier one claims the same tensors for the same
 * buffer), so it is left out; the rest are cut at a budget of pattern tests.
 */
function runnableOverrides(all: Override[], names: number, problems: string[]) {
  const max = Math.min(MAX_PATTERNS, Math.max(8, Math.floor(TEST_BUDGET / Math.max(names, 1))));
  const seen = new Set<string>();
  const list: { o: Override; index: number }[] = [];
  let skipped = false;
  all.forEach((o, index) => {
    const k = o.kind === 'regex' ? `r${o.target.buffer}=${o.pattern}` : `n${o.n}`;
    if (seen.has(k)) return;
    seen.add(k);
    if (list.length >= max) {
      skipped = true;
      return;
    }
    if (o.kind === 'regex' && !o.re) {
      const c = compilePattern(o.pattern);
      const compiled: RegexOverride = { ...o, re: c.re, problem: c.problem };
      all[index] = compiled;
      if (c.problem) problems.push(`${o.flag.split(' ')[0]} pattern "${o.pattern}": ${c.problem}`);
      if (!c.re) return;
      list.push({ o: compiled, index });
    } else list.push({ o, index });
  });
  return { list, skipped };
}

const targetKey = (o: Override): string => (o.kind === 'regex' ? o.target.buffer : 'CPU');
const describe = (o: Override): string =>
  o.kind === 'regex' ? `"${o.pattern}=${o.target.buffer}"` : `${o.flag}`;

