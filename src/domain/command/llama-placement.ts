/**
 * Where a llama.cpp or ik_llama.cpp command puts each layer that no override claims: the
 * layers -ngl reaches go to the GPU (split by -sm and -ts), the others stay in host RAM, and
 * the output layer follows the version's rule (offloaded first since llama.cpp PR #18148, and
 * only past the last layer before it and in ik_llama.cpp). With no layer count, a part that
 * depends on it carries that condition instead of a guess.
 */
import { cite, onText } from './flag-text';
import { layerSet } from './layers';
import type { ParsedFlag } from './parse-flags';
import { readNgl } from './llama-flags';
import type { Because, LayerSet, PartName, PartReading, Residence } from './reading';
import { IK_RULES } from './registry/ik';
import { LLAMACPP_RULES } from './registry/llamacpp';
import { OUTPUT_FIRST, type Change } from './runtime';
import { LAYER_HORIZON } from './tensor-groups';

export type PlacementContext = {
  ik: boolean;
  last: (id: string) => ParsedFlag | undefined;
  /** Repeating layers, when known. */
  L: number | undefined;
  gpus: number | undefined;
  assume: (change: Change) => boolean;
  /** The version-dependent changes used so far (this adds PR #18148 when -ngl is a count). */
  changes: Change[];
};

export type PartBody = Omit<PartReading, 'id' | 'tensors'>;

export function layerPlacement(ctx: PlacementContext) {
  const { ik, last, L, assume, changes } = ctx;
  const opts = { gpus: ctx.gpus, assume };
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
  const layerParts = (layers: number[] | 'symbolic', labelOf: (s: LayerSet) => PartName): PartBody[] => {
    const base = { copy: undefined, perRank: false, share: undefined } as const;
    const set = (ls: number[]): LayerSet => layerSet(ls, L, LAYER_HORIZON);
    const whole: LayerSet = layers === 'symbolic' ? { kind: 'rest' } : set(layers);
    if (devNone)
      return [
        {
          ...base,
          ...labelOf(whole),
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
          ...labelOf(whole),
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
          ...labelOf(whole),
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
          ...labelOf(whole),
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
    const out: PartBody[] = [];
    if (gpuLs.length)
      out.push({
        ...base,
        ...labelOf(set(gpuLs)),
        layers: set(gpuLs),
        residence: gpu(),
        condition: undefined,
        because: [nglBecause(`Layers ${start} to ${L - 1} of ${L} go to the GPU.`)],
      });
    if (cpu.length)
      out.push({
        ...base,
        ...labelOf(set(cpu)),
        layers: set(cpu),
        residence: host,
        condition: undefined,
        because: [nglBecause(`Layers before ${start} stay in host RAM.`)],
      });
    return out;
  };

  function outputParts(): Omit<PartReading, 'id' | 'tensors' | 'label' | 'scope'>[] {
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

  return {
    ngl,
    sm,
    mg,
    several,
    fitOn,
    fitFlag,
    dev,
    devNone,
    outputFirst,
    gpu,
    host,
    layerParts,
    outputParts,
  };
}
