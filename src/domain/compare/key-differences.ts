/**
 * "Key differences": the aligned rows that differ, grouped and ranked by what a person
 * choosing between two recipe pins asks first (kit and runtime, hardware, whether the
 * revision is pinned, concurrency, drafter and settings, licenses and commercial use, the
 * reported figures), then every other differing row by its section. Text only: each value is
 * one pin's own cell, and nothing is computed across the two pins.
 *
 * Reported figures have no key to align them: each pin's list is shown as its own, never
 * paired and never marked as differing.
 */
import type { Profile } from '../profile/schema/profile';
import type { CompareRow, CompareSection, SectionKind } from './compare-side';
import { ownLists } from './own-lists';

export type KeyGroup = {
  title: string;
  /** Differing rows, each with both pins' own cells. */
  rows: CompareRow[];
};
export type OtherDifferences = { section: string; labels: string[] };
export type KeyDifferences = {
  groups: KeyGroup[];
  /** Each pin's own reported figures; no pairing. */
  reported: { a: string[]; b: string[] };
  /** Differing rows outside the ranked groups, by section, labels only. */
  other: OtherDifferences[];
  /** Rows that read the same in both pins (folded by default). */
  identical: number;
  total: number;
};

type Pick = (kind: SectionKind, label: string) => boolean;
/**
 * Ranked: the first group that picks a row holds it. `first` lists the rows a group shows
 * first, in that order; the others follow in the order of the sections.
 */
export const KEY_GROUPS: readonly { title: string; pick: Pick; first?: readonly string[] }[] = [
  {
    title: 'Kit, runtime and checkpoint',
    pick: (k, l) => k === 'runtime' || (k === 'pins' && ['Checkpoint', 'Commit', 'Model'].includes(l)),
    first: ['Runtime', 'Checkpoint', 'Commit'],
  },
  {
    title: 'Hardware and shape',
    pick: (k, l) => k === 'hardware' && ['Hardware', 'Hardware match', 'Nodes', 'TP', 'EP'].includes(l),
  },
  {
    title: 'Revision pinned or not',
    pick: (k, l) =>
      k === 'pins' && ['Weight revision', 'Checkpoint revision', 'Weight pin', 'Manifest'].includes(l),
  },
  {
    title: 'Concurrency',
    // Generic rows only: a pin's own setting names (DRAFTER, PARALLEL...) are data, not code.
    pick: (k, l) =>
      (k === 'drafter' && l === 'Concurrency') ||
      (k === 'kv' && (l === 'Context per request' || l === 'Shared pool')),
  },
  { title: 'Drafter and settings', pick: (k) => k === 'drafter' },
  { title: 'Licenses and commercial use', pick: (k) => k === 'licenses' },
];

export const REPORTED_TITLE = 'Reported figures, each pin’s own';
export const REPORTED_NOTE =
  'Each list is one pin’s own figures with its own configuration and qualifier. They are never paired or set against each other.';

export function keyDifferences(sections: readonly CompareSection[], a: Profile, b: Profile): KeyDifferences {
  const groups: KeyGroup[] = KEY_GROUPS.map((g) => ({ title: g.title, rows: [] }));
  const other: OtherDifferences[] = [];
  let identical = 0;
  let total = 0;
  for (const s of sections) {
    for (const r of s.rows) {
      total++;
      if (!r.differs) {
        identical++;
        continue;
      }
      const at = KEY_GROUPS.findIndex((g) => g.pick(s.kind, r.label));
      if (at >= 0) groups[at]!.rows.push(r);
      else {
        const o = other.find((x) => x.section === s.title);
        if (o) o.labels.push(r.label);
        else other.push({ section: s.title, labels: [r.label] });
      }
    }
  }
  const same = a.id === b.id;
  const rank = (first: readonly string[] | undefined, label: string) => {
    const i = first?.indexOf(label) ?? -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  groups.forEach((g, i) => {
    const first = KEY_GROUPS[i]!.first;
    g.rows.sort((x, y) => rank(first, x.label) - rank(first, y.label));
  });
  return {
    groups: groups.filter((g) => g.rows.length > 0),
    reported: same ? { a: [], b: [] } : { a: ownLists(a).observations, b: ownLists(b).observations },
    other,
    identical,
    total,
  };
}
