/**
 * What a refusal points to, beyond the rule it restates (issue 18, point 3): the caveat of the
 * pin nearest to the refused move, and the setting options under which the same move would
 * be accepted. The options are found by asking the rules again with each option chosen, so
 * "Accepted under …" is the rules' own answer, never a guess; the caveat is a sentence of the
 * pin, chosen by the words it shares with the row and the lane (at least two), never written here.
 */
import type { Prose } from '../profile/schema/primitives';
import { proseText } from '../profile/prose';
import { findRow, rowName } from '../board/rows';
import { settingAssignment } from './settings';
import { checkMove, type MoveContext } from './move-rules';
import type { Move } from './placement';

export type AcceptedUnder = {
  /** "EXPERT_OFFLOAD" */
  setting: string;
  /** The option's value. */
  value: string;
  /** "EXPERT_OFFLOAD=--cpu-moe" */
  assignment: string;
  /** The option's own consequence, as the pin states it. */
  consequence: Prose;
};

export type RefusalHelp = {
  /** The pin's sentence nearest to the refused move: a caveat, or a note of the row. */
  caveat?: Prose;
  /** Each setting option under which the rules accept this move. */
  acceptedUnder: AcceptedUnder[];
};

/** Words too common to tie a caveat to a move. */
const COMMON = new Set(
  'the and for are but not with this that from into than then them they its his her was were has have had can could only will would one two all any per via our your their there here when what which while also other others more most less such each same been being does did done just about over under after before onto upon'.split(
    ' ',
  ),
);

const words = (text: string): Set<string> =>
  new Set(
    (text.toLowerCase().match(/[a-z0-9][a-z0-9.+-]*[a-z0-9]|[a-z0-9]/g) ?? [])
      .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w))
      .filter((w) => w.length >= 3 && !COMMON.has(w)),
  );

/** The sentence sharing the most words (two or more) with `about`; the first on a tie. */
export function nearestSentence(candidates: readonly Prose[], about: string): Prose | undefined {
  const target = words(about);
  let best: { p: Prose; score: number } | undefined;
  for (const p of candidates) {
    let score = 0;
    for (const w of words(proseText(p))) if (target.has(w)) score++;
    if (score >= 2 && (!best || score > best.score)) best = { p, score };
  }
  return best?.p;
}

export function refusalHelp(ctx: MoveContext, move: Move): RefusalHelp | undefined {
  if (checkMove(ctx, move).ok) return undefined;
  const row = findRow(ctx.profile, move.row);
  if (!row) return undefined;
  const lane = ctx.hardware.lanes.find((l) => l.id === move.to);
  const about = [rowName(row), row.component.label, lane?.label ?? '', lane?.short ?? ''].join(' ');
  const c = row.component;
  const caveat = nearestSentence([...ctx.profile.caveats, ...c.unknownNotes], about);
  const acceptedUnder = ctx.profile.settings.flatMap((s) =>
    s.options
      .filter((o) => o.value !== ctx.settings[s.name])
      .filter((o) => checkMove({ ...ctx, settings: { ...ctx.settings, [s.name]: o.value } }, move).ok)
      .map((o) => ({
        setting: s.name,
        value: o.value,
        assignment: settingAssignment(s.name, o.value),
        consequence: o.consequence,
      })),
  );
  return { ...(caveat ? { caveat } : {}), acceptedUnder };
}
