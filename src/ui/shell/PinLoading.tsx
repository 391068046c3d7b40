/**
 * A pin on its way: its file is fetched when it is opened. The pin's title shows as soon as
 * the catalogue has it, with a skeleton of the board; a file that cannot be fetched or read
 * is said plainly, with the way back to the pin list.
 */
import { useExplorer } from '../../state/store';
import { type LoadFailure } from '../../state/types';
import './shell.css';

const useEntry = (id: string) => useExplorer((s) => s.catalogue.find((e) => e.id === id));

export function PinLoading({ id }: { id: string }) {
  const entry = useEntry(id);
  return (
    <article className="pin pin-loading" aria-busy="true" aria-label={`Loading the pin ${id}`}>
      <p className="eyebrow">
        Pin <code>{id}</code>
      </p>
      {entry && (
        <p className="pin-loading-title">
          {entry.title} <span className="muted">{entry.subtitle}</span>
        </p>
      )}
      <p className="muted" role="status">
        Loading the pin…
      </p>
      <div className="pin-skeleton" aria-hidden="true">
        <div className="pin-skeleton-lane" />
        <div className="pin-skeleton-lane" />
        <div className="pin-skeleton-lane" />
      </div>
    </article>
  );
}

export function PinLoadError({ id, failure }: { id: string; failure: LoadFailure }) {
  const entry = useEntry(id);
  return (
    <section className="card card--danger" aria-labelledby="pin-load-error-heading">
      <h1 id="pin-load-error-heading" tabIndex={-1}>
        The pin “{entry ? entry.title : id}” could not be loaded
      </h1>
      <p>
        Its file did not arrive or could not be read: <code>{failure.error}</code>
      </p>
      <p>
        Reload the page to try again, or <a href="#/">go back to the pin list</a>.
      </p>
    </section>
  );
}
