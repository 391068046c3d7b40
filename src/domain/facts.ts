/**
 * The sentences a pin's page and brief say about it, built from the profile alone. The UI
 * and the brief both call these, so the page and the copied text never drift apart.
 */
import type {
  Component,
  Figure,
  Hardware,
  Lane,
  License,
  Observation,
  Profile,
  Prose,
  Source,
} from './schema';
import { ABSENCE, RESIDENT_UNKNOWN, VERDICT_UNCHANGED } from './qualifiers';
import { formatBytes, formatGiB, isKnown } from './units';
import { proseLine } from './prose';
import { isConflict, statedBytesText, statedCountText } from './stated';
import { rowRoleMark, type Row } from './rows';

/** A profile sentence as text; a site note keeps its mark. */
const P = (p: Prose): string => proseLine(p);

const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);
const join = (parts: readonly string[]): string => parts.map(sentence).join(' ');

export const hardwareStatusLine = (p: Profile): string =>
  join([
    p.hardwareMatch ? 'Hardware matches this pin' : 'Hardware does not match this pin',
    `${p.nodes} node${p.nodes === 1 ? '' : 's'}`,
    `TP ${statedCountText(p, p.tp)}`,
    `EP ${statedCountText(p, p.ep)}`,
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
  join([`${l.component}: ${l.name}`, commercialUseText(l), ...l.headline.map(P)]);
/** The full line, with the SPDX id and every note. */
export const licenseFull = (l: License): string =>
  join([
    `${l.component}: ${l.name}`,
    `SPDX ${l.spdx}`,
    commercialUseText(l),
    ...l.headline.map(P),
    ...l.notes.map(P),
  ]);

export const OVERLAP_TEXT: Record<Component['overlap'], string> = {
  'file-ledger': 'File ledger.',
  'overlaps-ledger': 'Overlaps the file ledger.',
  runtime: 'Runtime, not weights.',
  separate: 'Separate from the file ledger.',
  'not-in-recipe': 'Not in this recipe.',
};
/** Only rows that exist can overlap: an absent row or one whose presence is not stated gets no note. */
export const overlapNote = (c: Component): string | undefined =>
  c.presence !== 'present'
    ? undefined
    : c.overlap === 'file-ledger' || c.overlap === 'overlaps-ledger'
      ? 'Subcomponents can overlap this main-weight row. Do not add them into the checkpoint.'
      : c.overlap === 'not-in-recipe'
        ? undefined
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

export const fileSizeText = (p: Profile, c: Component): string =>
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
    ? join([lane.short, row.component.access])
    : row.asPinned === 'ledger'
      ? 'File ledger.'
      : row.component.presence === 'not-stated'
        ? 'Presence not stated by the source.'
        : row.asPinned === 'not-stated'
          ? 'Residence not stated by the source.'
          : 'Not present.';

/** What a split part, a home or a copy is, and its rank scope: shown on the row wherever it sits. */
/** A lane's own label; its id only when no hardware is at hand (ids are never names). */
const laneName = (hw: Hardware | undefined, lane: string): string =>
  hw?.lanes.find((l) => l.id === lane)?.label ??
  (lane === 'ledger' ? 'the logical checkpoint' : lane === 'not-stated' ? 'a place not stated' : lane);

export const rowMarks = (row: Row, hw?: Hardware): string[] => [
  ...(rowRoleMark(row) ? [rowRoleMark(row)!] : []),
  ...(row.share && row.share !== 'unknown'
    ? [`share ${row.share}`]
    : row.role === 'part'
      ? ['share unknown']
      : []),
  ...(row.ranks ? [P(row.ranks)] : []),
  ...(row.executesOn ? [`executes in ${laneName(hw, row.executesOn.lane)}`] : []),
];

/** "about 176 GB (prose size): The README equates it to 164 GiB..." */
export const figureLine = (f: Figure): string => {
  const what = f.kind === 'named-cap' ? `${f.name} ${f.value} ${f.unit}` : f.label;
  // A "where" the source does not state is left out, never printed as a placeholder.
  const where = f.kind === 'observed-free' && f.where && f.where !== 'unknown' ? ` on ${f.where}` : '';
  return `${what}${where} (${FIGURE_KIND[f.kind]}): ${P(f.qualifier)}`;
};
export const FIGURE_KIND: Record<Figure['kind'], string> = {
  'prose-size': 'prose size',
  'named-cap': 'named cap',
  'startup-estimate': 'startup estimate',
  'observed-free': 'observed free memory',
  'free-threshold': 'free-memory warning',
  'token-count': 'token count',
  'reported-usable': 'reported usable memory',
};

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
  evidenceItems(p, c, hw).map((item) => ('prose' in item ? P(item.prose) : item.text));

const evidenceFacts = (p: Profile, c: Component, hw?: Hardware): string[] => [
  ...(c.presence === 'not-stated' ? ['Presence not stated by the source.'] : []),
  ...(c.notLoaded ? [`Not loaded: ${P(c.notLoaded)}`] : []),
  ...(c.ranks ? [`Ranks: ${P(c.ranks)}`] : []),
  ...(c.executesOn ? [`Executes in ${laneName(hw, c.executesOn.lane)}: ${P(c.executesOn.evidence)}`] : []),
  ...shapeLines(c, hw),
  fileSizeText(p, c),
  `${perRankText(c)} ${OVERLAP_TEXT[c.overlap]}`,
  ...(overlapNote(c) ? [overlapNote(c)!] : []),
  accessText(c),
  ...c.figures.map((f) => `Stated figure: ${figureLine(f)}`),
];

/** The split parts or the home and copies of a component, as stated. */
export function shapeLines(c: Component, hw?: Hardware): string[] {
  const a = c.asPinned;
  if (typeof a === 'string') return [];
  if ('split' in a)
    return [
      `Split into ${a.split.length} parts, each its own row; parts are never added together.`,
      ...a.split.map(
        (part) =>
          `Part ${part.label}: ${part.scope}; starts in ${laneName(hw, part.lane)}; share ${part.share}${part.ranks ? `; ${P(part.ranks)}` : ''}.`,
      ),
    ];
  return [
    `Home in ${laneName(hw, a.home.lane)}, with ${a.copies.length} ${a.copies.length === 1 ? 'copy' : 'copies'}; a copy is not more model and is never counted twice.`,
    ...a.copies.map(
      (copy) => `Copy ${copy.label} (${copy.kind}) in ${laneName(hw, copy.lane)}: ${P(copy.evidence)}`,
    ),
  ];
}

export const absentComponents = (p: Profile): Component[] =>
  p.components.filter((c) => c.presence === 'absent');
export const absentLine = (p: Profile): string => {
  const absent = absentComponents(p);
  return absent.length
    ? `Absent: ${absent.map((c) => c.label).join(', ')}. ${ABSENCE}`
    : `Absent: none. ${ABSENCE}`;
};
/** Components the source does not say are in the pin, apart from absent ones. */
export const presenceNotStatedLine = (p: Profile): string | undefined => {
  const rows = p.components.filter((c) => c.presence === 'not-stated');
  return rows.length
    ? `Presence not stated: ${rows.map((c) => c.label).join(', ')}. Not absent, and not zero bytes.`
    : undefined;
};
/** "Resident bytes: unknown." whenever any present row's resident bytes are unpublished. */
export const residentBytesStatus = (p: Profile): string | undefined =>
  p.components.some((c) => c.presence === 'present' && !isKnown(c.residentBytes))
    ? RESIDENT_UNKNOWN
    : undefined;

/** "Pinned source TP2 settings... 92bf731c...", or "Unpinned source ...: revision not published". */
export const pinnedSourceLine = (s: Source): string =>
  s.pinned && s.commit
    ? `Pinned source ${P(s.pins)} ${s.commit}`
    : `Unpinned source ${P(s.pins)}: revision not published`;
/** The source's own name when it gives one; an id this site made up is never shown as a name. */
export const sourceLine = (s: Source): string =>
  [
    s.name ?? '',
    s.repo ? `${s.repo}${s.path ? `/${s.path}` : ''}` : '',
    s.url ?? '',
    s.pinned && s.commit ? s.commit : 'unpinned, revision not published',
    `checked ${s.checked}`,
  ]
    .filter(Boolean)
    .join(' ');

/** "GPU memory: 24 GB per GPU; 2 devices per node, each its own capacity; usable bytes unknown." */
export { laneName };

export const laneCapacityLine = (lane: Lane): string =>
  [
    `${lane.label}: ${lane.capacityLabel ?? 'capacity not stated'}`,
    ...(lane.devicesPerNode > 1 ? [`${lane.devicesPerNode} devices per node, each its own capacity`] : []),
    isKnown(lane.usableBytes) ? `usable ${formatBytes(lane.usableBytes)} per device` : 'usable bytes unknown',
    ...(lane.usableNote ? [P(lane.usableNote)] : []),
  ].join('; ');

export const hardwareNotes = (hw: Hardware): string[] => hw.notes.map(P);

export const hardwareLine = (p: Profile, hw: Hardware): string =>
  join([
    `Hardware ${hw.id}`,
    `${hw.poolKind === 'unified' ? 'Pool' : 'Memory'} ${[...hw.notes.map(P), ...(p.hardwareNote ? [P(p.hardwareNote)] : [])].join(' ') || 'not described'}`,
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
      p.pins.commit ? `Commit ${p.pins.commit}` : 'Recipe commit not published',
    ].filter(Boolean),
  );
export const flagsLine = (p: Profile): string =>
  `Commercial recommendation: ${p.flags.commercialRecommendation}. Memory fit claimed: ${p.flags.memoryFitClaimed}. Deployment done: ${p.flags.deploymentDone}.`;
export const closingLine = (p: Profile): string =>
  `Runtime claimed by this site: ${p.flags.runtimeClaimedBySite}. Summing components creates a fit: ${p.flags.summingCreatesFit}. ${VERDICT_UNCHANGED}`;
/** Model facts; the official file bytes stay an exact integer with their GiB. */
export const modelLines = (p: Profile): string[] => {
  const m = p.model;
  const counts: [string, Profile['tp']][] = [
    ['Total parameters', m.totalParameters],
    ['Active parameters', m.activeParameters],
    ['Layers', m.layers],
    ['Routed experts', m.routedExperts],
    ['Experts per token', m.expertsPerToken],
    ['MoE intermediate', m.moeIntermediate],
  ];
  return [
    ...m.notes.map(P),
    `Model ${m.name}, ${m.snapshot ? `snapshot ${m.snapshot}` : 'revision not published'}.`,
    ...(typeof m.fileBytes === 'number'
      ? [`Checkpoint file ${m.fileBytes} bytes (${formatGiB(m.fileBytes)}).`]
      : isConflict(m.fileBytes)
        ? [`Checkpoint file: ${statedBytesText(p, m.fileBytes)}.`]
        : []),
    // Conflicts are shown where they stand, as conflicts; plain counts are in the notes above.
    ...counts.filter(([, v]) => isConflict(v)).map(([name, v]) => `${name}: ${statedCountText(p, v)}.`),
  ];
};
export const observationLine = (o: Observation): string =>
  join([`${o.label}: ${o.stated}`, P(o.configuration), P(o.qualifier)]);
export const observationAttribution = (o: Observation): string => `Reported by ${o.reportedBy}.`;
export const doNotBlendLine = (id: string): string => `Do not blend with ${id}`;

/** "Concurrency C8 means eight slots..." as the seeds print it under the hashes. */
export const concurrencyLine = (p: Profile): string => `Concurrency ${P(p.concurrency.text)}`;

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
