/**
 * The log's multi-line tables and the fitting lines: the memory breakdown, llama_params_fit /
 * common_fit_params rows and sentences, llama-fit-params --fit-print, ik_llama.cpp's layer
 * sizes. Each reads one line given the table state, and says whether it read it.
 */
import { mib } from './log-figures';
import type { BreakdownRow, FigureKind, LogReading } from './log-reading';
import {
  BREAKDOWN_FN,
  BREAKDOWN_FULL_TAIL,
  BREAKDOWN_HOST_TAIL,
  FIT_FN,
  FIT_LAYERS_TAIL,
  FIT_PRINT_ROW,
  FIT_PRINT_START,
  FIT_ROW_TAIL,
  FIT_SENTENCE,
  FIT_TARGET_TAIL,
  LAYER_ROW,
  LAYER_SIZES_START,
  LAYER_TOTAL,
  nameThen,
} from './log-patterns';

export type TableState = {
  fitting: boolean;
  loaded: boolean;
  fitPhase: 'initial' | 'chosen';
  fitPrinting: boolean;
  layerTable: boolean;
  table: LogReading['breakdowns'][number] | undefined;
};
export const tableState = (): TableState => ({
  fitting: false,
  loaded: false,
  fitPhase: 'initial',
  fitPrinting: false,
  layerTable: false,
  table: undefined,
});

type Projected = (by: string, who?: string) => FigureKind;

/** A table or fitting line, read into r; false when the line is none of them. */
export function readTableLine(
  t: string,
  line: number,
  r: LogReading,
  s: TableState,
  atLoad: FigureKind,
  projected: Projected,
): boolean {
  const bd = BREAKDOWN_FN.exec(t);
  if (!bd) s.table = undefined;
  else return readBreakdown(t.slice(bd[0].length), bd[1]!, line, r, s, atLoad, projected);
  const fit = FIT_FN.exec(t);
  if (fit) return readFit(t.slice(fit[0].length), fit[1]!, line, r, s, projected);
  if (/^(common_init_result|common_init_): fitting params to device memory/.test(t))
    return (s.fitting = true);
  if (FIT_PRINT_START.test(t)) {
    s.fitPrinting = true;
    r.fitPrint = { rows: [], kind: projected('llama-fit-params --fit-print', 'llama.cpp') };
    return true;
  }
  let m: RegExpExecArray | null;
  if (s.fitPrinting && (m = FIT_PRINT_ROW.exec(t))) {
    const [model, context, compute] = [mib(m[2]!), mib(m[3]!), mib(m[4]!)];
    r.fitPrint!.rows.push({ device: m[1]!, model, context, compute, line });
    return true;
  }
  if (LAYER_SIZES_START.test(t)) {
    s.layerTable = true;
    r.layerSizes = { rows: [], kind: projected('its layer size table', 'ik_llama.cpp') };
    return true;
  }
  if (s.layerTable && (m = LAYER_ROW.exec(t))) {
    const layer = m[6] ? 'output' : Number(m[1]);
    r.layerSizes!.rows.push({ layer, model: m[2]!, cache: m[3]!, total: m[4]!, compute: m[5], line });
    return true;
  }
  if (s.layerTable && (m = LAYER_TOTAL.exec(t))) {
    r.layerSizes!.rows.push({
      layer: 'total',
      model: m[1]!,
      cache: m[2]!,
      total: m[3]!,
      compute: undefined,
      line,
    });
    return true;
  }
  return false;
}

/** A table ends at the first line that is not one of its rows. */
export function endTables(t: string, s: TableState): void {
  if (s.fitPrinting && !/^-+$/.test(t)) s.fitPrinting = false;
  if (s.layerTable && !/^-+$/.test(t)) s.layerTable = false;
}

function readBreakdown(
  rest: string,
  fn: string,
  line: number,
  r: LogReading,
  s: TableState,
  atLoad: FigureKind,
  projected: Projected,
): boolean {
  // PR #15860's table is printed on exit (what the run allocated); the newer one is printed
  // while fitting and at load: a projection unless this log has loaded the model first.
  const kind =
    fn === 'llama_print_memory_breakdown' || (s.loaded && !s.fitting)
      ? atLoad
      : projected(s.fitting ? 'memory breakdown while fitting parameters' : 'memory breakdown');
  const open = () => {
    s.table = { rows: [], kind, line };
    r.breakdowns.push(s.table);
    return s.table;
  };
  if (/memory breakdown/.test(rest)) return (open(), true);
  const row = breakdownRow(rest, line);
  if (!row) return false;
  (s.table ?? open()).rows.push(row);
  return true;
}

function breakdownRow(rest: string, line: number): BreakdownRow | undefined {
  const full = nameThen(rest, '|:', BREAKDOWN_FULL_TAIL);
  if (full) {
    const [total, free, self, model, context, compute, unaccounted] = full.m.slice(1, 8).map((v) => mib(v!));
    return {
      device: full.name,
      total,
      free,
      self: self!,
      model: model!,
      context: context!,
      compute: compute!,
      unaccounted,
      line,
    };
  }
  const host = nameThen(rest, '|:', BREAKDOWN_HOST_TAIL);
  if (!host) return undefined;
  const m = host.m;
  return {
    device: host.name,
    total: m[1] === undefined ? undefined : mib(m[1]),
    free: undefined,
    self: mib(m[2]!),
    model: mib(m[3]!),
    context: mib(m[4]!),
    compute: mib(m[5]!),
    unaccounted: undefined,
    line,
  };
}

function readFit(
  rest: string,
  fn: string,
  line: number,
  r: LogReading,
  s: TableState,
  projected: Projected,
): boolean {
  s.fitting = true;
  const fit = (r.fit ??= {
    kind: projected(fn.startsWith('common') ? 'common_params_fit' : 'llama_params_fit'),
    rows: [],
    sentences: [],
    targets: [],
    layers: [],
  });
  if (/projected memory use with initial parameters/.test(rest)) return ((s.fitPhase = 'initial'), true);
  let n = nameThen(rest, ':', FIT_ROW_TAIL);
  if (n) {
    const [total, used, margin] = [mib(n.m[1]!), mib(n.m[2]!), mib(n.m[3]!)];
    const word = n.m[4] as 'deficit' | 'surplus';
    fit.rows.push({ device: n.name, total, used, margin: { word, mib: margin }, phase: s.fitPhase, line });
    return true;
  }
  if ((n = nameThen(rest, ':', FIT_TARGET_TAIL))) {
    const [total, used, free, target] = n.m.slice(1, 5).map((v) => mib(v!));
    fit.targets.push({ device: n.name, total: total!, used: used!, free: free!, target: target!, line });
    return true;
  }
  if ((n = nameThen(rest, ':', FIT_LAYERS_TAIL))) {
    const m = n.m;
    const overflowing = m[2] === undefined ? undefined : mib(m[2]);
    fit.layers.push({
      device: n.name,
      layers: mib(m[1]!),
      overflowing,
      used: mib(m[3]!),
      free: mib(m[4]!),
      line,
    });
    return true;
  }
  const m = FIT_SENTENCE.exec(rest);
  if (!m) return false;
  if (/^set to use .*projected memory use:$/.test(rest)) s.fitPhase = 'chosen';
  fit.sentences.push({ text: m[1]!, line });
  return true;
}
