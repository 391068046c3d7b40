/**
 * "Key differences": the aligned rows that differ, grouped and ranked by what a person
 * choosing between two recipe pins asks first (commercial use, hardware, runtime and
 * revision, where the rows live, concurrency and settings, the reported figures), then every
 * other differing row by its section. A license that decides commercial use (restricted or
 * unknown in either pin) is listed even when both pins share it. Text only: each value is
 * one pin's own cell, and nothing is computed across the two pins.
 *
 * Reported figures have no key to align them: each pin's list is shown as its own, never
 * paired and never marked as differing.
 */
import type { Profile } from '../profile/schema/profile';
import type { CompareKey, CompareRow, CompareSection, PinField, SectionKind } from './compare-side';
import { ownLists } from './own-lists';

/** What a ranked group is, for consumers that place one group apart (the short brief's licenses). */
export type KeyGroupId = 'licenses' | 'hardware' | 'revision' | 'placement' | 'concurrency' | 'settings';
export type KeyGroup = {
  id: KeyGroupId;
  title: string;
  /**
   * Rows with both pins' own cells: the differing rows, and, in the commercial-use group, a
   * deciding license both pins share (`shared`: "both include …").
   */
  rows: (CompareRow & { shared?: boolean })[];
};
export type OtherDifferences = { section: string; labels: string[] };
export type KeyDifferences = {
  groups: KeyGroup[];
  /** Each pin's own reported figures; no pairing. */
  reported: { a: string[]; b: string[] };
  /** Differing rows outside the ranked groups, by section, labels only. */
  other: OtherDifferences[];
  /** Rows that read the same in both pins (folded by default, unless they decide commercial use). */
  identical: number;
  total: number;
};

type Pick = (kind: SectionKind, key: CompareKey) => boolean;
/** A field of every pin, one of `fields`. */
const pinField =
  (...fields: PinField[]) =>
  (key: CompareKey): boolean =>
    key.of === 'pin' && fields.includes(key.field);
/**
 * Ranked by what a person choosing between two pins asks first (issue 18): commercial use,
 * hardware, runtime and revision, where the rows live, then concurrency and settings; each
 * pin's reported figures follow, apart. The first group that picks a row holds it, by the
 * row's key, never by its label. `first` lists the fields a group shows first, in that order;
 * the others follow in section order.
 */
export const KEY_GROUPS: readonly {
  id: KeyGroupId;
  title: string;
  pick: Pick;
  first?: readonly PinField[];
}[] = [
  { id: 'licenses', title: 'Commercial use and licenses', pick: (k) => k === 'licenses' },
  {
    id: 'hardware',
    title: 'Hardware and shape',
    pick: (k, key) => k === 'hardware' && pinField('hardware', 'hardware-match', 'nodes', 'tp', 'ep')(key),
  },
  {
    id: 'revision',
    title: 'Kit, runtime and revision',
    pick: (k, key) =>
      k === 'runtime' ||
      (k === 'pins' &&
        pinField(
          'checkpoint',
          'commit',
          'model',
          'weight-revision',
          'checkpoint-revision',
          'weight-pin',
          'manifest',
        )(key)),
    first: ['runtime', 'checkpoint', 'weight-revision', 'commit'],
  },
  {
    id: 'placement',
    title: 'Placement',
    pick: (_k, key) => key.of === 'component' && (key.field === 'residence' || key.field === 'presence'),
  },
  {
    id: 'concurrency',
    title: 'Concurrency',
    // Generic rows only: a pin's own setting names (DRAFTER, PARALLEL...) are data, not code.
    pick: (_k, key) => pinField('concurrency', 'context-per-request', 'shared-pool')(key),
  },
  { id: 'settings', title: 'Drafter and settings', pick: (k) => k === 'drafter' },
];

export const REPORTED_TITLE = 'Reported figures, each pin’s own';
export const REPORTED_NOTE =
  'Each list is one pin’s own figures with its own configuration and qualifier. They are never paired or set against each other.';

export function keyDifferences(sections: readonly CompareSection[], a: Profile, b: Profile): KeyDifferences {
  const groups: KeyGroup[] = KEY_GROUPS.map((g) => ({ id: g.id, title: g.title, rows: [] }));
  const other: OtherDifferences[] = [];
  let identical = 0;
  let total = 0;
  const same = a.id === b.id;
  for (const s of sections) {
    // This section's differing rows outside the ranked groups, made when the first one is met.
    let mine: OtherDifferences | undefined;
    for (const r of s.rows) {
      total++;
      if (!r.differs) identical++;
      // A license that decides commercial use is a key difference even when both pins share it.
      const decisive = r.decides === 'commercial-use' && !same;
      if (!r.differs && !decisive) continue;
      const at = KEY_GROUPS.findIndex((g) => g.pick(s.kind, r.key));
      const row = s.subject ? { ...r, label: `${s.subject}: ${r.label.toLowerCase()}` } : r;
      if (at >= 0) groups[at]!.rows.push(r.differs ? row : { ...row, shared: true });
      else if (r.differs) {
        if (!mine) other.push((mine = { section: s.title, labels: [] }));
        mine.labels.push(r.label);
      }
    }
  }
  const rank = (first: readonly PinField[] | undefined, r: CompareRow) => {
    const i = r.key.of === 'pin' ? (first?.indexOf(r.key.field) ?? -1) : -1;
    // Rows that decide commercial use come first in their group.
    return (r.decides ? -1000 : 0) + (i < 0 ? 1000 : i);
  };
  groups.forEach((g, i) => {
    const first = KEY_GROUPS[i]!.first;
    g.rows.sort((x, y) => rank(first, x) - rank(first, y));
  });
  return {
    groups: groups.filter((g) => g.rows.length > 0),
    reported: same ? { a: [], b: [] } : { a: ownLists(a).observations, b: ownLists(b).observations },
    other,
    identical,
    total,
  };
}
