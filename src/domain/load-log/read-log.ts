/**
 * Reads a pasted llama.cpp / ik_llama.cpp log line by line. Each line either matches one of
 * the patterns of log-patterns.ts exactly (anchored, whole line) and becomes a figure, or is
 * ignored: never half-read, never guessed. Which runtime printed it is log-runtime.ts's.
 */
import { logLines } from './log-lines';
import type { BreakdownRow, FigureKind, LogReading, RuntimeName } from './log-reading';
import { detectRuntime } from './log-runtime';
import {
  size,
  FILE_SIZE,
  PARAMS,
  OFFLOADED,
  MODEL_BUFFER,
  CONTEXT_BUFFER,
  OVERRIDE,
  TENSOR_LINE,
  TENSOR_COUNT,
  TYPE_COUNT,
  DEVICE,
  BUILD,
  BREAKDOWN_FN,
  BREAKDOWN_FULL,
  BREAKDOWN_HOST,
  FIT_FN,
  FIT_ROW,
  FIT_SENTENCE,
  FIT_PRINT_START,
  FIT_PRINT_ROW,
  LAYER_SIZES_START,
  LAYER_ROW,
  LAYER_TOTAL,
} from './log-patterns';

export type ReadLogOptions = {
  /** The person says the log is from ik_llama.cpp's --dry-run: nothing was loaded. */
  dryRun?: boolean;
  /** The person names the runtime when the log does not say. */
  runtime?: RuntimeName;
};

