/**
 * The -ot pattern that names exactly one part of a reading: its tensors and its layers, as a
 * pattern llama.cpp's unanchored search would match for those tensors only. Layer numbers are
 * written as an alternation with `\.` on both sides, so `blk\.1\.` never also matches layer 10.
 */
import type { LayerSet, PartReading } from '../reading';
import { TENSOR_GROUPS, flatTensor, shortTensor } from '../llamacpp/tensor-groups';

const alternation = (xs: readonly string[]): string => (xs.length === 1 ? xs[0]! : `(${xs.join('|')})`);

/** The layer numbers of a set, or undefined for "every layer". */
function layerNumbers(
  s: LayerSet | undefined,
  layers: number | undefined,
  horizon: number,
): number[] | undefined {
  if (!s || s.kind === 'all') return undefined;
  if (s.kind === 'ranges')
    return s.ranges.flatMap(([a, b]) => {
      const end = b ?? (layers ?? horizon) - 1;
      return Array.from({ length: Math.max(end - a + 1, 0) }, (_, i) => a + i);
    });
  if (layers === undefined) return [];
  if (s.kind === 'first') return Array.from({ length: Math.min(s.n, layers) }, (_, i) => i);
  if (s.kind === 'last')
    return Array.from({ length: Math.min(s.n, layers) }, (_, i) => layers - Math.min(s.n, layers) + i);
  return [];
}

/**
 * The pattern for a part of a tensor group, or undefined when it cannot be written (a part
 * counted from the end with no layer count, or "the other layers").
 */
export function partPattern(
  groupId: string,
  part: PartReading,
  layers: number | undefined,
  horizon: number,
): string | undefined {
  const group = TENSOR_GROUPS.find((g) => g.id === groupId);
  if (!group) return undefined;
  const tensors = part.tensors ?? group.tensors.map(shortTensor);
  if (!tensors.length) return undefined;
  const names = alternation(tensors.map((t) => t.replace(/\./g, '\\.')));
  const flat = tensors.filter((t) => flatTensor(`${t}.`)).length;
  if (flat === tensors.length) return `^${names}\\.`;
  if (flat > 0) return undefined;
  const ls = layerNumbers(part.layers, layers, horizon);
  if (ls && ls.length === 0) return undefined;
  const blk = ls === undefined ? 'blk\\.\\d+\\.' : `blk\\.${alternation(ls.map(String))}\\.`;
  return `${blk}${names}\\.`;
}
