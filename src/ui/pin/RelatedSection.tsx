/**
 * "Related": the pins this one must not be blended with, each a link that opens the other
 * pin, and a side-by-side compare that computes nothing across the two. Then the
 * per-component resident bytes ("unknown" stays unknown) and the closing flags.
 */
import type { Profile } from '../../domain/profile/schema/profile';
import { closingLine, doNotBlendLine } from '../../domain/text/pin-lines';
import { residentBytesLine } from '../../domain/text/component-lines';
import { HEADINGS } from '../../domain/text/standing-sentences';
import { compareHref, pinHref } from '../../state/link';
import './evidence.css';

export function RelatedSection({ profile, knownIds }: { profile: Profile; knownIds: readonly string[] }) {
  return (
    <section className="card" aria-labelledby="related-heading">
      <h2 id="related-heading">{HEADINGS.related}</h2>
      {profile.doNotBlendWith.length ? (
        <ul className="related-list">
          {profile.doNotBlendWith.map((other) => (
            <li key={other}>
              <a href={pinHref(other)} className="blend-link">
                {doNotBlendLine(other)}
              </a>
              {knownIds.includes(other) ? (
                <>
                  {' '}
                  <a href={compareHref(profile.id, other)} className="quiet-link">
                    Compare side by side
                  </a>
                </>
              ) : (
                <span className="muted small"> (not among the loaded pins)</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">This pin names no other pin.</p>
      )}
    </section>
  );
}

export function ClosingSection({ profile }: { profile: Profile }) {
  return (
    <footer className="card closing" aria-labelledby="resident-bytes-heading">
      <h2 id="resident-bytes-heading" className="subheading">
        Resident bytes per component
      </h2>
      <ul className="fact-list fact-list--compact">
        {profile.components.map((c) => (
          <li key={c.id}>{residentBytesLine(c)}</li>
        ))}
      </ul>
      <p className="closing-line">{closingLine(profile)}</p>
    </footer>
  );
}
