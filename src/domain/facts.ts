/**
 * The sentences a pin's page and brief say about it, built from the profile alone. The UI
 * and the brief both call these, so the page and the copied text never drift apart.
 */
import type { Component, Hardware, Lane, License, Observation, Profile, Source } from './schema';
import { ABSENCE, RESIDENT_UNKNOWN, VERDICT_UNCHANGED } from './qualifiers';
import { formatBytes, formatGiB, isKnown } from './units';

const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);
const join = (parts: readonly string[]): string => parts.map(sentence).join(' ');

export const hardwareStatusLine = (p: Profile): string =>
  join([
    p.hardwareMatch ? 'Hardware matches this pin' : 'Hardware does not match this pin',
    `${p.nodes} node${p.nodes === 1 ? '' : 's'}`,
    `TP ${p.tp}`,
    `EP ${p.ep}`,
  ]);
export const revisionStatusLine = (p: Profile): string =>
  p.revisionPinned ? 'Reported revision is pinned.' : 'Weight revision is unresolved.';
export const asPinnedStatusLine = (p: Profile): string =>
  p.asPinned ? 'As-pinned recipe.' : 'Not the as-pinned recipe.';
export const statusLines = (p: Profile): string[] => [
  hardwareStatusLine(p),
  revisionStatusLine(p),
  asPinnedStatusLine(p),
];

export const commercialUseText = (l: License): string => `Commercial use ${l.commercialUse}.`;
/** "serving-repo: Apache License 2.0. Commercial use allowed." plus its headline notes. */
export const licenseSummary = (l: License): string =>
  join([`${l.component}: ${l.name}`, commercialUseText(l), ...l.headline]);
/** The full line, with the SPDX id and every note. */
export const licenseFull = (l: License): string =>
  join([`${l.component}: ${l.name}`, `SPDX ${l.spdx}`, commercialUseText(l), ...l.headline, ...l.notes]);

export const OVERLAP_TEXT: Record<Component['overlap'], string> = {
  'file-ledger': 'File ledger.',
  'overlaps-ledger': 'Overlaps the file ledger.',
  runtime: 'Runtime, not weights.',
  separate: 'Separate from the file ledger.',
  'not-in-recipe': 'Not in this recipe.',
};
export const overlapNote = (c: Component): string =>
  c.overlap === 'file-ledger' || c.overlap === 'overlaps-ledger'
    ? 'Subcomponents can overlap this main-weight row. Do not add them into the checkpoint.'
    : 'This row can overlap main weights. Do not add it again.';
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

export const fileSizeText = (c: Component): string =>
  isKnown(c.fileBytes) ? `File size ${formatBytes(c.fileBytes)}.` : 'File size unknown.';
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
export const cardLine = (c: Component, lane: Lane | undefined): string =>
  lane ? join([lane.short, c.access]) : c.asPinned === 'ledger' ? 'File ledger.' : 'Not present.';

/** Every line of a component's full config and source evidence, in the seed's order. */
export const evidenceLines = (c: Component): string[] => [
  c.summary,
  c.residenceText,
  fileSizeText(c),
  `${perRankText(c)} ${OVERLAP_TEXT[c.overlap]}`,
  overlapNote(c),
  accessText(c),
  ...c.unknownNotes,
];

export const absentComponents = (p: Profile): Component[] =>
  p.components.filter((c) => c.presence === 'absent');
export const absentLine = (p: Profile): string => {
  const absent = absentComponents(p);
  return absent.length
    ? `Absent: ${absent.map((c) => c.label).join(', ')}. ${ABSENCE}`
    : `Absent: none. ${ABSENCE}`;
};
/** "Resident bytes: unknown." whenever any present row's resident bytes are unpublished. */
export const residentBytesStatus = (p: Profile): string | undefined =>
  p.components.some((c) => c.presence === 'present' && !isKnown(c.residentBytes))
    ? RESIDENT_UNKNOWN
    : undefined;

export const pinnedSourceLine = (s: Source): string => `Pinned source ${s.pins} ${s.commit}`;
/** The source's own name when it gives one; an id this site made up is never shown as a name. */
export const sourceLine = (s: Source): string =>
  `${s.name ? `${s.name} ` : ''}${s.commit} checked ${s.checked}`;

export const hardwareLine = (p: Profile, hw: Hardware): string =>
  join([
    `Hardware ${hw.id}`,
    `Pool ${[hw.poolNote, p.hardwareNote].filter(Boolean).join(' ')}`,
    p.pins.weightPin === 'unset' ? 'Weight pin unset' : `Weight pin ${p.pins.weightPin}`,
  ]);
export const pinsLine = (p: Profile): string =>
  join(
    [
      `Checkpoint ${p.pins.checkpointRepo} revision ${p.pins.checkpointRevision}`,
      `Manifest ${p.pins.manifest}`,
      `Runtime ${p.pins.runtime}`,
      p.pins.recipe ? `Recipe ${p.pins.recipe}` : '',
      p.pins.imageTag ? `Image tag ${p.pins.imageTag}` : '',
      p.pins.imageDigest ?? '',
      `Commit ${p.pins.commit}`,
    ].filter(Boolean),
  );
export const flagsLine = (p: Profile): string =>
  `Commercial recommendation: ${p.flags.commercialRecommendation}. Memory fit claimed: ${p.flags.memoryFitClaimed}. Deployment done: ${p.flags.deploymentDone}.`;
export const closingLine = (p: Profile): string =>
  `Runtime claimed by this site: ${p.flags.runtimeClaimedBySite}. Summing components creates a fit: ${p.flags.summingCreatesFit}. ${VERDICT_UNCHANGED}`;
/** Model facts; the official file bytes stay an exact integer with their GiB. */
export const modelLines = (p: Profile): string[] => [
  ...p.model.notes,
  ...(isKnown(p.model.fileBytes)
    ? [`Checkpoint file ${p.model.fileBytes} bytes (${formatGiB(p.model.fileBytes)}).`]
    : []),
];
export const observationLine = (o: Observation): string =>
  join([`${o.label}: ${o.stated}`, o.configuration, o.qualifier]);
export const observationAttribution = (o: Observation): string => `Reported by ${o.reportedBy}.`;
export const doNotBlendLine = (id: string): string => `Do not blend with ${id}`;

/** "Concurrency C8 means eight slots..." as the seeds print it under the hashes. */
export const concurrencyLine = (p: Profile): string => `Concurrency ${p.concurrency.text}`;

/** Same answer as the rules use: one computation for the board, the brief and the rules. */
export { settingAssignment, unloadedBy as notLoadedUnder } from './placement';
/** The mark on a row that a setting does not load. */
export const notLoadedMark = (assignment: string): string => `present, not loaded under ${assignment}`;
/** The mark on a license whose component a setting does not load. */
export const notDownloadedMark = (assignment: string): string => `not downloaded under ${assignment}`;
/** The mark on a row the user moved away from its as-pinned residence. */
export const EXPLORED_MARK = 'explored, not applied to the verdict';
/** "Routed experts: Unified pool -> Local disk path, explored, not applied to the verdict" */
export const exploredMoveLine = (label: string, from: string, to: string): string =>
  `${label}: ${from} -> ${to}, ${EXPLORED_MARK}`;
