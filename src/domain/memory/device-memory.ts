/**
 * One device's memory as bytesPerDevice (./bytes-per-device.ts) reports it: its layers,
 * tensors, model buffers, KV cache, output buffer, compute buffers and free memory, gathered
 * from the engine's parts for that device and the run's own log when one is given.
 */
import type { InventoryTensor } from '../model-file/inventory';
import type { deviceList } from './devices';
import type { kvBuffers } from './kv-cache';
import type { Slot } from './layer-split';
import type { ModelBuffer } from './model-buffers';
import type { Placement } from './tensor-placement';
import { coverOf, type ComputedBuffers, type Cover } from './run-cover';
import { laneBuffers, type PrintedFigure, type RunFigures } from './run-figures';
import { bytesFigure, sumFigures, unknownFigure, type Figure } from './figure';

export type DeviceMemory = {
  device: string;
  /** The device's own buffer type name, as the buffer lines print it ("RPC0[127.0.0.1:50053]"). */
  buffer: string;
  kind: 'host' | 'gpu' | 'rpc';
  /** The system's device this is, when CUDA_VISIBLE_DEVICES (or kin) renumbers the GPUs. */
  system?: string;
  /** Layer slots on this device (n_layer_all is the output layer), or undefined when unknown. */
  layers: number[] | undefined;
  tensors: string[];
  model: Figure;
  modelBuffers: { buffer: string; tensors: number; names: string[]; size: Figure }[];
  kv: {
    size: Figure;
    rule: string;
    buffers: { cache: string; cells: number; size: Figure }[];
    /** The rule is known and no layer's KV lands here: 0 bytes because there is no KV layer, said so. */
    noLayer: boolean;
  };
  /** The output buffer, in host RAM (the output device's host buffer type, or the CPU's); none elsewhere. */
  output: Figure | undefined;
  /** Only the runtime measures it: the buffers a log of this command printed, else unknown. */
  compute: Compute;
  capacity: { label: string | undefined; reportedFree: ReportedFree | undefined };
  /** Whether the run's own figures cover every buffer of this device (./run-cover.ts). */
  cover: Cover;
};

export type Compute =
  | { kind: 'unknown'; why: string; from: string }
  | { kind: 'reported'; buffers: PrintedFigure[]; from: string };

/** Free memory as the runtime reported it: whole MiB rounded down, so between bytes and atMost. */
export type ReportedFree = { bytes: number; atMost: number; line: number | undefined };

const MIB = 1024 * 1024;

/** A device's reported free memory: the run's log first, else what the caller says (bytes). */
export function freeOf(
  input: { run?: RunFigures; freeMemory?: (device: string) => number | undefined },
  device: string,
): ReportedFree | undefined {
  const logged = input.run?.free.get(device);
  if (logged) return { bytes: logged.mib * MIB, atMost: (logged.mib + 1) * MIB - 1, line: logged.line };
  const given = input.freeMemory?.(device);
  return given === undefined ? undefined : { bytes: given, atMost: given, line: undefined };
}

/** The compute buffers a run printed for this device, and whether its figures cover the device. */
function fromRun(
  run: RunFigures | undefined,
  kind: DeviceMemory['kind'],
  buffer: string,
  ours: ComputedBuffers,
) {
  const printed = run && laneBuffers(run, { kind, buffer });
  const computeBuffers = printed?.filter((b) => b.what === 'compute').map((b) => b.size) ?? [];
  const compute: Compute = computeBuffers.length
    ? { kind: 'reported', buffers: computeBuffers, from: 'reported by the runtime in the given log' }
    : {
        kind: 'unknown',
        why: 'only the runtime measures it',
        from: run ? 'the given log prints no compute buffer for this device' : 'no runtime log given',
      };
  return { compute, cover: coverOf(printed, ours) };
}

export type Parts = {
  slots: Slot[] | undefined;
  devices: ReturnType<typeof deviceList>['devices'];
  placements: Placement[];
  tensors: readonly InventoryTensor[];
  buffers: ModelBuffer[];
  kv: ReturnType<typeof kvBuffers>;
  output: Figure | undefined;
  capacity: string | undefined;
  free: ReportedFree | undefined;
  run: RunFigures | undefined;
};

export function deviceMemory(name: string, kind: DeviceMemory['kind'], p: Parts): DeviceMemory {
  const index = p.devices.findIndex((d) => d.name === name);
  const mine = (s: Slot) => (name === 'CPU' ? s === 'cpu' : s === index);
  const layers = p.slots?.flatMap((s, i) => (mine(s) ? [i] : []));
  const tensors = p.tensors.filter((_, i) => {
    const pl = p.placements[i]!;
    return pl.kind === 'placed' && (pl.device === 'CPU' ? 'CPU' : pl.device.name) === name;
  });
  const own = p.buffers.filter((b) => b.device === name);
  const kvOwn = p.kv.ok ? p.kv.buffers.filter((b) => b.device === name) : [];
  const buffer = index === -1 ? 'CPU' : p.devices[index]!.buffer;
  const run = fromRun(p.run, kind, buffer, {
    model: own.map((b) => ({ buffer: b.buffer, size: b.size })),
    kv: kvOwn.map((b) => bytesFigure(b.bytes)),
    output: p.output,
  });
  return {
    device: name,
    buffer,
    kind,
    ...(index !== -1 && p.devices[index]!.system !== undefined ? { system: p.devices[index]!.system } : {}),
    layers,
    tensors: tensors.map((t) => t.name),
    model: sumFigures(own.map((b) => b.size)),
    modelBuffers: own.map(({ buffer, tensors: n, names, size }) => ({ buffer, tensors: n, names, size })),
    kv: p.kv.ok
      ? {
          size: sumFigures(kvOwn.map((b) => bytesFigure(b.bytes))),
          rule: `${p.kv.rule} (${p.kv.cite.file}, ${p.kv.cite.fn})`,
          buffers: kvOwn.map((b) => ({ cache: b.cache, cells: b.cells, size: bytesFigure(b.bytes) })),
          noLayer: kvOwn.length === 0,
        }
      : { size: unknownFigure(p.kv.why), rule: p.kv.why, buffers: [], noLayer: false },
    output: p.output,
    compute: run.compute,
    capacity: { label: p.capacity, reportedFree: p.free },
    cover: run.cover,
  };
}
