/**
 * A draft pin from a reading of a person's command on a chosen hardware: component rows from
 * the runtime's tensor groups, placements from the flags (each row's evidence quotes the
 * runtime's own text), settings with the values the command passes, and for each lane the
 * flag that would move a row there or the runtime's reason why none can. It is marked as the
 * person's own draft, not a pin of this site, and its facts are "unknown" wherever a command
 * does not state them, so the generic calculator never reads a fit into it.
 */
import type { Component } from '../../profile/schema/components';
import type { Hardware } from '../../profile/schema/hardware';
import type { Prose } from '../../profile/schema/primitives';
import type { Profile } from '../../profile/schema/profile';
import type { Setting } from '../../profile/schema/settings';
import type { Source } from '../../profile/schema/sources';
import type { Because, CommandReading, ComponentReading, PartReading } from '../reading';
import type { Citation } from '../registry/types';
import { runtimeLabel } from '../runtime';
import { RUNTIME_SOURCES } from '../sources';
import { expressMove, type LaneTier } from './express-move';
import { laneFor } from './lanes';

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
const note = (siteNote: string): Prose => ({ siteNote });
const quote = (c: Citation): Prose => ({ quote: c.quote, source: c.source });

/** A short stable id from the command's text (FNV-1a), so the same paste keeps its draft id. */
export function draftId(command: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < command.length; i++) h = Math.imul(h ^ command.charCodeAt(i), 0x01000193) >>> 0;
  return `draft-${h.toString(16).padStart(8, '0')}`;
}

const becauseText = (b: Because): string => `${b.flag ? `${b.flag}: ` : ''}${b.rule}`;
/** The first quote of a part's reasons, else its rule as a site note. */
const evidenceOf = (p: PartReading): Prose => {
  const c = p.because.flatMap((b) => b.cite)[0];
  return c ? quote(c) : note(p.because.map(becauseText).join(' '));
};

function movesFor(
  r: CommandReading,
  c: ComponentReading,
  p: PartReading,
  here: string | undefined,
  hardware: Hardware,
  layers: number | undefined,
) {
  const residences: { lane: string; evidence: Prose }[] = [];
  const refusals: { lane: string; reason: Prose }[] = [];
  if (here) residences.push({ lane: here, evidence: evidenceOf(p) });
  for (const lane of hardware.lanes) {
    if (lane.id === here) continue;
    const e = expressMove(r.runtime.family, c, p, lane.tier as LaneTier, layers);
    if (e.ok) residences.push({ lane: lane.id, evidence: e.evidence });
    else refusals.push({ lane: lane.id, reason: e.reason });
  }
  return { residences, refusals };
}

const COPY_KIND = { 'write-through': 'write-through', cache: 'cache', prefetch: 'prefetch' } as const;

/** The exact file bytes of disjoint parts (from a model file header), or unknown. */
function exactBytes(parts: readonly PartReading[]): number | 'unknown' {
  let sum = 0;
  for (const p of parts) {
    if (typeof p.fileBytes !== 'number') return 'unknown';
    sum += p.fileBytes;
  }
  return parts.length && Number.isSafeInteger(sum) ? sum : 'unknown';
}

/** A part's share as the header states it: its tensors' exact file bytes. */
const bytesShare = (p: PartReading): string | undefined =>
  typeof p.fileBytes === 'number'
    ? `${p.fileBytes.toLocaleString('en-US')} bytes of the file (${p.tensorCount} tensors, exact from its header)`
    : undefined;

/** A part's name without its component's in front (its scope): the board names the component beside it. */
const partLabel = (p: PartReading): string => p.scope ?? p.label;

