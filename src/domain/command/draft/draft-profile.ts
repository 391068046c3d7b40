/**
 * A draft pin from a reading of a person's command on a chosen hardware: component rows from
 * the runtime's tensor groups (draft-rows), placements from the flags (each row's evidence
 * quotes the runtime's own text), settings with the values the command passes
 * (draft-settings), and for each lane the flag that would move a row there or the runtime's
 * reason why none can. It is marked as the person's own draft, not a pin of this site, and
 * its facts are "unknown" wherever a command does not state them, so the generic calculator
 * never reads a fit into it.
 */
import { withinLimits } from '../model/model-limits';
import type { Component } from '../../profile/schema/components';
import type { Hardware } from '../../profile/schema/hardware';
import type { Prose } from '../../profile/schema/primitives';
import type { Profile } from '../../profile/schema/profile';
import type { Source } from '../../profile/schema/sources';
import type { CommandReading } from '../reading';
import { runtimeLabel } from '../runtime';
import { RUNTIME_SOURCES } from '../registry/sources';
import { note } from './draft-prose';
import { tokenLine, unreadSummary } from '../read/token-words';
import { componentOf } from './draft-rows';
import { settingsOf } from './draft-settings';

export type DraftInput = {
  command: string;
  reading: CommandReading;
  hardware: Hardware;
  /** The day the draft was read (YYYY-MM-DD): the command source's checked date. */
  checked: string;
  layers?: number;
};

export const COMMAND_SOURCE = 'your-command';
const MAX_COMMAND_NOTE = 2000;

/** A short stable id from the command's text (FNV-1a), so the same paste keeps its draft id. */
export function draftId(command: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < command.length; i++) h = Math.imul(h ^ command.charCodeAt(i), 0x01000193) >>> 0;
  return `draft-${h.toString(16).padStart(8, '0')}`;
}

function listed(r: CommandReading, status: 'read' | 'unknown' | 'refused', words: string): Prose[] {
  const flags = [...new Set(r.flags.filter((f) => f.status === status).map((f) => f.written))];
  if (!flags.length) return [];
  const shown = flags.slice(0, 30).join(', ');
  return [note(`${words}: ${shown}${flags.length > 30 ? ` and ${flags.length - 30} more` : ''}.`)];
}

/** The words of the paste the reader could not read, by what stopped it. */
function notRead(r: CommandReading): Prose[] {
  const unread = r.accounting.tokens.filter((t) =>
    ['unknown', 'refused', 'not-evaluated', 'positional'].includes(t.kind),
  );
  if (!unread.length) return [];
  const shown = unread.slice(0, 30).map(tokenLine).join('; ');
  return [
    note(`Not read from the paste: ${shown}${unread.length > 30 ? `; and ${unread.length - 30} more` : ''}.`),
  ];
}

export function draftProfile(input: DraftInput): Profile {
  const { command, reading: r, hardware, checked } = input;
  // Over the limit the reading has already said so and read the count as unknown.
  const layers = withinLimits({ layers: input.layers, from: '' }).model?.layers;
  const runtime = runtimeLabel(r.runtime);
  const model = r.model;
  const shown = command.length > MAX_COMMAND_NOTE ? `${command.slice(0, MAX_COMMAND_NOTE)}\u2026` : command;
  const components: Component[] = [
    checkpointOf(model),
    ...r.components
      .filter((c) => c.presence === 'present')
      .flatMap((c) => componentOf(r, c, hardware, layers)),
  ];
  const tp = r.settings.find((s) => s.id === 'tensor-parallel-size')?.value;
  return {
    id: draftId(command),
    title: `Your ${r.runtime.family} command${model ? ` for ${model.slice(model.lastIndexOf('/') + 1) || model}` : ''}`,
    subtitle: 'Draft from your command',
    summary: note(
      `A draft from your own command, read by this site as ${runtime}: not a pin of this site. Each row is where the command\u2019s flags put it, with the runtime\u2019s own words for each flag.`,
    ),
    hardware: hardware.id,
    // The hardware is the one the person described for their own command: it matches by
    // definition, and what they did not state shows as not stated on its lanes.
    hardwareMatch: true,
    nodes: 1,
    tp: tp !== undefined && /^\d+$/.test(tp) ? Number(tp) : 'unknown',
    ep: 'unknown',
    revisionPinned: false,
    // Before any move the board is the command as read: the draft's own recipe.
    asPinned: true,
    flags: claimsNone(),
    pins: {
      weightPin: 'unset',
      checkpointRepo: model ?? 'Not stated by the command',
      checkpointRevision: 'unknown',
      manifest: 'unknown',
      runtime,
      recipe: 'Your command',
    },
    licenses: [licenseNotStated()],
    caveats: caveatsOf(r),
    settings: settingsOf(r),
    components,
    boardNotes: boardNotesOf(r, shown),
    otherRejectedPaths: [],
    otherResidences: [],
    model: modelOf(model, layers),
    concurrency: concurrencyNotStated(),
    preflight: [],
    validation: [],
    rollback: [],
    sources: sourcesOf(r, components, shown, checked),
    observations: { note: note('A draft from a command holds no observations.'), items: [] },
    doNotBlendWith: [],
    related: [],
  };
}

