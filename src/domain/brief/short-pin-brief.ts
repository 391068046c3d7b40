/**
 * The short brief of one pin, behind "Copy brief": what a reader needs first, within
 * SHORT_LIMIT characters for every pin. In order: the pin and its hardware, the command as the
 * source prints it (or the runtime and recipe), the outcome in the source's words (the
 * summary), the reported figures with who measured them and their qualifiers, what is ruled
 * out and why, licenses with commercial use, the placement by residence, the settings
 * changed, the verdict's headline, the do-not-blend note; then one line pointing to the full
 * brief.
 *
 * Nothing is ever cut mid-way: a line is kept whole or left out whole. When the whole does not
 * fit, the least-asked lines go first (settings, then placement, then figures, then what is
 * ruled out), each section saying how many of its lines are in the full brief instead.
 * Licenses, the command and the outcome always stay. Nothing is computed and nothing new is said.
 */
import type { Observation } from '../profile/schema/sources';
import type { Profile } from '../profile/schema/profile';
import type { Hardware } from '../profile/schema/hardware';
import type { Prose } from '../profile/schema/primitives';
import type { Setting } from '../profile/schema/settings';
import { calculateVerdict } from '../verdict/calculator';
import { VERDICT_HEADLINES } from '../verdict/verdict-text';
import { effectiveSettings, forcedBy, recipeValue, unloadedBy, type Settings } from '../placement/settings';
import { ABSENCE, NOT_APPLIED, NOT_A_FIT } from '../text/standing-sentences';
import { ABSENT } from '../rows/board-groups';
import { asPinnedStatusLine, hardwareStatusLine, revisionStatusLine } from '../text/status-lines';
import { notDownloadedMark } from '../text/licence-lines';
import { proseLine } from '../profile/prose';
import { ANOTHER_COMMAND_SHORT, measuredWithAnotherCommand } from '../text/pin-lines';
import { placementByResidence, residenceSummaryLine } from '../text/residence-summary';
import { hardwareMismatch, unstatedCapacityLine } from '../board/hardware-mismatch';
import { settingState } from '../text/setting-lines';
import { bullet } from './brief-format';
import { fitParts } from './fit-lines';
import type { PinBriefInput } from './brief-context';
import { sentence } from '../text/sentence';
import { own } from '../keyed';

export const FULL_PIN_LINE = 'The full brief ("Copy full brief") holds every fact of this pin.';

/** The command as the source prints it; else the runtime and the recipe the pin names. */
function runLines(p: Profile): string[] {
  // `pins.command` arrives with issue 17's format; read so that a profile without it reads as before.
  const command = (p.pins as { command?: Prose }).command;
  if (command) return ['Command, as the source prints it:', proseLine(command)];
  return [`Runtime: ${p.pins.runtime}`, ...(p.pins.recipe ? [`Recipe: ${p.pins.recipe}`] : [])];
}

/**
 * Reported figures, grouped by who reported them and how they were run; each keeps its
 * qualifier. A group's first figure travels with its "Reported by" line (one unit to fitParts),
 * so a shortened brief never names a reporter without a figure, nor a figure without its reporter.
 */
