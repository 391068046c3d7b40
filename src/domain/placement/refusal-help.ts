/**
 * What a refusal points to, beyond the rule it restates (issue 18, point 3): the caveat of the
 * pin that belongs to the refused move, and the setting options under which the same move would
 * be accepted. The options are found by asking the rules again with each option chosen, so
 * "Accepted under …" is the rules' own answer, never a guess.
 *
 * The caveat is a sentence of the pin, never written here. The profile format holds no field
 * that ties a caveat to a row or a lane (a caveat is a sentence with its source, and in most
 * pins every caveat quotes the same source as every row), so the tie is made here by one
 * explicit rule over the pin's own data: a caveat belongs to a move when it names the row (a
 * word of the row's name or its component's label that not every row of the pin has) and,
 * for a refusal that is about the lane (REFUSAL_SUBJECT), it ranks first when it also names
 * the lane (a word of the lane's label or short name that not every lane has). Failing a pin
 * caveat, a note of the row itself (its unknownNotes, which the format ties to the row) that
 * names the lane. A caveat that is the refusal's own reason is not repeated.
 */
import type { Prose } from '../profile/schema/primitives';
import type { Lane } from '../profile/schema/hardware';
import { proseText } from '../profile/prose';
import { boardRows, findRow, rowName, type Row } from '../rows/rows';
import { settingAssignment } from './settings';
import { checkMove, type MoveContext, type RefusalCode } from './move-rules';
import type { Move } from './placement';

export type AcceptedUnder = {
  /** "EXPERT_OFFLOAD" */
  setting: string;
  /** The option's value. */
  value: string;
  /** The option's label, as the pin gives it ("--no-kv-offload"). */
  label: string;
  /** "EXPERT_OFFLOAD=--cpu-moe" */
  assignment: string;
  /** The option's own consequence, as the pin states it; left out when it is the refusal's own reason (said once). */
  consequence?: Prose;
};

/** A setting of the pin that names the row, under none of whose values the rules accept the move. */
export type RelatedSetting = { setting: string; label: string };

export type RefusalHelp = {
  /** The pin's sentence that belongs to the refused move: a caveat, or a note of the row. */
  caveat?: Prose;
  /** Each setting option under which the rules accept this move. */
  acceptedUnder: AcceptedUnder[];
  /**
   * When no option opens the move: the pin's settings that name the row ("-nkvo,
   * --no-kv-offload" for the KV cache), so the person sees the setting was weighed, and that
   * the pin's evidence says nothing of this move under any of its values.
   */
  related: RelatedSetting[];
};

/** What each refusal is about: the row alone (it cannot move anywhere), or the row in that lane. */
const REFUSAL_SUBJECT = {
  'not-a-row': 'row',
  absent: 'row',
  'presence-not-stated': 'row',
  'not-loaded-stated': 'row',
  'not-loaded': 'row',
  'placed-by-setting': 'row',
  'board-group': 'row',
  'residence-not-stated': 'row',
  'not-a-residence': 'row',
  'copy-shares-lane': 'row-and-lane',
  'only-under-setting': 'row-and-lane',
  'lane-refused': 'row-and-lane',
  'not-described': 'row-and-lane',
} as const satisfies Record<RefusalCode, 'row' | 'row-and-lane'>;

/** Words that name nothing: a caveat sharing only these with a row does not name it. */
const FUNCTION_WORDS = new Set(
  'a an the and or of for to in on at by is are be but not no with this that from into than then them they it its was were has have had can could only will would all any per via our your their there here when what which while also other others more most less such each same been being does did done just about over under after before onto upon as'.split(
    ' ',
  ),
);

const wordsOf = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !FUNCTION_WORDS.has(w)));

/** The words of one thing's names that not every one of its kind has in its names. */
function namingWords(names: readonly string[], allNames: readonly (readonly string[])[]): Set<string> {
  const own = wordsOf(names.join(' '));
  const everywhere = allNames.map((n) => wordsOf(n.join(' ')));
  return new Set([...own].filter((w) => !everywhere.every((e) => e.has(w))));
}

const rowNames = (row: Row): string[] => [rowName(row), row.component.label];
const laneNames = (lane: Lane): string[] => [lane.label, lane.short];

const names = (sentence: Prose, words: ReadonlySet<string>): boolean =>
  [...wordsOf(proseText(sentence))].some((w) => words.has(w));

/** The pin's sentence that belongs to the refused move, by the rule above; none when nothing names the row. */
function caveatOf(ctx: MoveContext, row: Row, lane: Lane | undefined, code: RefusalCode, reason: Prose) {
  const rowWords = namingWords(rowNames(row), boardRows(ctx.profile).map(rowNames));
  const laneWords =
    lane && REFUSAL_SUBJECT[code] === 'row-and-lane'
      ? namingWords(laneNames(lane), ctx.hardware.lanes.map(laneNames))
      : undefined;
  const other = (p: Prose) => proseText(p) !== proseText(reason);
  const caveats = ctx.profile.caveats.filter((c) => other(c) && names(c, rowWords));
  // A refusal about the lane quotes only a caveat (or the row's note) that names the lane too:
  // a caveat about the row elsewhere ("May cause OOM") does not explain this move.
  if (!laneWords) return caveats[0];
  return (
    caveats.find((c) => names(c, laneWords)) ??
    row.component.unknownNotes.find((n) => other(n) && names(n, laneWords))
  );
}

/**
 * The pin's settings whose name or labels name the row: a word of the row's names that no
 * other row of the pin has ("kv" for the KV cache, not "cache", which the expert cache has too).
 */
function relatedSettings(ctx: MoveContext, row: Row): RelatedSetting[] {
  const others = boardRows(ctx.profile).filter((r) => r.id !== row.id && r.component.id !== row.component.id);
  const otherWords = new Set(others.flatMap((r) => [...wordsOf(rowNames(r).join(' '))]));
  const rowWords = new Set([...wordsOf(rowNames(row).join(' '))].filter((w) => !otherWords.has(w)));
  return ctx.profile.settings
    .filter((s) =>
      [s.name.replace(/_/g, ' '), s.label, ...s.options.map((o) => o.label)].some((t) =>
        [...wordsOf(t)].some((w) => rowWords.has(w)),
      ),
    )
    .map((s) => ({ setting: s.name, label: s.label }));
}

export function refusalHelp(ctx: MoveContext, move: Move): RefusalHelp | undefined {
  const result = checkMove(ctx, move);
  if (result.ok) return undefined;
  const row = findRow(ctx.profile, move.row);
  if (!row) return undefined;
  const lane = ctx.hardware.lanes.find((l) => l.id === move.to);
  const caveat = caveatOf(ctx, row, lane, result.code, result.reason);
  const acceptedUnder = ctx.profile.settings.flatMap((s) =>
    s.options
      .filter((o) => o.value !== ctx.settings[s.name])
      .filter((o) => checkMove({ ...ctx, settings: { ...ctx.settings, [s.name]: o.value } }, move).ok)
      .map((o) => ({
        setting: s.name,
        value: o.value,
        label: o.label,
        assignment: settingAssignment(s.name, o.value),
        ...(proseText(o.consequence) === proseText(result.reason) ? {} : { consequence: o.consequence }),
      })),
  );
  const related = acceptedUnder.length ? [] : relatedSettings(ctx, row);
  return { ...(caveat ? { caveat } : {}), acceptedUnder, related };
}
