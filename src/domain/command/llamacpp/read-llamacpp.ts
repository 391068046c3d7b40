/**
 * The llama.cpp and ik_llama.cpp reader: which tensor group lives where under this command.
 *
 * For every tensor (a stand-in name per group and layer without a model header), the
 * override list is searched in order and the first match decides; a tensor no override
 * claims follows its layer: the input layer stays on the CPU, repeating layers and the
 * output layer go where -ngl puts them under the chosen version's rule. Parts are runs of
 * layers with one residence and one reason. With no layer count, parts that depend on it
 * say so instead of guessing. The steps each have their module here: the override list
 * (override-list), where -ngl puts a layer (placement), what decides each tensor
 * (tensor-decisions), a group's parts (group-parts), the KV cache (kv-cache) and the
 * conflicts (conflicts).
 */
import {
  FLAT_TENSORS,
  LAYERED_TENSORS,
  overridesOf,
  runnableOverrides,
  type OverrideList,
} from './override-list';
import { effective, type TensorFlagId } from './flags';
import { layerPlacement } from './placement';
import type { ModelFacts } from '../model/model-facts';
import type { ParsedFlag } from '../read/parse-flags';
import type { ComponentReading, ConflictReading, PatternMatch } from '../reading';
import { expertLayers, fileSlots, type FileSlots } from './file-tensors';
import { IK_LAST_N_MOE, type Change, type Family } from '../runtime';
import { LAYER_HORIZON, TENSOR_GROUPS } from './tensor-groups';
import { ikNcmoeLayers, tensorDecider } from './tensor-decisions';
import { groupComponent } from './group-parts';
import { kvCacheComponent } from './kv-cache';
import { llamaConflicts } from './conflicts';

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

/** The reading's unknowns: what the missing layer count or the file's unknown tensors leave open. */
function llamaUnknowns(
  L: number | undefined,
  ikLastN: boolean,
  moeImplied: boolean,
  slots: FileSlots | undefined,
): string[] {
  const unknowns: string[] = [];
  if (L === undefined) {
    unknowns.push(
      'The model\u2019s layer count is not known (no model file header): layer ranges that depend on it are shown with their condition.',
    );
    if (ikLastN)
      unknowns.push(
        'Which layers have expert tensors is not known: the last N MoE layers cannot be numbered.',
      );
    if (moeImplied)
      unknowns.push(
        'Whether the first layers are dense (no experts) is not known: an override for them may match nothing.',
      );
  }
  if (slots?.others.length)
    unknowns.push(
      `${slots.others.length} tensors of the file belong to no group this reader knows: ${slots.others.slice(0, 8).join(', ')}${slots.others.length > 8 ? ', …' : ''}`,
    );
  return unknowns;
}

/** What each -ot pattern placed and what an earlier pattern took from it. */
function patternMatches(
  runnable: ReturnType<typeof runnableOverrides>['list'],
  decider: ReturnType<typeof tensorDecider>,
  slots: FileSlots | undefined,
): PatternMatch[] {
  return runnable.flatMap(({ o, index }) =>
    o.kind === 'regex'
      ? [
          {
            flag: o.flag,
            pattern: o.pattern,
            buffer: o.target.buffer,
            placed: decider.placed.get(index) ?? 0,
            shadowed: decider.shadowed.get(index) ?? 0,
            on: slots ? ('file' as const) : ('stand-ins' as const),
          },
        ]
      : [],
  );
}

/** The layers ik_llama.cpp's -ncmoe N sends to the CPU (the first N, or the last N MoE layers since PR #2262). */
function ikLayersOf(
  list: OverrideList,
  L: number | undefined,
  ikLast: boolean,
  model: ModelFacts | undefined,
  slots: FileSlots | undefined,
): Set<number> {
  const { ikNcmoe } = list;
  if (!ikNcmoe || L === undefined) return new Set<number>();
  return ikNcmoeLayers(
    ikNcmoe.n,
    L,
    ikLast,
    L - (model?.nextnLayers ?? 0),
    slots ? expertLayers(slots) : undefined,
  );
}