function componentOf(
  r: CommandReading,
  c: ComponentReading,
  hardware: Hardware,
  layers: number | undefined,
): Component[] {
  const flags = [...new Set(c.parts.flatMap((p) => p.because.map((b) => b.flag).filter(Boolean)))];
  const unknownNotes: Prose[] = [];
  const lane = (p: PartReading) => {
    const l = laneFor(p.residence, hardware);
    if (!l && p.residence.kind === 'tier')
      unknownNotes.push(
        note(`${p.label}: the command puts it in ${p.residence.tier}, and this hardware has no such lane.`),
      );
    if (p.residence.kind === 'decided-at-run-time')
      unknownNotes.push(note(`${p.label}: decided at run time.`));
    if (p.condition) unknownNotes.push(note(`${p.label}: ${p.condition}.`));
    return l ?? 'not-stated';
  };
  const sources = [...new Set(c.parts.flatMap((p) => p.because.flatMap((b) => b.cite.map((x) => x.source))))];
  const base = {
    kind: c.kind,
    presence: 'present' as const,
    summary: note(
      `${c.label}: placed by ${flags.length ? flags.join(', ') : 'the runtime\u2019s own rules'}, as this site reads the command.`,
    ),
    residenceText: note(c.parts.map((p) => `${p.label}: ${p.because.map(becauseText).join(' ')}`).join(' ')),
    access: 'Not stated by the command',
    fileBytes: exactBytes(c.parts.filter((p) => !p.copy)),
    perRankBytes: 'unknown' as const,
    residentBytes: 'unknown' as const,
    overlap: c.overlap,
    figures: [],
    sources,
  };
  const homes = c.parts.filter((p) => !p.copy);
  const copies = c.parts.filter((p) => p.copy);
  const out: Component[] = [];
  const separate: PartReading[] = [];
  let asPinned: Component['asPinned'];
  let residences: Component['residences'] = [];
  let refusals: Component['refusals'] = [];
  if (homes.length === 1) {
    const h = homes[0]!;
    const l = lane(h);
    const m = movesFor(r, c, h, l === 'not-stated' ? undefined : l, hardware, layers);
    residences = m.residences;
    refusals = m.refusals;
    const kept = copies.filter(
      (p) =>
        p.copy !== 'second-copy' && laneFor(p.residence, hardware) && laneFor(p.residence, hardware) !== l,
    );
    separate.push(...copies.filter((p) => !kept.includes(p)));
    asPinned = kept.length
      ? {
          home: { lane: l, label: partLabel(h) },
          copies: kept.map((p) => ({
            id: p.id,
            label: partLabel(p),
            kind: COPY_KIND[p.copy as keyof typeof COPY_KIND],
            lane: laneFor(p.residence, hardware)!,
            evidence: evidenceOf(p),
          })),
        }
      : l;
  } else {
    separate.push(...copies);
    asPinned = {
      split: homes.map((p) => {
        const l = lane(p);
        const m = movesFor(r, c, p, l === 'not-stated' ? undefined : l, hardware, layers);
        return {
          id: p.id,
          label: partLabel(p),
          scope: p.because.map(becauseText).join(' '),
          lane: l,
          share: p.share ?? bytesShare(p) ?? 'unknown',
          residences: m.residences,
          refusals: m.refusals,
        };
      }),
    };
  }
  out.push({ id: c.id, label: c.label, ...base, asPinned, residences, refusals, unknownNotes });
  for (const p of separate) {
    const l = lane(p);
    const m = movesFor(r, c, p, l === 'not-stated' ? undefined : l, hardware, layers);
    out.push({
      ...base,
      id: p.id,
      label: p.label,
      kind: c.kind,
      overlap: p.copy === 'second-copy' ? 'separate' : c.overlap,
      asPinned: l,
      residences: m.residences,
      refusals: m.refusals,
      unknownNotes: [],
    });
  }
  return out;
}

/**
 * Every flag the command passes that the registry describes, as a setting with the value the
 * command passes and the runtime's own words for it: so the brief carries each citation.
 */
function settingsOf(r: CommandReading): Setting[] {
  const seen = new Map<string, number>();
  return r.flags
    .filter((f) => f.status === 'described' && !f.replacedBy)
    .map((f) => {
      const n = (seen.get(f.written) ?? 0) + 1;
      seen.set(f.written, n);
      const name = n === 1 ? f.written : `${f.written} (${n})`;
      const value = f.value ?? (f.positive ? 'on' : 'off');
      return {
        name,
        label: f.from === 'env' ? `${f.written} (environment)` : f.written,
        // What the command passes is the recipe's value, not the runtime's default.
        recipe: value,
        options: [
          {
            value,
            label: `${value} (this command)`,
            consequence: f.entry?.cite ? quote(f.entry.cite) : note('The command passes this value.'),
            unloads: [],
            forces: {},
            figures: [],
            places: [],
            opens: [],
          },
        ],
      };
    });
}

