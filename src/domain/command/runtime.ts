/**
 * Which runtime a command is for, and which of its rules apply to the chosen version. A flag
 * can mean different things in different builds (llama.cpp PR #18148 moved the output layer
 * first; ik_llama.cpp PR #2262 took the last N MoE layers instead of the first N), so every
 * version-dependent rule names the change that introduced it, and a version either includes
 * that change, does not, or cannot be told ("unknown"), never a guess.
 */

export const FAMILIES = ['llama.cpp', 'ik_llama.cpp', 'vllm', 'sglang'] as const;
export type Family = (typeof FAMILIES)[number];

/**
 * What sets one family apart from another, for every reader and surface: one row per family,
 * written `satisfies Record<Family, FamilyInfo>`, so a fifth family is a compile error here
 * until its row says how it is named and parsed, instead of falling into another's branch.
 */
export type FamilyInfo = {
  /** The name as the project spells it: "vLLM", "SGLang". */
  name: string;
  /**
   * How its arguments are parsed: llama.cpp's own loop (a `--long_name` with "_" turned
   * into "-" upstream, LLAMA_ARG_* read first) or Python's argparse (`--name=value`).
   */
  parser: 'llama.cpp' | 'ik_llama.cpp' | 'argparse';
};

export const FAMILY_INFO = {
  'llama.cpp': { name: 'llama.cpp', parser: 'llama.cpp' },
  'ik_llama.cpp': { name: 'ik_llama.cpp', parser: 'ik_llama.cpp' },
  vllm: { name: 'vLLM', parser: 'argparse' },
  sglang: { name: 'SGLang', parser: 'argparse' },
} as const satisfies Record<Family, FamilyInfo>;

export type Version =
  | { kind: 'unstated' }
  /** A llama.cpp release tag such as b6089. */
  | { kind: 'build'; build: number }
  /** A build from this day (YYYY-MM-DD). */
  | { kind: 'date'; date: string }
  | { kind: 'commit'; sha: string }
  /** A release number such as 0.11.0. */
  | { kind: 'release'; release: string }
  /** "a build with PR #N" (+N) or "a build without it" (-N). */
  | { kind: 'pr'; pr: number; included: boolean };

export type Runtime = { family: Family; version: Version };

/** A change that a rule depends on: its PR, the day it was merged and what else is known of it. */
export type Change = {
  family: Family;
  pr: number;
  merged: string;
  /** The first release tag that has it, where a source states one. */
  build?: number;
  /** Commits known to include it (the merge commit first) and commits known not to. */
  commitsWith?: readonly string[];
  commitsWithout?: readonly string[];
};

export type Includes = 'yes' | 'no' | 'unknown';

export function includes(version: Version, change: Change): Includes {
  switch (version.kind) {
    case 'unstated':
    case 'release':
      return 'unknown';
    case 'pr':
      return version.pr === change.pr ? (version.included ? 'yes' : 'no') : 'unknown';
    case 'build':
      return change.build === undefined ? 'unknown' : version.build >= change.build ? 'yes' : 'no';
    case 'date':
      // A build from the day of the merge may be from either side of it.
      return version.date > change.merged ? 'yes' : version.date < change.merged ? 'no' : 'unknown';
    case 'commit': {
      const same = (c: string) => c.startsWith(version.sha) || version.sha.startsWith(c);
      if (change.commitsWith?.some(same)) return 'yes';
      if (change.commitsWithout?.some(same)) return 'no';
      return 'unknown';
    }
  }
}

const ALIASES: Record<string, Family> = {
  'llama.cpp': 'llama.cpp',
  llamacpp: 'llama.cpp',
  'llama-cpp': 'llama.cpp',
  'ik_llama.cpp': 'ik_llama.cpp',
  ik_llama: 'ik_llama.cpp',
  'ik-llama.cpp': 'ik_llama.cpp',
  ik: 'ik_llama.cpp',
  vllm: 'vllm',
  sglang: 'sglang',
};

export type RuntimeParse = { ok: true; runtime: Runtime } | { ok: false; message: string };

/** "llama.cpp", "llama.cpp@b6089", "ik_llama.cpp@8337e4cd", "ik_llama.cpp@+2262", "vllm@0.11.0", "llama.cpp@2026-01-10". */
export function parseRuntime(spec: string): RuntimeParse {
  const at = spec.indexOf('@');
  const name = (at < 0 ? spec : spec.slice(0, at)).trim().toLowerCase();
  const family = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
  if (!family)
    return {
      ok: false,
      message: `unknown runtime "${name}": use one of ${FAMILIES.join(', ')}, optionally with @VERSION`,
    };
  if (at < 0) return { ok: true, runtime: { family, version: { kind: 'unstated' } } };
  const v = spec.slice(at + 1).trim();
  const version = parseVersion(v);
  if (!version)
    return {
      ok: false,
      message: `cannot read the version "${v}": give a build (b6089), a date (2026-01-10), a commit sha, a release (0.11.0), or +PR / -PR (a build with or without that PR)`,
    };
  return { ok: true, runtime: { family, version } };
}

function parseVersion(v: string): Version | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^b(\d{1,7})$/i.exec(v))) return { kind: 'build', build: Number(m[1]) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return { kind: 'date', date: v };
  if ((m = /^([+-])#?(\d{1,7})$/.exec(v))) return { kind: 'pr', pr: Number(m[2]), included: m[1] === '+' };
  if (/^v?\d+(\.\d+){1,3}([.-]?\w+)?$/.test(v)) return { kind: 'release', release: v.replace(/^v/, '') };
  if (/^[0-9a-f]{7,40}$/i.test(v)) return { kind: 'commit', sha: v.toLowerCase() };
  return undefined;
}

export function versionLabel(v: Version): string {
  switch (v.kind) {
    case 'unstated':
      return 'version not stated';
    case 'build':
      return `build b${v.build}`;
    case 'date':
      return `a build from ${v.date}`;
    case 'commit':
      return `commit ${v.sha}`;
    case 'release':
      return `release ${v.release}`;
    case 'pr':
      return `a build ${v.included ? 'with' : 'without'} PR #${v.pr}`;
  }
}

export const runtimeLabel = (r: Runtime): string => `${r.family} (${versionLabel(r.version)})`;

/** llama.cpp PR #18148 "llama: offload output layer to GPU first". */
export const OUTPUT_FIRST: Change = { family: 'llama.cpp', pr: 18148, merged: '2025-12-17' };

/** ik_llama.cpp PR #2262: -ncmoe takes the last N MoE layers (commit da2293ded, 2026-08-07). */
export const IK_LAST_N_MOE: Change = {
  family: 'ik_llama.cpp',
  pr: 2262,
  merged: '2026-08-07',
  commitsWith: ['da2293ded3b89459c0818747ef6f87e41c546549', '8337e4cd3861406fc04e0854b1409cd1b027fbc9'],
  commitsWithout: ['113f426a3cf63dd482526f630fb0707040603b6e'],
};
