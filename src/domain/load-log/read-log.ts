/**
 * Reads a pasted llama.cpp / ik_llama.cpp log line by line. Each line either matches one of
 * the patterns of log-patterns.ts exactly (anchored, whole line) and becomes a figure, or is
 * ignored: never half-read, never guessed. A line of a known shape whose figure cannot be one
 * (nan, inf, over 1 PiB) is named as unreadable. Limits (log-limits.ts) are checked first.
 * Which runtime printed it is log-runtime.ts's; which load a figure belongs to, log-loads.ts's.
 */
import { count, mib, printedSize, UnreadableFigure } from './log-figures';
import { LOG_LIMITS, overLogLimit, type LogLimits } from './log-limits';
import { logLines, type LogLine } from './log-lines';
import { findLoads, loadOf } from './log-loads';
import type { FigureKind, LogReading, RuntimeName } from './log-reading';
import { detectRuntime } from './log-runtime';
import { endTables, readTableLine, tableState, type TableState } from './log-tables';
import { defaultVerbosityLacks } from './log-verbosity';
import { readServingLine } from './read-serving';
import * as P from './log-patterns';

export type ReadLogOptions = {
  /** The person says the log is from ik_llama.cpp's --dry-run: nothing was loaded. */
  dryRun?: boolean;
  /** The person names the runtime when the log does not say. */
  runtime?: RuntimeName;
  /** Lower limits than LOG_LIMITS (tests; a surface that reads in chunks). */
  limits?: Partial<LogLimits>;
  /** Lines read of all, every LINES_PER_PROGRESS and at the end; what it throws (a Cancel) stops the reading. */
  onProgress?: (linesDone: number, lines: number) => void;
};
export const LINES_PER_PROGRESS = 20_000;

/** What a line handler gets: the reading, the line, and the kind of a figure at this line. */
type Ctx = {
  r: LogReading;
  l: LogLine;
  at: { kind: FigureKind; load: number | undefined; line: number };
  s: TableState;
};
type Handler = [RegExp, (m: RegExpExecArray, c: Ctx) => void];

