/** The compare route: the side-by-side view is built in its own issue; this keeps the URL working. */
import { NO_CROSS_ARITHMETIC } from '../../domain/qualifiers';
import { selectProfile, useExplorer } from '../../state/store';
import { pinHref } from '../routing';

export function ComparePlaceholder({ a, b }: { a: string; b: string }) {
  const pa = useExplorer((s) => selectProfile(s, a));
  const pb = useExplorer((s) => selectProfile(s, b));
  return (
    <section className="card" aria-labelledby="compare-heading">
      <h1 id="compare-heading" tabIndex={-1}>
        Compare view
      </h1>
      <p className="note">{NO_CROSS_ARITHMETIC}</p>
      <p>The side-by-side comparison is not built yet. Open either pin on its own:</p>
      <ul className="related-list">
        {[
          { id: a, p: pa },
          { id: b, p: pb },
        ].map(({ id, p }, i) => (
          <li key={i}>
            {p ? (
              <a href={pinHref(p.id)}>
                {p.title}: {p.subtitle}
              </a>
            ) : (
              <span className="warn-text">No pin named “{id}”</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
