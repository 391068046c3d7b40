/**
 * What a draft's hardware and command tell the bytes-per-device engine that a CLI user gives
 * as options: the build whose rules apply, the local GPUs (how many, which backend names
 * them) and each device's capacity. A backend neither the command (`--device`, an `-ot`
 * target, CUDA_VISIBLE_DEVICES) nor the hardware (an NVIDIA GPU: a CUDA build, said so) names
 * is unknown, never guessed: device names and buffer alignment depend on it.
 */
import type { ParsedFlag } from '../command/read/parse-flags';
import type { Runtime } from '../command/runtime';
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { LocalGpus, VisibleDevices } from './devices';
import { BUILD } from './llama-v050-rules';

export type DraftGpus =
  { ok: true; local: LocalGpus | undefined; notes: string[] } | { ok: false; why: string };

const NAMED_BACKEND = /\b(CUDA|ROCm|Vulkan|SYCL|Metal)\d*\b/;
const VISIBLE: Readonly<Record<string, string>> = {
  CUDA_VISIBLE_DEVICES: 'CUDA',
  HIP_VISIBLE_DEVICES: 'ROCm',
};
/** NVIDIA product names: llama.cpp runs them with its CUDA backend unless the command says otherwise. */
const NVIDIA = /\b(NVIDIA|GeForce|RTX|Quadro|Tesla|DGX|GB10|GH200|[ABHL]\d{2,3})\b/;

/** The build whose allocation rules apply, or why none does. */
export function draftBuild(
  runtime: Runtime,
): { ok: true; build: string; note?: string } | { ok: false; why: string } {
  if (runtime.family !== 'llama.cpp')
    return { ok: false, why: 'bytes per device are computed for llama.cpp commands only' };
  const v = runtime.version;
  if (v.kind === 'unstated')
    return { ok: true, build: BUILD.id, note: `no build is named: read with ${BUILD.label}\u2019s rules` };
  if (
    (v.kind === 'release' && v.release.replace(/^v/, '') === '0.5.0') ||
    (v.kind === 'commit' && BUILD.commit.startsWith(v.sha))
  )
    return { ok: true, build: BUILD.id };
  return { ok: false, why: `no allocation rules for this llama.cpp build: only ${BUILD.label}\u2019s here` };
}

const gpuLane = (h: Hardware): Lane | undefined =>
  h.lanes.find((l) => l.tier === 'gpu-memory') ?? h.lanes.find((l) => l.tier === 'unified-pool');

const text = (p: unknown): string => (typeof p === 'string' ? p : '');

export function draftGpus(
  hardware: Hardware,
  flags: readonly ParsedFlag[],
  env: readonly VisibleDevices[],
): DraftGpus {
  const count = gpuLane(hardware)?.devicesPerNode ?? 0;
  const named = flags
    .filter((f) => f.entry?.id === 'device' || f.entry?.id.startsWith('override-tensor'))
    .map((f) => NAMED_BACKEND.exec(f.value ?? '')?.[1])
    .find((b) => b !== undefined);
  const listed = env.find((e) => VISIBLE[e.name] && e.devices !== undefined);
  const backend = named ?? (listed ? VISIBLE[listed.name] : undefined);
  if (backend) return { ok: true, local: { backend, count }, notes: [] };
  if (count === 0) return { ok: true, local: undefined, notes: [] };
  const words = [hardware.label, ...hardware.lanes.flatMap((l) => [l.short, text(l.note)])].join(' ');
  if (NVIDIA.test(words))
    return {
      ok: true,
      local: { backend: 'CUDA', count },
      notes: ['taken as a CUDA build: the GPUs are NVIDIA\u2019s and the command names no backend'],
    };
  return {
    ok: false,
    why: 'the command and the hardware do not say which backend (CUDA, ROCm, Vulkan, \u2026) runs the GPUs: their device names and buffer alignment are unknown',
  };
}

export type DeviceCapacity = {
  label: string | undefined;
  /** Bytes a person measured as usable (the hardware file), when stated; a label is never bytes. */
  bytes: number | undefined;
  /** One pool with the host's memory (unified): a device's own bytes do not compare with it alone. */
  shared: boolean;
};

/** A device's capacity as the hardware file states it: its tier's lane. */
export function capacityOf(hardware: Hardware, kind: 'host' | 'gpu' | 'rpc'): DeviceCapacity {
  const tier = kind === 'host' ? 'host-ram' : kind === 'gpu' ? 'gpu-memory' : 'remote-device';
  const own = hardware.lanes.find((l) => l.tier === tier);
  const lane = own ?? (kind === 'rpc' ? undefined : hardware.lanes.find((l) => l.tier === 'unified-pool'));
  if (!lane) return { label: undefined, bytes: undefined, shared: false };
  const shared = lane.tier === 'unified-pool';
  return {
    label: lane.capacityLabel,
    bytes: !shared && typeof lane.usableBytes === 'number' ? lane.usableBytes : undefined,
    shared,
  };
}
