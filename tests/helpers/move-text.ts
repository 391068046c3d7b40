/**
 * The rules' answer as the text every surface prints: a refusal's reason and an accepted
 * move's evidence as their words (a site note marked). Tests of the rules' wording compare
 * these; tests of provenance compare the prose itself.
 */
import { evidenceText, refusalText, type MoveResult } from '../../src/domain/placement/move-rules';

export type MoveText =
  | { ok: true; placement: Extract<MoveResult, { ok: true }>['placement']; evidence: string }
  | { ok: false; reason: string };

export const said = (r: MoveResult): MoveText =>
  r.ok ? { ok: true, placement: r.placement, evidence: evidenceText(r) } : { ok: false, reason: refusalText(r) };
