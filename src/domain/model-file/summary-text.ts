/**
 * The inventory as plain text by component and layer range, each figure with its kind: file
 * bytes from the header, not memory use. For the inventory CLI's --summary and the brief.
 */
import type { Inventory } from './inventory';
import { allTensorBytes, summarize } from './summary';
import { bytesText } from './byte-sum-text';
import { COMPONENT_LABELS } from './tensor-names';

const layers = (from: number, to: number) => (from === to ? `layer ${from}` : `layers ${from}-${to}`);

export function summaryText(inv: Inventory): string {
  const out = [
    `File bytes from the header of ${inv.files.map((f) => f.name).join(', ')} (${inv.family} type table); not memory use: the KV cache, compute buffers and runtime overhead are not included.`,
  ];
  if (inv.missingFiles.length) out.push(`Not read, so not counted: ${inv.missingFiles.join(', ')}.`);
  for (const c of summarize(inv)) {
    out.push(
      `${COMPONENT_LABELS[c.component]}: ${bytesText(c.total)}, ${c.total.tensorCount} ${c.total.tensorCount === 1 ? 'tensor' : 'tensors'}`,
    );
    for (const r of c.runs)
      out.push(
        `  ${layers(r.from, r.to)}: ${r.to > r.from ? `${r.to - r.from + 1} x ${bytesText(r.perLayer)} each, ${bytesText(r.total)} in all` : bytesText(r.total)}`,
      );
    if (c.unlayered && c.runs.length) out.push(`  outside the layers: ${bytesText(c.unlayered)}`);
  }
  out.push(`All tensors, each once: ${bytesText(allTensorBytes(inv))}`);
  for (const p of inv.problems) out.push(`Note: ${p}`);
  return `${out.join('\n')}\n`;
}
