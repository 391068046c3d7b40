/**
 * Where each tensor's data lies, checked as the loaders check it, so a header whose tensors
 * overlap, leave holes or come out of order is an error naming the tensors and offsets, never
 * file bytes counted twice. (Data past the end of a GGUF file is a note in the inventory: a
 * header alone, or a cut download, still gives every tensor's bytes; safetensors refuses it.)
 * - GGUF: ggml's reader requires each tensor to start where the previous one (in header
 *   order) ends, padded to the alignment, and stops with "tensor '%s' has offset %, expected
 *   %" otherwise (llama.cpp ggml/src/gguf.cpp lines 784-797, v0.5.0 tree of node-llama-cpp
 *   3.22.1, commit de3ff815, checked 2026-12-02).
 * - safetensors: the safetensors library sorts tensors by data_offsets and requires each to
 *   start where the previous ends (Metadata::validate, InvalidOffset; huggingface/safetensors
 *   safetensors/src/tensor.rs, checked 2026-12-02); the JSON's order does not matter.
 */
import type { GgufHeader } from './gguf-header';
import type { HeaderProblem } from './header-error';
import type { SafetensorsHeader } from './safetensors-header';
import { ggufTensorBytes } from './tensor-bytes';

const n = (x: bigint): string => x.toLocaleString('en-US');

/** Bytes of a GGUF tensor when both type tables agree on them; otherwise not known here. */
function ggufBytes(shape: readonly bigint[], typeId: number): bigint | undefined {
  const a = ggufTensorBytes(shape, typeId, 'llama.cpp').bytes;
  const b = ggufTensorBytes(shape, typeId, 'ik_llama.cpp').bytes;
  if (a !== 'unknown' && a === b) return a;
  if (a !== 'unknown' && b === 'unknown') return a;
  if (b !== 'unknown' && a === 'unknown') return b;
  return undefined;
}

const pad = (x: bigint, align: bigint): bigint => ((x + align - 1n) / align) * align;

export function ggufExtentProblem(h: GgufHeader): HeaderProblem | undefined {
  const align = BigInt(h.alignment);
  // Reported at the start of the data: the offsets themselves, which may be any 64-bit value, are in the words.
  const fail = (field: string, problem: string): HeaderProblem => ({
    file: h.file,
    offset: h.dataOffset,
    field,
    problem,
  });
  let expected: bigint | undefined = 0n;
  let prev: { name: string; offset: bigint; end: bigint | undefined } | undefined;
  for (const t of h.tensors) {
    const bytes = ggufBytes(t.shape, t.typeId);
    const field = `data offset of "${t.name}"`;
    if (expected === undefined && prev && t.offset <= prev.offset)
      return fail(
        field,
        `${n(t.offset)} is not after "${prev.name}" (at ${n(prev.offset)}): tensors out of order, which ggml's reader refuses`,
      );
    if (expected !== undefined && t.offset !== expected) {
      const what = !prev
        ? `the first tensor's data must start at 0, not ${n(t.offset)}`
        : t.offset < expected
          ? `${n(t.offset)} overlaps "${prev.name}" (data bytes ${n(prev.offset)} to ${n(prev.end!)})`
          : `${n(t.offset)} leaves a gap after "${prev.name}" (which ends at ${n(prev.end!)})`;
      return fail(
        field,
        `${what}: ggml's reader stops with "tensor '${t.name}' has offset ${t.offset}, expected ${expected}"`,
      );
    }
    const end = bytes === undefined ? undefined : t.offset + bytes;
    expected = end === undefined ? undefined : pad(end, align);
    prev = { name: t.name, offset: t.offset, end };
  }
  return undefined;
}

export function safetensorsExtentProblem(h: SafetensorsHeader): HeaderProblem | undefined {
  const sorted = [...h.tensors].sort((a, b) =>
    a.begin < b.begin ? -1 : a.begin > b.begin ? 1 : a.end < b.end ? -1 : a.end > b.end ? 1 : 0,
  );
  let start = 0n;
  let prev: (typeof sorted)[number] | undefined;
  for (const t of sorted) {
    if (t.begin !== start) {
      const what = !prev
        ? `the first tensor's data starts at ${n(t.begin)}, not 0`
        : t.begin < start
          ? `"${t.name}" (data bytes ${n(t.begin)} to ${n(t.end)}) overlaps "${prev.name}" (${n(prev.begin)} to ${n(prev.end)})`
          : `a gap of ${n(t.begin - start)} bytes between "${prev.name}" (ending at ${n(prev.end)}) and "${t.name}" (from ${n(t.begin)})`;
      return {
        file: h.file,
        offset: 8,
        field: `tensor "${t.name}" data_offsets`,
        problem: `${what}: the safetensors library refuses such a file (InvalidOffset)`,
      };
    }
    start = t.end;
    prev = t;
  }
  return undefined;
}
