/**
 * The short briefs behind "Copy brief": a summary that fits a chat message (about 2,500
 * characters for the seed pins and for their comparison). A pin's short brief says the pin,
 * its hardware, the placement by residence, what is ruled out, licenses and commercial use,
 * the settings changed, the verdict's headline and the do-not-blend note; the comparison's
 * says the key differences. Each ends with one line saying the full brief holds every fact.
 *
 * A value cut short ends in "…": the words it keeps are the pin's own, in their order, and the
 * full brief has the rest. Nothing is computed across pins, and nothing new is said.
 */
import type { Profile } from '../profile/schema/profile';
import type { Setting } from '../profile/schema/settings';
import { calculateVerdict } from '../verdict/calculator';
import { effectiveSettings, forcedBy, type Settings } from '../placement/settings';
import { ABSENCE, NOT_APPLIED, NOT_A_FIT, NO_CROSS_ARITHMETIC } from '../text/standing-sentences';
import { asPinnedStatusLine, hardwareStatusLine, revisionStatusLine } from '../text/status-lines';
import { notDownloadedMark } from '../text/licence-lines';
import { unloadedBy } from '../placement/settings';
import { proseLine } from '../profile/prose';
import {
  placementByResidence,
  residenceSummaryLine,
  type ResidenceSummary,
} from '../board/residence-summary';
import { NOT_LISTED, namesEachOther, type CompareRow } from '../compare/compare-side';
import { compareProfiles } from '../compare/compare-profiles';
import { settingState } from '../compare/own-lists';
import { keyDifferences } from '../compare/key-differences';
import { pinName, type CompareBriefInput } from './compare-brief';
import type { PinBriefInput } from './pin-brief';
import { bullet, renderBlocks, section, titled } from './brief-format';
import { sentence } from '../text/sentence';

export const FULL_PIN_LINE = 'The full brief ("Copy full brief") holds every fact of this pin.';
export const FULL_COMPARE_LINE =
  'The full comparison brief ("Copy full comparison brief") holds every fact of both pins.';

