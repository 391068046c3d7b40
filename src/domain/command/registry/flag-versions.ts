/**
 * What a flag is in one build: whether the build accepts the name, and how many words it
 * takes. The registries (registry/) hold each family's flags at one commit; this module holds
 * what changed across versions, each change cited from the runtime's source:
 * - llama.cpp `-fa` was a switch until PR #15434 (opened 2025-08-19; release b6327, synced
 *   2025-08-31, has `flash_attn_type`), then took on/off/auto;
 * - ik_llama.cpp `-fa` was a switch until PR #863 (2025-10-25) removed it, and PR #944
 *   (2025-11-13) brought it back taking a value;
 * - the llama.cpp v0.5.0 tree accepts exactly the names of its common/arg.cpp (no --mmap,
 *   --no-mmap or --mlock: --load-mode took their place) and names RPC buffers
 *   `RPC<device>[host:port]`.
 * A version that does not settle a change gives "not settled", and the reader then decides
 * from the next word alone (a value word is taken, a flag is not) and says so.
 */
import type { Citation } from './types';
import { LLAMACPP_V050_NAMES } from './llamacpp-v050-names';
import type { Family, Version } from '../runtime';

export type FlagAt =
  /** This build accepts the flag and takes this many words after it. */
  | { kind: 'accepted'; values: 0 | 1 | 2; cite?: Citation }
  /** This build refuses the name: it stops with an error. */
  | { kind: 'refused'; why: string; cite: Citation; nearest?: string }
  /** The version does not settle how many words it takes: decided from the next word. */
  | { kind: 'unsettled'; why: string; cite: Citation }
  /** No version rule: the registry's arity holds. */
  | { kind: 'registry' };

const V050_COMMIT = 'de3ff815ea7d559ee917f063901b8986f038abc6';
const v050Cite = (quote: string): Citation => ({ quote, source: 'llamacpp-arg-cpp-v050' });
const pr15434 = (quote: string): Citation => ({ quote, source: 'llamacpp-pr-15434' });
const ikFa = (quote: string): Citation => ({ quote, source: 'ik-flash-attn-863-944' });

/** The v0.5.0 tree: tag v0.5.0 (a release "0.5.0" of llama.cpp) or its commit. */
export function isV050(family: Family, v: Version): boolean {
  if (family !== 'llama.cpp') return false;
  if (v.kind === 'release') return v.release === '0.5.0';
  if (v.kind === 'commit') return V050_COMMIT.startsWith(v.sha);
  return false;
}

let v050: Map<string, 0 | 1 | 2> | undefined;
/** The v0.5.0 tree's flag names with the words each takes. */
export function v050Names(): ReadonlyMap<string, 0 | 1 | 2> {
  if (!v050) {
    v050 = new Map();
    for (const [names, neg, values] of LLAMACPP_V050_NAMES) {
      for (const n of names) v050.set(n, values as 0 | 1 | 2);
      for (const n of neg) v050.set(n, 0);
    }
  }
  return v050;
}

export const V050_RULES = {
  faValue: v050Cite('{ "-fa", "--flash-attn" }, "[on|off|auto]",'),
  loadMode: v050Cite('{"-lm", "--load-mode"}, "MODE",'),
  rpcName: v050Cite(
    'std::string buft_name = "RPC" + std::to_string(device) + "[" + std::string(endpoint) + "]";',
  ),
} as const;

/** The loading flags of earlier builds that --load-mode replaced in the v0.5.0 tree. */
const LOAD_MODE_NAMES = new Set(['--mmap', '--no-mmap', '--mlock', '-mlock']);
const FA_NAMES = new Set(['-fa', '--flash-attn', '--flash-attention']);

type Side = 'before' | 'after' | 'unknown';
/** Which side of a change a version is on, from the dates and builds the sources state. */
function side(
  v: Version,
  before: string,
  after: string,
  build?: number,
  commits?: { with: string[]; without: string[] },
): Side {
  switch (v.kind) {
    case 'date':
      return v.date < before ? 'before' : v.date >= after ? 'after' : 'unknown';
    case 'build':
      return build !== undefined && v.build >= build ? 'after' : 'unknown';
    case 'commit':
      if (commits?.with.some((c) => c.startsWith(v.sha))) return 'after';
      if (commits?.without.some((c) => c.startsWith(v.sha))) return 'before';
      return 'unknown';
    default:
      return 'unknown';
  }
}

