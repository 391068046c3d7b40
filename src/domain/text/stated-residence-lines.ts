/**
 * What the full brief says beyond the card: where the pin describes a component (and each of
 * its parts and copies) with the sentence that describes it, where it refuses it and why, and
 * where a part executes; every other setting option with what it changes; the hardware's own
 * figures and sources. Each is a fact of the pin the board says only on a move or a choice, so
 * the full brief carries it as text (issue 18: "the full brief still 100% of the facts").
 */
import type { Component } from '../profile/schema/components';
import type { Hardware } from '../profile/schema/hardware';
import type { Prose } from '../profile/schema/primitives';
import { proseLine } from '../profile/prose';
import { matchPinned } from '../profile/schema/pinned-shape';
import { laneName } from './lane-lines';
import { figureLine } from './figure-lines';
import { sourceLine } from './source-lines';
import { capitalised } from './sentence';

type Refs = {
  residences?: readonly { lane: string; evidence: Prose }[] | undefined;
  refusals?: readonly { lane: string; reason: Prose }[] | undefined;
  executesOn?: { lane: string; evidence: Prose } | undefined;
};

const refLines = (who: string, refs: Refs, hw: Hardware | undefined): string[] => [
  ...(refs.residences ?? []).map(
    (r) => `${who}described in ${laneName(hw, r.lane)}: ${proseLine(r.evidence)}`,
  ),
  ...(refs.refusals ?? []).map((r) => `${who}refused in ${laneName(hw, r.lane)}: ${proseLine(r.reason)}`),
  ...(refs.executesOn
    ? [`${who}executes in ${laneName(hw, refs.executesOn.lane)}: ${proseLine(refs.executesOn.evidence)}`]
    : []),
];

/** "Described in GPU memory: …", "Refused in Local disk path: …", then each part's and copy's own. */
export function statedResidenceLines(c: Component, hw?: Hardware): string[] {
  const whole = refLines('', { residences: c.residences, refusals: c.refusals }, hw).map(capitalised);
  return [
    ...whole,
    ...matchPinned<string[]>(c.asPinned, {
      whole: () => [],
      split: ({ parts }) => parts.flatMap((p) => refLines(`Part ${p.label}: `, p, hw)),
      copies: ({ copies }) => copies.flatMap((cp) => refLines(`Copy ${cp.label}: `, cp, hw)),
    }),
  ];
}

/** The hardware file's own stated figures and sources, with their kind, qualifier and checked date. */
export const hardwareFactLines = (hw: Hardware): string[] => [
  ...hw.figures.map((f) => `Hardware figure: ${figureLine(f)}`),
  ...hw.sources.map((s) => `Hardware source: ${proseLine(s.pins)} (${sourceLine(s)})`),
];
