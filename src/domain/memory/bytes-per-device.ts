/**
 * Bytes per device for a llama.cpp v0.5.0 command and a model file's header: for each device
 * the command uses (and the host), its layers, its tensors, its model buffers as the runtime
 * allocates them, its KV cache buffers and the output buffer, each figure computed by this
 * site from the header and the build's rules (./llama-v050-rules.ts), or unknown with why.
 * Compute buffers only the runtime measures: unknown unless a log gives them. Pure: data in,
 * data out.
 */
import type { ParsedFlag } from '../command/read/parse-flags';
import { effective } from '../command/llamacpp/flags';
import { overridesOf } from '../command/llamacpp/override-list';
import type { Inventory, InventoryTensor } from '../model-file/inventory';
import type { ModelHeader } from '../model-file/read-header';
import { engineSettings } from './command-settings';
import { deviceList, type LocalGpus, type VisibleDevices } from './devices';
import { headerHparams } from './header-hparams';
import { kvBuffers } from './kv-cache';
import { layerSlots, type Slot } from './layer-split';
import { BUILD } from './llama-v050-rules';
import { modelBuffers, type ModelBuffer } from './model-buffers';
import { placeTensor, type Placement } from './tensor-placement';
import { buildRefusals } from './build-refusals';
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

export type MemoryInput = {
  headers: readonly ModelHeader[];
  inventory: Inventory;
  flags: readonly ParsedFlag[];
  build: string;
  /** The program the command runs: llama-server sizes its context and sequences itself. */
  program?: string;
  localGpus?: LocalGpus;
  /** The command's environment: CUDA_VISIBLE_DEVICES (or kin) renumbers and hides local GPUs. */
  environment?: readonly VisibleDevices[];
  /** Devices each RPC server offers, when the person says (an RPC server's banner lists them). */
  rpcDevices?: (endpoint: string) => number | undefined;
  capacities?: Readonly<Record<string, string>>;
  /** Free memory per device name as the runtime reported it (bytes), for the default split. */
  freeMemory?: (device: string) => number | undefined;
  /** A log of this command's run: its compute buffers, free memory and --fit outcome. */
  run?: RunFigures;
  /**
   * A run of this command whose --fit kept the parameters as given (its log says "no changes
   * needed", src/domain/load-log/fit-outcome.ts): an unset -ngl then stays every slot.
   */
  fitKept?: boolean;
};

export type MemoryResult =
  | {
      ok: true;
      build: string;
      devices: DeviceMemory[];
      notTensors: { name: string; why: string }[];
      notes: string[];
      refused: string[];
    }
  | {
      ok: false;
      build: string;
      why: string;
      /** What the build itself refuses in the command (./build-refusals.ts): not read. */
      refused?: string[];
    };

const SERVER_SIZING =
  'llama-server sets its sequences, unified KV and context per slot at start (tools/server/server.cpp): not in the rules here';

/** Archs whose loader skips MTP layers without an MTP context (llama-v050-rules CITES.skip; deepseek2.cpp alike). */
const SKIPS_MTP = new Set(['glm4moe', 'deepseek2']);

