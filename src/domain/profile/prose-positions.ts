/**
 * Every sentence of a profile or hardware file with where it sits (a JSON path), walked field
 * by field from the typed data: the provenance checks, the counts in the README and the
 * cross-checks all read this one list.
 */
import type { Component } from './schema/components';
import type { Figure } from './schema/figures';
import type { Hardware } from './schema/hardware';
import type { Profile } from './schema/profile';
import type { Prose } from './schema/primitives';
import type { Source } from './schema/sources';
import { matchPinned } from './schema/pinned-shape.ts';

export type ProseAt = { path: string; prose: Prose };

const figures = (fs: readonly Figure[], at: string): ProseAt[] =>
  fs.map((f, i) => ({ path: `${at}[${i}].qualifier`, prose: f.qualifier }));
const list = (xs: readonly Prose[], at: string): ProseAt[] =>
  xs.map((p, i) => ({ path: `${at}[${i}]`, prose: p }));
const opt = (p: Prose | undefined, path: string): ProseAt[] => (p === undefined ? [] : [{ path, prose: p }]);
/** A source's scope, and the reasons its date or its commit's place give, where it gives them. */
const sourceProse = (s: Source, at: string): ProseAt[] => [
  { path: `${at}.pins`, prose: s.pins },
  ...('undated' in s.dated ? [{ path: `${at}.dated.undated`, prose: s.dated.undated }] : []),
  ...('because' in s.dated ? [{ path: `${at}.dated.because`, prose: s.dated.because }] : []),
  ...(s.commitOn && 'unchecked' in s.commitOn
    ? [{ path: `${at}.commitOn.unchecked`, prose: s.commitOn.unchecked }]
    : []),
];

function componentProse(c: Component, at: string): ProseAt[] {
  const out: ProseAt[] = [
    { path: `${at}.summary`, prose: c.summary },
    { path: `${at}.residenceText`, prose: c.residenceText },
    ...opt(c.absentReason, `${at}.absentReason`),
    ...opt(c.notLoaded, `${at}.notLoaded`),
    ...opt(c.ranks, `${at}.ranks`),
    ...opt(c.executesOn?.evidence, `${at}.executesOn.evidence`),
    ...c.residences.map((r, i) => ({ path: `${at}.residences[${i}].evidence`, prose: r.evidence })),
    ...c.refusals.map((r, i) => ({ path: `${at}.refusals[${i}].reason`, prose: r.reason })),
    ...figures(c.figures, `${at}.figures`),
    ...list(c.unknownNotes, `${at}.unknownNotes`),
  ];
  const refs = (xs: readonly { lane: string; evidence: Prose }[] | undefined, at: string) =>
    (xs ?? []).map((r, j) => ({ path: `${at}.residences[${j}].evidence`, prose: r.evidence }));
  const refusals = (xs: readonly { lane: string; reason: Prose }[] | undefined, at: string) =>
    (xs ?? []).map((r, j) => ({ path: `${at}.refusals[${j}].reason`, prose: r.reason }));
  out.push(
    ...matchPinned<ProseAt[]>(c.asPinned, {
      whole: () => [],
      split: ({ parts }) =>
        parts.flatMap((p, i) => {
          const pa = `${at}.asPinned.split[${i}]`;
          return [
            ...opt(p.ranks, `${pa}.ranks`),
            ...opt(p.executesOn?.evidence, `${pa}.executesOn.evidence`),
            ...refs(p.residences, pa),
            ...refusals(p.refusals, pa),
          ];
        }),
      copies: ({ copies }) =>
        copies.flatMap((cp, i) => {
          const ca = `${at}.asPinned.copies[${i}]`;
          return [
            { path: `${ca}.evidence`, prose: cp.evidence },
            ...refs(cp.residences, ca),
            ...refusals(cp.refusals, ca),
          ];
        }),
    }),
  );
  return out;
}

export function profileProse(p: Profile): ProseAt[] {
  return [
    { path: 'summary', prose: p.summary },
    ...opt(p.hardwareNote, 'hardwareNote'),
    ...list(p.caveats, 'caveats'),
    ...p.licenses.flatMap((l, i) => [
      ...list(l.headline, `licenses[${i}].headline`),
      ...list(l.notes, `licenses[${i}].notes`),
    ]),
    ...p.settings.flatMap((s, i) =>
      s.options.flatMap((o, j) => {
        const at = `settings[${i}].options[${j}]`;
        return [
          { path: `${at}.consequence`, prose: o.consequence },
          ...opt(o.concurrency, `${at}.concurrency`),
          ...figures(o.figures, `${at}.figures`),
          ...o.places.map((x, k) => ({ path: `${at}.places[${k}].evidence`, prose: x.evidence })),
          ...o.opens.map((x, k) => ({ path: `${at}.opens[${k}].evidence`, prose: x.evidence })),
        ];
      }),
    ),
    ...p.components.flatMap((c, i) => componentProse(c, `components[${i}]`)),
    ...list(p.boardNotes, 'boardNotes'),
    ...p.otherRejectedPaths.flatMap((r, i) => [
      { path: `otherRejectedPaths[${i}].path`, prose: r.path },
      { path: `otherRejectedPaths[${i}].reason`, prose: r.reason },
    ]),
    ...p.otherResidences.flatMap((r, i) => [
      { path: `otherResidences[${i}].residence`, prose: r.residence },
      { path: `otherResidences[${i}].note`, prose: r.note },
    ]),
    ...list(p.model.notes, 'model.notes'),
    { path: 'concurrency.text', prose: p.concurrency.text },
    ...figures(p.concurrency.figures, 'concurrency.figures'),
    ...list(p.preflight, 'preflight'),
    ...list(p.validation, 'validation'),
    ...list(p.rollback, 'rollback'),
    ...p.sources.flatMap((s, i) => sourceProse(s, `sources[${i}]`)),
    { path: 'observations.note', prose: p.observations.note },
    ...opt(p.observations.speedNote, 'observations.speedNote'),
    ...p.observations.items.flatMap((o, i) => [
      { path: `observations.items[${i}].configuration`, prose: o.configuration },
      { path: `observations.items[${i}].qualifier`, prose: o.qualifier },
      ...opt(o.command, `observations.items[${i}].command`),
    ]),
    ...opt(p.blendNote, 'blendNote'),
    ...opt(p.pins.command, 'pins.command'),
    ...p.related.map((r, i) => ({ path: `related[${i}].lever`, prose: r.lever })),
  ];
}

export function hardwareProse(h: Hardware): ProseAt[] {
  return [
    ...list(h.notes, 'notes'),
    ...list(h.boardNotes, 'boardNotes'),
    ...figures(h.figures, 'figures'),
    ...h.lanes.flatMap((l, i) => [
      { path: `lanes[${i}].note`, prose: l.note },
      ...opt(l.usableNote, `lanes[${i}].usableNote`),
    ]),
    ...h.sources.flatMap((s, i) => sourceProse(s, `sources[${i}]`)),
  ];
}

/**
 * The sources a component's row cites: those its `sources` lists, then those its own
 * sentences quote (a plain string quotes the profile's `quotesFrom`), in the profile's order.
 */
export function componentSources(profile: Profile, c: Component): Source[] {
  const ids = new Set(c.sources);
  for (const { prose } of componentProse(c, '')) {
    if (typeof prose === 'string' && profile.quotesFrom) ids.add(profile.quotesFrom);
    else if (typeof prose === 'object' && 'quote' in prose) ids.add(prose.source);
  }
  return profile.sources.filter((s) => ids.has(s.id));
}
