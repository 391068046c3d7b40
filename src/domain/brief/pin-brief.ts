/**
 * The plain-text brief of one pin. It follows the order of the page and of seed 000, and it
 * is a pure function of (profile, hardware, placement, settings, date): the same input gives
 * the same text, and nothing is read from a clock.
 *
 * The verdict section comes from calculateVerdict(profile, hardware) alone: the placement and
 * the settings are shown as explorations and choices, never fed to it (invariant 6).
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Source } from '../profile/schema/sources';
import type { Setting } from '../profile/schema/settings';
import { hardwareFactLines, statedResidenceLines } from '../text/stated-residence-lines';
import { calculateVerdict } from '../verdict/calculator';
import { VERDICT_HEADLINES, verdictLines } from '../verdict/verdict-text';
import { asPinnedPlacement, explorations, type Placement } from '../placement/placement';
import { effectiveSettings, recipeValue, type Settings } from '../placement/settings';
import { settingStanding } from '../text/setting-lines';
import { HEADINGS, NOT_APPLIED, NOT_A_FIT } from '../text/standing-sentences';
import {
  closingLine,
  commandLine,
  concurrencyLine,
  doNotBlendLine,
  flagsLine,
  hardwareLine,
  modelLines,
  observationAttribution,
  observationLine,
  pinsLine,
  relatedLine,
} from '../text/pin-lines';
import { evidenceLines, residentBytesLine } from '../text/component-lines';
import { figureLine } from '../text/figure-lines';
import { laneName } from '../text/lane-lines';
import { licenseFull, licenseSummary, notDownloadedMark } from '../text/licence-lines';
import { unloadedBy, settingAssignment } from '../placement/settings';
import { pinnedSourceLine, readingLine, recipeDate, sourceLine } from '../text/source-lines';
import { statusLines } from '../text/status-lines';
import { proseLine } from '../profile/prose';
import { findRow, rowName } from '../board/rows';
import { boardBlocks, exploredBlock } from './board-blocks';
import { BRIEF_PARTS, type BriefPart } from './brief-parts';
import { hardwareMismatch, unstatedCapacityLine } from '../board/hardware-mismatch';
import { bullet, indent, renderBlocks, section, titled, type Block } from './brief-format';
import { sentence } from '../text/sentence';
import { own } from '../keyed';
import type { BoardFileBytes } from '../model-file/board-file-bytes';
import { fileBoundLines } from '../text/file-bytes-lines';

export type PinBriefInput = {
  profile: Profile;
  hardware: Hardware;
  /** The board as the user left it; as-pinned when omitted. */
  placement?: Placement;
  /** The chosen settings; the pin's defaults when omitted. */
  settings?: Settings;
  /** The day the brief is copied (YYYY-MM-DD), printed when given; never read from a clock. */
  date?: string;
  /** A model file the person confirmed as the pin's model: its header's file bytes on the rows and lanes. */
  fileBytes?: BoardFileBytes | undefined;
};

type Option = Setting['options'][number];

type Ctx = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  settings: Settings;
  unloaded: Map<string, string>;
  explored: Set<string>;
  fileBytes?: BoardFileBytes | undefined;
};

/** As the page heads it: title, subtitle, then the summary led by the title as a sentence. */
const headerBlock = ({ profile }: Ctx, date: string | undefined): Block =>
  titled([
    profile.title,
    profile.subtitle,
    `${sentence(profile.title)} ${proseLine(profile.summary)}`,
    `Pin: ${profile.id}`,
    ...(date ? [`Copied on ${date}.`] : []),
    HEADINGS.page,
  ]);

const licensesBlock = ({ profile, unloaded }: Ctx): Block =>
  section(
    HEADINGS.licenses,
    profile.licenses.map((l) => {
      const off = l.coversComponent ? unloaded.get(l.coversComponent) : undefined;
      return bullet(off ? `${licenseSummary(l)} (${notDownloadedMark(off)})` : licenseSummary(l));
    }),
  );

