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

/** One statement about the log, with the figures that belong under it (each buffer, each row). */
export type LogLine = { text: string; details: string[] };

/**
 * A log reading as lines: the app lists them (details as a nested list), the CLI prints them
 * (details indented). Data, so no surface parses these words back.
 */
export function logReadingLines(r: LogReading): LogLine[] {
  const out: LogLine[] = [];
  const line = (text: string): void => void out.push({ text, details: [] });
  const detail = (text: string): void => void out.at(-1)!.details.push(text);
  line(runtimeText(r));
  if (!r.recognised) return out;
  if (r.dryRun)
    line('You said this log is from --dry-run: nothing was loaded, so its load figures are projections.');
  if (r.fileSize)
    line(
      `File size: ${sized(r.fileSize.size)}${r.fileSize.bpw ? ` (${r.fileSize.bpw} BPW)` : ''}, ${kindText(r.fileSize.kind)} (${at(r.fileSize.line)}).`,
    );
  if (r.params) line(`Model parameters: ${r.params.text} (${at(r.params.line)}).`);
  if (r.offloaded)
    line(
      `Layers offloaded to GPU: ${r.offloaded.layers}/${r.offloaded.of}, ${kindText(r.offloaded.kind)} (${at(r.offloaded.line)}).`,
    );
  for (const d of r.devices) line(`Device ${d.index}: ${d.name} (${at(d.line)}).`);
  if (r.buffers.length) {
    line('Buffers, each as printed (not added up):');
    for (const b of r.buffers)
      detail(`${b.device} ${b.buffer} buffer: ${sized(b.size)}, ${kindText(b.kind)} (${at(b.line)})`);
  }
  if (r.typeCounts.length)
    line(`Tensor types: ${r.typeCounts.map((t) => `${t.type} ${t.count}`).join(', ')}.`);
  if (r.overrides.length) {
    line(`Buffer type overrides (${r.overrides.length} tensors):`);
    for (const g of overridesByTarget(r))
      detail(`to ${g.to}: ${g.tensors.length} tensors: ${g.tensors.join(', ')}`);
  }
  for (const t of r.breakdowns) {
    line(`Memory breakdown [MiB] (${at(t.line)}), ${kindText(t.kind)}:`);
    for (const row of t.rows)
      detail(
        `${row.device}: ${row.total !== undefined ? `total ${row.total}, ` : ''}${row.free !== undefined ? `free ${row.free}, ` : ''}self ${row.self} = model ${row.model} + context ${row.context} + compute ${row.compute}${row.unaccounted !== undefined ? `, unaccounted ${row.unaccounted}` : ''}`,
      );
  }
  if (r.fit) {
    line(`Fitting parameters, ${kindText(r.fit.kind)}:`);
    for (const row of r.fit.rows)
      detail(
        `${row.phase === 'initial' ? 'with the initial parameters' : 'with its choice'}: ${row.device}: ${row.total} MiB total, ${row.used} used, ${row.margin.mib} ${row.margin.word} (${at(row.line)})`,
      );
    for (const s of r.fit.sentences) detail(`"${s.text}" (${at(s.line)})`);
  }
  if (r.fitPrint) {
    line(`Estimated memory per device [MiB], ${kindText(r.fitPrint.kind)}:`);
    for (const row of r.fitPrint.rows)
      detail(
        `${row.device}: model ${row.model}, context ${row.context}, compute ${row.compute} (${at(row.line)})`,
      );
  }
  if (r.layerSizes) {
    line(`Layer sizes [MiB] (model, cache, total, compute), ${kindText(r.layerSizes.kind)}:`);
    for (const row of r.layerSizes.rows)
      detail(
        `${row.layer === 'output' ? 'output layer' : row.layer === 'total' ? 'total' : `layer ${row.layer}`}: ${row.model}, ${row.cache}, ${row.total}${row.compute ? `, ${row.compute}` : ''} (${at(row.line)})`,
      );
  }
  line(`Lines read: ${r.linesRead}; lines not in a known format, ignored: ${r.linesIgnored}.`);
  return out;
}

/** The lines as plain text: details indented two spaces under their line. */
export const logReadingText = (r: LogReading): string =>
  `${logReadingLines(r)
    .flatMap((l) => [l.text, ...l.details.map((d) => `  ${d}`)])
    .join('\n')}\n`;