export function readLoadLog(text: string, options: ReadLogOptions = {}): LogReading {
  const lines = logLines(text);
  const { runtime, why, otherRuntime } = detectRuntime(lines, options.runtime);
  let build: string | undefined;
  for (const l of lines) {
    const m = BUILD.map((re) => re.exec(l.text)).find(Boolean);
    if (m) {
      build = `b${m[1]} (${m[2]})`;
      break;
    }
  }
  const dryRun = options.dryRun === true;
  const projected = (by: string, who = runtime ?? 'the runtime'): FigureKind => ({
    kind: 'projected',
    runtime: who,
    build,
    by,
  });
  const atLoad: FigureKind = dryRun
    ? projected('--dry-run: nothing was loaded', runtime ?? 'ik_llama.cpp')
    : { kind: 'reported' };

  const r: LogReading = {
    recognised: false,
    runtime,
    runtimeWhy: why,
    build,
    otherRuntime,
    dryRun,
    fileSize: undefined,
    params: undefined,
    offloaded: undefined,
    devices: [],
    buffers: [],
    overrides: [],
    typeCounts: [],
    tensors: [],
    tensorCount: undefined,
    breakdowns: [],
    fit: undefined,
    fitPrint: undefined,
    layerSizes: undefined,
    linesRead: 0,
    linesIgnored: 0,
  };
  let fitting = false;
  let loaded = false;
  let fitPhase: 'initial' | 'chosen' = 'initial';
  let fitPrinting = false;
  let layerTable = false;
  let table: LogReading['breakdowns'][number] | undefined;

  for (const l of lines) {
    const t = l.text;
    if (t.trim() === '') continue;
    const bd = BREAKDOWN_FN.exec(t);
    if (!bd) table = undefined;
    // PR #15860's table is printed on exit (what the run allocated); the newer one is printed
    // while fitting and at load: a projection unless this log has loaded the model first.
    const breakdownKind = (fn: string): FigureKind =>
      fn === 'llama_print_memory_breakdown' || (loaded && !fitting)
        ? atLoad
        : projected(fitting ? 'memory breakdown while fitting parameters' : 'memory breakdown');
    const hit = (): true => {
      r.linesRead++;
      return true;
    };
    let m: RegExpExecArray | null;
    const read = ((): boolean => {
      if ((m = FILE_SIZE.exec(t)))
        return ((r.fileSize = { size: size(m[1]!, m[2]!), bpw: m[3], kind: atLoad, line: l.no }), hit());
      if ((m = PARAMS.exec(t))) return ((r.params = { text: m[1]!, line: l.no }), hit());
      if ((m = OFFLOADED.exec(t))) {
        fitting = false;
        loaded = true;
        return ((r.offloaded = { layers: Number(m[1]), of: Number(m[2]), kind: atLoad, line: l.no }), hit());
      }
      if ((m = MODEL_BUFFER.exec(t))) {
        fitting = false;
        loaded = true;
        return (
          r.buffers.push({
            device: m[1]!,
            buffer: 'model',
            size: size(m[2]!, m[3]!),
            kind: atLoad,
            line: l.no,
          }),
          hit()
        );
      }
      if ((m = CONTEXT_BUFFER.exec(t)))
        return (
          r.buffers.push({
            device: m[1]!,
            buffer: m[2] as 'KV',
            size: size(m[3]!, m[4]!),
            kind: atLoad,
            line: l.no,
          }),
          hit()
        );
      if ((m = OVERRIDE.exec(t)))
        return (r.overrides.push({ tensor: m[1]!, detail: m[2], to: m[3]!, line: l.no }), hit());
      if ((m = TYPE_COUNT.exec(t)))
        return (r.typeCounts.push({ type: m[1]!, count: Number(m[2]), line: l.no }), hit());
      if ((m = TENSOR_COUNT.exec(t))) return ((r.tensorCount = Number(m[1])), hit());
      if ((m = TENSOR_LINE.exec(t))) {
        const shape = m[4]!.split(',').map((d) => BigInt(d.trim()));
        return (r.tensors.push({ index: Number(m[1]), name: m[2]!, type: m[3]!, shape, line: l.no }), hit());
      }
      if ((m = DEVICE.exec(t)))
        return (r.devices.push({ index: Number(m[1]), name: m[2]!, line: l.no }), hit());
      if (bd) {
        const rest = t.slice(bd[0].length);
        const open = () => {
          table = { rows: [], kind: breakdownKind(bd[1]!), line: l.no };
          r.breakdowns.push(table);
          return table;
        };
        if (/memory breakdown/.test(rest)) return (open(), hit());
        const row = breakdownRow(rest, l.no);
        if (row) return ((table ?? open()).rows.push(row), hit());
        return false;
      }
      const fit = FIT_FN.exec(t);
      if (fit) {
        fitting = true;
        const rest = t.slice(fit[0].length);
        r.fit ??= {
          kind: projected(fit[1]!.startsWith('common') ? 'common_params_fit' : 'llama_params_fit'),
          rows: [],
          sentences: [],
        };
        if (/projected memory use with initial parameters/.test(rest)) return ((fitPhase = 'initial'), hit());
        if ((m = FIT_ROW.exec(rest)))
          return (
            r.fit.rows.push({
              device: m[1]!,
              total: Number(m[2]),
              used: Number(m[3]),
              margin: { word: m[5] as 'deficit', mib: Number(m[4]) },
              phase: fitPhase,
              line: l.no,
            }),
            hit()
          );
        if ((m = FIT_SENTENCE.exec(rest))) {
          if (/^set to use .*projected memory use:$/.test(rest)) fitPhase = 'chosen';
          return (r.fit.sentences.push({ text: m[1]!, line: l.no }), hit());
        }
        return false;
      }
      if (/^(common_init_result|common_init_): fitting params to device memory/.test(t))
        return ((fitting = true), hit());
      if (FIT_PRINT_START.test(t)) {
        fitPrinting = true;
        r.fitPrint = { rows: [], kind: projected('llama-fit-params --fit-print', 'llama.cpp') };
        return hit();
      }
      if (fitPrinting && (m = FIT_PRINT_ROW.exec(t)))
        return (
          r.fitPrint!.rows.push({
            device: m[1]!,
            model: Number(m[2]),
            context: Number(m[3]),
            compute: Number(m[4]),
            line: l.no,
          }),
          hit()
        );
      if (LAYER_SIZES_START.test(t)) {
        layerTable = true;
        r.layerSizes = { rows: [], kind: projected('its layer size table', 'ik_llama.cpp') };
        return hit();
      }
      if (layerTable && (m = LAYER_ROW.exec(t))) {
        const layer = m[6] ? 'output' : Number(m[1]);
        return (
          r.layerSizes!.rows.push({
            layer,
            model: m[2]!,
            cache: m[3]!,
            total: m[4]!,
            compute: m[5],
            line: l.no,
          }),
          hit()
        );
      }
      if (layerTable && (m = LAYER_TOTAL.exec(t)))
        return (
          r.layerSizes!.rows.push({
            layer: 'total',
            model: m[1]!,
            cache: m[2]!,
            total: m[3]!,
            compute: undefined,
            line: l.no,
          }),
          hit()
        );
      return false;
    })();
    if (!read) {
      r.linesIgnored++;
      // A table ends at the first line that is not one of its rows.
      if (fitPrinting && !/^-+$/.test(t)) fitPrinting = false;
      if (layerTable && !/^-+$/.test(t)) layerTable = false;
    }
  }
  r.recognised = r.linesRead > 0;
  return r;
}

function breakdownRow(rest: string, line: number): BreakdownRow | undefined {
  let m = BREAKDOWN_FULL.exec(rest);
  if (m)
    return {
      device: m[1]!,
      total: Number(m[2]),
      free: Number(m[3]),
      self: Number(m[4]),
      model: Number(m[5]),
      context: Number(m[6]),
      compute: Number(m[7]),
      unaccounted: Number(m[8]),
      line,
    };
  m = BREAKDOWN_HOST.exec(rest);
  if (m)
    return {
      device: m[1]!,
      total: m[2] === undefined ? undefined : Number(m[2]),
      free: undefined,
      self: Number(m[3]),
      model: Number(m[4]),
      context: Number(m[5]),
      compute: Number(m[6]),
      unaccounted: undefined,
      line,
    };
  return undefined;
}
