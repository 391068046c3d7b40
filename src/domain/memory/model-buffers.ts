/**
 * The model buffers llama.cpp v0.5.0 allocates for the placed tensors, one per buffer type
 * (src/llama-model.cpp load_tensors): with mmap, the CPU's own buffer is the mapped file span
 * from the first to the last of its tensors in each file ("CPU_Mapped"; tensors of other
 * buffers that lie between are inside the span); every other buffer holds its tensors once,
 * each padded to the buffer's alignment (ggml-alloc.c ggml_backend_alloc_ctx_tensors_from_buft).
 */
import type { InventoryTensor } from '../model-file/inventory';
import type { Placement } from './tensor-placement';
import { ALIGNMENT } from './llama-v050-rules';
import type { Figure } from './figure';
import { bytesFigure, unknownFigure } from './figure';

export type ModelBuffer = { device: string; buffer: string; tensors: number; names: string[]; size: Figure };

const pad = (n: bigint, a: bigint) => ((n + a - 1n) / a) * a;

type Acc = { device: string; buffer: string; alignment: number | undefined; tensors: InventoryTensor[] };

function sizeOf(acc: Acc): Figure {
  if (acc.tensors.some((t) => t.bytes === 'unknown'))
    return unknownFigure('a tensor\u2019s size is not known');
  if (acc.buffer === 'CPU_Mapped') {
    let total = 0n;
    for (const file of new Set(acc.tensors.map((t) => t.file))) {
      const ts = acc.tensors.filter((t) => t.file === file);
      const first = ts.reduce((m, t) => (t.fileOffset < m ? t.fileOffset : m), ts[0]!.fileOffset);
      const end = ts.reduce(
        (m, t) => (t.fileOffset + (t.bytes as bigint) > m ? t.fileOffset + (t.bytes as bigint) : m),
        0n,
      );
      total += end - first;
    }
    return bytesFigure(total);
  }
  if (acc.alignment === undefined)
    return unknownFigure(`the alignment of ${acc.buffer} buffers is not in the rules here`);
  const a = BigInt(acc.alignment);
  return bytesFigure(acc.tensors.reduce((n, t) => n + pad(t.bytes as bigint, a), 0n));
}

export function modelBuffers(
  tensors: readonly InventoryTensor[],
  placements: readonly Placement[],
  mmap: boolean,
): ModelBuffer[] {
  const accs = new Map<string, Acc>();
  tensors.forEach((t, i) => {
    const p = placements[i]!;
    if (p.kind !== 'placed') return;
    const device = p.device === 'CPU' ? 'CPU' : p.device.name;
    const buffer = p.buffer === 'CPU' && mmap ? 'CPU_Mapped' : p.buffer;
    const alignment = p.device === 'CPU' ? ALIGNMENT[p.buffer] : p.device.alignment;
    const key = `${device}\u0000${buffer}`;
    let acc = accs.get(key);
    if (!acc) accs.set(key, (acc = { device, buffer, alignment, tensors: [] }));
    acc.tensors.push(t);
  });
  return [...accs.values()].map((acc) => ({
    device: acc.device,
    buffer: acc.buffer,
    tensors: acc.tensors.length,
    names: acc.tensors.map((t) => t.name),
    size: sizeOf(acc),
  }));
}