/** One-line figures, each pattern with what it records. */
const HANDLERS: Handler[] = [
  [
    P.FILE_SIZE,
    (m, c) =>
      void (c.r.fileSize = { size: printedSize(m[1]!, m[2]!), bpw: m[3], kind: c.at.kind, line: c.l.no }),
  ],
  [P.PARAMS, (m, c) => void (c.r.params = { text: m[1]!, line: c.l.no })],
  [P.ARCH, (m, c) => void (c.r.arch = { text: m[1]!, line: c.l.no })],
  [P.MODEL_TYPE, (m, c) => void (c.r.modelType = { text: m[1]!, line: c.l.no })],
  [P.NO_ALLOC, () => undefined],
  [
    P.OFFLOADED,
    (m, c) => {
      const [layers, of] = [count(m[1]!), count(m[2]!)];
      c.r.offloads.push({ what: 'offloaded', layers, of, ...c.at });
      if (c.at.kind.kind === 'reported' || c.r.dryRun)
        c.r.offloaded = { layers, of, kind: c.at.kind, line: c.l.no };
      loaded(c);
    },
  ],
  [
    P.OFFLOADING,
    (m, c) => void c.r.offloads.push({ what: 'repeating', layers: count(m[1]!), of: undefined, ...c.at }),
  ],
  [
    P.OFFLOADING_OUTPUT,
    (m, c) =>
      void c.r.offloads.push({
        what: m[1] === 'output' ? 'output' : 'non-repeating',
        layers: 1,
        of: undefined,
        ...c.at,
      }),
  ],
  [
    P.COMPUTED,
    (m, c) =>
      void c.r.computed.push({ tensor: m[1]!, shape: `${m[2]} x ${m[3]}`, buffer: m[4]!, line: c.l.no }),
  ],
  [
    P.REPEATING_SIZE,
    (m, c) =>
      void (c.r.repeatingSize = { size: printedSize(m[1]!, m[2]!), bpw: m[3]!, params: m[4]!, line: c.l.no }),
  ],
  [
    P.OP_ELSEWHERE,
    (m, c) =>
      void c.r.opsElsewhere.push({
        layer: count(m[1]!),
        device: m[2]!,
        op: m[3]!,
        opDevice: m[4]!,
        why: m[5]!,
        line: c.l.no,
      }),
  ],
  [P.LAYER_DEVICE, (m, c) => void c.r.layerDevices.push({ layer: count(m[1]!), device: m[2]!, ...c.at })],
  [P.KV_LAYER, (m, c) => void c.r.kvLayers.push({ layer: count(m[1]!), device: m[2]!, ...c.at })],
  [
    P.MODEL_BUFFER,
    (m, c) => {
      c.r.buffers.push({ device: m[1]!, buffer: 'model', size: printedSize(m[2]!, m[3]!), ...c.at });
      loaded(c);
    },
  ],
  [
    P.CONTEXT_BUFFER,
    (m, c) => {
      const buffer = m[2] as 'KV' | 'RS' | 'compute' | 'output';
      c.r.buffers.push({ device: m[1]!, buffer, size: printedSize(m[3]!, m[4]!), ...c.at });
    },
  ],
  [P.KV_SELF, (m, c) => void c.r.kvSelf.push({ size: printedSize(m[1]!, m[2]!), parts: m[3]!, ...c.at })],
  [
    P.KV_SIZE,
    (m, c) => void c.r.kvSelf.push({ size: printedSize(m[1]!, m[2]!), parts: `${m[3]}; ${m[4]}`, ...c.at }),
  ],
  [
    P.COMPUTE_CHECK,
    (m, c) => {
      const [size, expected] = [printedSize(m[2]!, 'MiB'), printedSize(m[4]!, 'MiB')];
      c.r.computeChecks.push({ device: m[1]!, size, expected, matches: m[3] === 'matches', line: c.l.no });
    },
  ],
  [P.OVERRIDE, (m, c) => void c.r.overrides.push({ tensor: m[1]!, detail: m[2], to: m[3]!, ...c.at })],
  [
    P.FALLBACK,
    (m, c) => {
      const [tensor, type, others, preferred, used] = [m[1]!, m[2]!, count(m[3]!), m[4]!, m[5]!];
      c.r.fallbacks.push({ tensor, type, others, preferred, used, ...c.at });
    },
  ],
  [P.UNUSED, (m, c) => void c.r.unusedTensors.push({ tensor: m[1]!, bytes: mib(m[2]!), line: c.l.no })],
  [
    P.USING_DEVICE,
    (m, c) => void c.r.devicesFree.push({ device: m[1]!, name: m[2]!, freeMiB: mib(m[4]!), line: c.l.no }),
  ],
  [P.TYPE_COUNT, (m, c) => void c.r.typeCounts.push({ type: m[1]!, count: count(m[2]!), ...c.at })],
  [P.TENSOR_COUNT, (m, c) => void (c.r.tensorCount = count(m[1]!))],
  [
    P.TENSOR_LINE,
    (m, c) => {
      const dims = m[4]!.split(',').map((d) => d.trim());
      if (dims.some((d) => !/^\d{1,19}$/.test(d)))
        throw new UnreadableFigure('its shape is not a list of whole numbers');
      c.r.tensors.push({
        index: count(m[1]!),
        name: m[2]!,
        type: m[3]!,
        shape: dims.map(BigInt),
        line: c.l.no,
      });
    },
  ],
  [P.DEVICE, (m, c) => void c.r.devices.push({ index: count(m[1]!), name: m[2]!, line: c.l.no })],
  [
    P.FIT_RESULT,
    (m, c) => {
      const kind: FigureKind = {
        kind: 'projected',
        runtime: 'llama.cpp',
        build: c.r.build,
        by: 'llama-fit-params',
      };
      c.r.fitResult = { args: c.l.text, context: count(m[1]!), gpuLayers: Number(m[2]), kind, line: c.l.no };
    },
  ],
];

/** The model's buffers are allocated: a breakdown after this is what the run used. */
function loaded(c: Ctx): void {
  if (c.at.kind.kind !== 'reported') return;
  c.s.fitting = false;
  c.s.loaded = true;
}