function listed(r: CommandReading, status: 'read' | 'unknown', words: string): Prose[] {
  const flags = [...new Set(r.flags.filter((f) => f.status === status).map((f) => f.written))];
  if (!flags.length) return [];
  const shown = flags.slice(0, 30).join(', ');
  return [note(`${words}: ${shown}${flags.length > 30 ? ` and ${flags.length - 30} more` : ''}.`)];
}

export function draftProfile(input: DraftInput): Profile {
  const { command, reading: r, hardware, checked, layers } = input;
  const runtime = runtimeLabel(r.runtime);
  const model = r.model;
  const shown = command.length > MAX_COMMAND_NOTE ? `${command.slice(0, MAX_COMMAND_NOTE)}\u2026` : command;
  const components: Component[] = [
    {
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
    },
    ...r.components
      .filter((c) => c.presence === 'present')
      .flatMap((c) => componentOf(r, c, hardware, layers)),
  ];
  const cited = new Set(
    [
      ...components.flatMap((c) => c.sources),
      ...r.flags.flatMap((f) => (f.status === 'described' && f.entry?.cite ? [f.entry.cite.source] : [])),
    ].filter((s) => s !== COMMAND_SOURCE),
  );
  const sources: Source[] = [
    {
      id: COMMAND_SOURCE,
      name: 'Your command',
      pinned: false,
      checked,
      pins: note(`The command as pasted: ${shown}`),
    },
    ...RUNTIME_SOURCES.filter((s) => cited.has(s.id)),
  ];
  const notStated = r.components.filter((c) => c.presence !== 'present').map((c) => c.label);
  const tp = r.settings.find((s) => s.id === 'tensor-parallel-size')?.value;
  return {
    id: draftId(command),
    title: `Your ${r.runtime.family} command${model ? ` for ${model.slice(model.lastIndexOf('/') + 1) || model}` : ''}`,
    subtitle: 'Draft from your command',
    summary: note(
      `A draft from your own command, read by this site as ${runtime}: not a pin of this site. Each row is where the command\u2019s flags put it, with the runtime\u2019s own words for each flag.`,
    ),
    hardware: hardware.id,
    hardwareMatch: false,
    nodes: 1,
    tp: tp !== undefined && /^\d+$/.test(tp) ? Number(tp) : 'unknown',
    ep: 'unknown',
    revisionPinned: false,
    asPinned: false,
    flags: {
      commercialRecommendation: false,
      memoryFitClaimed: false,
      deploymentDone: false,
      runtimeClaimedBySite: false,
      summingCreatesFit: false,
    },
    pins: {
      weightPin: 'unset',
      checkpointRepo: model ?? 'Not stated by the command',
      checkpointRevision: 'unknown',
      manifest: 'unknown',
      runtime,
      recipe: 'Your command',
    },
    licenses: [
      {
        component: 'weights',
        name: 'Not stated by the command',
        spdx: 'unknown',
        commercialUse: 'unknown',
        headline: [],
        notes: [],
      },
    ],
    caveats: [
      ...r.assumptions.map((a) =>
        note(
          `Assumed a build with ${a.change.family} PR #${a.change.pr} (merged ${a.change.merged}): ${a.why}. Give the version to settle it.`,
        ),
      ),
      ...r.conflicts.map((c) => note(`${c.what}. ${c.rule}`)),
      ...r.unknowns.map(note),
      ...r.problems.slice(0, 20).map((p) => note(`In the paste: ${p}`)),
      ...listed(r, 'read', 'Read, its effect is not described here'),
      ...listed(r, 'unknown', 'Unknown to this reader'),
    ],
    settings: settingsOf(r),
    components,
    boardNotes: [
      note(
        'Draft from your command: not a pin of this site. Check each flag against your runtime\u2019s own help.',
      ),
      note(`Command: ${shown}`),
      ...(notStated.length
        ? [note(`The command does not say whether the model has: ${notStated.join('; ')}.`)]
        : []),
    ],
    otherRejectedPaths: [],
    otherResidences: [],
    model: {
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
    },
    concurrency: {
      text: note('The command does not state concurrency.'),
      contextPerRequestTokens: 'unknown',
      sharedPoolTokens: 'unknown',
      figures: [],
    },
    preflight: [],
    validation: [],
    rollback: [],
    sources,
    observations: { note: note('A draft from a command holds no observations.'), items: [] },
    doNotBlendWith: [],
    related: [],
  };
}
