/**
 * Where a llama.cpp or ik_llama.cpp command puts each layer that no override claims: the
 * layers -ngl reaches go to the GPU (split by -sm and -ts), the others stay in host RAM, and
 * the output layer follows the version's rule (offloaded first since llama.cpp PR #18148, and
 * only past the last layer before it and in ik_llama.cpp). With no layer count, a part that
 * depends on it carries that condition instead of a guess.
 */
import { cite, onText } from '../flag-text';
import { layerSet } from './layers';
import type { ParsedFlag } from '../read/parse-flags';
import type { LastFlag } from './flags';
import { readNgl } from './flags';
import type { Because, LayerSet, PartName, PartReading, Residence } from '../reading';
import { IK_RULES } from '../registry/ik';
import type { Citation } from '../registry/types';
import { LLAMACPP_RULES } from '../registry/llamacpp';
import { OUTPUT_FIRST, type Change } from '../runtime';
import { LAYER_HORIZON } from './tensor-groups';

export type PlacementContext = {
  ik: boolean;
  last: LastFlag;
  /** Repeating layers, when known. */
  L: number | undefined;
  gpus: number | undefined;
  assume: (change: Change) => boolean;
  /** The version-dependent changes used so far (this adds PR #18148 when -ngl is a count). */
  changes: Change[];
};

export type PartBody = Omit<PartReading, 'id' | 'tensors'>;

/** What the command says about layers, read once: the facts every part below is built from. */
type LayerRules = {
  ik: boolean;
  L: number | undefined;
  ngl: ReturnType<typeof readNgl>;
  gpuFlag: ParsedFlag | undefined;
  dev: ParsedFlag | undefined;
  devNone: boolean;
  fitFlag: ParsedFlag | undefined;
  fitOn: boolean;
  outputFirst: boolean;
  sm: string | undefined;
  mg: string;
  several: boolean;
  /** -ngl's help text alone, and with the loader rule of this version. */
  nglHelp: Citation[];
  nglCite: Citation[];
  /** Which GPU takes each layer, when several share them by layer (said after -ngl's rule). */
  splitNote: string;
  splitCite: Citation[];
};

/** Split modes that put every layer across all GPUs rather than each layer on one. */
const ACROSS = new Set(['row', 'graph', 'tensor']);

function layerRules(ctx: PlacementContext): LayerRules {
  const { ik, last, L, assume, changes } = ctx;
  const ngl = readNgl(last('gpu-layers'));
  const dev = last('device');
  const fitFlag = last('fit');
  const fitOn =
    fitFlag !== undefined && (ik ? fitFlag.positive : /^(on|enabled|true|1)$/i.test(fitFlag.value ?? ''));
  let outputFirst = false;
  if (!ik && ngl.kind === 'n') {
    changes.push(OUTPUT_FIRST);
    outputFirst = assume(OUTPUT_FIRST);
  }
  const sm = last('split-mode')?.value?.toLowerCase();
  const ts = last('tensor-split')?.value;
  const several = (ctx.gpus ?? 1) > 1 || (ts !== undefined && ts.split(/[,/]/).filter(Boolean).length > 1);
  const gpuFlag = last('gpu-layers');
  const nglHelp = gpuFlag?.entry?.cite ? [gpuFlag.entry.cite] : [];
  const nglCite = ik
    ? [...nglHelp, IK_RULES.gpuStart]
    : outputFirst
      ? [...nglHelp, LLAMACPP_RULES.outputFirst]
      : [...nglHelp, LLAMACPP_RULES.gpuStartBefore, LLAMACPP_RULES.outputSlot];
  const byLayer = several && sm !== 'none' && !(sm !== undefined && ACROSS.has(sm));
  const splitNote = !byLayer
    ? ''
    : ts !== undefined
      ? ` Which GPU takes each layer follows -ts ${ts}.`
      : ' Which GPU takes each layer follows each GPU\u2019s free memory at load time.';
  return {
    ik,
    L,
    ngl,
    gpuFlag,
    dev,
    devNone: dev?.value?.trim().toLowerCase() === 'none',
    fitFlag,
    fitOn,
    outputFirst,
    sm,
    mg: last('main-gpu')?.value ?? '0',
    several,
    nglHelp,
    nglCite,
    splitNote,
    splitCite: several && ts === undefined && !ik ? [LLAMACPP_RULES.defaultSplit] : [],
  };
}

