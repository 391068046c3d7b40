/**
 * Where llama.cpp v0.5.0 puts each tensor of a model file under a command
 * (src/llama-model-loader.cpp llama_model_loader::create_tensor): an MTP / NextN tensor is
 * skipped (TENSOR_SKIP) before anything else; else the first override whose pattern is found
 * in the name decides (a CPU target still picks the CPU's first buffer type that takes the
 * tensor, so a repackable weight goes to CPU_REPACK); else the input layer stays on the CPU,
 * a repeating layer's tensor goes to its layer's device and an output tensor to the output
 * slot's device. On the CPU, select_weight_buft tries CPU_REPACK before the plain CPU buffer.
 */
import type { Override } from '../command/llamacpp/overrides';
import { EXPS } from '../command/llamacpp/override-list';
import { roleOf } from '../model-file/tensor-names';
import type { InventoryTensor } from '../model-file/inventory';
import type { Device } from './devices';
import type { Slot } from './layer-split';
import { REPACK_X86_AVX2 } from './llama-v050-rules';

export type Placement =
  | { kind: 'skipped'; why: string }
  | { kind: 'unknown'; why: string }
  | {
      kind: 'placed';
      device: Device | 'CPU';
      buffer: 'CPU' | 'CPU_REPACK' | string;
      by: 'override' | 'input' | 'layer' | 'output';
    };

export type PlacementContext = {
  overrides: readonly Override[];
  devices: readonly Device[];
  /** Per layer slot (0..n_layer_all; the last is the output layer), or undefined when unknown. */
  slots: readonly Slot[] | undefined;
  nLayerAll: number;
  /** --no-repack turns the CPU's extra buffer types off (use_extra_bufts). */
  repack: boolean;
  /** Whether this arch's loader skips MTP layers when no MTP context is asked for. */
  skipsMtp: boolean;
};

/** Whether the CPU backend repacks this weight: a matrix product operand of a type it repacks. */
function repacks(t: InventoryTensor, role: string | undefined): boolean {
  const mult = t.type ? REPACK_X86_AVX2.get(t.type) : undefined;
  if (mult === undefined || role === 'input' || !t.name.endsWith('.weight')) return false;
  const dims = t.shape.length;
  const matmul = dims === 2 || (dims === 3 && EXPS.test(t.name));
  return matmul && Number(t.shape[1] ?? 1n) % mult === 0;
}

function onCpu(
  t: InventoryTensor,
  role: string | undefined,
  ctx: PlacementContext,
  by: 'override' | 'input' | 'layer' | 'output',
): Placement {
  return { kind: 'placed', device: 'CPU', buffer: ctx.repack && repacks(t, role) ? 'CPU_REPACK' : 'CPU', by };
}

function overrideFor(t: InventoryTensor, ctx: PlacementContext): Override | undefined {
  for (const o of ctx.overrides) {
    const hit =
      o.kind === 'first-layers-experts'
        ? t.layer !== undefined && t.layer < o.n && EXPS.test(t.name)
        : o.re?.test(t.name);
    if (hit) return o;
  }
  return undefined;
}

/**
 * `asOutput`: the token embedding loaded a second time as the output matrix, for a model
 * without output.weight (tied embeddings; create_tensor's TENSOR_DUPLICATED case).
 */
export function placeTensor(t: InventoryTensor, ctx: PlacementContext, asOutput = false): Placement {
  const role = asOutput ? 'output' : roleOf(t.name);
  if (t.component === 'mtp') {
    if (ctx.skipsMtp)
      return { kind: 'skipped', why: 'an MTP / NextN layer: created with TENSOR_SKIP, never loaded' };
    return {
      kind: 'unknown',
      why: 'whether this build loads this architecture\u2019s MTP layers is not in the rules here',
    };
  }
  const o = overrideFor(t, ctx);
  if (o) {
    const buffer = o.kind === 'regex' ? o.target.buffer : 'CPU';
    if (buffer === 'CPU') return onCpu(t, role, ctx, 'override');
    const device = ctx.devices.find((d) => d.buffer === buffer);
    return device
      ? { kind: 'placed', device, buffer, by: 'override' }
      : { kind: 'unknown', why: `-ot target ${buffer}: this build has no buffer type of that name here` };
  }
  if (role === 'input') return onCpu(t, role, ctx, 'input');
  if (role === undefined)
    return { kind: 'unknown', why: 'which layer kind this tensor belongs to is not in the rules here' };
  const slot = ctx.slots?.[role === 'output' ? ctx.nLayerAll : t.layer!];
  if (slot === undefined) return { kind: 'unknown', why: 'which device its layer goes to is not known' };
  const by = role === 'output' ? 'output' : 'layer';
  if (slot === 'cpu') return onCpu(t, role, ctx, by);
  const device = ctx.devices[slot]!;
  return { kind: 'placed', device, buffer: device.buffer, by };
}
