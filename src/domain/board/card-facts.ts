/**
 * Facts of the board beside its model: where a row lives as pinned and on what evidence, the
 * words of the option that unloads a row, the nodes, and why a drop was refused. Pure: the
 * board renders these, tests read them directly.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import { proseText } from '../profile/prose';
import { settingAssignment } from '../placement/settings';
import { type Move } from '../placement/placement';
import { checkMove, type MoveContext } from '../placement/move-rules';
import { findRow, type Row } from '../rows/rows';
import { ABSENT, BOARD_GROUPS, LEDGER, NOT_STATED } from '../rows/board-groups';

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
