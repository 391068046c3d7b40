/**
 * A draft pin's component rows from one component of a command reading: its parts placed on
 * the hardware's lanes (one home, a home with its copies, or a split), each with the lanes the
 * runtime can move it to (the flag that would) and the lanes it cannot (the runtime's reason);
 * a copy the board cannot show beside its home, and a second copy, become rows of their own.
 */
import type { Component } from '../../profile/schema/components';
import type { Hardware } from '../../profile/schema/hardware';
import type { Prose } from '../../profile/schema/primitives';
import type { CommandReading, ComponentReading, PartReading } from '../reading';
import { expressMove } from './express-move';
import { NOT_STATED } from '../../rows/board-groups';
import { laneFor } from './lanes';
import { countOf } from '../../text/sentence';
import { becauseText, evidenceOf, note } from './draft-prose';

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
    const e = expressMove(r.runtime.family, c, p, lane.tier, layers);
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
  typeof p.fileBytes === 'number' && p.tensorCount !== undefined
    ? `${p.fileBytes.toLocaleString('en-US')} bytes of the file (${countOf(p.tensorCount, 'tensor')}, exact from its header)`
    : undefined;

/** A part's name without its component's in front (its scope): the board names the component beside it. */
const partLabel = (p: PartReading): string => p.scope ?? p.label;

/** What one row is drawn from: the reading, its component, the hardware, and where each part lands. */
type RowContext = {
  r: CommandReading;
  c: ComponentReading;
  hardware: Hardware;
  layers: number | undefined;
  /** A part's lane ("not-stated" when none), noting on the row why one is not known. */
  lane: (p: PartReading) => string;
};
type Placed = Pick<Component, 'asPinned' | 'residences' | 'refusals'> & { separate: PartReading[] };
type RowBase = ReturnType<typeof baseOf>;

export function componentOf(
  r: CommandReading,
  c: ComponentReading,
  hardware: Hardware,
  layers: number | undefined,
): Component[] {
  // One list for the row: the notes of parts drawn as rows of their own land here too.
  const unknownNotes: Prose[] = [];
  const ctx: RowContext = { r, c, hardware, layers, lane: laneNoting(hardware, unknownNotes) };
  const base = baseOf(c);
  const homes = c.parts.filter((p) => !p.copy);
  const copies = c.parts.filter((p) => p.copy);
  const { separate, ...placed } =
    homes.length === 1 ? withCopies(ctx, homes[0]!, copies) : split(ctx, homes, copies);
  const row: Component = { id: c.id, label: c.label, ...base, ...placed, unknownNotes };
  return [row, ...separate.map((p) => separateRow(ctx, base, p))];
}

function laneNoting(hardware: Hardware, unknownNotes: Prose[]): RowContext['lane'] {
  return (p) => {
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
}

/** What every row drawn from the component shares: its kind, summary, reasons, file bytes and sources. */
function baseOf(c: ComponentReading) {
  const flags = [...new Set(c.parts.flatMap((p) => p.because.map((b) => b.flag).filter(Boolean)))];
  const sources = [...new Set(c.parts.flatMap((p) => p.because.flatMap((b) => b.cite.map((x) => x.source))))];
  return {
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
}

const movesAt = (ctx: RowContext, p: PartReading, l: string) =>
  movesFor(ctx.r, ctx.c, p, l === NOT_STATED ? undefined : l, ctx.hardware, ctx.layers);

/**
 * One home: its copies on other lanes the board shows beside it; a copy on no lane, on the
 * home's lane, or a second copy becomes a row of its own.
 */
function withCopies(ctx: RowContext, h: PartReading, copies: readonly PartReading[]): Placed {
  const { hardware } = ctx;
  const l = ctx.lane(h);
  const m = movesAt(ctx, h, l);
  const kept = copies.filter(
    (p) => p.copy !== 'second-copy' && laneFor(p.residence, hardware) && laneFor(p.residence, hardware) !== l,
  );
  return {
    asPinned: kept.length
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
      : l,
    residences: m.residences,
    refusals: m.refusals,
    separate: copies.filter((p) => !kept.includes(p)),
  };
}

/** Several homes: a split, each part with its lane and moves; every copy a row of its own. */
function split(ctx: RowContext, homes: readonly PartReading[], copies: readonly PartReading[]): Placed {
  return {
    asPinned: {
      split: homes.map((p) => {
        const l = ctx.lane(p);
        const m = movesAt(ctx, p, l);
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
    },
    residences: [],
    refusals: [],
    separate: [...copies],
  };
}

function separateRow(ctx: RowContext, base: RowBase, p: PartReading): Component {
  const l = ctx.lane(p);
  const m = movesAt(ctx, p, l);
  return {
    ...base,
    id: p.id,
    label: p.label,
    kind: ctx.c.kind,
    overlap: p.copy === 'second-copy' ? 'separate' : ctx.c.overlap,
    asPinned: l,
    residences: m.residences,
    refusals: m.refusals,
    unknownNotes: [],
  };
}