export function readLoadLog(text: string, options: ReadLogOptions = {}): LogReading {
  const limits: LogLimits = { ...LOG_LIMITS, ...options.limits };
  const limit = overLogLimit(text, limits);
  const lines = limit ? [] : logLines(text);
  const { runtime, why, otherRuntime } = detectRuntime(lines, options.runtime);
  const r = emptyReading(runtime, why, otherRuntime, options.dryRun === true);
  r.limit = limit;
  r.build = findBuild(lines);
  r.loads = findLoads(lines);
  const projected = (by: string, who = runtime ?? 'the runtime'): FigureKind => ({
    kind: 'projected',
    runtime: who,
    build: r.build,
    by,
  });
  const atLoad: FigureKind = r.dryRun
    ? projected('--dry-run: nothing was loaded', runtime ?? 'ik_llama.cpp')
    : { kind: 'reported' };
  const probeKinds = new Map(
    r.loads.map((l) => [l.index, projected(`--fit probe load ${l.index + 1}, no_alloc = 1`)]),
  );
  const s = tableState();
  for (const [i, l] of lines.entries()) {
    if (i % LINES_PER_PROGRESS === 0) options.onProgress?.(i, lines.length);
    const t = l.text;
    if (t.trim() === '') continue;
    if (r.linesRead + r.unreadable.length >= limits.figures) {
      r.limit = { limit: 'figures', max: limits.figures, found: r.linesRead + r.unreadable.length };
      break;
    }
    if (t.length > limits.lineCharacters) {
      unreadable(r, l, `it is longer than ${limits.lineCharacters.toLocaleString('en-US')} characters`);
      continue;
    }
    const load = loadOf(r.loads, l.no);
    const kind = load?.probe ? probeKinds.get(load.index)! : atLoad;
    const c: Ctx = { r, l, s, at: { kind, load: load?.index, line: l.no } };
    try {
      if (readLine(c, projected)) r.linesRead++;
      else {
        r.linesIgnored++;
        endTables(t, s);
      }
    } catch (e) {
      if (!(e instanceof UnreadableFigure)) throw e;
      unreadable(r, l, e.message);
    }
  }
  options.onProgress?.(lines.length, lines.length);
  r.recognised = r.linesRead > 0;
  r.lacks = defaultVerbosityLacks(r, lines);
  return r;
}

function readLine(c: Ctx, projected: (by: string, who?: string) => FigureKind): boolean {
  for (const [re, record] of HANDLERS) {
    const m = re.exec(c.l.text);
    if (m) return (record(m, c), true);
  }
  return readTableLine(c.l.text, c.l.no, c.r, c.s, c.at.kind, projected) || readServingLine(c.l, c.r);
}

const unreadable = (r: LogReading, l: LogLine, why: string) =>
  void r.unreadable.push({
    line: l.no,
    text: l.text.length > 200 ? `${l.text.slice(0, 200)}…` : l.text,
    why,
  });

function findBuild(lines: readonly LogLine[]): string | undefined {
  for (const l of lines)
    for (const re of P.BUILD) {
      const m = re.exec(l.text);
      if (m) return `b${m[1]} (${m[2]})`;
    }
  return undefined;
}

function emptyReading(
  runtime: RuntimeName | undefined,
  why: string,
  otherRuntime: string | undefined,
  dryRun: boolean,
): LogReading {
  return {
    recognised: false,
    runtime,
    runtimeWhy: why,
    build: undefined,
    otherRuntime,
    dryRun,
    fileSize: undefined,
    params: undefined,
    arch: undefined,
    modelType: undefined,
    offloaded: undefined,
    loads: [],
    offloads: [],
    layerDevices: [],
    kvLayers: [],
    fallbacks: [],
    unusedTensors: [],
    devicesFree: [],
    kvSelf: [],
    computeChecks: [],
    opsElsewhere: [],
    computed: [],
    repeatingSize: undefined,
    fitResult: undefined,
    serving: [],
    unreadable: [],
    limit: undefined,
    lacks: undefined,
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
}
