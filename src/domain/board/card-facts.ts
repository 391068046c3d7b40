/**
 * What the board's cards, lanes and status line say, beyond the brief's sentences in
 * text/. Pure: the board renders these, tests read them directly. Nothing here adds
 * bytes or turns a prose figure into a byte count (invariants 1, 2 and 4).
 */
import type { Component } from '../profile/schema/components';
import type { Figure } from '../profile/schema/figures';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import { proseText } from '../profile/prose';
import { settingAssignment } from '../placement/settings';
import { type Move } from '../placement/placement';
import { checkMove, type MoveContext } from '../placement/move-rules';
import { isConflict, statedBytesText } from '../profile/stated-values';
import { formatBytes, isKnown } from '../units/bytes';
import { findRow, type Row } from './rows';
import { ABSENT, BOARD_GROUPS, LEDGER, NOT_STATED } from './board-groups';

/** Figures a row card shows: sizes the source states in prose, and named caps in bytes. */
const CARD_KINDS = new Set<Figure['kind']>(['prose-size', 'named-cap']);
export const cardFigures = (c: Component): Figure[] =>
  c.presence === 'present'
    ? c.figures.filter((f) => CARD_KINDS.has(f.kind) && !(f.kind === 'named-cap' && f.unit === 'tokens'))
    : [];

/** With file bytes from a header known for the row, what is still unknown is the memory it takes beyond them. */
export const BEYOND_FILE_UNKNOWN = 'Memory use beyond the file: unknown.';

/**
 * The row's one line about exact bytes (on its card and in the briefs): the ones the source
 * publishes, then "exact bytes unknown" once for the rest, never three "unknown" fields. When
 * a confirmed model file gives the row's file bytes (`fromFile`), those are shown beside this
 * line, so it names only what is still unknown: the memory the row takes beyond its file bytes.
 */
export function cardBytesLine(p: Profile, c: Component, fromFile = false): string {
  const known: string[] = [];
  if (isConflict(c.fileBytes)) known.push(`File size: ${statedBytesText(p, c.fileBytes)}.`);
  else if (isKnown(c.fileBytes)) known.push(`File size ${formatBytes(c.fileBytes)}.`);
  if (c.perRankBytes !== 'unknown')
    known.push(`Per rank: ${c.perRankBytes.map((b, i) => `rank ${i} ${formatBytes(b)}`).join(', ')}.`);
  if (isKnown(c.residentBytes)) known.push(`Resident ${formatBytes(c.residentBytes)}.`);
  const allKnown =
    !isConflict(c.fileBytes) &&
    isKnown(c.fileBytes) &&
    c.perRankBytes !== 'unknown' &&
    isKnown(c.residentBytes);
  if (fromFile) return [...known, ...(isKnown(c.residentBytes) ? [] : [BEYOND_FILE_UNKNOWN])].join(' ');
  if (known.length === 0) return 'Exact bytes unknown.';
  return allKnown ? known.join(' ') : `${known.join(' ')} Other exact bytes unknown.`;
}

/** Where a row lives as pinned, and the evidence for it: a quote, or this site's note. */
export type AsPinnedPlace = { place: string; evidence: Prose | undefined };
export function asPinnedPlace(hardware: Hardware, row: Row): AsPinnedPlace {
  if (row.asPinned === LEDGER || row.asPinned === NOT_STATED) {
    const group = BOARD_GROUPS[row.asPinned];
    return { place: group.heading, evidence: { siteNote: group.note } };
  }
  const lane = hardware.lanes.find((l) => l.id === row.asPinned);
  if (!lane) return { place: BOARD_GROUPS[ABSENT].inSentence, evidence: row.component.absentReason };
  return { place: lane.label, evidence: row.residences.find((r) => r.lane === lane.id)?.evidence };
}

/** The option's own words for a row a setting does not load. */
export function unloadingConsequence(profile: Profile, assignment: string): Prose | undefined {
  for (const s of profile.settings)
    for (const o of s.options) if (settingAssignment(s.name, o.value) === assignment) return o.consequence;
  return undefined;
}

/**
 * How the board shows the nodes of a pin. Every bundled pin's evidence is the same on every
 * node (the sources do not place anything per node), so rows move per row; a format with
 * per-node placements would set `perNode` and give each node its own lanes.
 */
export type BoardNodes = { count: number; perNode: boolean; statement: string };
export const boardNodes = (count: Profile['nodes']): BoardNodes => ({
  count,
  perNode: false,
  statement:
    count > 1
      ? `The same on every node: the sources place nothing per node. Each node is its own pool, never one capacity with the others.`
      : 'One node.',
});
export const nodeLabel = (i: number, count: number): string => `Node ${i + 1} of ${count}`;

/**
 * What a refused row's card says until the next move: the source's reason (the sentence it
 * quotes, or the rules' own words) and, beside it, where the row lives as pinned and on what
 * evidence. Undefined when the move is accepted now (a setting changed since).
 */
export type RefusalDetail = { lead?: string; reason: Prose; place: string; evidence: Prose | undefined };
export function refusalDetail(ctx: MoveContext, move: Move): RefusalDetail | undefined {
  const result = checkMove(ctx, move);
  const row = findRow(ctx.profile, move.row);
  if (result.ok || !row) return undefined;
  // The reason keeps its provenance: the profile's sentence as a quote, or the rules' site note.
  // Said once: when the evidence for where the row lives is the same sentence (an absent row's
  // reason), the note names the place without it.
  const home = asPinnedPlace(ctx.hardware, row);
  const same = home.evidence !== undefined && proseText(home.evidence) === proseText(result.reason);
  return {
    ...(result.lead ? { lead: result.lead } : {}),
    reason: result.reason,
    place: home.place,
    evidence: same ? undefined : home.evidence,
  };
}