export function bytesPerDevice(input: MemoryInput): MemoryResult {
  if (input.build !== BUILD.id)
    return {
      ok: false,
      build: input.build,
      why: `no allocation rules for ${input.build}: only ${BUILD.id} here`,
    };
  const { last, live } = effective(input.flags);
  const problems: string[] = [];
  const overrides = overridesOf(false, input.flags, live, problems).overrides;
  const s = engineSettings(input.flags, last);
  const hp = headerHparams(input.headers);
  const {
    devices,
    problems: devNotes,
    refused,
  } = deviceList(last, input.localGpus, input.rpcDevices, input.environment);
  const stops = buildRefusals({
    flags: input.flags,
    last,
    devices,
    rpcDevices: input.rpcDevices ?? (() => undefined),
    settings: s,
    mla: hp.mla,
  });
  if (stops.length)
    return { ok: false, build: input.build, why: `${BUILD.label} refuses this command`, refused: stops };
  // Without block_count the layer slots, and so every layer's device, are unknown (never 0 layers).
  const nLayerAll = hp.blockCount;
  // No device: every slot is the CPU's (act_gpu_layers = 0). -ngl unset is -1, which
  // llama_model::n_gpu_layers() reads as every slot, unless --fit (on by default) chooses.
  const ngl =
    nLayerAll === undefined
      ? undefined
      : devices.length === 0
        ? 0
        : s.ngl === 'all' ||
            (s.ngl === undefined && (!s.fit || input.fitKept === true || input.run?.fitKept === true))
          ? nLayerAll + 1
          : s.ngl;
  const notes = [...s.notes, ...devNotes, ...problems];
  let slots: Slot[] | undefined;
  if (nLayerAll === undefined)
    notes.push(
      `the header gives no ${hp.arch ?? '<arch>'}.block_count: the layer split, and so each layer\u2019s device, is unknown`,
    );
  else if (ngl === undefined)
    notes.push(
      '-ngl is not given and --fit is on (the default): --fit chooses the layers at load time (a log of the run says what it chose)',
    );
  else {
    const free = devices.some((d) => freeOf(input, d.name))
      ? devices.map((d) => freeOf(input, d.name)?.bytes)
      : undefined;
    const split = layerSlots(nLayerAll, ngl, devices.length, s.ts, free);
    if (split.ok) slots = split.slots;
    else notes.push(split.reason);
  }
  const ctx = {
    overrides,
    devices,
    // No device or -ngl 0: every slot is the CPU's whatever the layer count (i_gpu_start = n_layer + 1).
    slots: slots ?? (ngl === 0 || devices.length === 0 ? allCpu(input.inventory.tensors) : undefined),
    nLayerAll: nLayerAll ?? 0,
    repack: s.repack,
    skipsMtp: SKIPS_MTP.has(hp.arch ?? ''),
  };
  const tensors = withTiedOutput(input.inventory.tensors);
  const placements = tensors.map((t, i) => placeTensor(t, ctx, i >= input.inventory.tensors.length));
  const buffers = modelBuffers(tensors, placements, s.mmap);
  const server = /llama-server$/.test(input.program ?? '') ? SERVER_SIZING : undefined;
  const kv = server ? ({ ok: false, why: server } as const) : kvBuffers(hp, s.kv, slots, devices);
  const outputBytes = server
    ? unknownFigure(server)
    : hp.nVocab !== undefined
      ? bytesFigure(BigInt(hp.nVocab) * BigInt(s.kv.seqs) * 4n)
      : unknownFigure('the header gives no vocabulary size');
  const names = ['CPU', ...devices.map((d) => d.name)];
  const result = names.map((name) =>
    deviceMemory(name, name === 'CPU' ? 'host' : devices.find((d) => d.name === name)!.kind, {
      slots,
      devices,
      placements,
      tensors,
      buffers,
      kv,
      output: name === 'CPU' ? outputBytes : undefined,
      capacity: input.capacities?.[name],
      free: freeOf(input, name),
      run: input.run,
    }),
  );
  // A tensor whose device is not known could be on any device: no device's model bytes are then known.
  const unplaced = placements.find((p) => p.kind === 'unknown');
  if (unplaced?.kind === 'unknown')
    for (const d of result) d.model = unknownFigure(`where some tensors go is not known (${unplaced.why})`);
  const notTensors = input.inventory.tensors.flatMap((t, i) => {
    const p = placements[i]!;
    return p.kind === 'placed' ? [] : [{ name: t.name, why: p.why }];
  });
  return { ok: true, build: BUILD.label, devices: result, notTensors, notes, refused };
}

/** Every layer slot on the CPU, for a command that offloads none, whatever the header says of the count. */
function allCpu(tensors: readonly InventoryTensor[]): Slot[] {
  const top = tensors.reduce((m, t) => Math.max(m, t.layer ?? -1), -1);
  return Array.from({ length: top + 2 }, () => 'cpu' as const);
}

/**
 * A model without output.weight uses its token embedding as the output matrix, loaded a second
 * time on the output layer's device (llama_model_loader::create_tensor, TENSOR_DUPLICATED).
 */
function withTiedOutput(tensors: readonly InventoryTensor[]): InventoryTensor[] {
  const embd = tensors.find((t) => t.name === 'token_embd.weight');
  if (!embd || tensors.some((t) => t.name === 'output.weight')) return [...tensors];
  return [...tensors, embd];
}

const MIB = 1024 * 1024;

/** A device's reported free memory: the run's log first, else what the caller says (bytes). */
function freeOf(input: MemoryInput, device: string): ReportedFree | undefined {
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

type Parts = {
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

function deviceMemory(name: string, kind: DeviceMemory['kind'], p: Parts): DeviceMemory {
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
