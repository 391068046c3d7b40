/**
 * Reads a pasted llama.cpp / ik_llama.cpp log line by line. Each line either matches one of
 * the patterns below exactly (anchored, whole line) and becomes a figure, or is ignored:
 * never half-read, never guessed. Patterns are the runtimes' own printf formats as real logs
 * show them (profiles/sources/load-logs/: issues and PRs of both projects, cited there).
 */
import { logLines, type LogLine } from './log-lines';
import type { BreakdownRow, FigureKind, LogReading, PrintedSize, RuntimeName } from './log-reading';

const SIZE = String.raw`(\d+(?:\.\d+)?) (B|KiB|MiB|GiB)`;
const size = (value: string, unit: string): PrintedSize => ({ value, unit: unit as PrintedSize['unit'] });

const FILE_SIZE = new RegExp(
  String.raw`^(?:print_info|llm_load_print_meta): (?:file|model) size\s*= ${SIZE} \((\d+(?:\.\d+)?) BPW\)$`,
);
const PARAMS = /^(?:print_info|llm_load_print_meta): model params\s*= (\d+(?:\.\d+)? [KMBT])$/;
const OFFLOADED = /^(?:load_tensors|llm_load_tensors): offloaded (\d+)\/(\d+) layers to GPU$/;
const MODEL_BUFFER = new RegExp(
  String.raw`^(?:load_tensors|llm_load_tensors):\s+(\S+) (?:model )?buffer size =\s+${SIZE}$`,
);
const CONTEXT_BUFFER = new RegExp(
  String.raw`^(?:llama_kv_cache\w*|llama_context|llama_new_context_with_model|llama_memory_recurrent\w*|llama_init_from_model):\s+(\S+)\s+(KV|RS|compute|output) buffer size =\s+${SIZE}$`,
);
const OVERRIDE = /^(?:\w+: )?[Tt]ensor (\S+)(?: \(([^)]*)\))? buffer type overrid?d?en to (\S+)$/;
const TENSOR_LINE = /^llama_model_loader: - tensor\s+(\d+):\s+(\S+)\s+(\w+)\s+\[\s*([\d,\s]+?)\s*\]$/;
const TENSOR_COUNT = /^llama_model_loader: loaded meta data with \d+ key-value pairs and (\d+) tensors from /;
const TYPE_COUNT = /^llama_model_loader: - type\s+(\w+):\s+(\d+) tensors$/;
const DEVICE = /^\s*Device (\d+): (.+?), compute capability/;
const BUILD = [
  /^build: (\d+) \(([0-9a-f]{7,40})\)/,
  /^version: (\d+) \(([0-9a-f]{7,40})\)$/,
  /^main: build = (\d+) \(([0-9a-f]{7,40})\)$/,
  /build info .*build=(\d+) commit="([0-9a-f]{7,40})"/,
];
const BREAKDOWN_FN =
  /^(common_memory_breakdown_print|llama_print_memory_breakdown|llama_memory_breakdown_print): /;
const BREAKDOWN_FULL =
  /^\|?\s*- (.+?)\s*[|:]\s*(-?\d+) = (-?\d+) \+ \(\s*(-?\d+) =\s*(-?\d+) \+\s*(-?\d+) \+\s*(-?\d+)\) \+\s*(-?\d+)\s*\|?$/;
const BREAKDOWN_HOST = /^\|?\s*- (.+?)\s*[|:]\s*(?:(\d+)\s+)?(\d+) =\s*(\d+) \+\s*(\d+) \+\s*(\d+)\s*\|?$/;
const FIT_FN = /^(llama_params_fit(?:_impl)?|common_params_fit(?:_impl)?|common_fit_params\w*): /;
const FIT_ROW = /^\s*- (.+?)\s*:\s*(\d+) total,\s*(\d+) used,\s*(-?\d+) (deficit|surplus)$/;
const FIT_SENTENCE =
  /^(projected to use .+|set to use .+|context size (?:reduced|set) .+|cannot (?:fulfill|meet) .+|will leave .+|successfully fit params.*|failed to fit params.*|with only dense weights .+)$/;