/** The pin's own words up to `max` characters: whole when short, else its first sentence or clause, then "…". */
export function clip(text: string, max = 90): string {
  if (text.length <= max) return text;
  const first = text.match(/^.+?[.;](?=\s)/)?.[0];
  if (first && first.length <= max) return `${first} …`;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:]$/, '')} …`;
}

const absentNote = (groups: readonly ResidenceSummary[]): string[] =>
  groups.some((g) => g.residence === 'absent') ? [ABSENCE] : [];

const placementLines = (groups: readonly ResidenceSummary[]): string[] => [
  ...groups.map((g) => bullet(residenceSummaryLine(g))),
  ...absentNote(groups),
];

const licenseLines = (p: Profile, settings: Settings): string[] => {
  const unloaded = unloadedBy(p, settings);
  return p.licenses.map((l) => {
    const off = l.coversComponent ? unloaded.get(l.coversComponent) : undefined;
    const id = l.spdx === 'unknown' ? `SPDX unknown (${clip(l.name, 60)})` : l.spdx;
    return bullet(
      `${l.component}: ${id}; commercial use ${l.commercialUse}${off ? `; ${notDownloadedMark(off)}` : ''}`,
    );
  });
};

/** Settings away from the stated default, settings the source gives no default for, and forced ones. */
function settingLines(p: Profile, chosen: Settings): string[] {
  const settings = effectiveSettings(p, chosen);
  const forced = forcedBy(p, settings);
  const lines = p.settings.flatMap((s: Setting) => {
    const value = settings[s.name];
    if (value !== undefined && value === s.default) return [];
    const option = s.options.find((o) => o.value === value);
    const by = forced.get(s.name);
    return [
      bullet(
        `${settingState(s, value)}${by ? `, forced by ${by.by}` : ''}${option ? `: ${clip(proseLine(option.consequence), 110)}` : ''}`,
      ),
    ];
  });
  return lines.length ? lines : ['None: the stated defaults.'];
}

const verdictLine = (side: { profile: Profile; hardware: PinBriefInput['hardware'] }): string =>
  sentence(calculateVerdict(side.profile, side.hardware).headline);

const blendLines = (p: Profile): string[] =>
  p.doNotBlendWith.length
    ? [`Do not blend with ${p.doNotBlendWith.join(', ')}.`, ...(p.blendNote ? [proseLine(p.blendNote)] : [])]
    : ['No do-not-blend links.'];

/** The short brief of one pin, as plain text. */
export function pinBriefShort(input: PinBriefInput): string {
  const { profile: p, hardware } = input;
  const settings = effectiveSettings(p, input.settings ?? {});
  const groups = placementByResidence(input);
  return renderBlocks([
    titled([
      `${p.title}: ${p.subtitle}`,
      `Short brief of pin ${p.id}.${input.date ? ` Copied on ${input.date}.` : ''}`,
      NOT_A_FIT,
    ]),
    [
      `Hardware: ${hardware.label}. ${hardwareStatusLine(p)}`,
      `${revisionStatusLine(p)} ${asPinnedStatusLine(p)}`,
    ],
    section('Placement by residence (rows overlap; never added together)', placementLines(groups)),
    section(
      'Ruled out',
      p.otherRejectedPaths.map((r) => bullet(`${proseLine(r.path)}: ${proseLine(r.reason)}`)),
    ),
    section('Licenses and commercial use', licenseLines(p, settings)),
    section('Settings changed', settingLines(p, input.settings ?? {})),
    [`Calculator verdict: ${verdictLine(input)} ${NOT_APPLIED}`],
    blendLines(p),
    [FULL_PIN_LINE],
  ]);
}

/** A differing row, cut short: a setting by its state, a license by SPDX id and commercial use. */
function shortCell(p: Profile, row: CompareRow, text: string): string {
  if (text === NOT_LISTED) return text;
  const license = p.licenses.find((l) => l.component === row.label);
  if (license && p.licenses.some((l) => row.a.startsWith(l.name) || row.b.startsWith(l.name)))
    return `${license.spdx === 'unknown' ? 'SPDX unknown' : license.spdx}, ${license.commercialUse}`;
  if (row.label.startsWith('Setting ')) return text.split('; ')[0]!;
  return clip(text, 50);
}

const ROWS_PER_GROUP = 2;
const LICENSES_GROUP = 'Licenses and commercial use';

/** Each residence once when both pins list the same rows in it, else each pin's own line. */
function placementPairs(a: readonly ResidenceSummary[], b: readonly ResidenceSummary[]): string[] {
  const labels = [...new Set([...a, ...b].map((g) => g.label))];
  const line = (gs: readonly ResidenceSummary[], label: string) => {
    const g = gs.find((x) => x.label === label);
    return g ? residenceSummaryLine(g).slice(label.length + 2) : 'not a residence of this pin';
  };
  return labels.map((label) => {
    const [la, lb] = [line(a, label), line(b, label)];
    return bullet(la === lb ? `${label}, both pins: ${la}` : `${label}: A ${la}; B ${lb}`);
  });
}

/** The short comparison brief: both pins named, the key differences cut short, the rest in the full brief. */
export function compareBriefShort(input: CompareBriefInput): string {
  const { a, b } = input;
  const sections = compareProfiles(a, b);
  const key = keyDifferences(sections, a.profile, b.profile);
  const same = (label: string, va: string, vb: string) =>
    va === vb ? bullet(`${label}, the same in both pins: ${va}`) : bullet(`${label}: A ${va}; B ${vb}`);
  const otherCount = key.other.reduce((n, o) => n + o.labels.length, 0);
  const names = namesEachOther(a.profile, b.profile);
  const shortBlend = (x: Profile, y: Profile) =>
    `Do not blend: ${x.doNotBlendWith.includes(y.id) && y.doNotBlendWith.includes(x.id) ? 'these pins name each other' : 'one pin names the other'}. Different kits and quantizations; one run per arm; not a same-precision ranking.`;
  return renderBlocks([
    titled([
      'Comparison of two pins (short brief)',
      `Pin A: ${pinName(a.profile)}`,
      `Pin B: ${pinName(b.profile)}`,
      ...(input.date ? [`Copied on ${input.date}.`] : []),
    ]),
    [...(names ? [shortBlend(a.profile, b.profile)] : []), NO_CROSS_ARITHMETIC],
    titled([
      'Key differences',
      ...key.groups.flatMap((g) => {
        // Licenses are all shown; other groups show their first rows and name the rest.
        const shown = g.title === LICENSES_GROUP ? g.rows : g.rows.slice(0, ROWS_PER_GROUP);
        const rest = g.rows.slice(shown.length).map((r) => r.label);
        return [
          `${g.title === LICENSES_GROUP ? 'Licenses (SPDX id, commercial use)' : g.title}:`,
          ...shown.map((r) =>
            bullet(`${r.label}: A ${shortCell(a.profile, r, r.a)}; B ${shortCell(b.profile, r, r.b)}`),
          ),
          ...(rest.length ? [bullet(`Also differ: ${rest.join(', ')}.`)] : []),
        ];
      }),
      ...(key.reported.a.length || key.reported.b.length
        ? [
            'Reported figures, each pin’s own:',
            bullet(`A: ${key.reported.a.map((o) => clip(o, 40)).join(' / ') || 'none reported'}`),
            bullet(`B: ${key.reported.b.map((o) => clip(o, 40)).join(' / ') || 'none reported'}`),
          ]
        : []),
      ...(otherCount
        ? [`${otherCount} further rows differ, in ${key.other.length} sections (in the full brief).`]
        : []),
      ...(key.groups.length || otherCount ? [] : ['No aligned row differs.']),
    ]),
    section('Placement by residence', placementPairs(placementByResidence(a), placementByResidence(b))),
    [
      same('Hardware', a.hardware.label, b.hardware.label),
      same('Calculator verdict', verdictLine(a), verdictLine(b)),
      NOT_APPLIED,
    ],
    [FULL_COMPARE_LINE],
  ]);
}
