/**
 * A move's answer in words: the rules (placement/move-rules.ts) return data, a code and the
 * reason's prose; every message, announcement and CLI line says it through these.
 */
import { proseLine, proseText } from '../profile/prose';
import { findRow, rowName } from '../rows/rows';
import { residenceLabel, type MoveContext, type MoveResult } from '../placement/move-rules';
import type { Move } from '../placement/placement';
import { plainMarkdown } from './plain-markdown';

/** The accepted move's evidence as text: "… (under DRAFTER=mtp)" when an option opens it. */
export const evidenceText = (result: Extract<MoveResult, { ok: true }>): string =>
  `${proseLine(result.evidence)}${result.under ? ` (under ${result.under})` : ''}`;

/**
 * The refusal's reason as text: the pin's sentence as the pin has it (its own site notes
 * marked, a quoted README's markdown without its markup characters), the rules' own sentence
 * plain, as every message and announcement says it.
 */
export const refusalText = (result: Extract<MoveResult, { ok: false }>): string =>
  `${result.lead ? `${result.lead} ` : ''}${plainMarkdown(result.from === 'rules' ? proseText(result.reason) : proseLine(result.reason))}`;

/** "Routed experts cannot go to Local disk path: Not an NVMe expert tier." */
export function describeMove(ctx: MoveContext, move: Move, result: MoveResult): string {
  const row = findRow(ctx.profile, move.row);
  const label = row ? rowName(row) : move.row;
  const where = residenceLabel(ctx.hardware, move.to);
  return result.ok
    ? `${label} moved to ${where}: ${evidenceText(result)}`
    : `${label} cannot go to ${where}: ${refusalText(result)}`;
}