const FIT_PRINT_START = /printing estimated memory in MiB to stdout \(device, model, context, compute\)/;
const FIT_PRINT_ROW = /^(\S+) (\d+) (\d+) (\d+)$/;
const LAYER_SIZES_START = /^-+ Layer sizes:$/;
const LAYER_ROW =
  /^Layer\s+(\d+):\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+)(?:\s+(\d+\.\d+))?\s+MiB( \(output layer\))?$/;
const LAYER_TOTAL = /^Total\s*:\s+(\d+\.\d+),\s+(\d+\.\d+),\s+(\d+\.\d+) MiB$/;

/** Lines only ik_llama.cpp prints; lines only upstream llama.cpp's newer builds print. */
const IK_MARKS: [RegExp, string][] = [
  [/HAVE_FANCY_SIMD/, 'it prints HAVE_FANCY_SIMD'],
  [LAYER_SIZES_START, 'it prints a "Layer sizes" table'],
  [/^Tensor \S+ buffer type overriden to/, 'it prints "Tensor ... buffer type overriden" (capital T)'],
  [
    /^llama_new_context_with_model: (mla_attn|fused_moe|attn_max_b)\s/,
    'it prints mla_attn / fused_moe settings',
  ],
];
const UPSTREAM_MARKS: [RegExp, string][] = [
  [/^load_tensors: /, 'it prints load_tensors: lines'],
  [/^llama_context: /, 'it prints llama_context: lines'],
  [BREAKDOWN_FN, 'it prints a memory breakdown table'],
  [FIT_FN, 'it prints llama_params_fit lines'],
  [/^llama_kv_cache(_unified)?: /, 'it prints llama_kv_cache: lines'],
];
const OLD_SHARED = /^(llm_load_tensors|llm_load_print_meta|llama_model_loader): /;
const OTHERS: [RegExp, string][] = [
  [/\bvllm\b|vLLM|Loading weights took/, 'vLLM'],
  [/\bsglang\b|SGLang/, 'SGLang'],
  [/\bktransformers\b/i, 'KTransformers'],
  [/level=(INFO|DEBUG|WARN) source=\S+\.go:\d+/, 'ollama'],
  [/LM Studio|lmstudio/, 'LM Studio'],
  [/\bexllama|tabbyAPI/i, 'ExLlama / TabbyAPI'],
];

export type ReadLogOptions = {
  /** The person says the log is from ik_llama.cpp's --dry-run: nothing was loaded. */
  dryRun?: boolean;
  /** The person names the runtime when the log does not say. */
  runtime?: RuntimeName;
};

function detectRuntime(lines: LogLine[], options: ReadLogOptions) {
  const find = (marks: [RegExp, string][]) => {
    for (const l of lines) for (const [re, why] of marks) if (re.test(l.text)) return `${why} (line ${l.no})`;
    return undefined;
  };
  const ik = find(IK_MARKS);
  const up = find(UPSTREAM_MARKS);
  const other = find(OTHERS.map(([re, name]) => [re, name]));
  const otherRuntime = other?.replace(/ \(line \d+\)$/, '');
  if (options.runtime) return { runtime: options.runtime, why: 'named by you', otherRuntime };
  if (ik) return { runtime: 'ik_llama.cpp' as const, why: ik, otherRuntime };
  if (up) return { runtime: 'llama.cpp' as const, why: up, otherRuntime };
  if (lines.some((l) => OLD_SHARED.test(l.text)))
    return {
      runtime: 'llama.cpp or ik_llama.cpp' as const,
      why: 'its lines are in a format both print (an older llama.cpp, or ik_llama.cpp): this log does not say which',
      otherRuntime,
    };
  return { runtime: undefined, why: 'no line names a runtime this reader knows', otherRuntime };
}

export function readLoadLog(text: string, options: ReadLogOptions = {}): LogReading {
  const lines = logLines(text);
  const { runtime, why, otherRuntime } = detectRuntime(lines, options);
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
