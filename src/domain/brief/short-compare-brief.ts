/**
 * The short comparison brief, behind "Copy comparison brief": both pins named, the do-not-blend
 * warning, what decides commercial use (a license restricted or unknown in either pin, listed
 * even when both pins share it: "both include …"), then the key differences in the order a
 * chooser asks (hardware, runtime and revision, placement, concurrency and settings), each
 * pin's own reported figures, the placement by residence; within SHORT_LIMIT characters.
 *
 * Values are never cut mid-way: a line is kept whole or left out whole (fit-lines.ts), and
 * what is left out is counted, with the full comparison brief holding it. Nothing is computed
 * across the two pins.
 */
import type { License } from '../profile/schema/licenses';
import type { Profile } from '../profile/schema/profile';
import { calculateVerdict } from '../verdict/calculator';
import { VERDICT_HEADLINES } from '../verdict/verdict-text';
import { NOT_APPLIED, NO_CROSS_ARITHMETIC } from '../text/standing-sentences';
import { placementByResidence, summaryRowsText, type ResidenceSummary } from '../text/residence-summary';
import { NOT_LISTED, type CompareRow } from '../compare/compare-side';
import { blendNotice, namingText } from '../compare/blend';
import { compareProfiles } from '../compare/compare-profiles';
import { keyDifferences } from '../compare/key-differences';
import { pinName, type CompareBriefInput } from './compare-brief';
import { bullet } from './brief-format';
import { fitParts, type Part } from './fit-lines';
import { sentence } from '../text/sentence';
import { proseLine } from '../profile/prose';

export const FULL_COMPARE_LINE =
  'The full comparison brief ("Copy full comparison brief") holds every fact of both pins.';

const verdictLine = (side: { profile: Profile; hardware: CompareBriefInput['a']['hardware'] }): string =>
  sentence(VERDICT_HEADLINES[calculateVerdict(side.profile, side.hardware).status]);

/** A license as the short brief names it: SPDX id and commercial use, from the pin's data. */
const licenseCell = (l: License | undefined): string =>
  l
    ? `${l.spdx === 'unknown' ? `SPDX unknown (${l.name})` : l.spdx}, commercial use ${l.commercialUse}`
    : NOT_LISTED;

/** A license row: once when both pins include the same, else each pin's own. */
function licenseLine(a: Profile, b: Profile, r: CompareRow & { shared?: boolean }): string {
  const component = r.key.of === 'license' ? r.key.component : undefined;
  const la = a.licenses.find((l) => l.component === component);
  const lb = b.licenses.find((l) => l.component === component);
  const [ca, cb] = [licenseCell(la), licenseCell(lb)];
  return bullet(r.shared || ca === cb ? `${r.label}: both include ${ca}` : `${r.label}: A ${ca}; B ${cb}`);
}

/**
 * Each residence once, aligned by its id (the board model's key): named once when both pins
 * give it the same heading, else by each pin's own; its rows once when both pins list the
 * same rows in it, else each pin's own.
 */
function placementPairs(a: readonly ResidenceSummary[], b: readonly ResidenceSummary[]): string[] {
  const ids = [...new Set([...a, ...b].map((g) => g.residence))];
  const rowsText = (g: ResidenceSummary | undefined) =>
    g ? summaryRowsText(g) : 'not a residence of this pin';
  return ids.map((id) => {
    const [ga, gb] = [a.find((g) => g.residence === id), b.find((g) => g.residence === id)];
    const headings = [...new Set([ga, gb].flatMap((g) => (g ? [g.label] : [])))];
    const label = headings.length === 1 ? headings[0]! : `${ga!.label} in A, ${gb!.label} in B`;
    const [la, lb] = [rowsText(ga), rowsText(gb)];
    return bullet(la === lb ? `${label}, both pins: ${la}` : `${label}: A ${la}; B ${lb}`);
  });
}

type KeyDifferences = ReturnType<typeof keyDifferences>;

/**
 * The ranked groups of differences after the licences: the later a group ranks, the sooner its
 * lines go when the brief is too long; the first (hardware, or runtime and revision) keeps its
 * first line.
 */
const rankedParts = (groups: readonly (KeyDifferences['groups'][number] | undefined)[]): Part[] =>
  groups.map((g, i): Part => ({
    heading: `${g!.title}:`,
    lines: g!.rows.map((r) => bullet(`${r.label}: A ${r.a}; B ${r.b}`)),
    drop: 10 + i,
    keep: i === 0 ? 1 : 0,
    spread: 100,
  }));

/** Each pin's own figures, never paired: two parts of one rank, so they shrink in turn. */
function reportedParts(key: KeyDifferences): Part[] {
  if (!key.reported.a.length && !key.reported.b.length) return [];
  return (['A', 'B'] as const).map((side): Part => {
    const own = side === 'A' ? key.reported.a : key.reported.b;
    return {
      heading: `Reported figures of pin ${side}, its own (never paired; not a forecast):`,
      lines: own.length ? own.map(bullet) : ['None reported.'],
      // Ranked last of the key differences: they go before any ranked group does.
      drop: 20,
      keep: 0,
    };
  });
}

/** The do-not-blend decision and each naming pin's own note, as the banner and the full brief have them. */
const doNotBlendLines = (blend: ReturnType<typeof blendNotice>): string[] =>
  blend ? [`Do not blend: ${namingText(blend)}.`, ...new Set(blend.notes.map((n) => proseLine(n.note)))] : [];

export function compareBriefShort(input: CompareBriefInput): string {
  const { a, b } = input;
  const key = keyDifferences(compareProfiles(a, b), a.profile, b.profile);
  const [licenses, ...rest] = key.groups[0]?.id === 'licenses' ? key.groups : [undefined, ...key.groups];
  const otherCount = key.other.reduce((n, o) => n + o.labels.length, 0);
  const blend = blendNotice(a.profile, b.profile);
  const same = (label: string, va: string, vb: string) =>
    va === vb ? bullet(`${label}, the same in both pins: ${va}`) : bullet(`${label}: A ${va}; B ${vb}`);
  const parts: Part[] = [
    {
      heading: 'Comparison of two pins (short brief)',
      lines: [
        `Pin A: ${pinName(a.profile)}`,
        `Pin B: ${pinName(b.profile)}`,
        ...(input.date ? [`Copied on ${input.date}.`] : []),
      ],
    },
    { lines: [...doNotBlendLines(blend), NO_CROSS_ARITHMETIC] },
    {
      heading: 'Key differences, what decides commercial use first',
      lines: [
        'Commercial use and licenses (SPDX id, commercial use):',
        ...(licenses?.rows.length
          ? licenses.rows.map((r) => licenseLine(a.profile, b.profile, r))
          : ['No license differs, and none is restricted or unknown.']),
      ],
    },
    ...rankedParts(rest),
    ...reportedParts(key),
    ...(otherCount
      ? [
          {
            lines: [
              `${otherCount} further rows differ, in ${key.other.length} sections (in the full brief).`,
            ],
          },
        ]
      : []),
    ...(key.groups.length || otherCount ? [] : [{ lines: ['No aligned row differs.'] }]),
    {
      heading: 'Placement by residence',
      lines: placementPairs(placementByResidence(a), placementByResidence(b)),
      drop: 30,
      keep: 0,
    },
    {
      lines: [
        same('Hardware', a.hardware.label, b.hardware.label),
        same('Calculator verdict', verdictLine(a), verdictLine(b)),
        NOT_APPLIED,
      ],
    },
    { lines: [FULL_COMPARE_LINE] },
  ];
  return fitParts(parts);
}