/** Where an offloaded layer goes: one GPU (-sm none), across all of them (-sm row), or a GPU. */
function gpuResidence({ sm, mg }: LayerRules): Residence {
  if (sm === 'none') return { kind: 'tier', tier: 'gpu-memory', device: `GPU ${mg}` };
  if (sm !== undefined && ACROSS.has(sm))
    return { kind: 'tier', tier: 'gpu-memory', splitAcrossDevices: true };
  return { kind: 'tier', tier: 'gpu-memory' };
}

const host: Residence = { kind: 'tier', tier: 'host-ram' };
const LAYER_BASE = { copy: undefined, perRank: false, share: undefined } as const;

/** The one reason that puts every layer in one place, when -ngl does not split them. */
function wholeReason(r: LayerRules): { residence: Residence; because: Because } | undefined {
  const { ngl, dev, fitFlag, gpuFlag } = r;
  if (r.devNone)
    return {
      residence: host,
      because: {
        flag: onText(dev!),
        rule: 'Nothing is offloaded: every layer stays in host RAM.',
        cite: cite(dev!),
      },
    };
  if (ngl.kind === 'unset' || ngl.kind === 'auto') {
    if (r.fitOn || ngl.kind === 'auto')
      return {
        residence: { kind: 'decided-at-run-time' },
        because: {
          flag: fitFlag ? onText(fitFlag) : onText(gpuFlag!),
          rule: 'The number of GPU layers is chosen at load time from free device memory.',
          cite: fitFlag ? cite(fitFlag) : r.nglCite,
        },
      };
    return {
      residence: { kind: 'not-stated' },
      because: {
        flag: undefined,
        rule: 'The command gives no -ngl, so the build\u2019s default number of GPU layers applies; this reading does not know that default.',
        cite: [],
      },
    };
  }
  if (ngl.kind === 'n' && ngl.n === 0)
    return {
      residence: host,
      because: { flag: onText(gpuFlag!), rule: '-ngl 0 offloads no layer.', cite: r.nglCite },
    };
  return undefined;
}

/** -ngl's reason for a run of layers, after `where` says which. */
function nglBecause(r: LayerRules, where: string): Because {
  const { ngl, outputFirst, ik, splitNote } = r;
  const count =
    ngl.kind !== 'n'
      ? ''
      : outputFirst
        ? `Since llama.cpp PR #18148 -ngl ${ngl.n} holds the output layer and the last ${ngl.n - 1} repeating layers.`
        : `-ngl ${ngl.n} holds the last ${ngl.n} repeating layers${ik ? ' (ik_llama.cpp)' : ' (before llama.cpp PR #18148)'}.`;
  return {
    flag: onText(r.gpuFlag!),
    rule: ngl.kind === 'all' ? `-ngl all offloads every layer.${splitNote}` : `${where} ${count}${splitNote}`,
    cite: [...r.nglCite, ...r.splitCite],
  };
}

/** One part for a run of layers, in one place for one reason. */
const layerPart = (
  name: PartName,
  layers: LayerSet,
  residence: Residence,
  because: Because,
  condition?: string,
): PartBody => ({ ...LAYER_BASE, ...name, layers, residence, condition, because: [because] });

