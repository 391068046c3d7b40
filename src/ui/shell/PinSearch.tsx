/**
 * Search and filters over the catalogue: text (title, subtitle, id, hardware, model,
 * runtime) and one filter each for hardware, model, runtime and the licenses' commercial
 * use. The query is in the store, so the header's picker offers the same pins.
 */
import { useEffect, useId } from 'react';
import { facetsOf, prepareSearch } from '../../state/pin-search';
import { useExplorer } from '../../state/store';
import { type CatalogueEntry, type PinQuery } from '../../state/types';

const COMMERCIAL: { value: PinQuery['commercialUse']; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'allowed', label: 'Allowed by every license' },
  { value: 'unknown', label: 'Unknown for a license' },
  { value: 'restricted', label: 'Restricted by a license' },
];

/** The filter's own words for a query's value: what the person chose. */
export function filterWords(
  filter: 'text' | 'hardware' | 'model' | 'runtime' | 'commercialUse',
  q: PinQuery,
  entries: readonly CatalogueEntry[],
): string {
  switch (filter) {
    case 'text':
      return `The search \u201c${q.text.trim()}\u201d`;
    case 'hardware':
      return `Hardware \u201c${entries.find((e) => e.hardware === q.hardware)?.hardwareLabel ?? q.hardware}\u201d`;
    case 'model':
      return `Model \u201c${q.model}\u201d`;
    case 'runtime':
      return `Runtime \u201c${q.runtime}\u201d`;
    case 'commercialUse':
      return `Commercial use \u201c${COMMERCIAL.find((c) => c.value === q.commercialUse)?.label ?? q.commercialUse}\u201d`;
  }
}

function Filter({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="pin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PinSearch({ entries }: { entries: readonly CatalogueEntry[] }) {
  const query = useExplorer((s) => s.pinQuery);
  const change = useExplorer((s) => s.pinQueryChanged);
  const facets = facetsOf(entries);
  // Before the first keystroke, when the page is idle.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => prepareSearch(entries));
    return () => window.cancelIdleCallback(id);
  }, [entries]);
  const id = useId();
  const values = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));
  return (
    <search className="pin-search" aria-label="Find a pin">
      <div className="pin-filter pin-filter--text">
        <label htmlFor={id}>Search pins</label>
        <input
          id={id}
          type="search"
          value={query.text}
          placeholder="Title, model, hardware, runtime or id"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => change({ text: e.target.value })}
        />
      </div>
      <Filter
        label="Hardware"
        value={query.hardware}
        any="Any hardware"
        options={facets.hardware.map((h) => ({ value: h.id, label: h.label }))}
        onChange={(hardware) => change({ hardware })}
      />
      <Filter
        label="Model"
        value={query.model}
        any="Any model"
        options={values(facets.models)}
        onChange={(model) => change({ model })}
      />
      <Filter
        label="Runtime"
        value={query.runtime}
        any="Any runtime"
        options={values(facets.runtimes)}
        onChange={(runtime) => change({ runtime })}
      />
      <Filter
        label="Commercial use"
        value={query.commercialUse}
        any="Any"
        options={COMMERCIAL.filter((c) => c.value)}
        onChange={(v) => change({ commercialUse: v as PinQuery['commercialUse'] })}
      />
    </search>
  );
}
