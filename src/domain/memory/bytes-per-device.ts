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
import { modelBuffers } from './model-buffers';
import { placeTensor, type Placement } from './tensor-placement';
import { buildRefusals } from './build-refusals';
import type { RunFigures } from './run-figures';
import { bytesFigure, unknownFigure } from './figure';
import { deviceMemory, freeOf, type DeviceMemory } from './device-memory';

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
  const cmd = readTheCommand(input);
  if (cmd.stops.length)
    return { ok: false, build: input.build, why: `${BUILD.label} refuses this command`, refused: cmd.stops };
  const ngl = gpuLayers(input, cmd);
  const split = layerSplit(input, cmd, ngl);
  const placed = placeTensors(input, cmd, ngl, split.slots);
  const { kv, output } = kvAndOutput(input, cmd, split.slots);
  const devices = ['CPU', ...cmd.devices.map((d) => d.name)].map((name) =>
    deviceMemory(name, name === 'CPU' ? 'host' : cmd.devices.find((d) => d.name === name)!.kind, {
      slots: split.slots,
      devices: cmd.devices,
      ...placed,
      kv,
      output: name === 'CPU' ? output : undefined,
      capacity: input.capacities?.[name],
      free: freeOf(input, name),
      run: input.run,
    }),
  );
  // A tensor whose device is not known could be on any device: no device's model bytes are then known.
  const unplaced = placed.placements.find((p) => p.kind === 'unknown');
  if (unplaced?.kind === 'unknown')
    for (const d of devices) d.model = unknownFigure(`where some tensors go is not known (${unplaced.why})`);
  return {
    ok: true,
    build: BUILD.label,
    devices,
    notTensors: notPlaced(input.inventory.tensors, placed.placements),
    notes: split.note ? [...cmd.notes, split.note] : cmd.notes,
    refused: cmd.refused,
  };
}

/** The command read once: its overrides, settings, devices, the header's figures and what the build refuses. */
function readTheCommand(input: MemoryInput) {
  const { last, live } = effective(input.flags);
  const problems: string[] = [];
  const overrides = overridesOf(false, input.flags, live, problems).overrides;
  const settings = engineSettings(input.flags, last);
  const hp = headerHparams(input.headers);
  const listed = deviceList(last, input.localGpus, input.rpcDevices, input.environment);
  const stops = buildRefusals({
    flags: input.flags,
    last,
    devices: listed.devices,
    rpcDevices: input.rpcDevices ?? (() => undefined),
    settings,
    mla: hp.mla,
  });
  const notes = [...settings.notes, ...listed.problems, ...problems];
  return { overrides, settings, hp, devices: listed.devices, refused: listed.refused, stops, notes };
}

type Command = ReturnType<typeof readTheCommand>;

/**
 * The layer slots offloaded: none without a device (act_gpu_layers = 0); every slot for -ngl
 * all, or for -ngl unset (-1, which llama_model::n_gpu_layers() reads as every slot) unless
 * --fit (on by default) chooses; unknown without block_count (never 0 layers).
 */
function gpuLayers(input: MemoryInput, { hp, devices, settings: s }: Command): number | undefined {
  if (hp.blockCount === undefined) return undefined;
  if (devices.length === 0) return 0;
  if (s.ngl === 'all') return hp.blockCount + 1;
  if (s.ngl === undefined && (!s.fit || input.fitKept === true || input.run?.fitKept === true))
    return hp.blockCount + 1;
  return s.ngl;
}

/** Each layer slot's device, or a note why the split is not known. */
function layerSplit(
  input: MemoryInput,
  { hp, devices, settings }: Command,
  ngl: number | undefined,
): { slots?: Slot[]; note?: string } {
  if (hp.blockCount === undefined)
    return {
      note: `the header gives no ${hp.arch ?? '<arch>'}.block_count: the layer split, and so each layer\u2019s device, is unknown`,
    };
  if (ngl === undefined)
    return {
      note: '-ngl is not given and --fit is on (the default): --fit chooses the layers at load time (a log of the run says what it chose)',
    };
  const free = devices.some((d) => freeOf(input, d.name))
    ? devices.map((d) => freeOf(input, d.name)?.bytes)
    : undefined;
  const split = layerSlots(hp.blockCount, ngl, devices.length, settings.ts, free);
  return split.ok ? { slots: split.slots } : { note: split.reason };
}

/** Every tensor's device (the tied output's copy included) and the model buffers they fill. */
function placeTensors(input: MemoryInput, cmd: Command, ngl: number | undefined, slots: Slot[] | undefined) {
  const ctx = {
    overrides: cmd.overrides,
    devices: cmd.devices,
    // No device or -ngl 0: every slot is the CPU's whatever the layer count (i_gpu_start = n_layer + 1).
    slots: slots ?? (ngl === 0 || cmd.devices.length === 0 ? allCpu(input.inventory.tensors) : undefined),
    nLayerAll: cmd.hp.blockCount ?? 0,
    repack: cmd.settings.repack,
    skipsMtp: SKIPS_MTP.has(cmd.hp.arch ?? ''),
  };
  const tensors = withTiedOutput(input.inventory.tensors);
  const placements = tensors.map((t, i) => placeTensor(t, ctx, i >= input.inventory.tensors.length));
  return { tensors, placements, buffers: modelBuffers(tensors, placements, cmd.settings.mmap) };
}

/** The KV cache's buffers and the output buffer's bytes (n_vocab x n_seq x 4); llama-server sizes both itself. */
function kvAndOutput(input: MemoryInput, { hp, devices, settings }: Command, slots: Slot[] | undefined) {
  const server = /llama-server$/.test(input.program ?? '') ? SERVER_SIZING : undefined;
  const kv = server ? ({ ok: false, why: server } as const) : kvBuffers(hp, settings.kv, slots, devices);
  const output = server
    ? unknownFigure(server)
    : hp.nVocab !== undefined
      ? bytesFigure(BigInt(hp.nVocab) * BigInt(settings.kv.seqs) * 4n)
      : unknownFigure('the header gives no vocabulary size');
  return { kv, output };
}

/** The model's own tensors that are not placed, each with why. */
const notPlaced = (tensors: readonly InventoryTensor[], placements: readonly Placement[]) =>
  tensors.flatMap((t, i) => {
    const p = placements[i]!;
    return p.kind === 'placed' ? [] : [{ name: t.name, why: p.why }];
  });

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
