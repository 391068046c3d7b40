/**
 * What a llama.cpp or ik_llama.cpp log says, as data: each figure as the runtime printed it
 * (never converted, never summed here), with the line it came from and its kind. A run's
 * own report at load ("reported by the runtime in this log") is kept apart from what a
 * runtime projected before or instead of loading (llama_params_fit, llama-fit-params
 * --fit-print, the memory breakdown printed while fitting, ik_llama.cpp's layer sizes and
 * --dry-run): "projected by <runtime> <build>".
 */

export type FigureKind =
  { kind: 'reported' } | { kind: 'projected'; runtime: string; build: string | undefined; by: string };

/** A size as printed: "10750.86" "MiB". */
export type PrintedSize = { value: string; unit: 'B' | 'KiB' | 'MiB' | 'GiB' };

export type BufferFigure = {
  device: string;
  buffer: 'model' | 'KV' | 'compute' | 'output' | 'RS';
  size: PrintedSize;
  kind: FigureKind;
  line: number;
};

export type OverrideFigure = { tensor: string; to: string; detail: string | undefined; line: number };
export type TypeCountFigure = { type: string; count: number; line: number };

/** One device row of a memory breakdown table, MiB as printed (integers). */
export type BreakdownRow = {
  device: string;
  total: number | undefined;
  free: number | undefined;
  self: number;
  model: number;
  context: number;
  compute: number;
  unaccounted: number | undefined;
  line: number;
};
export type BreakdownTable = { rows: BreakdownRow[]; kind: FigureKind; line: number };

export type FitRow = {
  device: string;
  total: number;
  used: number;
  /** "deficit" or "surplus" as printed, MiB. */
  margin: { word: 'deficit' | 'surplus'; mib: number };
  /** Before fitting ("with initial parameters") or after ("projected memory use:" of the choice). */
  phase: 'initial' | 'chosen';
  line: number;
};
export type FitProjection = {
  kind: FigureKind;
  rows: FitRow[];
  /** The runtime's own sentences: "projected to use ...", "set to use 35 dense-only ...". */
  sentences: { text: string; line: number }[];
};

export type FitPrintRow = { device: string; model: number; context: number; compute: number; line: number };
export type LayerSizeRow = {
  layer: number | 'output' | 'total';
  model: string;
  cache: string;
  total: string;
  compute: string | undefined;
  line: number;
};

/** "llama_model_loader: - tensor 96: blk.10.attn_output.weight q4_0 [ 8192, 8192, 1, 1 ]" */
export type TensorLine = { index: number; name: string; type: string; shape: bigint[]; line: number };

export type RuntimeName = 'llama.cpp' | 'ik_llama.cpp' | 'llama.cpp or ik_llama.cpp';

export type LogReading = {
  /** False when no line is in a format this reader knows. */
  recognised: boolean;
  runtime: RuntimeName | undefined;
  /** Why the runtime is said to be this one (a line of the log), or that the log does not say. */
  runtimeWhy: string;
  build: string | undefined;
  /** A log of another runtime (vLLM, SGLang, ollama ...), said as such. */
  otherRuntime: string | undefined;
  dryRun: boolean;
  fileSize: { size: PrintedSize; bpw: string | undefined; kind: FigureKind; line: number } | undefined;
  params: { text: string; line: number } | undefined;
  offloaded: { layers: number; of: number; kind: FigureKind; line: number } | undefined;
  devices: { index: number; name: string; line: number }[];
  buffers: BufferFigure[];
  overrides: OverrideFigure[];
  typeCounts: TypeCountFigure[];
  /** Tensors the log lists one by one, and how many the model has ("... and 723 tensors from"). */
  tensors: TensorLine[];
  tensorCount: number | undefined;
  breakdowns: BreakdownTable[];
  fit: FitProjection | undefined;
  fitPrint: { rows: FitPrintRow[]; kind: FigureKind } | undefined;
  layerSizes: { rows: LayerSizeRow[]; kind: FigureKind } | undefined;
  linesRead: number;
  linesIgnored: number;
};