/** Every setting with the option in force and its stated consequence, default or chosen. */
function settingsBlock({ profile, hardware, settings }: Ctx): Block {
  const rowLabel = (id: string) => {
    const row = findRow(profile, id);
    return row ? rowName(row) : (profile.components.find((c) => c.id === id)?.label ?? id);
  };
  if (!profile.settings.length) return titled(['Settings', 'This pin names no settings.']);
  const chosenCount = profile.settings.filter(
    (s) => own(settings, s.name) !== undefined && own(settings, s.name) !== recipeValue(s),
  ).length;
  const optionDetails = (option: Option, inForce: boolean): string[] => [
    ...(option.concurrency ? [indent(sentence(`Concurrency: ${proseLine(option.concurrency)}`))] : []),
    ...(option.unloads.length
      ? [
          indent(
            `${inForce ? 'Not loaded' : 'Not loaded under this option'}: ${option.unloads.map(rowLabel).join(', ')}. Present in the pin, not zero bytes.`,
          ),
        ]
      : []),
    ...option.figures.map((f) => indent(`Stated figure under this option: ${figureLine(f)}`)),
    ...(option.places ?? []).map((o) =>
      indent(
        `${inForce ? 'Places' : 'Would place'} ${rowLabel(o.row)} in ${laneName(hardware, o.lane)}: ${proseLine(o.evidence)}`,
      ),
    ),
    ...option.opens.map((o) =>
      indent(`Opens ${laneName(hardware, o.lane)} for ${rowLabel(o.row)}: ${proseLine(o.evidence)}`),
    ),
  ];
  const lines = profile.settings.flatMap((s) => {
    const value = own(settings, s.name);
    const option = value === undefined ? undefined : s.options.find((o) => o.value === value);
    const head =
      value === undefined
        ? `${s.name}: no default stated by the source; options ${s.options.map((o) => settingAssignment(s.name, o.value)).join(', ')}.`
        : `${settingAssignment(s.name, value)} (${settingStanding(s, value)}): ${option ? proseLine(option.consequence) : 'Not an option this pin lists.'}`;
    const out = [bullet(head)];
    if (option) out.push(...optionDetails(option, true));
    // Every other option the pin lists, with what it would change: facts of the pin too.
    for (const o of s.options.filter((x) => x !== option))
      out.push(
        indent(`Also offered, ${settingAssignment(s.name, o.value)}: ${proseLine(o.consequence)}`),
        ...optionDetails(o, false).map(indent),
      );
    return out;
  });
  return titled([
    'Settings',
    ...(chosenCount
      ? []
      : [
          profile.settings.some((s) => s.recipe !== undefined)
            ? "The recipe's settings."
            : 'Default settings.',
        ]),
    ...lines,
    ...(chosenCount ? ['Settings are not applied to the calculator memory verdict.'] : []),
  ]);
}

/** Beside the verdict, from a confirmed model file: "does not fit" with its arithmetic, or no bound. */
function fileBoundBlock({ profile, hardware, fileBytes }: Ctx): string[] {
  if (!fileBytes) return [];
  const { lead, reasons } = fileBoundLines(fileBytes.bound(profile, hardware), fileBytes.files);
  return [lead, ...reasons.map(bullet)];
}

function verdictBlock(ctx: Ctx): Block {
  const { profile, hardware } = ctx;
  const verdict = calculateVerdict(profile, hardware);
  const v = verdictLines(profile, hardware, verdict);
  return titled([
    HEADINGS.verdict,
    sentence(VERDICT_HEADLINES[verdict.status]),
    'What it used:',
    ...v.used.map(bullet),
    ...(v.unknowns.length ? ['Unknown:', ...v.unknowns.map(bullet)] : []),
    ...(v.arithmetic.length
      ? ['Arithmetic:', ...v.arithmetic.map(bullet)]
      : ['Arithmetic: none; the inputs it needs are not established.']),
    ...fileBoundBlock(ctx),
    NOT_APPLIED,
  ]);
}

const sourceRef = (profile: Profile, id: string): string => {
  const s = profile.sources.find((x) => x.id === id);
  return s
    ? `Source: ${sourceLine(s, recipeDate(profile))}: ${proseLine(s.pins)}`
    : 'Source: not listed in this pin';
};

function evidenceBlocks(ctx: Ctx): Block[] {
  const { profile } = ctx;
  return [
    titled([
      HEADINGS.evidence,
      ...profile.components.flatMap((c) => [
        bullet(c.label),
        ...evidenceLines(profile, c, ctx.hardware).map(indent),
        ...statedResidenceLines(c, ctx.hardware).map(indent),
        ...(ctx.unloaded.has(c.id) ? [indent(sentence(`Not loaded under ${ctx.unloaded.get(c.id)!}`))] : []),
        ...c.sources.map((id) => indent(sourceRef(profile, id))),
      ]),
    ]),
    profile.sources.map((s: Source) => bullet(pinnedSourceLine(s))),
    ...(profile.observations.speedNote ? [[proseLine(profile.observations.speedNote)]] : []),
  ];
}

function hashesBlocks({ profile, hardware }: Ctx): Block[] {
  return [
    titled([
      HEADINGS.hashes,
      hardwareLine(profile, hardware),
      ...hardwareFactLines(hardware),
      pinsLine(profile),
      ...[commandLine(profile)].filter((l): l is string => l !== undefined),
    ]),
    [concurrencyLine(profile), ...profile.concurrency.figures.map((f) => `Stated figure: ${figureLine(f)}`)],
    [flagsLine(profile)],
    section(
      'Licenses in full',
      profile.licenses.map((l) => bullet(licenseFull(l))),
    ),
    section('Model', modelLines(profile)),
    section(
      HEADINGS.preflight,
      profile.preflight.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.validation,
      profile.validation.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.rollback,
      profile.rollback.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.sources,
      profile.sources.flatMap((s) => [bullet(proseLine(s.pins)), indent(sourceLine(s, recipeDate(profile)))]),
    ),
    section(HEADINGS.observations, [
      proseLine(profile.observations.note),
      ...profile.observations.items.map((o) => bullet(`${observationLine(o)} ${observationAttribution(o)}`)),
    ]),
  ];
}