function llamaFa(v: Version): FlagAt {
  const s = side(v, '2025-08-19', '2025-08-31', 6327);
  if (s === 'before') return { kind: 'accepted', values: 0, cite: pr15434('-fa -ngl 99') };
  if (s === 'after')
    return {
      kind: 'accepted',
      values: 1,
      cite: pr15434('Deprecate `flash_attn` and introduce `flash_attn_type` (auto|on|off) context param.'),
    };
  return {
    kind: 'unsettled',
    why: 'llama.cpp builds before PR #15434 take -fa alone; later builds take on, off or auto after it',
    cite: pr15434(
      'error while handling argument "--flash-attn": error: unkown value for --flash-attn: \'--main-gpu\'',
    ),
  };
}

const IK_863 = {
  with: ['41d6c42b96b0738bcc6a64a50537c8d8a5c0b5f8'],
  without: ['70c0095e11351d18f15ea9752aeab893ed46e6d7'],
};
const IK_944 = {
  with: [
    '874926800ff62bb8e21d5668500729a1956c5e66',
    '8337e4cd3861406fc04e0854b1409cd1b027fbc9',
    'da2293ded3b89459c0818747ef6f87e41c546549',
  ],
  without: ['41d6c42b96b0738bcc6a64a50537c8d8a5c0b5f8', '70c0095e11351d18f15ea9752aeab893ed46e6d7'],
};

const FMOE_NAMES = new Set(['-fmoe', '--fused-moe']);

/** ik_llama.cpp's -fmoe: a switch until PR #863 made fused MoE the default and removed it. */
function ikFmoeAt(v: Version): FlagAt {
  const before =
    v.kind === 'pr' && v.pr === 863 && !v.included
      ? 'before'
      : side(v, '2025-10-25', '2025-10-26', undefined, IK_863);
  if (before === 'after' || (v.kind === 'pr' && v.pr === 944 && v.included))
    return {
      kind: 'refused',
      why: 'ik_llama.cpp PR #863 made fused MoE the default and replaced -fmoe with -no-fmoe',
      cite: ikFa('if (arg == "-no-fmoe" || arg == "--no-fused-moe") {'),
      nearest: '-no-fmoe',
    };
  return {
    kind: 'accepted',
    values: 0,
    cite: ikFa('"-fmoe, --fused-moe",            "enable fused MoE (default: %s)"'),
  };
}

/**
 * Flags that only ik_llama.cpp defines (its common/common.cpp @8337e4cd, or before PR #863
 * for -fmoe): positive evidence that a llama-server command is for the fork. `-fmoe` also
 * dates the build: before PR #863.
 */
export const IK_MARKERS: ReadonlySet<string> = new Set([
  '-mla',
  '--mla-use',
  '-amb',
  '--attention-max-batch',
  '-fmoe',
  '--fused-moe',
  '-no-fmoe',
  '--no-fused-moe',
  '-rtr',
  '--run-time-repack',
  '-ser',
  '--smart-expert-reduction',
  '-muge',
  '--merge-up-gate-experts',
  '-ger',
  '--grouped-expert-routing',
  '-no-ooae',
  '-khad',
  '--k-cache-hadamard',
  '-smgs',
  '--max-gpu',
  '-gfm',
  '--gpu-fit-margin',
]);

function ikFaAt(v: Version): FlagAt {
  if (v.kind === 'pr' && v.pr === 863 && !v.included)
    return { kind: 'accepted', values: 0, cite: ikFa('params.flash_attn = true;') };
  if (v.kind === 'pr' && v.pr === 944 && v.included)
    return {
      kind: 'accepted',
      values: 1,
      cite: ikFa('if (next_arg == "auto" || next_arg == "1" || next_arg == "on") {'),
    };
  const s944 = side(v, '2025-11-13', '2025-11-14', undefined, IK_944);
  if (s944 === 'after')
    return {
      kind: 'accepted',
      values: 1,
      cite: ikFa('if (next_arg == "auto" || next_arg == "1" || next_arg == "on") {'),
    };
  const s863 = side(v, '2025-10-25', '2025-10-26', undefined, IK_863);
  if (s863 === 'before') return { kind: 'accepted', values: 0, cite: ikFa('params.flash_attn = true;') };
  if (s863 === 'after' && s944 === 'before')
    return {
      kind: 'refused',
      why: 'ik_llama.cpp PR #863 removed -fa (flash attention on by default, -no-fa turns it off) and PR #944 brought it back',
      cite: ikFa('if (arg == "-no-fa" || arg == "--no-flash-attn") {'),
      nearest: '-no-fa',
    };
  return {
    kind: 'unsettled',
    why: 'ik_llama.cpp builds before PR #863 take -fa alone; builds since PR #944 take auto, on, off, 0 or 1 after it',
    cite: ikFa('-fa, --flash-attn (auto|on|off|0|1)'),
  };
}

