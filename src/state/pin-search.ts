/**
 * Finding a pin among many: text search over what a pin list shows (id, title, subtitle,
 * hardware, model, runtime) and filters on hardware, model, runtime and commercial use.
 * Pure and cheap: each entry's text is lower-cased once and kept, so a keystroke over
 * 1,000 pins is a pass of `includes`, well inside a frame.
 */
import type { CatalogueEntry, CommercialUse } from '../profiles/catalogue';

export type PinQuery = {
  text: string;
  /** A hardware id, or '' for any. */
  hardware: string;
  model: string;
  runtime: string;
  commercialUse: '' | CommercialUse;
};

export const ANY_PIN: PinQuery = { text: '', hardware: '', model: '', runtime: '', commercialUse: '' };

const haystacks = new WeakMap<CatalogueEntry, string>();
const haystack = (e: CatalogueEntry): string => {
  let h = haystacks.get(e);
  if (h === undefined)
    haystacks.set(
      e,
      (h = [e.id, e.title, e.subtitle, e.hardwareLabel, e.hardware, e.model, e.runtime]
        .join('\n')
        .toLowerCase()),
    );
  return h;
};

/** Prepares the search text of every entry (at idle), so the first keystroke costs no more than the next. */
export function prepareSearch(entries: readonly CatalogueEntry[]): void {
  for (const e of entries) haystack(e);
}

export const isAnyPin = (q: PinQuery): boolean =>
  q.text.trim() === '' && !q.hardware && !q.model && !q.runtime && !q.commercialUse;

/**
 * "Allowed by every license": every licence of the pin allows commercial use. "Unknown" and
 * "restricted": one licence at least says so, so a pin with both is found under each.
 */
const hasCommercialUse = (e: CatalogueEntry, use: CommercialUse): boolean =>
  use === 'allowed' ? e.commercialUse === 'allowed' : (e.commercialUses ?? [e.commercialUse]).includes(use);

/** Each filter set in the query, with how many pins it alone matches: why a query finds no pin. */
export function filtersAlone(
  entries: readonly CatalogueEntry[],
  q: PinQuery,
): { filter: 'text' | 'hardware' | 'model' | 'runtime' | 'commercialUse'; count: number }[] {
  const keys = (['text', 'hardware', 'model', 'runtime', 'commercialUse'] as const).filter((k) =>
    k === 'text' ? q.text.trim() !== '' : q[k] !== '',
  );
  return keys.map((k) => ({ filter: k, count: matchPins(entries, { ...ANY_PIN, [k]: q[k] }).length }));
}

/**
 * Why pins are not "Allowed by every license": each licence whose commercial use is unknown or
 * restricted, with how many pins it keeps out (a pin with several such licences is counted under
 * each), most first. An entry from an index without licence names is counted under its summary.
 */
export function keptOutOfAllowed(
  entries: readonly CatalogueEntry[],
): { licence: string | undefined; use: Exclude<CommercialUse, 'allowed'>; pins: number }[] {
  const out = new Map<string, { licence: string | undefined; use: 'unknown' | 'restricted'; pins: number }>();
  for (const e of entries) {
    const held =
      e.notAllowed ?? (e.commercialUse === 'allowed' ? [] : [{ licence: undefined, use: e.commercialUse }]);
    const seen = new Set<string>();
    for (const h of held) {
      const key = `${h.use}\u0000${h.licence ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const row = out.get(key) ?? { licence: h.licence, use: h.use, pins: 0 };
      row.pins++;
      out.set(key, row);
    }
  }
  return [...out.values()].sort(
    (a, b) =>
      b.pins - a.pins || (a.licence ?? '').localeCompare(b.licence ?? '') || a.use.localeCompare(b.use),
  );
}

/** The entries that match every word of the text and every filter set, in catalogue order. */
export function matchPins(entries: readonly CatalogueEntry[], q: PinQuery): readonly CatalogueEntry[] {
  if (isAnyPin(q)) return entries;
  const words = q.text.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(
    (e) =>
      (!q.hardware || e.hardware === q.hardware) &&
      (!q.model || e.model === q.model) &&
      (!q.runtime || e.runtime === q.runtime) &&
      (!q.commercialUse || hasCommercialUse(e, q.commercialUse)) &&
      words.every((w) => haystack(e).includes(w)),
  );
}

export type Facets = {
  hardware: { id: string; label: string }[];
  models: string[];
  runtimes: string[];
};

const facetCache = new WeakMap<readonly CatalogueEntry[], Facets>();
/** The values the filters offer: each hardware, model and runtime the pins have, once, sorted. */
export function facetsOf(entries: readonly CatalogueEntry[]): Facets {
  let f = facetCache.get(entries);
  if (!f) {
    const hardware = new Map<string, string>();
    for (const e of entries) hardware.set(e.hardware, e.hardwareLabel);
    const sorted = (xs: Iterable<string>) =>
      [...new Set(xs)].filter(Boolean).sort((a, b) => a.localeCompare(b));
    f = {
      hardware: [...hardware]
        .map(([id, label]) => ({ id, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      models: sorted(entries.map((e) => e.model)),
      runtimes: sorted(entries.map((e) => e.runtime)),
    };
    facetCache.set(entries, f);
  }
  return f;
}
