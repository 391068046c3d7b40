/**
 * The flags of a llama.cpp or ik_llama.cpp command as the runtime applies them: the last of
 * each scalar, the environment unless the command line replaces it, and -ngl read as a count,
 * "all", "auto" or unset.
 */
import type { ParsedFlag } from '../read/parse-flags';
import type { FlagId } from '../registry';

/** A flag either llama.cpp or ik_llama.cpp describes: what the tensor readers may ask for. */
export type TensorFlagId = FlagId<'llama.cpp'> | FlagId<'ik_llama.cpp'>;
/** The flag that applies for an id: the last one given. */
export type LastFlag = (id: TensorFlagId) => ParsedFlag | undefined;

type Ngl = { kind: 'unset' } | { kind: 'auto' } | { kind: 'all' } | { kind: 'n'; n: number };

/** The flags that apply: the last of each scalar, the environment unless the command line replaces it. */
export function effective<Id extends string = string>(flags: readonly ParsedFlag[]) {
  const live = flags.filter((f) => f.entry && !f.replacedBy);
  // The last flag of each entry, once: a paste of 10,000 flags is not searched per question.
  const lastOf = new Map<string, ParsedFlag>();
  for (const f of live) lastOf.set(f.entry!.id, f);
  const last = (id: Id) => lastOf.get(id);
  return { live, last };
}

export function readNgl(f: ParsedFlag | undefined): Ngl {
  if (!f || f.value === undefined || f.expands) return { kind: 'unset' };
  const v = f.value.trim().toLowerCase();
  if (v === 'all') return { kind: 'all' };
  if (v === 'auto') return { kind: 'auto' };
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) return { kind: 'unset' };
  return { kind: 'n', n };
}
