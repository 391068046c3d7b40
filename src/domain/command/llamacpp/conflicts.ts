/**
 * The conflicts of a llama.cpp or ik_llama.cpp command, each with the runtime's rule for
 * which wins: two overrides that match the same tensors (the first wins), --fit with tensor
 * overrides (ik_llama.cpp stops; upstream keeps the overrides), and an environment variable
 * the command line replaces.
 */
import { cite, onText } from '../flag-text';
import { layerSet, layersLabel } from './layers';
import { describeOverride, type OverrideList } from './override-list';
import type { ParsedFlag } from '../read/parse-flags';
import type { ConflictReading } from '../reading';
import { IK_RULES } from '../registry/ik';
import { LLAMACPP_RULES } from '../registry/llamacpp';
import { LAYER_HORIZON } from './tensor-groups';
import type { OverrideClaim } from './tensor-decisions';

export type ConflictInput = {
  ik: boolean;
  flags: readonly ParsedFlag[];
  list: OverrideList;
  claims: readonly OverrideClaim[];
  L: number | undefined;
  /** --fit is on, with the flag that turns it on. */
  fitOn: boolean;
  fitFlag: ParsedFlag | undefined;
};

export function llamaConflicts({
  ik,
  flags,
  list,
  claims,
  L,
  fitOn,
  fitFlag,
}: ConflictInput): ConflictReading[] {
  const { overrides, because, ikNcmoe } = list;
  const conflicts: ConflictReading[] = [];
  for (const { first: a, later: b, layers } of claims)
    conflicts.push({
      what: `${describeOverride(overrides[a]!)} and ${describeOverride(overrides[b]!)} both match tensors of ${layersLabel(layerSet([...layers], L, LAYER_HORIZON))}`,
      flags: [because.get(a)!.flag!, because.get(b)!.flag!],
      rule: `The first matching override wins: ${describeOverride(overrides[a]!)}.`,
      cite: ik ? [IK_RULES.firstMatch] : [LLAMACPP_RULES.overrideSearch, LLAMACPP_RULES.overrideFirstMatch],
      aborts: false,
    });
  const regexCount = overrides.filter((o) => o.kind === 'regex').length;
  if (fitOn && (overrides.length || ikNcmoe)) {
    if (ik)
      conflicts.push({
        what: '--fit with tensor overrides',
        flags: ['--fit', ...(regexCount ? ['-ot'] : []), ...(ikNcmoe ? [ikNcmoe.flag.written] : [])],
        rule: 'ik_llama.cpp stops loading: --fit cannot be used with manual overrides or -ncmoe.',
        cite: [...(regexCount ? [IK_RULES.fitNoOverrides] : []), ...(ikNcmoe ? [IK_RULES.fitNoNcmoe] : [])],
        aborts: true,
      });
    else
      conflicts.push({
        what: '--fit on with tensor overrides',
        flags: [onText(fitFlag!), ...overrides.map((o) => o.flag)],
        rule: '--fit adjusts only the arguments this command leaves unset; the overrides are the command\u2019s own. This reading keeps them and marks what is left unset as decided at run time.',
        cite: cite(fitFlag!),
        aborts: false,
      });
  }
  for (const f of flags)
    if (f.replacedBy)
      conflicts.push({
        what: `${f.written} and ${f.replacedBy}`,
        flags: [f.written, f.replacedBy],
        rule: 'The command line replaces the environment variable.',
        cite: [LLAMACPP_RULES.envOverwritten],
        aborts: false,
      });
  return conflicts;
}
