/**
 * The runtime's own words for the --n-cpu-moe rule, as the flag registry quotes them (each
 * quote is checked word for word against the stored source text by the registry's tests):
 * the help string, then the source lines that make the rule (arg.cpp's loop over layers
 * 0..N-1, common.h's block and expert patterns).
 */
import { LLAMACPP_REGISTRY } from '../command/registry/llamacpp';
import type { Citation } from '../command/registry/types';

const entry = LLAMACPP_REGISTRY.entries.find((f) => f.id === 'n-cpu-moe');

export const BOUNDARY_CITES: readonly Citation[] = [
  ...(entry?.cite ? [entry.cite] : []),
  ...(entry?.rules ?? []),
];
