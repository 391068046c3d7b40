/** The flag registries by runtime family, with a lookup by name as the runtime spells it. */
import type { Family } from '../runtime';
import { IK_REGISTRY, type IkFlagId } from './ik';
import { LLAMACPP_REGISTRY, type LlamacppFlagId } from './llamacpp';
import { SGLANG_REGISTRY, type SglangFlagId } from './sglang';
import type { FlagEntry, Registry } from './types';
import { VLLM_REGISTRY, type VllmFlagId } from './vllm';

export const REGISTRIES: Record<Family, Registry> = {
  'llama.cpp': LLAMACPP_REGISTRY,
  'ik_llama.cpp': IK_REGISTRY,
  vllm: VLLM_REGISTRY,
  sglang: SGLANG_REGISTRY,
};

/**
 * The ids of each family's described flags: a reader asks for a flag by one of its family's ids,
 * so a misspelt or another family's id is a compile error, not a flag that is never found.
 */
type FlagIds = {
  'llama.cpp': LlamacppFlagId;
  'ik_llama.cpp': IkFlagId;
  vllm: VllmFlagId;
  sglang: SglangFlagId;
};
export type FlagId<F extends Family> = FlagIds[F];

export type Lookup = { entry: FlagEntry; positive: boolean };

const lookups = new Map<Family, Map<string, Lookup>>();

/** The entry a name belongs to in one family's registry, and whether it is the positive form. */
export function lookupFlag(family: Family, name: string): Lookup | undefined {
  let map = lookups.get(family);
  if (!map) {
    map = new Map();
    for (const entry of REGISTRIES[family].entries) {
      for (const n of entry.names) if (!map.has(n)) map.set(n, { entry, positive: true });
      for (const n of entry.negNames ?? []) if (!map.has(n)) map.set(n, { entry, positive: false });
    }
    lookups.set(family, map);
  }
  return map.get(name);
}

/** The entry whose environment twin is this variable (llama.cpp LLAMA_ARG_*), and its sign. */
export function lookupEnv(family: Family, variable: string): Lookup | undefined {
  let map = envLookups.get(family);
  if (!map) {
    map = new Map();
    for (const entry of REGISTRIES[family].entries) {
      if (!entry.env) continue;
      map.set(entry.env, { entry, positive: true });
      // "for compatibility, we need to check LLAMA_ARG_NO_ env as well"
      if (entry.negNames?.length)
        map.set(entry.env.replace('LLAMA_ARG_', 'LLAMA_ARG_NO_'), { entry, positive: false });
    }
    envLookups.set(family, map);
  }
  return map.get(variable);
}

const envLookups = new Map<Family, Map<string, Lookup>>();
