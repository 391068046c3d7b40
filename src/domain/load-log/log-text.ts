/**
 * A log reading in words, each figure with its kind and line: for the read-log CLI and the
 * app. Figures are listed one by one as the runtime printed them; nothing is added up here.
 */
import { limitText } from './log-limits';
import type { FigureKind, LogReading, PrintedSize } from './log-reading';

export const kindText = (k: FigureKind): string =>
  k.kind === 'reported'
    ? 'reported by the runtime in this log'
    : `projected by ${k.runtime}${k.build ? ` ${k.build}` : ''} (${k.by})`;

const sized = (s: PrintedSize) => `${s.value} ${s.unit}`;
const at = (line: number) => `line ${line}`;

export function runtimeText(r: LogReading): string {
  if (r.limit && r.limit.limit !== 'figures') return limitText(r.limit);
  if (!r.recognised && r.lacks)
    return "Runtime: llama.cpp: it prints llama.cpp's own start-up lines, and no load line.";
  const served = [...new Set(r.serving.map((f) => f.runtime))];
  if (served.length && r.linesRead === r.serving.length)
    return `Runtime: ${served.join(' and ')}: its startup memory lines are read.`;
  if (!r.recognised)
    return r.otherRuntime
      ? `This looks like a log of ${r.otherRuntime}; no line of it is one this reader knows (llama.cpp and ik_llama.cpp load lines, vLLM and SGLang startup memory lines).`
      : 'No line of this log is in a format this reader knows (llama.cpp and ik_llama.cpp load lines, vLLM and SGLang startup memory lines).';
  const who = r.runtime ? `${r.runtime}: ${r.runtimeWhy}` : r.runtimeWhy;
  const other = r.otherRuntime ? ` The log is ${r.otherRuntime}'s; the llama.cpp lines in it are read.` : '';
  return `Runtime: ${who}.${r.build ? ` Build ${r.build}.` : ''}${other}`;
}

/**
 * The override lines grouped by where they send tensors, in the order first seen: of one load
 * (an index into r.loads), or of the real load (the loads that are not --fit probes) by default.
 */
export function overridesByTarget(r: LogReading, load?: number): { to: string; tensors: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const o of r.overrides)
    if (load === undefined ? !isProbe(r, o.load) : o.load === load) push(groups, o.to, o.tensor);
  return [...groups].map(([to, tensors]) => ({ to, tensors }));
}

const isProbe = (r: LogReading, load: number | undefined) => load !== undefined && r.loads[load]!.probe;

/** Which loads the log has, in words: "load 1 (line 12), a --fit probe (no_alloc = 1): projected". */
const loadName = (r: LogReading, load: number | undefined) =>
  load === undefined ? 'the load' : `load ${load + 1}${isProbe(r, load) ? ' (--fit probe)' : ''}`;

/** One statement about the log, with the figures that belong under it (each buffer, each row). */
export type LogLine = { text: string; details: string[] };

/** Lines being written: a line, and details under the last one. */
type Sink = { out: LogLine[]; line: (text: string) => void; detail: (text: string) => void };
function sink(): Sink {
  const out: LogLine[] = [];
  return {
    out,
    line: (text) => void out.push({ text, details: [] }),
    detail: (text) => void out.at(-1)!.details.push(text),
  };
}

/**
 * A log reading as lines: the app lists them (details as a nested list), the CLI prints them
 * (details indented). Data, so no surface parses these words back.
 */
export function logReadingLines(r: LogReading): LogLine[] {
  const s = sink();
  s.line(runtimeText(r));
  if (!r.recognised) {
    if (r.lacks) s.line(r.lacks);
    unreadableLines(r, s);
    return s.out;
  }
  for (const step of [loadFigureLines, tensorTypeLines, memoryTableLines, extraLines]) step(r, s);
  s.line(`Lines read: ${r.linesRead}; lines not in a known format, ignored: ${r.linesIgnored}.`);
  return s.out;
}

/** The load's own figures: a dry run, the file size, parameters, layers offloaded, devices, buffers. */
function loadFigureLines(r: LogReading, { line, detail }: Sink): void {
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
}

/** Tensor types and buffer type overrides, per load. */
function tensorTypeLines(r: LogReading, { line, detail }: Sink): void {
  for (const [load, counts] of perLoad(r.typeCounts))
    line(
      load === undefined
        ? `Tensor types: ${counts.map((t) => `${t.type} ${t.count}`).join(', ')}.`
        : `Tensor types (${loadName(r, load)}): ${counts.map((t) => `${t.type} ${t.count}`).join(', ')}, ${kindText(counts[0]!.kind)}.`,
    );
  for (const [load, list] of perLoad(r.overrides)) {
    // A log without loader lines has one load: its overrides as before, without a load name.
    line(
      load === undefined
        ? `Buffer type overrides (${list.length} tensors):`
        : `Buffer type overrides (${loadName(r, load)}, ${list.length} tensors), ${kindText(list[0]!.kind)}:`,
    );
    for (const g of load === undefined ? overridesByTarget(r) : overridesByTarget(r, load))
      detail(`to ${g.to}: ${g.tensors.length} tensors: ${g.tensors.join(', ')}`);
  }
}

/** The tables the runtime printed: memory breakdown, fitting parameters, estimates, layer sizes. */
function memoryTableLines(r: LogReading, { line, detail }: Sink): void {
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
}

