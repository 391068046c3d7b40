/**
 * The plain-text brief of a comparison: the do-not-blend warning when the pins name each
 * other (once), the standing "nothing is computed across the pins" note, the key differences,
 * every aligned row with each pin's value on its own line ("*" after the name of a row that
 * differs), then each pin's own brief in full, attributed to that pin: its caveats, reported
 * observations and sources stay in its own block, never paired with the other pin's. No line
 * here is computed from both pins.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Placement } from '../placement/placement';
import type { Settings } from '../placement/settings';
import type { BoardFileBytes } from '../model-file/board-file-bytes';
import { NOT_APPLIED, NO_CROSS_ARITHMETIC } from '../text/standing-sentences';
import { compareProfiles } from '../compare/compare-profiles';
import { namesEachOther, type CompareRow, type CompareSection } from '../compare/compare-side';
import {
  keyDifferences,
  REPORTED_NOTE,
  REPORTED_TITLE,
  type KeyDifferences,
} from '../compare/key-differences';
import { pinBriefBlocks } from './pin-brief';
import { leverHeading, leverSaidBy, relatedLevers, type RelatedLever } from '../compare/related-pins';
import { proseLine } from '../profile/prose';
import { blendNotice, namingText } from '../compare/blend';
import { bullet, indent, renderBlocks, section, titled, type Block } from './brief-format';

/** One pin of a comparison as the user left it, with the model file confirmed as its model, if any. */
export type BriefSide = {
  profile: Profile;
  hardware: Hardware;
  placement?: Placement;
  settings?: Settings;
  fileBytes?: BoardFileBytes | undefined;
};
export type CompareBriefInput = { a: BriefSide; b: BriefSide; date?: string };

export const DIFFERS_LEGEND =
  'A "*" after a row name marks a row where the two pins differ; "A:" and "B:" give each pin\'s own value. Each value belongs to its own pin alone.';

/** The warning text, naming which pin lists which, then each naming pin's own words for it. */
export function doNotBlendWarning(a: Profile, b: Profile): string {
  const notice = blendNotice(a, b);
  if (!notice) return '';
  const pins = { A: { pin: a, other: b }, B: { pin: b, other: a } };
  const who = notice.naming.map((s) => `${pins[s].pin.id} lists ${pins[s].other.id}`);
  return [
    `Do not blend: ${namingText(notice)} (${who.join('; ')} under "do not blend with").`,
    ...notice.notes.map((n) => `Pin ${n.side}'s source: ${proseLine(n.note)}`),
  ].join(' ');
}

export const pinName = (p: Profile): string => `${p.title}, ${p.subtitle} (${p.id})`;

/** Who names whom as a related pin, then each lever in its pin's words. */
const leverLines = (levers: readonly RelatedLever[]): string[] =>
  levers.length
    ? [leverHeading(levers), ...levers.map((l) => `${leverSaidBy(l)} ${proseLine(l.lever)}`)]
    : [];

/** The comparison's header and standing notes, shared by the short and the full brief. */
export function compareHeader({ a, b, date }: CompareBriefInput, title: string): Block[] {
  return [
    titled([
      title,
      `Pin A: ${pinName(a.profile)}`,
      `Pin B: ${pinName(b.profile)}`,
      ...(date ? [`Copied on ${date}.`] : []),
    ]),
    [
      ...(namesEachOther(a.profile, b.profile) ? [doNotBlendWarning(a.profile, b.profile)] : []),
      ...leverLines(relatedLevers(a.profile, b.profile)),
      NO_CROSS_ARITHMETIC,
    ],
  ];
}

/** One aligned row: once when both pins state it word for word, else each pin's own line. */
const rowLines = (r: CompareRow): string[] =>
  r.differs
    ? [`${r.label} *`, indent(`A: ${r.a}`), indent(`B: ${r.b}`)]
    : r.a === r.b
      ? [`${r.label}, the same in both pins: ${r.a}`]
      : [
          `${r.label} (not a difference: ${r.note ?? 'the same statement'})`,
          indent(`A: ${r.a}`),
          indent(`B: ${r.b}`),
        ];

/** The key differences in full: ranked groups, each pin's own reported figures, the rest by section. */
export function keyDifferenceBlocks(key: KeyDifferences): Block[] {
  return [
    titled([
      'Key differences',
      key.groups.length || key.other.length
        ? `${key.total - key.identical} of ${key.total} aligned rows differ; the most telling groups first.`
        : 'No aligned row differs.',
    ]),
    ...key.groups.map((g) =>
      titled([
        g.title,
        ...g.rows.flatMap((r) => (r.shared ? [`${r.label}: both include ${r.a}`] : rowLines(r))),
      ]),
    ),
    ...(key.reported.a.length || key.reported.b.length
      ? [
          titled([
            REPORTED_TITLE,
            REPORTED_NOTE,
            'Pin A:',
            ...(key.reported.a.length ? key.reported.a : ['none reported']).map(bullet),
            'Pin B:',
            ...(key.reported.b.length ? key.reported.b : ['none reported']).map(bullet),
          ]),
        ]
      : []),
    ...(key.other.length
      ? [
          section(
            'Other rows that differ',
            key.other.map((o) => bullet(`${o.section}: ${o.labels.join(', ')}`)),
          ),
        ]
      : []),
  ];
}

/** The aligned rows not already given under the key differences: every row is printed once. */
const alignedBlocks = (sections: readonly CompareSection[], given: ReadonlySet<CompareRow>): Block[] =>
  sections.flatMap((s) => {
    const rows = s.rows.filter((r) => !given.has(r));
    return rows.length ? [titled([s.title, ...rows.flatMap(rowLines)])] : [];
  });

/** The full comparison brief of two pins, as plain text: every fact of both. */
export function compareBrief(input: CompareBriefInput): string {
  const { a, b, date } = input;
  const sections = compareProfiles(a, b);
  const key = keyDifferences(sections, a.profile, b.profile);
  const own = (label: string, side: BriefSide): Block[] => [
    titled([
      `Pin ${label} in full: ${side.profile.id}`,
      `Everything below is from ${side.profile.id} alone.`,
    ]),
    ...pinBriefBlocks({ ...side, date }),
  ];
  return renderBlocks([
    ...compareHeader(input, 'Comparison of two pins'),
    [NOT_APPLIED, DIFFERS_LEGEND],
    ...keyDifferenceBlocks(key),
    titled([
      'Every other aligned row',
      'Rows given under the key differences are not repeated. Caveats, reported observations and sources are in each pin’s own part below.',
    ]),
    ...alignedBlocks(sections, new Set(key.groups.flatMap((g) => g.rows))),
    ...own('A', a),
    ...own('B', b),
  ]);
}
