/**
 * The plain-text brief of one pin. It follows the order of the page and of seed 000, and it
 * is a pure function of (profile, hardware, placement, settings, date): the same input gives
 * the same text, and nothing is read from a clock.
 *
 * The verdict section comes from calculateVerdict(profile, hardware) alone: the placement and
 * the settings are shown as explorations and choices, never fed to it (invariant 6).
 */
import type { Component, Hardware, Lane, Profile, Source } from './schema';
import { calculateVerdict } from './calculator';
import {
  ABSENT,
  LEDGER,
  asPinnedPlacement,
  effectiveSettings,
  explorations,
  type Placement,
  type Settings,
} from './placement';
import { residenceLabel } from './rules';
import {
  COPY_NOTE,
  DO_NOT_ADD,
  EXPLORED_NOTE,
  HEADINGS,
  LEDGER_HEADING,
  LEDGER_NOTE,
  NOT_APPLIED,
  NOT_A_FIT,
  NOT_DRAG_TO_FIT,
  SPEED_NOTE,
} from './qualifiers';
import {
  absentLine,
  cardLine,
  closingLine,
  concurrencyLine,
  doNotBlendLine,
  EXPLORED_MARK,
  evidenceLines,
  exploredMoveLine,
  fileSizeText,
  flagsLine,
  hardwareLine,
  licenseFull,
  licenseSummary,
  modelLines,
  notDownloadedMark,
  notLoadedMark,
  notLoadedUnder,
  observationAttribution,
  observationLine,
  pinnedSourceLine,
  pinsLine,
  residentBytesLine,
  residentBytesStatus,
  settingAssignment,
  sourceLine,
  statusLines,
} from './facts';
import { bullet, indent, renderBlocks, section, sentence, type Block } from './brief-format';

export type PinBriefInput = {
  profile: Profile;
  hardware: Hardware;
  /** The board as the user left it; as-pinned when omitted. */
  placement?: Placement;
  /** The chosen settings; the pin's defaults when omitted. */
  settings?: Settings;
  /** The day the brief is copied (YYYY-MM-DD), printed when given; never read from a clock. */
  date?: string;
};

type Ctx = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  settings: Settings;
  unloaded: Map<string, string>;
  explored: Set<string>;
};

/** As the page heads it: title, subtitle, then the summary led by the title as a sentence. */
const headerBlock = ({ profile }: Ctx, date: string | undefined): Block => [
  profile.title,
  profile.subtitle,
  `${sentence(profile.title)} ${profile.summary}`,
  `Pin: ${profile.id}`,
  ...(date ? [`Copied on ${date}.`] : []),
  HEADINGS.page,
];

const licensesBlock = ({ profile, unloaded }: Ctx): Block =>
  section(
    HEADINGS.licenses,
    profile.licenses.map((l) => {
      const off = l.coversComponent ? unloaded.get(l.coversComponent) : undefined;
      return bullet(off ? `${licenseSummary(l)} (${notDownloadedMark(off)})` : licenseSummary(l));
    }),
  );

/** One row card: label, the card's first line and file size, with its marks. */
function rowLine(ctx: Ctx, c: Component, lane: Lane | undefined): string {
  const marks = [
    ...(ctx.unloaded.has(c.id) ? [notLoadedMark(ctx.unloaded.get(c.id)!)] : []),
    ...(ctx.explored.has(c.id) ? [EXPLORED_MARK] : []),
  ];
  return bullet(
    `${c.label}${marks.length ? ` (${marks.join('; ')})` : ''}: ${cardLine(c, lane)} ${fileSizeText(c)}`,
  );
}

function boardBlocks(ctx: Ctx): Block[] {
  const { profile, hardware, placement } = ctx;
  const present = profile.components.filter((c) => c.presence === 'present');
  const at = (residence: string) => present.filter((c) => (placement[c.id] ?? c.asPinned) === residence);
  const placed = new Set([LEDGER, ...hardware.lanes.map((l) => l.id)]);
  const elsewhere = present.filter((c) => !placed.has(placement[c.id] ?? c.asPinned));
  const status = residentBytesStatus(profile);
  return [
    [HEADINGS.placement, NOT_DRAG_TO_FIT, DO_NOT_ADD, NOT_APPLIED],
    section(LEDGER_HEADING, [LEDGER_NOTE, ...at(LEDGER).map((c) => rowLine(ctx, c, undefined))]),
    ...hardware.lanes.map((lane) =>
      section(`${lane.label}${lane.group ? ` (${lane.group})` : ''}`, [
        lane.note,
        ...(at(lane.id).length ? at(lane.id).map((c) => rowLine(ctx, c, lane)) : ['No rows on this lane.']),
      ]),
    ),
    ...(elsewhere.length
      ? [
          section(
            'Not on a lane of this hardware',
            elsewhere.map((c) => bullet(`${c.label}: ${placement[c.id] ?? c.asPinned}`)),
          ),
        ]
      : []),
    [absentLine(profile), ...(status ? [status] : [])],
    section(
      HEADINGS.rejected,
      profile.otherRejectedPaths.map((r) => bullet(`${r.path}: ${r.reason}`)),
    ),
    section(
      HEADINGS.otherResidences,
      profile.otherResidences.map((r) => bullet(`${r.residence}: ${r.note}`)),
    ),
  ];
}

/** Each move away from the as-pinned board, with the evidence the pin gives for it. */
function exploredBlock(ctx: Ctx): Block {
  const { profile, hardware } = ctx;
  const moves = explorations(profile, ctx.placement);
  if (!moves.length) return ['Explored placements', 'None. As-pinned.'];
  const lines = moves.flatMap((m) => {
    const c = profile.components.find((x) => x.id === m.component)!;
    const from = c.asPinned === ABSENT ? 'Absent' : residenceLabel(hardware, c.asPinned);
    const evidence = c.residences.find((r) => r.lane === m.to)?.evidence;
    return [
      bullet(exploredMoveLine(c.label, from, residenceLabel(hardware, m.to))),
      indent(evidence ? `Evidence: ${evidence}` : "The pin's evidence does not describe this residence."),
    ];
  });
  return ['Explored placements', ...lines, EXPLORED_NOTE];
}