function figureLines(p: Profile): string[] {
  const groups = new Map<string, Observation[]>();
  for (const o of p.observations.items) {
    // Figures measured with another command than the pin's are a group of their own, said so.
    const other = measuredWithAnotherCommand(p, o) ? proseLine(o.command!) : '';
    const key = `${o.reportedBy}\u0000${proseLine(o.configuration)}\u0000${other}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.values()].flatMap((os) => {
    // A qualifier all of a group's figures share is said once, with who reported them.
    const qualifiers = new Set(os.map((o) => proseLine(o.qualifier)));
    const shared = qualifiers.size === 1 ? ` ${sentence([...qualifiers][0]!)}` : '';
    const [first, ...more] = os.map((o) =>
      bullet(`${o.label}: ${o.stated}.${shared ? '' : ` ${sentence(proseLine(o.qualifier))}`}`),
    );
    const other = measuredWithAnotherCommand(p, os[0]!) ? ` ${ANOTHER_COMMAND_SHORT}` : '';
    return [
      `Reported by ${os[0]!.reportedBy}. ${sentence(proseLine(os[0]!.configuration))}${other}${shared}\n${first!}`,
      ...more,
    ];
  });
}

function licenseLines(p: Profile, settings: Settings): string[] {
  const unloaded = unloadedBy(p, settings);
  return p.licenses.map((l) => {
    const off = l.coversComponent ? unloaded.get(l.coversComponent) : undefined;
    const id = l.spdx === 'unknown' ? `SPDX unknown (${l.name})` : l.spdx;
    return bullet(
      `${l.component}: ${id}; commercial use ${l.commercialUse}${off ? `; ${notDownloadedMark(off)}` : ''}`,
    );
  });
}

/** Settings away from the recipe's value, settings the source gives no value for, and forced ones. */
function settingLines(p: Profile, chosen: Settings): string[] {
  const settings = effectiveSettings(p, chosen);
  const forced = forcedBy(p, settings);
  const lines = p.settings.flatMap((s: Setting) => {
    const value = own(settings, s.name);
    if (value !== undefined && value === recipeValue(s)) return [];
    const option = s.options.find((o) => o.value === value);
    const by = forced.get(s.name);
    return [
      bullet(
        `${settingState(s, value)}${by ? `, forced by ${by.by}` : ''}${option ? `: ${proseLine(option.consequence)}` : ''}`,
      ),
    ];
  });
  if (lines.length) return lines;
  return [
    p.settings.some((s) => s.recipe !== undefined)
      ? "None: the recipe's settings."
      : 'None: the stated defaults.',
  ];
}

/** The hardware line, with why it does not match when it does not. */
function hardwareLine(p: Profile, hardware: Hardware): string {
  const mismatch = hardwareMismatch(p, hardware);
  const why = mismatch
    ? [mismatch.note ? proseLine(mismatch.note) : '', unstatedCapacityLine(mismatch) ?? ''].filter(Boolean)
    : [];
  return `Hardware: ${hardware.label}. ${hardwareStatusLine(p)}${why.length ? ` ${why.join(' ')}` : ''}`;
}

const blendLines = (p: Profile): string[] =>
  p.doNotBlendWith.length
    ? [`Do not blend with ${p.doNotBlendWith.join(', ')}.`, ...(p.blendNote ? [proseLine(p.blendNote)] : [])]
    : ['No do-not-blend links.'];

export function pinBriefShort(input: PinBriefInput): string {
  const { profile: p, hardware } = input;
  const settings = effectiveSettings(p, input.settings ?? {});
  const groups = placementByResidence(input);
  const figures = figureLines(p);
  return fitParts([
    {
      heading: `${p.title}: ${p.subtitle}`,
      lines: [`Short brief of pin ${p.id}.${input.date ? ` Copied on ${input.date}.` : ''}`, NOT_A_FIT],
    },
    {
      lines: [hardwareLine(p, hardware), `${revisionStatusLine(p)} ${asPinnedStatusLine(p)}`],
    },
    { lines: runLines(p) },
    { heading: 'Outcome, as the pin states it', lines: [proseLine(p.summary)] },
    {
      heading: 'Reported figures (not measured by this site; not a forecast)',
      lines: figures.length ? figures : ['None reported.'],
      drop: 2,
      keep: Math.min(1, figures.length),
      spread: 100,
    },
    {
      heading: 'Ruled out',
      lines: p.otherRejectedPaths.length
        ? p.otherRejectedPaths.map((r) => bullet(`${proseLine(r.path)}: ${proseLine(r.reason)}`))
        : ['None listed.'],
      drop: 1,
      keep: 1,
      spread: 100,
    },
    { heading: 'Licenses and commercial use', lines: licenseLines(p, settings) },
    {
      heading: 'Placement by residence (rows overlap; never added together)',
      lines: [
        ...groups.map((g) => bullet(residenceSummaryLine(g))),
        ...(groups.some((g) => g.residence === ABSENT) ? [ABSENCE] : []),
      ],
      drop: 3,
      keep: 1,
      spread: 100,
    },
    { heading: 'Settings changed', lines: settingLines(p, input.settings ?? {}), drop: 4, keep: 1 },
    {
      lines: [
        `Calculator verdict: ${sentence(VERDICT_HEADLINES[calculateVerdict(p, hardware).status])} ${NOT_APPLIED}`,
        ...blendLines(p),
      ],
    },
    { lines: [FULL_PIN_LINE] },
  ]);
}
