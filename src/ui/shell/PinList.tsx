/**
 * The bundled pins to choose from, each with its hardware, nodes and kit. A catalogue can
 * hold thousands: search and filters narrow it (PinSearch), and the list renders the first
 * matches a page at a time, saying how many there are, so typing stays within a frame.
 */
import { memo, useState } from 'react';
import { ANY_PIN, filtersAlone, isAnyPin, keptOutOfAllowed, type PinQuery } from '../../state/pin-search';
import { selectMatchingPins, selectPinEntries } from '../../state/selectors';
import { useExplorer, useExplorerApi } from '../../state/store';
import { type CatalogueEntry } from '../../state/types';
import { PinSearch, filterWords } from './PinSearch';
import { CommercialBadge } from '../pin/CommercialBadge';
import { FactText } from '../pin/FactText';
import { pinHref } from '../../state/route';
import { LocalDropZone } from '../local/LocalDropZone';
import { YourSetup } from '../command/YourSetup';
import { LocalFileMark } from '../local/LocalNotices';
import { LoadErrors } from './LoadErrors';
import './pin-list.css';

// Memoised: a keystroke that keeps a card in the list (same entry, same place) redraws only the rest.
const PinCard = memo(function PinCard({ profile, level }: { profile: CatalogueEntry; level: 2 | 3 }) {
  // One level below the list's heading, so the outline has no gap (h1 then h2, or h2 then h3).
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className="pin-card card">
      <Title className="pin-card-title">
        <a href={pinHref(profile.id)}>
          <span className="pin-card-name">{profile.title}</span>{' '}
          <span className="pin-card-subtitle">{profile.subtitle}</span>
        </a>
      </Title>
      <dl className="facts-grid">
        <div>
          <dt>Hardware</dt>
          <dd>{profile.hardwareLabel}</dd>
        </div>
        <div>
          <dt>Nodes</dt>
          <dd>{profile.topology}</dd>
        </div>
        <div className="span-all">
          <dt>Kit / runtime</dt>
          <dd>
            <FactText text={profile.runtime} />
          </dd>
        </div>
      </dl>
      <p className="pin-card-id">
        <CommercialBadge use={profile.commercialUse} what="Commercial use by its licences" />{' '}
        <code>{profile.id}</code>
      </p>
      <LocalFileMark pinId={profile.id} />
    </li>
  );
});

/** Licences named at most, most pins first; the rest are counted. */
const KEPT_OUT_SHOWN = 8;

/** Which licences keep the pins out of "Allowed by every license", each with the pins it keeps out. */
function KeptOut({ entries }: { entries: readonly CatalogueEntry[] }) {
  const rows = keptOutOfAllowed(entries);
  const rest = rows.length - KEPT_OUT_SHOWN;
  return (
    <ul aria-label="Licences that keep pins out">
      {rows.slice(0, KEPT_OUT_SHOWN).map((r) => (
        <li key={`${r.use}-${r.licence ?? ''}`}>
          {r.licence ? `\u201c${r.licence}\u201d` : 'A licence not named in the pin list'}: commercial use{' '}
          {r.use}, in {n(r.pins)} {r.pins === 1 ? 'pin' : 'pins'}.
        </li>
      ))}
      {rest > 0 && (
        <li>
          And {n(rest)} more {rest === 1 ? 'licence' : 'licences'}.
        </li>
      )}
    </ul>
  );
}

/**
 * Why a query finds no pin: each filter set, and how many pins it alone matches. A commercial
 * filter that alone matches none says what the licences have instead, licence by licence (a pin
 * with several such licences is counted under each).
 */
