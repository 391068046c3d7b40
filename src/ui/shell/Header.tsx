/**
 * The app bar: the name, a pin picker, the compare link, and room on the right for the
 * "Copy brief" button that the brief issue adds.
 */
import { useDeferredValue, useId, useMemo } from 'react';
import { selectMatchingPins, selectPinEntries } from '../../state/selectors';
import { useExplorer, useExplorerApi } from '../../state/store';
import { type CatalogueEntry, type View } from '../../state/types';
import { comparePair, type PartnerFacts } from '../../domain/compare/compare-partner';
import { OpenProfileFile } from '../local/OpenProfileFile';
import { compareHref } from '../../state/route';
import { navigate, useRoute } from '../routing';
import './shell.css';

/** The pair the compare link opens: the view's own pair, or the open pin beside its closest partner. */
function pairFor(view: View, pins: readonly PartnerFacts[]): [string, string] | undefined {
  if (view.kind === 'compare') return [view.a, view.b];
  return comparePair(view.kind === 'pin' ? view.id : undefined, pins);
}

/** Options in the picker at most; the search narrows the rest (a native select of 1,000 is not usable). */
const PICKER_MAX = 100;

type PinEntries = readonly CatalogueEntry[];

/**
 * The picker's options: the matching pins (up to 100), and the open pin whatever the search, so
 * the picker can show it. The same elements while the deferred list is the same, so a
 * keystroke's own render skips them and only the picker's later render redraws them.
 */
function usePickerOptions(matching: PinEntries, profiles: PinEntries, current: string) {
  return useMemo(() => {
    const capped = matching.slice(0, PICKER_MAX);
    const open =
      current && !capped.some((p) => p.id === current) ? profiles.find((p) => p.id === current) : undefined;
    const options = open ? [open, ...capped] : capped;
    const optionElements = options.map((p) => (
      <option key={p.id} value={p.id}>
        {p.title}: {p.subtitle}
      </option>
    ));
    return { options, optionElements };
  }, [matching, current, profiles]);
}

/** The search box; its description is the count of pins that match. */
function SearchField({ id }: { id: string }) {
  const text = useExplorer((s) => s.pinQuery.text);
  const store = useExplorerApi();
  return (
    <label className="picker picker--search" htmlFor={`${id}-find`}>
      <span className="picker-label">Find</span>
      <input
        id={`${id}-find`}
        type="search"
        value={text}
        placeholder="Search pins"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-found`}
        onChange={(e) => store.getState().pinQueryChanged({ text: e.target.value })}
      />
    </label>
  );
}

/** The pin picker: choosing a pin opens it, "All pins" the start page. */
function PinPicker({ id, profiles, current }: { id: string; profiles: PinEntries; current: string }) {
  // The picker follows the search a moment later, so a keystroke redraws the pin list first.
  const matching = useDeferredValue(useExplorer(selectMatchingPins));
  const { options, optionElements } = usePickerOptions(matching, profiles, current);
  const titleOf = (id: string): string | undefined => {
    const p = id ? profiles.find((x) => x.id === id) : undefined;
    return p && `${p.title}: ${p.subtitle}`;
  };
  return (
    <>
      <label className="picker" htmlFor={`${id}-pin`}>
        <span className="picker-label">Pin</span>
        <select
          id={`${id}-pin`}
          value={current}
          // A select cuts a long name short: the whole name on hover (issue 30).
          title={titleOf(current)}
          onChange={(e) => navigate(e.target.value ? { kind: 'pin', id: e.target.value } : { kind: 'home' })}
        >
          <option value="">{matching.length === profiles.length ? 'All pins' : 'Pins that match'}</option>
          {optionElements}
          {matching.length > options.length && (
            <option value="" disabled>
              …and {(matching.length - options.length).toLocaleString('en-US')} more: narrow the search
            </option>
          )}
        </select>
      </label>
      {/* Describes the search box; the pin list's own count is the polite announcement. */}
      <span id={`${id}-found`} className="visually-hidden">
        {matching.length === profiles.length
          ? ''
          : `${matching.length.toLocaleString('en-US')} of ${profiles.length.toLocaleString('en-US')} pins match`}
      </span>
    </>
  );
}

/** The compare link: the view's own pair, or the open pin beside its closest partner. */
function CompareLink({ view, profiles }: { view: View; profiles: PinEntries }) {
  // Worked out when the catalogue or the view changes, not on every keystroke of the search.
  const pair = useMemo(() => pairFor(view, profiles), [view, profiles]);
  return pair ? (
    <a
      className={`nav-link${view.kind === 'compare' ? ' is-current' : ''}`}
      href={compareHref(pair[0], pair[1])}
      aria-current={view.kind === 'compare' ? 'page' : undefined}
    >
      Compare
    </a>
  ) : (
    <span className="nav-link is-disabled" aria-disabled="true">
      Compare
    </span>
  );
}

export function Header() {
  const id = useId();
  const profiles = useExplorer(selectPinEntries);
  const failed = useExplorer((s) => new Set(s.loadErrors.map((e) => e.file)).size);
  const view = useRoute();
  const current = view.kind === 'pin' && profiles.some((p) => p.id === view.id) ? view.id : '';
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <a className="brand" href="#/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Placement Explorer</span>
        </a>
        <nav className="app-nav" aria-label="Main">
          <SearchField id={id} />
          <PinPicker id={id} profiles={profiles} current={current} />
          <CompareLink view={view} profiles={profiles} />
          {failed > 0 && (
            <a className="nav-link nav-link--danger" href="#/">
              {failed === 1 ? '1 profile failed' : `${failed} profiles failed`}
            </a>
          )}
          <OpenProfileFile />
        </nav>
        {/* The "Copy brief" button (built with the brief) goes in this slot. */}
        <div className="app-header-actions" data-slot="header-actions" />
      </div>
    </header>
  );
}