/** Residence parts for a run of layers that no override claims. */
function layerParts(
  r: LayerRules,
  layers: number[] | 'symbolic',
  labelOf: (s: LayerSet) => PartName,
): PartBody[] {
  const { L, ngl } = r;
  const set = (ls: number[]): LayerSet => layerSet(ls, L, LAYER_HORIZON);
  const whole: LayerSet = layers === 'symbolic' ? { kind: 'rest' } : set(layers);
  const one = wholeReason(r);
  if (one) return [layerPart(labelOf(whole), whole, one.residence, one.because)];
  // Past wholeReason, -ngl is a count above 0 or all.
  const onGpu = ngl.kind === 'n' ? (r.outputFirst ? ngl.n - 1 : ngl.n) : Infinity;
  if (layers === 'symbolic' || L === undefined) {
    const cond = Number.isFinite(onGpu)
      ? `on the GPU where -ngl reaches: all of them if the model has at most ${onGpu} repeating layers; the model\u2019s layer count is not known here`
      : undefined;
    const because = nglBecause(r, 'The last layers go to the GPU.');
    return [layerPart(labelOf(whole), whole, gpuResidence(r), because, cond)];
  }
  const start = Number.isFinite(onGpu) ? Math.max(L - onGpu, 0) : 0;
  const run = (ls: number[], residence: Residence, where: string): PartBody[] =>
    ls.length ? [layerPart(labelOf(set(ls)), set(ls), residence, nglBecause(r, where))] : [];
  return [
    ...run(
      layers.filter((l) => l >= start),
      gpuResidence(r),
      `Layers ${start} to ${L - 1} of ${L} go to the GPU.`,
    ),
    ...run(
      layers.filter((l) => l < start),
      host,
      `Layers before ${start} stay in host RAM.`,
    ),
  ];
}

type OutputPart = Omit<PartReading, 'id' | 'tensors' | 'label' | 'scope'>;

/** The output layer's residence and reason under -ngl and the version's rule. */
function outputPlace(r: LayerRules): { residence: Residence; because: Because; condition?: string } {
  const { ngl, L, gpuFlag, nglCite } = r;
  if (r.devNone)
    return {
      residence: host,
      because: { flag: onText(r.dev!), rule: 'Nothing is offloaded.', cite: cite(r.dev!) },
    };
  if (ngl.kind === 'unset' || ngl.kind === 'auto')
    return {
      residence: r.fitOn || ngl.kind === 'auto' ? { kind: 'decided-at-run-time' } : { kind: 'not-stated' },
      because: {
        flag: undefined,
        rule: 'Where the output layer goes follows -ngl, which this command leaves to the build.',
        cite: [],
      },
    };
  const flag = onText(gpuFlag!);
  if (ngl.kind === 'all')
    return {
      residence: gpuResidence(r),
      because: { flag, rule: '-ngl all offloads the output layer too.', cite: nglCite },
    };
  if (ngl.n === 0)
    return { residence: host, because: { flag, rule: '-ngl 0 offloads nothing.', cite: nglCite } };
  if (r.outputFirst)
    return {
      residence: gpuResidence(r),
      because: {
        flag,
        rule: 'Since llama.cpp PR #18148 the output layer is the first layer -ngl offloads.',
        cite: nglCite,
      },
    };
  const rule = r.ik ? [...r.nglHelp, IK_RULES.outputWhenAll] : nglCite;
  if (L !== undefined)
    return {
      residence: ngl.n > L ? gpuResidence(r) : host,
      because: {
        flag,
        rule: `The output layer goes to the GPU only when -ngl exceeds the ${L} repeating layers.`,
        cite: rule,
      },
    };
  return {
    residence: gpuResidence(r),
    condition: `only if the model has fewer than ${ngl.n} repeating layers; otherwise it stays in host RAM (the layer count is not known here)`,
    because: {
      flag,
      rule: 'The output layer goes to the GPU only when -ngl exceeds the number of repeating layers.',
      cite: rule,
    },
  };
}

function outputParts(r: LayerRules): OutputPart[] {
  const { residence, because, condition } = outputPlace(r);
  return [{ ...LAYER_BASE, layers: undefined, residence, condition, because: [because] }];
}

export function layerPlacement(ctx: PlacementContext) {
  const r = layerRules(ctx);
  return {
    ngl: r.ngl,
    sm: r.sm,
    mg: r.mg,
    several: r.several,
    fitOn: r.fitOn,
    fitFlag: r.fitFlag,
    dev: r.dev,
    devNone: r.devNone,
    outputFirst: r.outputFirst,
    gpu: () => gpuResidence(r),
    host,
    layerParts: (layers: number[] | 'symbolic', labelOf: (s: LayerSet) => PartName) =>
      layerParts(r, layers, labelOf),
    outputParts: () => outputParts(r),
  };
}
