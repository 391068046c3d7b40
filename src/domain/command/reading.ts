/**
 * What a command reader returns: data, never sentences to parse back. Component rows from the
 * runtime's tensor groups, each split into parts that say where they live and which flag and
 * rule put them there; the flags as read (described with a citation, read only, or unknown);
 * the settings with the values this command passes; the conflicts with the runtime's rule for
 * which wins; and what the reading had to assume or could not know.
 */
import type { Citation } from './registry/types';
import type { Change, Family, Runtime } from './runtime';
import type { Accounting } from './read/token-accounting';
import type { ParsedFlag } from './read/parse-flags';

/** The kind of memory a part lives in, as the runtime names it; the hardware gives the lanes. */
export type Tier = 'gpu-memory' | 'host-ram' | 'remote-device' | 'kv-backend';

export type Residence =
  | { kind: 'tier'; tier: Tier; device?: string; splitAcrossDevices?: boolean }
  /** The runtime decides at load or run time (--fit, free memory, dynamic expert update). */
  | { kind: 'decided-at-run-time' }
  /** The command does not say, and the runtime's default is not described here. */
  | { kind: 'not-stated' }
  /** The runtime never loads it under this command (an MTP / NextN layer without an MTP context). */
  | { kind: 'not-loaded' };

/** Layers of a part: all, explicit ranges (end null: and every later layer), or counted from one end. */
export type LayerSet =
  | { kind: 'all' }
  | { kind: 'ranges'; ranges: [number, number | null][] }
  | { kind: 'first'; n: number }
  | { kind: 'last'; n: number; of: 'layers' | 'moe-layers' }
  | { kind: 'rest' };

/** Why a part is where it is: the flag (if any), the rule in this site's words, and the runtime's own text. */
export type Because = { flag: string | undefined; rule: string; cite: readonly Citation[] };

export type CopyKind = 'write-through' | 'cache' | 'second-copy' | 'prefetch';

export type PartReading = {
  id: string;
  label: string;
  /**
   * The part's own name after its component's, when its label leads with the component
   * ("Routed experts, layers 0 to 26" has the scope "layers 0 to 26"): the board names the
   * component beside the part, so the draft's part rows carry the scope alone.
   */
  scope?: string;
  /** The tensor names of this part, when only some of the group's: ["ffn_up_exps", "ffn_down_exps"]. */
  tensors: string[] | undefined;
  layers: LayerSet | undefined;
  residence: Residence;
  /** This part is a copy of its component's home, not a move. */
  copy: CopyKind | undefined;
  /** The part is per rank (tensor parallel shards, per-rank pools). */
  perRank: boolean;
  /** What the source states of its share ("8 experts per MoE layer", "150 GiB per GPU"). */
  share: string | undefined;
  /** A part that exists only under a condition the command cannot settle ("if the model has more than 98 layers"). */
  condition: string | undefined;
  because: Because[];
  /** Exact file bytes of the part's tensors, from a model file header; unknown without one. */
  fileBytes?: number | 'unknown';
  /** How many of the file's tensors the part holds, from a model file header. */
  tensorCount?: number;
};

/** A part named after its component: the label "KV cache, all layers" with its scope "all layers". */
export type PartName = { label: string; scope: string };
export const partName = (component: string, scope: string): PartName => ({
  label: `${component}, ${scope}`,
  scope,
});

export type ComponentReading = {
  id: string;
  label: string;
  kind: string;
  overlap: 'overlaps-ledger' | 'runtime' | 'separate';
  /** Present when the command implies it (an MoE flag implies routed experts), else not stated. */
  presence: 'present' | 'not-stated';
  parts: PartReading[];
};

/** The KV cache as every runtime's reader names it: the readers differ only in its parts. */
export const kvCacheReading = (parts: PartReading[]): ComponentReading => ({
  id: 'kv-cache',
  label: 'KV cache',
  kind: 'kv-cache',
  overlap: 'runtime',
  presence: 'present',
  parts,
});

export type FlagReading = ParsedFlag;

export type SettingReading = {
  /** The flag's registry id within its family: "n-cpu-moe". */
  id: string;
  flag: string;
  value: string;
  cite: Citation | undefined;
  /** The paste does not state the value ($VAR, or an environment variable without a value). */
  unstated: boolean;
};

export type ConflictReading = {
  what: string;
  flags: string[];
  /** Which one the runtime applies, in this site's words. */
  rule: string;
  cite: readonly Citation[];
  /** The load stops with an error instead of choosing. */
  aborts: boolean;
};

/** What one override pattern did with the tensor names: placed, shadowed by an earlier pattern, or nothing. */
export type PatternMatch = {
  flag: string;
  pattern: string;
  buffer: string;
  /** Tensors this pattern placed (it was the first to match them). */
  placed: number;
  /** Tensors it matched that an earlier pattern had placed (first wins). */
  shadowed: number;
  /** Counted on the file's real tensor names (a header), or on this reader's stand-in names. */
  on: 'file' | 'stand-ins';
};

export type Assumption = { change: Change; included: boolean; why: string };

/** An environment variable the paste sets, and what the reader takes from it. */
export type EnvReading = {
  name: string;
  value: string | undefined;
  at: number;
  /**
   * flag: an LLAMA_ARG_* twin of a flag (listed with the flags); devices: which GPUs the
   * runtime sees and in which order; other: kept, its effect not described here.
   */
  effect: 'flag' | 'devices' | 'other';
  /** For CUDA_VISIBLE_DEVICES and its kin: the physical devices in the order the runtime numbers them. */
  devices?: string[];
  /** The source of the effect, for a device list. */
  cite?: Citation;
};

export type CommandReading = {
  runtime: Runtime;
  /** How the runtime was chosen: given, or told from the program, module or image, or guessed. */
  runtimeFrom: string;
  /** Runtimes the evidence does not rule out (llama-server is also ik_llama.cpp's program name). */
  runtimeAlternatives: Family[];
  /** For arguments alone: how many of their flags each runtime knows. */
  accepts: { family: Family; known: number; total: number }[];
  /** How the paste was taken in: a shell command line, or a YAML or JSON argument list. */
  form: 'shell' | 'yaml' | 'json';
  /** The paste names no program: its arguments alone were read. */
  argsOnly: boolean;
  environment: EnvReading[];
  /** Why the whole paste was refused unread (too long to be a command line). */
  refused?: string;
  /** Every word of the paste and what the reader did with it. */
  accounting: Accounting;
  program: string | undefined;
  wrappers: string[];
  model: string | undefined;
  flags: FlagReading[];
  settings: SettingReading[];
  components: ComponentReading[];
  conflicts: ConflictReading[];
  /** Rules that depend on a version this command does not pin: the reading assumes the newer one. */
  assumptions: Assumption[];
  /** The same command read under the other side of each assumption. */
  alternatives: { assumption: Assumption; components: ComponentReading[] }[];
  /** What each override pattern matched, for llama.cpp and ik_llama.cpp. */
  patterns: PatternMatch[];
  /** What cannot be told without a model file header ("which layers have experts"). */
  unknowns: string[];
  /** Problems of the paste itself (an open quote, a flag without its value). */
  problems: string[];
};
