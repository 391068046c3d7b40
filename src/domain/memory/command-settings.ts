/**
 * What the engine reads from a llama.cpp command: -ngl, -ts, mmap, repack, the KV settings.
 * Defaults are common/common.h's at v0.5.0 (n_ctx 0 = the trained context, n_ubatch 512,
 * n_parallel 1, kv_unified false, swa_full false, KV types f16).
 */
import type { ParsedFlag } from '../command/read/parse-flags';
import { readNgl } from '../command/llamacpp/flags';
import type { KvSettings } from './kv-cache';
import { DEFAULTS } from './llama-v050-rules';

export type EngineSettings = {
  ngl: number | 'all' | undefined;
  ts: number[] | undefined;
  mmap: boolean;
  repack: boolean;
  /** --fit (on by default in v0.5.0) chooses unset parameters at load time. */
  fit: boolean;
  kv: KvSettings;
  notes: string[];
};

const int = (f: ParsedFlag | undefined): number | undefined => {
  const n = Number(f?.value);
  return f && !f.expands && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** --load-mode (-lm), which v0.5.0 has in place of --no-mmap; read by name while the registry lacks it. */
function loadMode(
  flags: readonly ParsedFlag[],
  last: (id: string) => ParsedFlag | undefined,
): string | undefined {
  const f =
    last('load-mode') ?? flags.filter((x) => x.written === '-lm' || x.written === '--load-mode').at(-1);
  return f?.value?.toLowerCase();
}

export function engineSettings(
  flags: readonly ParsedFlag[],
  last: (id: string) => ParsedFlag | undefined,
): EngineSettings {
  const notes: string[] = [];
  const ngl = readNgl(last('gpu-layers'));
  const ts = last('tensor-split')?.value?.split(/[,/]/).map(Number);
  const mmapFlag = last('mmap');
  const mode = loadMode(flags, last);
  // llama_model_loader: use_mmap only for load modes auto, mmap and mmap+mlock.
  const mmap = !(mmapFlag && !mmapFlag.positive) && mode !== 'none' && mode !== 'mlock';
  const repackFlag = last('repack');
  const kvo = last('kv-offload');
  const np = int(last('parallel'));
  return {
    ngl: ngl.kind === 'n' ? ngl.n : ngl.kind === 'all' ? 'all' : undefined,
    ts: ts && ts.every((x) => Number.isFinite(x)) ? ts : undefined,
    mmap,
    repack: !(repackFlag && !repackFlag.positive),
    fit: !/^(off|disabled|false|0)$/i.test(last('fit')?.value ?? 'on'),
    kv: {
      ctx: int(last('ctx-size')),
      seqs: np && np > 0 ? np : DEFAULTS.parallel,
      unified: last('kv-unified') !== undefined,
      typeK: last('cache-type-k')?.value ?? 'f16',
      typeV: last('cache-type-v')?.value ?? 'f16',
      offload: !(kvo && !kvo.positive),
      swaFull: last('swa-full') !== undefined,
      ubatch: int(last('ubatch-size')) ?? DEFAULTS.ubatch,
    },
    notes,
  };
}
