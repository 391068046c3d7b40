/**
 * What a llama.cpp or ik_llama.cpp log says, as data: each figure as the runtime printed it
 * (never converted, never summed here), with the line it came from and its kind. A run's
 * own report at load ("reported by the runtime in this log") is kept apart from what a
 * runtime projected before or instead of loading (llama_params_fit, llama-fit-params
 * --fit-print, the memory breakdown printed while fitting, ik_llama.cpp's layer sizes and
 * --dry-run): "projected by <runtime> <build>".
 */

import type { FAMILY_INFO } from '../command/runtime';
import type { LogLimit } from './log-limits';

export type FigureKind =
  { kind: 'reported' } | { kind: 'projected'; runtime: string; build: string | undefined; by: string };

/** A size as printed: "10750.86" "MiB". */
export type PrintedSize = { value: string; unit: 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB' };

/**
 * One model load in the log. llama.cpp's --fit (on by default since b7003, PR #16653) loads
 * the model with no_alloc = 1 to measure it before the real load: a probe's figures are its
 * projection, the real load's are reported.
 */
export type ModelLoad = { index: number; probe: boolean; line: number };
/** Where a figure belongs: which load (index into loads), and so which kind. */
type AtLoad = { kind: FigureKind; load: number | undefined; line: number };

export type BufferFigure = {
  device: string;
  buffer: 'model' | 'KV' | 'compute' | 'output' | 'RS';
  size: PrintedSize;
} & AtLoad;

export type OverrideFigure = { tensor: string; to: string; detail: string | undefined } & AtLoad;
export type TypeCountFigure = { type: string; count: number } & AtLoad;
/** "load_tensors: layer   3 assigned to device CUDA0, is_swa = 0" (at -v). */
export type LayerDevice = { layer: number; device: string } & AtLoad;
/** A layer on one device whose operation runs on another (llama.cpp warns at context creation). */
export type OpElsewhere = {
  layer: number;
  device: string;
  op: string;
  opDevice: string;
  why: string;
  line: number;
};
/** "llama_kv_cache: layer   3: dev = CPU" (at -v): where a layer's KV cache is. */
export type KvLayerDevice = { layer: number; device: string } & AtLoad;
/** "load_tensors: offloading 32 repeating layers to GPU" / "offloaded 33/33 layers to GPU". */
export type OffloadFigure = {
  what: 'repeating' | 'output' | 'non-repeating' | 'offloaded';
  layers: number;
  of: number | undefined;
} & AtLoad;
/** "tensor 'token_embd.weight' (q4_K) (and 0 others) cannot be used with preferred buffer type CPU_REPACK, using CPU instead" */
export type FallbackFigure = {
  tensor: string;
  type: string;
  others: number;
  preferred: string;
  used: string;
} & AtLoad;
/** "llama_model_load_from_file_impl: using device CUDA0 (NVIDIA ...) (0000:01:00.0) - 23811 MiB free" */
export type DeviceFree = { device: string; name: string; freeMiB: number; line: number };
/** "llama_new_context_with_model: KV self size  =  583.31 MiB, c^KV (q8_0):  583.31 MiB, kv^T: not used" */
export type KvSelfFigure = { size: PrintedSize; parts: string } & AtLoad;
/** At exit, each device's compute buffer against what was reserved for it. */
export type ComputeCheck = {
  device: string;
  size: PrintedSize;
  expected: PrintedSize;
  matches: boolean;
  line: number;
};
/** A vLLM or SGLang startup line with a memory or token figure, as printed. */
export type ServingFigure = {
  runtime: (typeof FAMILY_INFO)['vllm' | 'sglang']['name'];
  what:
    'weights' | 'KV cache' | 'KV cache tokens' | 'max_total_num_tokens' | 'HiCache host pool' | 'available';
  figure: string;
  rank: string | undefined;
  line: number;
};
/** A line that looked like a figure line but holds no figure that can be (nan, inf, over 1 PiB, too long). */
export type UnreadableLine = { line: number; text: string; why: string };

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
/** v0.5.0's "- CUDA0 : 24111 total, 1234 used, 22000 free vs. target of 1024" (MiB). */
export type FitTargetRow = {
  device: string;
  total: number;
  used: number;
  free: number;
  target: number;
  line: number;
};
/** Its choice: "- CUDA0 : 33 layers ( 2 overflowing), 9000 MiB used, 14000 MiB free". */
export type FitLayerRow = {
  device: string;
  layers: number;
  overflowing: number | undefined;
  used: number;
  free: number;
  line: number;
};
export type FitProjection = {
  kind: FigureKind;
  rows: FitRow[];
  /** The runtime's own sentences: "projected to use ...", "set to use 35 dense-only ...". */
  sentences: { text: string; line: number }[];
  targets: FitTargetRow[];
  layers: FitLayerRow[];
};
/** llama-fit-params' result on stdout: "-c 4096 -ngl 33 -ts 20,13 -ot \"...\"". */
export type FitResult = { args: string; context: number; gpuLayers: number; kind: FigureKind; line: number };

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
  arch: { text: string; line: number } | undefined;
  modelType: { text: string; line: number } | undefined;
  /** The real load's "offloaded N/M layers to GPU" (or the last one printed). */
  offloaded: { layers: number; of: number; kind: FigureKind; line: number } | undefined;
  loads: ModelLoad[];
  offloads: OffloadFigure[];
  layerDevices: LayerDevice[];
  kvLayers: KvLayerDevice[];
  fallbacks: FallbackFigure[];
  unusedTensors: { tensor: string; bytes: number; line: number }[];
  devicesFree: DeviceFree[];
  kvSelf: KvSelfFigure[];
  computeChecks: ComputeCheck[];
  opsElsewhere: OpElsewhere[];
  /** ik_llama.cpp's tensors computed at load (MLA's attn_kv_b), with the buffer each is stored in. */
  computed: { tensor: string; shape: string; buffer: string; line: number }[];
  repeatingSize: { size: PrintedSize; bpw: string; params: string; line: number } | undefined;
  fitResult: FitResult | undefined;
  serving: ServingFigure[];
  unreadable: UnreadableLine[];
  /** A limit the log is over: nothing (characters, lines) or nothing after it (figures) was read. */
  limit: LogLimit | undefined;
  /** What a log at llama.cpp's default verbosity lacks, when this one is such a log. */
  lacks: string | undefined;
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