/** The flag `name` in the given build. */
export function flagAt(family: Family, version: Version, name: string): FlagAt {
  if (isV050(family, version)) {
    const values = v050Names().get(name);
    if (values === undefined)
      return LOAD_MODE_NAMES.has(name)
        ? {
            kind: 'refused',
            why: 'the llama.cpp v0.5.0 tree has no such argument: --load-mode (mmap, mlock, mmap+mlock, none, dio) replaced it',
            cite: V050_RULES.loadMode,
            nearest: '--load-mode',
          }
        : {
            kind: 'refused',
            why: 'the llama.cpp v0.5.0 tree has no such argument',
            cite: V050_RULES.loadMode,
          };
    return { kind: 'accepted', values, ...(FA_NAMES.has(name) ? { cite: V050_RULES.faValue } : {}) };
  }
  if (family === 'llama.cpp' && FA_NAMES.has(name)) return llamaFa(version);
  if (family === 'ik_llama.cpp' && FA_NAMES.has(name)) return ikFaAt(version);
  if (family === 'ik_llama.cpp' && FMOE_NAMES.has(name)) return ikFmoeAt(version);
  return { kind: 'registry' };
}

/** The words a flag with an unsettled arity may take: its values in the builds that take one. */
export const FA_VALUES = new Set([
  'on',
  'off',
  'auto',
  'enabled',
  'disabled',
  '0',
  '1',
  '-1',
  'true',
  'false',
]);

/** Up to this many names are compared for the nearest one: enough for any registry. */
const MAX_NEAREST = 2000;

/** The known name closest to `name` (edit distance, at most a third of its length), if any. */
export function nearestName(name: string, known: Iterable<string>, except?: string): string | undefined {
  if (name.length > 64) return undefined;
  let best: string | undefined;
  let bestD = Math.max(2, Math.floor(name.length / 3)) + 1;
  let seen = 0;
  for (const k of known) {
    if (++seen > MAX_NEAREST) break;
    if (k === except) continue;
    if (Math.abs(k.length - name.length) >= bestD) continue;
    const d = distance(name, k, bestD);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/** Levenshtein distance over two reused rows, stopping once a whole row is at least `cap`. */
function distance(a: string, b: string, cap: number): number {
  const m = b.length;
  let prev = new Int32Array(m + 1);
  let row = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let min = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = row[j - 1]! + 1;
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      row[j] = v;
      if (v < min) min = v;
    }
    if (min >= cap) return cap;
    [prev, row] = [row, prev];
  }
  return prev[m]!;
}

/**
 * Why the v0.5.0 tree has no buffer of this name, for an -ot target: it names an RPC buffer
 * `RPC<device>[host:port]`, the device counted within that server (ggml-rpc.cpp), so the
 * older `RPC[host:port]` is no buffer of it, and `RPC1[…]` exists only on a server with two
 * devices. Undefined when the name is not an RPC buffer or is one this build may have.
 */
export function v050RpcBufferProblem(buffer: string): string | undefined {
  if (/^RPC\[/.test(buffer))
    return `"${buffer}": the llama.cpp v0.5.0 tree names RPC buffers RPC<device>[host:port] (RPC0[…] for a server's first device), so it has no buffer of this name`;
  const m = /^RPC(\d+)\[/.exec(buffer);
  if (m && Number(m[1]) > 0)
    return `"${buffer}": in the llama.cpp v0.5.0 tree the number after RPC counts the devices of that one server, so this buffer exists only if the server at that address offers ${Number(m[1]) + 1} devices`;
  return undefined;
}