/** The model file as the ledger row: what the command loads, its size not in the command. */
const checkpointOf = (model: string | undefined): Component => ({
  id: 'checkpoint',
  label: model ? `Model file ${model}` : 'Model file (not stated by the command)',
  kind: 'checkpoint',
  presence: 'present',
  asPinned: 'ledger',
  summary: note('The model file the command loads. Its size is not in the command.'),
  residenceText: note('The logical checkpoint: the model file, not a place in memory.'),
  residences: [],
  refusals: [],
  access: 'Model file',
  fileBytes: 'unknown',
  perRankBytes: 'unknown',
  residentBytes: 'unknown',
  overlap: 'file-ledger',
  figures: [],
  unknownNotes: [],
  sources: [COMMAND_SOURCE],
});

/** The command itself, then the runtime texts the rows and the described flags cite. */
function sourcesOf(
  r: CommandReading,
  components: readonly Component[],
  shown: string,
  checked: string,
): Source[] {
  const cited = new Set(
    [
      ...components.flatMap((c) => c.sources),
      ...r.flags.flatMap((f) => (f.status === 'described' && f.entry?.cite ? [f.entry.cite.source] : [])),
    ].filter((s) => s !== COMMAND_SOURCE),
  );
  return [
    {
      id: COMMAND_SOURCE,
      name: 'Your command',
      pinned: false,
      checked,
      dated: { undated: note('Your own command, pasted here: it carries no date.') },
      pins: note(`The command as pasted: ${shown}`),
    },
    ...RUNTIME_SOURCES.filter((s) => cited.has(s.id)),
  ];
}

/** What the reading assumed, the conflicts, the unknowns and problems, and the flags it could not use. */
const caveatsOf = (r: CommandReading): Prose[] => [
  ...r.assumptions.map((a) =>
    note(
      `Assumed a build with ${a.change.family} PR #${a.change.pr} (merged ${a.change.merged}): ${a.why}. Give the version to settle it.`,
    ),
  ),
  ...r.conflicts.map((c) => note(`${c.what}. ${c.rule}`)),
  ...r.unknowns.map(note),
  ...r.problems.slice(0, 20).map((p) => note(`In the paste: ${p}`)),
  ...listed(r, 'read', 'Read, its effect is not described here'),
  ...listed(r, 'unknown', 'Unknown to this runtime at this version'),
  ...listed(r, 'refused', 'Refused by this build'),
  ...notRead(r),
];

function boardNotesOf(r: CommandReading, shown: string): Prose[] {
  const notStated = r.components.filter((c) => c.presence !== 'present').map((c) => c.label);
  return [
    note(
      'Draft from your command: not a pin of this site. Check each flag against your runtime\u2019s own help.',
    ),
    note(`Command: ${shown}`),
    note(unreadSummary(r.accounting)),
    ...(notStated.length
      ? [note(`The command does not say whether the model has: ${notStated.join('; ')}.`)]
      : []),
  ];
}

/** The model as the command names it: its layer count when known, everything else unknown. */
const modelOf = (model: string | undefined, layers: number | undefined): Profile['model'] => ({
  name: model ?? 'Not stated by the command',
  totalParameters: 'unknown',
  activeParameters: 'unknown',
  layers: layers ?? 'unknown',
  fileBytes: 'unknown',
  servingBytes: [],
  routedExperts: 'unknown',
  expertsPerToken: 'unknown',
  moeIntermediate: 'unknown',
  notes: [],
});

/** A draft claims nothing for the site: no recommendation, no fit, no deployment. */
const claimsNone = (): Profile['flags'] => ({
  commercialRecommendation: false,
  memoryFitClaimed: false,
  deploymentDone: false,
  runtimeClaimedBySite: false,
  summingCreatesFit: false,
});

const licenseNotStated = (): Profile['licenses'][number] => ({
  component: 'weights',
  name: 'Not stated by the command',
  spdx: 'unknown',
  commercialUse: 'unknown',
  headline: [],
  notes: [],
});

const concurrencyNotStated = (): Profile['concurrency'] => ({
  text: note('The command does not state concurrency.'),
  contextPerRequestTokens: 'unknown',
  sharedPoolTokens: 'unknown',
  figures: [],
});
