/**
 * The verdict part of a pin's full brief. It comes from calculateVerdict(profile, hardware)
 * alone: the placement and the settings are explorations, never fed to it (invariant 6).
 * Beside it, from a confirmed model file: "does not fit" with its arithmetic, or no bound.
 */
import { calculateVerdict } from '../verdict/calculator';
import { VERDICT_HEADLINES, NO_ARITHMETIC, verdictLines } from '../verdict/verdict-text';
import { NOT_APPLIED, HEADINGS } from '../text/standing-sentences';
import { fileBoundLines } from '../text/file-bytes-lines';
import { sentence } from '../text/sentence';
import { bullet, titled, type Block } from './brief-format';
import type { BriefContext } from './brief-context';

function fileBoundBlock({ profile, hardware, fileBytes }: BriefContext): string[] {
  if (!fileBytes) return [];
  const { lead, reasons } = fileBoundLines(fileBytes.bound(profile, hardware), fileBytes.files);
  return [lead, ...reasons.map(bullet)];
}

export function verdictBlock(ctx: BriefContext): Block {
  const { profile, hardware } = ctx;
  const verdict = calculateVerdict(profile, hardware);
  const v = verdictLines(profile, hardware, verdict);
  return titled([
    HEADINGS.verdict,
    sentence(VERDICT_HEADLINES[verdict.status]),
    'What it used:',
    ...v.used.map(bullet),
    ...(v.unknowns.length ? ['Unknown:', ...v.unknowns.map(bullet)] : []),
    ...(v.arithmetic.length ? ['Arithmetic:', ...v.arithmetic.map(bullet)] : [NO_ARITHMETIC]),
    ...fileBoundBlock(ctx),
    NOT_APPLIED,
  ]);
}
