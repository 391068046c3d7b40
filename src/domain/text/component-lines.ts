/** What a component row says: overlap, file and per-rank sizes, access, its card line, and its evidence. */
import type { Component } from '../profile/schema/components';
import type { Hardware, Lane } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Prose } from '../profile/schema/primitives';
import { formatBytes, isKnown } from '../units/bytes';
import { proseLine } from '../profile/prose';
import { isConflict, statedBytesText } from '../profile/stated-values';
import type { Row } from '../rows/rows';
import { joinSentences, sentence } from './sentence';
import { laneName } from './lane-lines';
import { figureLine } from './figure-lines';
import { assertNever, matchPinned } from '../profile/schema/pinned-shape';
import { LEDGER, NOT_STATED } from '../rows/board-groups';

export const OVERLAP_TEXT: Record<Component['overlap'], string> = {
  'file-ledger': 'File ledger.',
  'overlaps-ledger': 'Overlaps the file ledger.',
  runtime: 'Runtime, not weights.',
  separate: 'Separate from the file ledger.',
  'not-in-recipe': 'Not in this recipe.',
};
/**
 * Only rows that exist can overlap: an absent row or one whose presence is not stated gets no
 * note. A runtime row (KV cache, recurrent state) is memory the runtime makes, not weights: it
 * does not overlap main weights, and "Runtime, not weights." already says what it is.
 */
export const overlapNote = (c: Component): string | undefined => {
  if (c.presence !== 'present') return undefined;
  switch (c.overlap) {
    case 'file-ledger':
    case 'overlaps-ledger':
      return 'Subcomponents can overlap this main-weight row. Do not add them into the checkpoint.';
    case 'separate':
      return 'This row can overlap main weights. Do not add it again.';
    case 'runtime':
    case 'not-in-recipe':
      return undefined;
    default:
      return assertNever(c.overlap);
  }
};
export const overlapBadge = (c: Component): string =>
  c.overlap === 'file-ledger'
    ? 'file ledger'
    : c.overlap === 'overlaps-ledger'
      ? 'overlaps checkpoint'
      : c.overlap === 'runtime'
        ? 'runtime'
        : c.overlap === 'separate'
          ? 'separate file'
          : 'not in recipe';

const fileSizeText = (p: Profile, c: Component): string =>
  isConflict(c.fileBytes)
    ? `File size: ${statedBytesText(p, c.fileBytes)}.`
    : isKnown(c.fileBytes)
      ? `File size ${formatBytes(c.fileBytes)}.`
      : 'File size unknown.';
export const perRankText = (c: Component): string =>
  c.perRankBytes === 'unknown'
    ? 'Per-rank storage: unknown.'
    : `Per-rank storage: ${c.perRankBytes.map((b, i) => `rank ${i} ${formatBytes(b)}`).join(', ')}.`;
export const accessText = (c: Component): string => sentence(`Access: ${c.access}`);
export const residentBytesLine = (c: Component): string =>
  isKnown(c.residentBytes)
    ? `${c.label}: resident bytes ${formatBytes(c.residentBytes)}.`
    : `${c.label}: resident bytes are unknown.`;

/** The card's first line: "Shared UMA pool. Sparse routed matmul." or "File ledger." in the ledger group. */
export const cardLine = (row: Row, lane: Lane | undefined): string =>
  lane
    ? joinSentences([lane.short, row.component.access])
    : row.asPinned === LEDGER
      ? 'File ledger.'
      : row.component.presence === 'not-stated'
        ? 'Presence not stated by the source.'
        : row.asPinned === NOT_STATED
          ? 'Residence not stated by the source.'
          : 'Not present.';

/** Every line of a component's full config and source evidence, in the seed's order. */
/** One evidence line: a profile sentence as it stands, or a line this site builds from fields. */
export type EvidenceItem = { prose: Prose } | { text: string };

/** The evidence of a component, each profile sentence kept as prose so the page can show its origin. */
export const evidenceItems = (p: Profile, c: Component, hw?: Hardware): EvidenceItem[] => [
  { prose: c.summary },
  { prose: c.residenceText },
  ...evidenceFacts(p, c, hw).map((text) => ({ text })),
  ...c.unknownNotes.map((prose) => ({ prose })),
];

export const evidenceLines = (p: Profile, c: Component, hw?: Hardware): string[] =>
  evidenceItems(p, c, hw).map((item) => ('prose' in item ? proseLine(item.prose) : item.text));

const evidenceFacts = (p: Profile, c: Component, hw?: Hardware): string[] => [
  ...(c.presence === 'not-stated' ? ['Presence not stated by the source.'] : []),
  ...(c.notLoaded ? [`Not loaded: ${proseLine(c.notLoaded)}`] : []),
  ...(c.ranks ? [`Ranks: ${proseLine(c.ranks)}`] : []),
  ...(c.executesOn
    ? [`Executes in ${laneName(hw, c.executesOn.lane)}: ${proseLine(c.executesOn.evidence)}`]
    : []),
  ...shapeLines(c, hw),
  fileSizeText(p, c),
  `${perRankText(c)} ${OVERLAP_TEXT[c.overlap]}`,
  ...(overlapNote(c) ? [overlapNote(c)!] : []),
  accessText(c),
  ...c.figures.map((f) => `Stated figure: ${figureLine(f)}`),
];

/** The split parts or the home and copies of a component, as stated. */
export function shapeLines(c: Component, hw?: Hardware): string[] {
  return matchPinned(c.asPinned, {
    whole: () => [],
    split: ({ parts }) => [
      `Split into ${parts.length} parts, each its own row; parts are never added together.`,
      ...parts.map(
        (part) =>
          `Part ${part.label}: ${part.scope}; starts in ${laneName(hw, part.lane)}; share ${part.share}${part.ranks ? `; ${proseLine(part.ranks)}` : ''}.`,
      ),
    ],
    copies: ({ home, copies }) => [
      `Home in ${laneName(hw, home.lane)}, with ${copies.length} ${copies.length === 1 ? 'copy' : 'copies'}; a copy is not more model and is never counted twice.`,
      ...copies.map(
        (copy) =>
          `Copy ${copy.label} (${copy.kind}) in ${laneName(hw, copy.lane)}: ${proseLine(copy.evidence)}`,
      ),
    ],
  });
}
