/**
 * Exploring the N of llama.cpp's `--n-cpu-moe N` on a pin whose routed experts are split at it
 * (issue 30, item 4). The rule is the one the command reader already applies (the override
 * kind 'first-layers-experts' in command/llamacpp/overrides.ts, read in
 * command/llamacpp/override-list.ts):
 * upstream llama.cpp adds `blk\.i<FFN_EXPS_REGEX>=CPU` for i in [0, N), so the routed experts
 * of the first N layers stay in host RAM and those of the later layers go where their layer
 * goes (with -ngl 99, the GPU). Its citations are the flag registry's (boundary-cites.ts).
 *
 * An explored N redraws the two parts as this site's own wording ("explored"), with their new
 * layer ranges, so a model file's header gives each part its exact file bytes. It is an
 * exploration like a drag: the parts keep their lanes and row ids, the calculator verdict takes
 * no part at all (invariant 6), and the file-bytes bound reads the pin as pinned (`pinnedOf`).
 */
import type { Component, Part } from '../profile/schema/components';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { matchPinned } from '../profile/schema/pinned-shape';

export type ExpertBoundary = {
  componentId: string;
  /** The part with the experts of layers 0..N-1, in a host-RAM lane. */
  hostPart: string;
  /** The part with the experts of the layers from N on, in a GPU-memory lane. */
  gpuPart: string;
  /** N as the pin states it. */
  pinned: number;
  /** The pin's layer count when it states one (not a conflict, not rounded); undefined otherwise. */
  layers: number | undefined;
};

const tierOf = (hardware: Hardware, lane: string) => hardware.lanes.find((l) => l.id === lane)?.tier;

function splitParts(c: Component): readonly Part[] | undefined {
  return matchPinned<readonly Part[] | undefined>(c.asPinned, {
    whole: () => undefined,
    split: ({ parts }) => parts,
    copies: () => undefined,
  });
}

/**
 * The pin's --n-cpu-moe boundary, when its routed experts are split the way that flag splits
 * them: two parts, the experts of layers 0..N-1 in host RAM and those of layers N and up (no
 * last layer stated) on the GPU. Any other shape is not this flag's, and is not explored here.
 */
export function expertBoundaryOf(profile: Profile, hardware: Hardware): ExpertBoundary | undefined {
  const base = pinnedOf(profile);
  for (const c of base.components) {
    if (c.kind !== 'routed-experts' || c.presence !== 'present') continue;
    const parts = splitParts(c);
    if (parts?.length !== 2) continue;
    const [host, gpu] = parts as [Part, Part];
    const n = gpu.layers?.from;
    if (
      n === undefined ||
      n < 1 ||
      gpu.layers?.to !== undefined ||
      host.layers?.from !== 0 ||
      host.layers.to !== n - 1 ||
      tierOf(hardware, host.lane) !== 'host-ram' ||
      tierOf(hardware, gpu.lane) !== 'gpu-memory'
    )
      continue;
    const stated = base.model.layers;
    return {
      componentId: c.id,
      hostPart: host.id,
      gpuPart: gpu.id,
      pinned: n,
      layers: typeof stated === 'number' ? stated : undefined,
    };
  }
  return undefined;
}

/** The N a control may set: at least 1 (0 is no --n-cpu-moe), below the layer count when known. */
export type BoundaryRange = { min: 1; max: number | undefined };
export const boundaryRange = (b: ExpertBoundary, fileLayers?: number): BoundaryRange => {
  const layers = fileLayers ?? b.layers;
  return { min: 1, max: layers === undefined ? undefined : Math.max(1, layers - 1) };
};

/** Why an N cannot be explored, or undefined when it can. */
export function boundaryProblem(b: ExpertBoundary, n: number, fileLayers?: number): string | undefined {
  const { min, max } = boundaryRange(b, fileLayers);
  if (!Number.isInteger(n)) return 'N is a whole number of layers';
  if (n < min) return 'N is at least 1 (0 keeps no experts in host RAM: that is no --n-cpu-moe)';
  if (max !== undefined && n > max)
    return `N is at most ${max}: the model has ${max + 1} layers, and N = ${max + 1} keeps every expert in host RAM (that is --cpu-moe)`;
  return undefined;
}

/** The layers on each side of N: host RAM holds 0..N-1, the GPU N..last (the last, when known). */
export type BoundarySides = {
  n: number;
  host: { from: 0; to: number };
  gpu: { from: number; to: number | undefined };
};
export const boundarySides = (n: number, layers: number | undefined): BoundarySides => ({
  n,
  host: { from: 0, to: n - 1 },
  gpu: { from: n, to: layers === undefined ? undefined : layers - 1 },
});

const layerWord = (n: number) => (n === 1 ? 'layer' : 'layers');

/** The two parts at N, in this site's own words (marked "explored"), with the layers the rule gives. */
function partsAt(b: ExpertBoundary, parts: readonly Part[], n: number): Part[] {
  const { host, gpu } = boundarySides(n, b.layers);
  const rest = b.layers === undefined ? undefined : b.layers - n;
  return parts.map((p) =>
    p.id === b.hostPart
      ? {
          ...p,
          label: `Experts of the first ${n} ${layerWord(n)} (explored, --n-cpu-moe ${n})`,
          scope: `--n-cpu-moe ${n} (explored): the routed experts of layers ${host.from} to ${host.to}`,
          share: b.layers === undefined ? `${n} ${layerWord(n)}` : `${n} of ${b.layers} layers`,
          layers: { from: host.from, to: host.to },
        }
      : p.id === b.gpuPart
        ? {
            ...p,
            label: `Experts of layers ${n} and up (explored, --n-cpu-moe ${n})`,
            scope: `--n-cpu-moe ${n} (explored): the routed experts of the layers from ${gpu.from} on`,
            share: rest === undefined ? 'unknown' : `${rest} of ${b.layers} layers`,
            layers: { from: gpu.from },
          }
        : p,
  );
}

const derived = new WeakMap<Profile, Map<number, Profile>>();
const pinnedBy = new WeakMap<Profile, Profile>();

/** The profile as pinned, for a profile that `atBoundary` made; any other profile is itself. */
export const pinnedOf = (profile: Profile): Profile => pinnedBy.get(profile) ?? profile;

/**
 * The pin with its routed experts split at an explored N: the same profile object for the
 * same pin and N (board rows and selectors cache by it), and the pin itself at its own N.
 */
export function atBoundary(profile: Profile, b: ExpertBoundary, n: number): Profile {
  const base = pinnedOf(profile);
  if (n === b.pinned) return base;
  let byN = derived.get(base);
  if (!byN) derived.set(base, (byN = new Map()));
  let out = byN.get(n);
  if (!out) {
    out = {
      ...base,
      components: base.components.map((c) => {
        const parts = c.id === b.componentId ? splitParts(c) : undefined;
        return parts ? { ...c, asPinned: { split: partsAt(b, parts, n) } } : c;
      }),
    };
    pinnedBy.set(out, base);
    byN.set(n, out);
  }
  return out;
}