/** Figures grouped by load, in the order of the loads (undefined: a log without loader lines). */
function perLoad<T extends { load: number | undefined }>(list: readonly T[]): [number | undefined, T[]][] {
  const groups = new Map<number | undefined, T[]>();
  for (const x of list) push(groups, x.load, x);
  return [...groups];
}

/** The v0.5.0 lines: loads, per-layer devices, fallbacks, fit targets, serving figures, what is unreadable. */
function extraLines(r: LogReading, s: Sink): void {
  for (const step of [loadLines, tensorPlaceLines, servingLines]) step(r, s);
  if (r.lacks) s.line(r.lacks);
  unreadableLines(r, s);
  if (r.limit?.limit === 'figures') s.line(limitText(r.limit));
}

/** Loads and probes, the model, free memory at start, offloads, layers and KV per device. */
function loadLines(r: LogReading, { line, detail }: Sink): void {
  if (r.loads.some((l) => l.probe)) {
    line(
      `Model loads: ${r.loads.length}; --fit probes (no_alloc = 1) are projections, the real load is reported:`,
    );
    for (const l of r.loads) detail(`${loadName(r, l.index)} from ${at(l.line)}`);
  }
  if (r.arch || r.modelType)
    line(
      `Model: ${[r.arch && `arch ${r.arch.text} (${at(r.arch.line)})`, r.modelType && `type ${r.modelType.text} (${at(r.modelType.line)})`].filter(Boolean).join(', ')}.`,
    );
  for (const d of r.devicesFree)
    line(
      `Device ${d.device} (${d.name}): ${d.freeMiB} MiB free at start, reported by the runtime in this log (${at(d.line)}).`,
    );
  for (const o of r.offloads)
    line(
      `${loadName(r, o.load)}: ${o.what === 'repeating' ? `offloading ${o.layers} repeating layers to GPU` : o.what === 'output' ? 'offloading the output layer to GPU' : o.what === 'non-repeating' ? 'offloading the non-repeating layers to GPU' : `offloaded ${o.layers}/${o.of} layers to GPU`}, ${kindText(o.kind)} (${at(o.line)}).`,
    );
  for (const [load, list] of perLoad(r.layerDevices)) {
    line(`Layers and their devices (${loadName(r, load)}), ${kindText(list[0]!.kind)}:`);
    for (const [device, layers] of groupBy(list)) detail(`${device}: layers ${layers.join(', ')}`);
  }
  for (const [load, list] of perLoad(r.kvLayers)) {
    line(`KV cache per layer (${loadName(r, load)}), ${kindText(list[0]!.kind)}:`);
    for (const [device, layers] of groupBy(list)) detail(`${device}: layers ${layers.join(', ')}`);
  }
}

/** KV self size, tensors in another buffer than preferred, unused tensors, fit targets and result. */
function tensorPlaceLines(r: LogReading, { line, detail }: Sink): void {
  for (const k of r.kvSelf)
    line(`KV self size: ${sized(k.size)} (${k.parts}), ${kindText(k.kind)} (${at(k.line)}).`);
  for (const f of r.fallbacks)
    line(
      `Tensor ${f.tensor} (${f.type}) and ${f.others} others: not in ${f.preferred}, in ${f.used} instead, ${kindText(f.kind)} (${at(f.line)}).`,
    );
  for (const u of r.unusedTensors)
    line(`Unused tensor ${u.tensor}: ${u.bytes} bytes, not loaded (${at(u.line)}).`);
  if (r.fit && (r.fit.targets.length || r.fit.layers.length)) {
    line(`Fitting parameters per device [MiB], ${kindText(r.fit.kind)}:`);
    for (const t of r.fit.targets)
      detail(
        `${t.device}: ${t.total} total, ${t.used} used, ${t.free} free vs. target of ${t.target} (${at(t.line)})`,
      );
    for (const t of r.fit.layers)
      detail(
        `${t.device}: ${t.layers} layers${t.overflowing !== undefined ? ` (${t.overflowing} overflowing)` : ''}, ${t.used} used, ${t.free} free (${at(t.line)})`,
      );
  }
  if (r.fitResult)
    line(
      `llama-fit-params' result: ${r.fitResult.args}, ${kindText(r.fitResult.kind)} (${at(r.fitResult.line)}).`,
    );
}

/** The serving runtimes' startup memory figures. */
function servingLines(r: LogReading, { line, detail }: Sink): void {
  if (r.serving.length) {
    line('Startup memory figures, each reported by the runtime in this log (not added up):');
    for (const f of r.serving)
      detail(`${f.runtime}${f.rank ? ` ${f.rank}` : ''}: ${f.what}: ${f.figure} (${at(f.line)})`);
  }
}

/** Lines the reader could not read: none of their figures is taken. */
function unreadableLines(r: LogReading, { line, detail }: Sink): void {
  if (r.unreadable.length) {
    line(`Unreadable lines (${r.unreadable.length}), no figure taken from them:`);
    for (const u of r.unreadable.slice(0, 50)) detail(`${at(u.line)}: ${u.why}: ${u.text}`);
  }
}

/** Appends in place: copying a list per item would be quadratic in a long log. */
function push<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}

/** Layers per device, in the order the devices first appear. */
function groupBy(list: readonly { layer: number; device: string }[]): [string, number[]][] {
  const g = new Map<string, number[]>();
  for (const x of list) push(g, x.device, x.layer);
  return [...g];
}

/** The lines as plain text: details indented two spaces under their line. */
export const logReadingText = (r: LogReading): string =>
  `${logReadingLines(r)
    .flatMap((l) => [l.text, ...l.details.map((d) => `  ${d}`)])
    .join('\n')}\n`;