function WhyNone({ entries, query }: { entries: readonly CatalogueEntry[]; query: PinQuery }) {
  const alone = filtersAlone(entries, query);
  return (
    <ul className="pin-why-none" aria-label="Why no pin matches">
      {alone.map(({ filter, count }) => (
        <li key={filter}>
          {filterWords(filter, query, entries)} alone matches{' '}
          {count === 0 ? 'no pin' : `${n(count)} ${count === 1 ? 'pin' : 'pins'}`}
          {count === 0 && filter === 'commercialUse' && query.commercialUse === 'allowed'
            ? ': every pin has at least one licence whose commercial use is restricted or unknown.'
            : '.'}
          {count === 0 && filter === 'commercialUse' && query.commercialUse === 'allowed' && (
            <KeptOut entries={entries} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Cards rendered at a time: enough to scroll, few enough to redraw in a keystroke. */
const PAGE = 24;
const n = (x: number) => x.toLocaleString('en-US');

/** "1,000 pins; showing the first 48", "12 of 1,000 pins match", "No pin matches". */
function countText(matches: number, total: number, shown: number): string {
  const found =
    matches === total
      ? `${n(total)} ${total === 1 ? 'pin' : 'pins'}`
      : matches === 0
        ? 'No pin matches'
        : `${n(matches)} of ${n(total)} pins match`;
  return shown < matches ? `${found}; showing the first ${n(shown)}` : found;
}

/** The count of matches, and a way back to every pin when none matches. */
function PinCount({
  all,
  matches,
  shown,
  query,
}: {
  all: number;
  matches: number;
  shown: number;
  query: PinQuery;
}) {
  const api = useExplorerApi();
  return (
    <p className="pin-count" role="status">
      {countText(matches, all, shown)}
      {matches === 0 && !isAnyPin(query) && (
        <>
          {' '}
          <button
            type="button"
            className="link-button"
            onClick={() => api.getState().pinQueryChanged(ANY_PIN)}
          >
            Clear the search and filters
          </button>
        </>
      )}
    </p>
  );
}

/** What stands in for the cards when the catalogue has none: loading, nothing loaded, or why it failed. */
function NoPins() {
  const status = useExplorer((s) => s.catalogueStatus);
  if (status === 'loading')
    return (
      <p className="muted" role="status">
        Loading the pins…
      </p>
    );
  if (status === 'ready') return <p className="muted">No profile loaded.</p>;
  return (
    <p className="card card--danger" role="alert">
      The pin list could not be loaded: <code>{status.error}</code> Reload the page to try again.
    </p>
  );
}

/** The search, its count and the matching cards a page at a time; a new query starts again at one page. */
function PinMatches({ all, level }: { all: readonly CatalogueEntry[]; level: 2 | 3 }) {
  const profiles = useExplorer(selectMatchingPins);
  const query = useExplorer((s) => s.pinQuery);
  const [more, setMore] = useState({ query, limit: PAGE });
  const limit = more.query === query ? more.limit : PAGE;
  const shown = profiles.slice(0, limit);
  return (
    <>
      <PinSearch entries={all} />
      <PinCount all={all.length} matches={profiles.length} shown={shown.length} query={query} />
      {profiles.length === 0 && !isAnyPin(query) && <WhyNone entries={all} query={query} />}
      {shown.length > 0 && (
        <ul className="pin-cards" aria-label="Pins">
          {shown.map((p) => (
            <PinCard key={p.id} profile={p} level={level} />
          ))}
        </ul>
      )}
      {profiles.length > shown.length && (
        <button
          type="button"
          className="board-button pin-more"
          onClick={() => setMore({ query, limit: limit + PAGE })}
        >
          Show {n(Math.min(PAGE, profiles.length - shown.length))} more
        </button>
      )}
    </>
  );
}

export function PinList({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const all = useExplorer(selectPinEntries);
  const errors = useExplorer((s) => s.loadErrors);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="home">
      <section aria-labelledby="pins-heading">
        <Heading id="pins-heading" tabIndex={-1}>
          Bundled pins
        </Heading>
        <p className="lead">
          Pick a community recipe pin to see where each model component resides, why the recipe rules some
          placements out, and what its sources leave unknown. Nothing here is deployed, and nothing here is a
          memory-fit claim.
        </p>
        {all.length > 0 ? <PinMatches all={all} level={headingLevel === 1 ? 2 : 3} /> : <NoPins />}
      </section>
      <LoadErrors errors={errors} />
      <LocalDropZone />
      <YourSetup />
    </div>
  );
}