function settingsBlock({ profile, settings }: Ctx): Block {
  if (!profile.settings.length) return ['Settings', 'This pin names no settings.'];
  const changed = profile.settings.flatMap((s) => {
    const value = settings[s.name] ?? s.default;
    if (value === s.default) return [];
    const option = s.options.find((o) => o.value === value);
    const lines = [
      bullet(
        `${settingAssignment(s.name, value)} (default ${settingAssignment(s.name, s.default)}): ${option?.consequence ?? 'Not an option this pin lists.'}`,
      ),
    ];
    if (option?.concurrency) lines.push(indent(sentence(`Concurrency: ${option.concurrency}`)));
    if (option?.unloads.length) {
      const labels = option.unloads.map((id) => profile.components.find((c) => c.id === id)?.label ?? id);
      lines.push(indent(`Not loaded: ${labels.join(', ')}. Present in the pin, not zero bytes.`));
    }
    return lines;
  });
  const defaults = profile.settings
    .filter((s) => (settings[s.name] ?? s.default) === s.default)
    .map((s) => settingAssignment(s.name, s.default));
  return [
    'Settings',
    ...(changed.length
      ? ['Chosen settings that differ from the defaults:', ...changed]
      : ['Default settings.']),
    ...(defaults.length ? [`At their defaults: ${defaults.join(', ')}.`] : []),
    ...(changed.length ? ['Settings are not applied to the calculator memory verdict.'] : []),
  ];
}

function verdictBlock({ profile, hardware }: Ctx): Block {
  const v = calculateVerdict(profile, hardware);
  return [
    HEADINGS.verdict,
    sentence(v.headline),
    'What it used:',
    ...v.used.map(bullet),
    ...(v.unknowns.length ? ['Unknown:', ...v.unknowns.map(bullet)] : []),
    ...(v.arithmetic.length
      ? ['Arithmetic:', ...v.arithmetic.map(bullet)]
      : ['Arithmetic: none; the inputs it needs are not established.']),
    NOT_APPLIED,
  ];
}

const sourceRef = (profile: Profile, id: string): string => {
  const s = profile.sources.find((x) => x.id === id);
  return s ? `Source: ${sourceLine(s)}: ${s.pins}` : `Source: ${id} (not defined in this pin's sources)`;
};

function evidenceBlocks(ctx: Ctx): Block[] {
  const { profile } = ctx;
  return [
    [
      HEADINGS.evidence,
      ...profile.components.flatMap((c) => [
        bullet(c.label),
        ...evidenceLines(c).map(indent),
        ...(ctx.unloaded.has(c.id) ? [indent(`${sentence(notLoadedMark(ctx.unloaded.get(c.id)!))}`)] : []),
        ...c.sources.map((id) => indent(sourceRef(profile, id))),
      ]),
    ],
    profile.sources.map((s: Source) => bullet(pinnedSourceLine(s))),
    [SPEED_NOTE],
  ];
}

function hashesBlocks({ profile, hardware }: Ctx): Block[] {
  return [
    [HEADINGS.hashes, hardwareLine(profile, hardware), pinsLine(profile)],
    [concurrencyLine(profile)],
    [flagsLine(profile)],
    section(
      'Licenses in full',
      profile.licenses.map((l) => bullet(licenseFull(l))),
    ),
    section('Model', modelLines(profile)),
    section(HEADINGS.preflight, profile.preflight.map(bullet)),
    section(HEADINGS.validation, profile.validation.map(bullet)),
    section(HEADINGS.rollback, profile.rollback.map(bullet)),
    section(
      HEADINGS.sources,
      profile.sources.flatMap((s) => [bullet(s.pins), indent(sourceLine(s))]),
    ),
    section(HEADINGS.observations, [
      profile.observations.note,
      ...profile.observations.items.map((o) => bullet(`${observationLine(o)} ${observationAttribution(o)}`)),
    ]),
  ];
}

function closingBlocks({ profile }: Ctx): Block[] {
  return [
    section(
      HEADINGS.related,
      profile.doNotBlendWith.map((id) => bullet(doNotBlendLine(id))),
      'No do-not-blend links.',
    ),
    section(
      'Resident bytes per component',
      profile.components.map((c) => bullet(residentBytesLine(c))),
    ),
    [bullet(closingLine(profile))],
  ];
}

/** The brief of one pin, as plain text. */
export function pinBrief(input: PinBriefInput): string {
  const { profile, hardware } = input;
  const placement = input.placement ?? asPinnedPlacement(profile);
  const settings = effectiveSettings(profile, input.settings ?? {});
  const ctx: Ctx = {
    profile,
    hardware,
    placement,
    settings,
    unloaded: notLoadedUnder(profile, settings),
    explored: new Set(explorations(profile, placement).map((m) => m.component)),
  };
  return renderBlocks([
    headerBlock(ctx, input.date),
    [COPY_NOTE, NOT_A_FIT],
    section('Status', statusLines(profile).map(bullet)),
    licensesBlock(ctx),
    section(HEADINGS.caveats, profile.caveats.map(bullet)),
    ...boardBlocks(ctx),
    exploredBlock(ctx),
    settingsBlock(ctx),
    verdictBlock(ctx),
    ...evidenceBlocks(ctx),
    ...hashesBlocks(ctx),
    ...closingBlocks(ctx),
  ]);
}
