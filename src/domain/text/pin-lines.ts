/** Lines about a whole pin: absent rows, hardware, pins, flags, model facts, observations, concurrency. */
import type { Component } from '../profile/schema/components';
import type { Hardware } from '../profile/schema/hardware';
import type { Observation } from '../profile/schema/sources';
import type { Profile } from '../profile/schema/profile';
import { ABSENCE, RESIDENT_UNKNOWN, VERDICT_UNCHANGED } from './standing-sentences';
import { formatGiB, isKnown } from '../units/bytes';
import { proseLine, proseText } from '../profile/prose';
import { isConflict, isRounded, statedBytesText, statedCountText } from '../profile/stated-values';
import { joinSentences } from './sentence';

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

export const hardwareLine = (p: Profile, hw: Hardware): string =>
  joinSentences([
    `Hardware ${hw.id}`,
    `${hw.poolKind === 'unified' ? 'Pool' : 'Memory'} ${[...hw.notes.map(proseLine), ...(p.hardwareNote ? [proseLine(p.hardwareNote)] : [])].join(' ') || 'not described'}`,
    p.pins.weightPin === 'unset' ? 'Weight pin unset' : `Weight pin ${p.pins.weightPin}`,
  ]);
export const pinsLine = (p: Profile): string =>
  joinSentences(
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
/** The source's flags one by one, each a label and its stated value (the pin view says "No", never "false"). */
export const flagItems = (p: Profile): { label: string; value: boolean }[] => [
  { label: 'Commercial recommendation', value: p.flags.commercialRecommendation },
  { label: 'Memory fit claimed', value: p.flags.memoryFitClaimed },
  { label: 'Deployment done', value: p.flags.deploymentDone },
];
/** The flags in the seed page's own words, for the brief: "Memory fit claimed: false." */
export const flagsLine = (p: Profile): string =>
  `Commercial recommendation: ${p.flags.commercialRecommendation}. Memory fit claimed: ${p.flags.memoryFitClaimed}. Deployment done: ${p.flags.deploymentDone}.`;
/** The closing flags one by one, for the pin view; `closingLine` is the brief's seed wording. */
export const closingItems = (p: Profile): { label: string; value: boolean }[] => [
  { label: 'Runtime claimed by this site', value: p.flags.runtimeClaimedBySite },
  { label: 'Summing components creates a fit', value: p.flags.summingCreatesFit },
];
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
    ...m.notes.map(proseLine),
    `Model ${m.name}, ${m.snapshot ? `snapshot ${m.snapshot}` : 'revision not published'}.`,
    ...(typeof m.fileBytes === 'number'
      ? [`Checkpoint file ${m.fileBytes} bytes (${formatGiB(m.fileBytes)}).`]
      : isConflict(m.fileBytes)
        ? [`Checkpoint file: ${statedBytesText(p, m.fileBytes)}.`]
        : []),
    // Conflicts and rounded figures are shown where they stand, as what they are; plain counts
    // are in the notes above.
    ...counts
      .filter(([, v]) => isConflict(v) || isRounded(v))
      .map(([name, v]) => `${name}: ${statedCountText(p, v)}.`),
  ];
};
export const observationLine = (o: Observation): string =>
  joinSentences([`${o.label}: ${o.stated}`, proseLine(o.configuration), proseLine(o.qualifier)]);
export const observationAttribution = (o: Observation): string => `Reported by ${o.reportedBy}.`;
/**
 * "Measured with another command than the launch command above: ..." when the source gives
 * the figure's own command and it is not the pin's; "Measured with the launch command above."
 * when it is the same; undefined when the source gives none.
 */
export function observationCommandLine(p: Profile, o: Observation): string | undefined {
  if (!o.command) return undefined;
  return measuredWithAnotherCommand(p, o)
    ? `Measured with another command than the launch command above: ${proseLine(o.command)}`
    : 'Measured with the launch command above.';
}
/** Whether the source gives a figure's own command and it is not the pin's launch command. */
export function measuredWithAnotherCommand(p: Profile, o: Observation): boolean {
  if (!o.command) return false;
  const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
  return p.pins.command === undefined || flat(proseText(o.command)) !== flat(proseText(p.pins.command));
}
/** The short brief's word for such a figure: the command itself is in the full brief. */
export const ANOTHER_COMMAND_SHORT =
  'Measured with another command than the one above; the full brief prints it.';
export const doNotBlendLine = (id: string): string => `Do not blend with ${id}`;
/** "Related pin gpt-oss-...: the same model and runtime with ..." */
export const relatedLine = (r: Profile['related'][number]): string =>
  `Related pin ${r.id}: ${proseLine(r.lever)}`;
/** "Launch command: python3 -m sglang.launch_server ..." as the source prints it. */
export const commandLine = (p: Profile): string | undefined =>
  p.pins.command ? `Launch command: ${proseLine(p.pins.command)}` : undefined;

/** "Concurrency C8 means eight slots..." as the seeds print it under the hashes. */
export const concurrencyLine = (p: Profile): string => `Concurrency ${proseLine(p.concurrency.text)}`;
