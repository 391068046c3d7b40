/**
 * A draft's bytes per device, one lane per device (issue 27 items 1 and 5): for each device the
 * command uses and host RAM, the model, KV and output bytes computed by this site from the
 * header and the build's rules, the compute buffer (only the runtime measures it), the
 * capacity beside them, and the answer that follows. "Does not fit" only when the exact
 * allocations alone exceed a capacity stated in bytes; "fits" only when the runtime's own
 * figures cover every buffer (the compute buffer too). The surfaces put it into words.
 */
import type { ParsedFlag } from '../command/read/parse-flags';
import type { Runtime } from '../command/runtime';
import type { Inventory } from '../model-file/inventory';
import type { ModelHeader } from '../model-file/read-header';
import type { Hardware } from '../profile/schema/hardware';
import { bytesPerDevice } from './bytes-per-device';
import type { Compute, DeviceMemory } from './device-memory';
import type { VisibleDevices } from './devices';
import { capacityOf, draftBuild, draftGpus } from './draft-devices';
import { headerHparams } from './header-hparams';
import { COMPUTED_FROM, sumFigures, type Figure } from './figure';
import { laneAnswer, type LaneAnswer, type LaneCapacity } from './lane-answer';
import type { Cover } from './run-cover';
import type { RunFigures } from './run-figures';

export type { LaneAnswer } from './lane-answer';

export type DeviceLane = {
  device: string;
  kind: DeviceMemory['kind'];
  /** The buffer type name llama.cpp prints for the device ("RPC0[10.0.0.2:50052]", "CUDA0"). */
  buffer: string;
  system: string | undefined;
  layers: number[] | undefined;
  tensors: number;
  model: Figure;
  kv: Figure;
  kvRule: string;
  /** No layer's KV is on this device: its KV is 0 bytes for that reason. */
  noKvLayer: boolean;
  /** The output buffer, on the host only. */
  output: Figure | undefined;
  /** Model + KV + output: the exact allocations. */
  exact: Figure;
  compute: Compute;
  capacity: LaneCapacity;
  cover: Cover;
  answer: LaneAnswer;
};

export type DraftMemory =
  | {
      ok: true;
      build: string;
      /** The kind of every computed figure: computed by this site, never reported by the runtime. */
      figures: string;
      lanes: DeviceLane[];
      /** The output layer's slot (the header's block_count), when known. */
      outputSlot: number | undefined;
      notPlaced: { name: string; why: string }[];
      notes: string[];
      refused: string[];
    }
  | { ok: false; why: string; refused?: string[] };

export type DraftMemoryInput = {
  headers: readonly ModelHeader[];
  inventory: Inventory;
  reading: {
    runtime: Runtime;
    flags: readonly ParsedFlag[];
    program: string | undefined;
    environment: readonly VisibleDevices[];
  };
  hardware: Hardware;
  /** A load log of this command's run (./run-figures.ts). */
  run?: RunFigures;
};

function laneOf(d: DeviceMemory, hardware: Hardware): DeviceLane {
  const exact = sumFigures([d.model, d.kv.size, ...(d.output ? [d.output] : [])]);
  const capacity = { ...capacityOf(hardware, d.kind), reportedFree: d.capacity.reportedFree };
  return {
    device: d.device,
    kind: d.kind,
    buffer: d.buffer,
    system: d.system,
    layers: d.layers,
    tensors: d.tensors.length,
    model: d.model,
    kv: d.kv.size,
    kvRule: d.kv.rule,
    noKvLayer: d.kv.noLayer,
    output: d.output,
    exact,
    compute: d.compute,
    capacity,
    cover: d.cover,
    answer: laneAnswer(exact, d.compute, capacity, d.cover),
  };
}

export function draftMemory(input: DraftMemoryInput): DraftMemory {
  const build = draftBuild(input.reading.runtime);
  if (!build.ok) return build;
  const gpus = draftGpus(input.hardware, input.reading.flags, input.reading.environment);
  if (!gpus.ok) return gpus;
  const r = bytesPerDevice({
    headers: input.headers,
    inventory: input.inventory,
    flags: input.reading.flags,
    program: input.reading.program,
    build: build.build,
    localGpus: gpus.local,
    environment: input.reading.environment,
    ...(input.run ? { run: input.run } : {}),
  });
  if (!r.ok) return { ok: false, why: r.why, ...(r.refused ? { refused: r.refused } : {}) };
  return {
    ok: true,
    build: r.build,
    figures: COMPUTED_FROM,
    lanes: r.devices.map((d) => laneOf(d, input.hardware)),
    outputSlot: headerHparams(input.headers).blockCount,
    notPlaced: r.notTensors,
    notes: [...(build.note ? [build.note] : []), ...gpus.notes, ...r.notes],
    refused: r.refused,
  };
}
