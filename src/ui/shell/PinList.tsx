/** The bundled pins to choose from, each with its hardware, nodes and kit. */
import { selectPinEntries, useExplorer, type CatalogueEntry } from '../../state/store';
import { FactText } from '../pin/FactText';
import { pinHref } from '../../state/link';
import { LocalDropZone } from '../local/LocalDropZone';
import { LocalFileMark } from '../local/LocalNotices';
import { LoadErrors } from './LoadErrors';
import './pin-list.css';

function PinCard({ profile, level }: { profile: CatalogueEntry; level: 2 | 3 }) {
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
        <code>{profile.id}</code>
      </p>
      <LocalFileMark pinId={profile.id} />
    </li>
  );
}

export function PinList({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const profiles = useExplorer(selectPinEntries);
  const errors = useExplorer((s) => s.loadErrors);
  const status = useExplorer((s) => s.catalogueStatus);
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
        {profiles.length ? (
          <ul className="pin-cards" aria-label="Pins">
            {profiles.map((p) => (
              <PinCard key={p.id} profile={p} level={headingLevel === 1 ? 2 : 3} />
            ))}
          </ul>
        ) : status === 'loading' ? (
          <p className="muted" role="status">
            Loading the pins…
          </p>
        ) : status === 'ready' ? (
          <p className="muted">No profile loaded.</p>
        ) : (
          <p className="card card--danger" role="alert">
            The pin list could not be loaded: <code>{status.error}</code> Reload the page to try again.
          </p>
        )}
      </section>
      <LoadErrors errors={errors} />
      <LocalDropZone />
    </div>
  );
}