function closingBlocks({ profile }: Ctx): Block[] {
  return [
    section(
      HEADINGS.related,
      [
        ...profile.doNotBlendWith.map((id) => bullet(doNotBlendLine(id))),
        ...(profile.blendNote ? [proseLine(profile.blendNote)] : []),
        ...profile.related.map((r) => bullet(relatedLine(r))),
      ],
      'No do-not-blend links.',
    ),
    section(
      'Resident bytes per component',
      profile.components.map((c) => bullet(residentBytesLine(c))),
    ),
    // How the sources were read, then the seed's closing line last.
    [...[readingLine(profile)].filter((l): l is string => l !== undefined), bullet(closingLine(profile))],
  ];
}

/** Why the hardware does not match this pin, when it does not: the pin's sentence and the lanes no source sizes. */
function mismatchLines(profile: Profile, hardware: Hardware): string[] {
  const m = hardwareMismatch(profile, hardware);
  if (!m) return [];
  const unstated = unstatedCapacityLine(m);
  return [indent(`Why: ${[m.note ? proseLine(m.note) : '', unstated ?? ''].filter(Boolean).join(' ')}`)];
}

/** The brief of one pin, as plain text. */
export const pinBrief = (input: PinBriefInput): string => renderBlocks(pinBriefBlocks(input));

/** The full brief's blocks, each with the part it belongs to, in the order of the page. */
function partBlocks(input: PinBriefInput): [BriefPart, Block][] {
  const { profile, hardware } = input;
  const placement = input.placement ?? asPinnedPlacement(profile);
  const settings = effectiveSettings(profile, input.settings ?? {});
  const ctx: Ctx = {
    profile,
    hardware,
    placement,
    settings,
    unloaded: unloadedBy(profile, settings),
    explored: new Set(explorations({ profile, placement, settings }).map((m) => m.row)),
    ...(input.fileBytes ? { fileBytes: input.fileBytes } : {}),
  };
  const [evidence, pinnedSources, ...speed] = evidenceBlocks(ctx);
  const [
    hashes,
    concurrency,
    flags,
    licensesInFull,
    model,
    preflight,
    validation,
    rollback,
    sources,
    observations,
  ] = hashesBlocks(ctx);
  const [related, residentBytes, closing] = closingBlocks(ctx);
  const of = (part: BriefPart, blocks: readonly (Block | undefined)[]): [BriefPart, Block][] =>
    blocks.filter((b): b is Block => b !== undefined).map((b) => [part, b]);
  return [
    ...of('overview', [
      headerBlock(ctx, input.date),
      [NOT_A_FIT],
      section(
        'Status',
        statusLines(profile).flatMap((line, i) => [
          bullet(line),
          ...(i === 0 ? mismatchLines(profile, hardware) : []),
        ]),
      ),
    ]),
    ...of('licenses', [licensesBlock(ctx)]),
    ...of('overview', [
      section(
        HEADINGS.caveats,
        profile.caveats.map((x) => bullet(proseLine(x))),
      ),
    ]),
    ...of('placement', [...boardBlocks(ctx), exploredBlock(ctx), settingsBlock(ctx), verdictBlock(ctx)]),
    ...of('evidence', [evidence]),
    ...of('sources', [pinnedSources]),
    ...of('evidence', speed),
    ...of('overview', [hashes, concurrency, flags]),
    ...of('licenses', [licensesInFull]),
    ...of('overview', [model]),
    ...of('evidence', [preflight, validation, rollback]),
    ...of('sources', [sources]),
    ...of('evidence', [observations]),
    ...of('overview', [related]),
    ...of('placement', [residentBytes]),
    ...of('overview', [closing]),
  ];
}

/** The full brief's blocks, in the order of the page: the compare view shows them per pin. */
export const pinBriefBlocks = (input: PinBriefInput): Block[] => partBlocks(input).map(([, b]) => b);

/**
 * One part of the full brief: the pin named as the full brief names it, "not a fit", which
 * part this is, then that part's blocks in their order. Every block of the full brief is in
 * exactly one part.
 */
export function pinBriefPart(input: PinBriefInput, part: BriefPart): string {
  const { profile } = input;
  const title = BRIEF_PARTS.find((p) => p.part === part)!.title;
  return renderBlocks([
    titled([
      `${profile.title}: ${profile.subtitle}`,
      `Pin: ${profile.id}`,
      ...(input.date ? [`Copied on ${input.date}.`] : []),
      `Part of the full brief: ${title}.`,
    ]),
    [NOT_A_FIT],
    ...partBlocks(input)
      .filter(([p, b]) => p === part && !(b.length === 1 && b[0] === NOT_A_FIT))
      .map(([, b]) => b),
  ]);
}