/** Whether an override implies experts in the first layers (--cpu-moe, --n-cpu-moe, -ncmoe). */
const impliesMoe = ({ overrides, ikNcmoe }: OverrideList): boolean =>
  overrides.some(
    (o) => o.kind === 'first-layers-experts' || (o.kind === 'regex' && o.origin === 'cpu-moe'),
  ) || ikNcmoe !== undefined;

/** The overrides run against the tensor names, with a problem when some are left unrun. */
function runnableOf(list: OverrideList, names: number, problems: string[]) {
  const runnable = runnableOverrides(list.overrides, names, problems);
  if (runnable.skipped)
    problems.push(
      `${list.written} override patterns: only the first ${runnable.list.length} different ones are run against the tensor names here`,
    );
  return runnable;
}

/** Whether ik_llama.cpp's -ncmoe takes the last N MoE layers (PR #2262), as the version settles it. */
function ikLastN(
  ik: boolean,
  ikNcmoe: OverrideList['ikNcmoe'],
  assume: (change: Change) => boolean,
  changes: Change[],
): boolean {
  if (!ik || !ikNcmoe || ikNcmoe.n <= 0) return false;
  changes.push(IK_LAST_N_MOE);
  return assume(IK_LAST_N_MOE);
}

export function readLlama(family: Family, flags: readonly ParsedFlag[], opts: LlamaOptions): LlamaReading {
  const ik = family === 'ik_llama.cpp';
  const { live, last } = effective<TensorFlagId>(flags);
  const problems: string[] = [];
  const changes: Change[] = [];
  const slots = opts.model ? fileSlots(opts.model) : undefined;
  const L = slots?.layers ?? opts.model?.layers;

  // 1. The override list, in the order the loader searches it.
  const list = overridesOf(ik, flags, live, problems);
  const { overrides, because, ikNcmoe } = list;
  const names = slots ? opts.model!.tensors!.length : (L ?? LAYER_HORIZON) * LAYERED_TENSORS + FLAT_TENSORS;
  const runnable = runnableOf(list, names, problems);

  // 2. Where -ngl puts each layer, under the version's rule.
  const place = layerPlacement({ ik, last, L, gpus: opts.gpus, assume: opts.assume, changes });
  const ikLast = ikLastN(ik, ikNcmoe, opts.assume, changes);

  // 3. Each tensor of each group: the first override that matches, or its layer's place.
  const universe = Array.from({ length: L ?? LAYER_HORIZON }, (_, i) => i);
  const ikLayers = ikLayersOf(list, L, ikLast, opts.model, slots);
  const decider = tensorDecider({ overrides, runnable: runnable.list, slots, ikNcmoe, ikLayers, L });
  const groupContext = {
    ik,
    L,
    universe,
    slots,
    decide: decider.decide,
    overrides,
    because,
    ikNcmoe,
    ikLast,
    nextnLayers: opts.model?.nextnLayers,
    place,
    moeImplied: impliesMoe(list),
  };
  const components = TENSOR_GROUPS.flatMap((group) => groupComponent(groupContext, group) ?? []);

  // 4. The KV cache: with each layer unless -nkvo keeps it in host RAM.
  // MTP / NextN layers get no KV cache (create_memory filters il < n_layer()).
  const nextn = opts.model?.nextnLayers ?? 0;
  const kvLayers = universe.filter((l) => L === undefined || l < L - nextn);
  components.push(kvCacheComponent(ik, last, place, kvLayers));

  // 5. Conflicts: two overrides for one tensor, --fit with overrides, environment replaced.
  const { fitOn, fitFlag } = place;
  const conflicts = llamaConflicts({ ik, flags, list, claims: decider.claims(), L, fitOn, fitFlag });

  return {
    components,
    conflicts,
    unknowns: llamaUnknowns(L, Boolean(ikNcmoe && ikLast), groupContext.moeImplied, slots),
    problems,
    changes,
    patterns: patternMatches(runnable.list, decider, slots),
  };
}
