/**
 * What the vLLM and SGLang readers share: their placements are mostly per-rank shards,
 * budgets and KV tiers rather than tensor by tensor, each with the unit and scope its source
 * states (per GPU, total across ranks, per rank).
 */
import { cite, onText } from './flag-text';
import type { ParsedFlag } from './read/parse-flags';
import type { FlagId } from './registry';
import type { Because, ComponentReading, PartReading, Residence } from './reading';

export type ServingReading = { components: ComponentReading[]; unknowns: string[] };

export const gpu: Residence = { kind: 'tier', tier: 'gpu-memory' };
export const host: Residence = { kind: 'tier', tier: 'host-ram' };

/** The last of a flag: argparse keeps the last value given. */
export function lastOf<F extends 'vllm' | 'sglang'>(flags: readonly ParsedFlag[]): LastOf<F> {
  return (id) => flags.filter((f) => f.entry?.id === id).at(-1);
}

/** The last flag given for one of the family's ids. */
export type LastOf<F extends 'vllm' | 'sglang'> = (id: FlagId<F>) => ParsedFlag | undefined;

export const part = (
  p: Partial<PartReading> & Pick<PartReading, 'id' | 'label' | 'residence' | 'because'>,
): PartReading => ({
  tensors: undefined,
  layers: undefined,
  copy: undefined,
  perRank: false,
  share: undefined,
  condition: undefined,
  ...p,
});

export function shards(tp: ParsedFlag | undefined, what: string): Because {
  return tp
    ? {
        flag: onText(tp),
        rule: `Each of the ${tp.value} tensor-parallel ranks holds its own shard of the ${what}.`,
        cite: cite(tp),
      }
    : {
        flag: undefined,
        rule: `The command sets no tensor parallelism: one rank holds the ${what}.`,
        cite: [],
      };
}
