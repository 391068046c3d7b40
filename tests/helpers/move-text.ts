/**
 * The rules' answer and the verdict as the text every surface prints: a refusal's reason and an accepted
 * move's evidence as their words (a site note marked). Tests of the rules' wording compare
 * these; tests of provenance compare the prose itself.
 */
import { type MoveResult } from '../../src/domain/placement/move-rules';
import { evidenceText, refusalText } from '../../src/domain/text/move-lines';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { VERDICT_HEADLINES, verdictLines } from '../../src/domain/verdict/verdict-text';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';

export type MoveText =
  | { ok: true; placement: Extract<MoveResult, { ok: true }>['placement']; evidence: string }
  | { ok: false; reason: string };

export const said = (r: MoveResult): MoveText =>
  r.ok
    ? { ok: true, placement: r.placement, evidence: evidenceText(r) }
    : { ok: false, reason: refusalText(r) };

/** The verdict with the words every surface prints for it (headline, used, unknowns, arithmetic lines). */
export function verdictSaid(profile: Profile, hardware: Hardware) {
  const verdict = calculateVerdict(profile, hardware);
  return {
    ...verdict,
    headline: VERDICT_HEADLINES[verdict.status],
    ...verdictLines(profile, hardware, verdict),
    checks: verdict.arithmetic,
  };
}
