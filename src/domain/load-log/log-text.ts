/**
 * A log reading in words, each figure with its kind and line: for the read-log CLI and the
 * app. Figures are listed one by one as the runtime printed them; nothing is added up here.
 */
import type { FigureKind, LogReading, PrintedSize } from './log-reading';

export const kindText = (k: FigureKind): string =>
  k.kind === 'reported'
    ? 'reported by the runtime in this log'
    : `projected by ${k.runtime}${k.build ? ` ${k.build}` : ''} (${k.by})`;

const sized = (s: PrintedSize) => `${s.value} ${s.unit}`;
const at = (line: number) => `line ${line}`;

export function runtimeText(r: LogReading): string {
  if (!r.recognised)
    return r.otherRuntime
      ? `This looks like a log of ${r.otherRuntime}; this reader reads llama.cpp and ik_llama.cpp load logs, and no line of it is in their formats.`
      : 'No line of this log is in a format this reader knows (llama.cpp and ik_llama.cpp load logs).';
  const who = r.runtime ? `${r.runtime}: ${r.runtimeWhy}` : r.runtimeWhy;
  const other = r.otherRuntime ? ` The log is ${r.otherRuntime}'s; the llama.cpp lines in it are read.` : '';
  return `Runtime: ${who}.${r.build ? ` Build ${r.build}.` : ''}${other}`;
}

/** The override lines grouped by where they send tensors, in the order first seen. */
export function overridesByTarget(r: LogReading): { to: string; tensors: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const o of r.overrides) groups.set(o.to, [...(groups.get(o.to) ?? []), o.tensor]);
  return [...groups].map(([to, tensors]) => ({ to, tensors }));
}

/** One line of a reading: a figure or a heading, or a detail under the line before it. */
export type LogLine = string | { detail: string };
const d = (detail: string): LogLine => ({ detail });

/** The reading line by line, details marked as such (the app lists them; the CLI indents them). */
export function logReadingLines(r: LogReading): LogLine[] {
  const out: LogLine[] = [runtimeText(r)];
  if (!r.recognised) return out;
  if (r.dryRun)
    out.push('You said this log is from --dry-run: nothing was loaded, so its load figures are projections.');
  if (r.fileSize)
    out.push(
      `File size: ${sized(r.fileSize.size)}${r.fileSize.bpw ? ` (${r.fileSize.bpw} BPW)` : ''}, ${kindText(r.fileSize.kind)} (${at(r.fileSize.line)}).`,
    );
  if (r.params) out.push(`Model parameters: ${r.params.text} (${at(r.params.line)}).`);
  if (r.offloaded)
    out.push(
      `Layers offloaded to GPU: ${r.offloaded.layers}/${r.offloaded.of}, ${kindText(r.offloaded.kind)} (${at(r.offloaded.line)}).`,
    );
  for (const d of r.devices) out.push(`Device ${d.index}: ${d.name} (${at(d.line)}).`);
  if (r.buffers.length) {
    out.push('Buffers, each as printed (not added up):');
    for (const b of r.buffers)
      out.push(d(`${b.device} ${b.buffer} buffer: ${sized(b.size)}, ${kindText(b.kind)} (${at(b.line)})`));
  }
  if (r.typeCounts.length)
    out.push(`Tensor types: ${r.typeCounts.map((t) => `${t.type} ${t.count}`).join(', ')}.`);
  if (r.overrides.length) {
    out.push(`Buffer type overrides (${r.overrides.length} tensors):`);
    for (const g of overridesByTarget(r))
      out.push(d(`to ${g.to}: ${g.tensors.length} tensors: ${g.tensors.join(', ')}`));
  }
  for (const t of r.breakdowns) {
    out.push(`Memory breakdown [MiB] (${at(t.line)}), ${kindText(t.kind)}:`);
    for (const row of t.rows)
      out.push(
        d(
          `${row.device}: ${row.total !== undefined ? `total ${row.total}, ` : ''}${row.free !== undefined ? `free ${row.free}, ` : ''}self ${row.self} = model ${row.model} + context ${row.context} + compute ${row.compute}${row.unaccounted !== undefined ? `, unaccounted ${row.unaccounted}` : ''}`,
        ),
      );
  }
  if (r.fit) {
    out.push(`Fitting parameters, ${kindText(r.fit.kind)}:`);
    for (const row of r.fit.rows)
      out.push(
        d(
          `${row.phase === 'initial' ? 'with the initial parameters' : 'with its choice'}: ${row.device}: ${row.total} MiB total, ${row.used} used, ${row.margin.mib} ${row.margin.word} (${at(row.line)})`,
        ),
      );
    for (const s of r.fit.sentences) out.push(d(`"${s.text}" (${at(s.line)})`));
  }
  if (r.fitPrint) {
    out.push(`Estimated memory per device [MiB], ${kindText(r.fitPrint.kind)}:`);
    for (const row of r.fitPrint.rows)
      out.push(
        d(
          `${row.device}: model ${row.model}, context ${row.context}, compute ${row.compute} (${at(row.line)})`,
        ),
      );
  }
  if (r.layerSizes) {
    out.push(`Layer sizes [MiB] (model, cache, total, compute), ${kindText(r.layerSizes.kind)}:`);
    for (const row of r.layerSizes.rows)
      out.push(
        d(
          `${row.layer === 'output' ? 'output layer' : row.layer === 'total' ? 'total' : `layer ${row.layer}`}: ${row.model}, ${row.cache}, ${row.total}${row.compute ? `, ${row.compute}` : ''} (${at(row.line)})`,
        ),
      );
  }
  out.push(`Lines read: ${r.linesRead}; lines not in a known format, ignored: ${r.linesIgnored}.`);
  return out;
}

/** The reading as text, each detail indented under its line. */
export const logReadingText = (r: LogReading): string =>
  `${logReadingLines(r)
    .map((l) => (typeof l === 'string' ? l : `  ${l.detail}`))
    .join('\n')}\n`;
