/**
 * The plain-text brief of a comparison: the do-not-blend warning when the pins name each
 * other, the standing "nothing is computed across the pins" note, every aligned row with
 * each pin's value on its own line ("*" after the name of a row that differs), then each
 * pin's own brief in full, attributed to that pin. No line here is computed from both pins.
 */
import type { Hardware, Profile } from './schema';
import type { Placement, Settings } from './placement';
import { COPY_NOTE, NOT_APPLIED, NO_CROSS_ARITHMETIC } from './qualifiers';
import { compareProfiles, namesEachOther } from './compare';
import { pinBrief } from './brief-pin';
import { indent, renderBlocks, type Block } from './brief-format';

export type BriefSide = { profile: Profile; hardware: Hardware; placement?: Placement; settings?: Settings };
export type CompareBriefInput = { a: BriefSide; b: BriefSide; date?: string };

export const DIFFERS_LEGEND =
  'A "*" after a row name marks a row where the two pins differ; "A:" and "B:" give each pin\'s own value. Each value belongs to its own pin alone.';

/** The warning text, naming which pin lists which. */
export function doNotBlendWarning(a: Profile, b: Profile): string {
  const who = [
    ...(a.doNotBlendWith.includes(b.id) ? [`${a.id} lists ${b.id}`] : []),
    ...(b.doNotBlendWith.includes(a.id) ? [`${b.id} lists ${a.id}`] : []),
  ];
  const each = who.length === 2 ? 'these pins name each other' : 'one pin names the other';
  return `Do not blend: ${each} (${who.join('; ')} under "do not blend with"). Different kits and quantizations; one run per arm; not a same-precision ranking.`;
}

const pinName = (p: Profile): string => `${p.title}, ${p.subtitle} (${p.id})`;

/** The comparison brief of two pins, as plain text. */
export function compareBrief({ a, b, date }: CompareBriefInput): string {
  const sections = compareProfiles(a, b);
  const header: Block = [
    'Comparison of two pins',
    `Pin A: ${pinName(a.profile)}`,
    `Pin B: ${pinName(b.profile)}`,
    ...(date ? [`Copied on ${date}.`] : []),
  ];
  const notes: Block = [
    COPY_NOTE,
    ...(namesEachOther(a.profile, b.profile) ? [doNotBlendWarning(a.profile, b.profile)] : []),
    NO_CROSS_ARITHMETIC,
    NOT_APPLIED,
    DIFFERS_LEGEND,
  ];
  // A row both pins state word for word is printed once; that is the same text twice, not a sum.
  const aligned: Block[] = sections.map((s) => [
    s.title,
    ...s.rows.flatMap((r) =>
      r.differs
        ? [`${r.label} *`, indent(`A: ${r.a}`), indent(`B: ${r.b}`)]
        : [`${r.label}, the same in both pins: ${r.a}`],
    ),
  ]);
  const own = (label: string, side: BriefSide): Block => [
    `Pin ${label} in full: ${side.profile.id}`,
    `Everything below is from ${side.profile.id} alone.`,
    '',
    pinBrief({ ...side, date }).trimEnd(),
  ];
  return renderBlocks([header, notes, ...aligned, own('A', a), own('B', b)]);
}
