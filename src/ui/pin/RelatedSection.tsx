/**
 * "Related": the pins this one must not be blended with, each a link that opens the other
 * pin, and a side-by-side compare that computes nothing across the two; then the pins that
 * differ from this one in one lever, each with the lever in words and a compare link. Then
 * the per-component resident bytes ("unknown" stays unknown) and the closing flags.
 */
import type { Profile } from '../../domain/profile/schema/profile';
import { closingItems, doNotBlendLine } from '../../domain/text/pin-lines';
import { yesNo } from '../../domain/text/sentence';
import { VERDICT_UNCHANGED } from '../../domain/text/standing-sentences';
import { residentBytesLine } from '../../domain/text/component-lines';
import { HEADINGS } from '../../domain/text/standing-sentences';
import { compareHref, pinHref } from '../../state/route';
import { readingLine } from '../../domain/text/source-lines';
import { ProseText } from './ProseText';
import './evidence.css';

function CompareLink({
  from,
  other,
  knownIds,
}: {
  from: string;
  other: string;
  knownIds: readonly string[];
}) {
  return knownIds.includes(other) ? (
    <>
      {' '}
      <a href={compareHref(from, other)} className="quiet-link">
        Compare side by side
      </a>
    </>
  ) : (
    <span className="muted small"> (not among the loaded pins)</span>
  );
}

export function RelatedSection({ profile, knownIds }: { profile: Profile; knownIds: readonly string[] }) {
  const empty = profile.doNotBlendWith.length === 0 && profile.related.length === 0;
  return (
    <section className="card" aria-labelledby="related-heading">
      <h2 id="related-heading">{HEADINGS.related}</h2>
      {profile.doNotBlendWith.length > 0 && (
        <ul className="related-list">
          {profile.doNotBlendWith.map((other) => (
            <li key={other}>
              <a href={pinHref(other)} className="blend-link">
                {doNotBlendLine(other)}
              </a>
              <CompareLink from={profile.id} other={other} knownIds={knownIds} />
            </li>
          ))}
        </ul>
      )}
      {profile.blendNote && (
        <p className="related-blend-note">
          <ProseText value={profile.blendNote} />
        </p>
      )}
      {profile.related.length > 0 && (
        <>
          <h3 className="subheading">Differs in one lever</h3>
          <ul className="related-list" aria-label="Pins that differ in one lever">
            {profile.related.map((r) => (
              <li key={r.id}>
                <a href={pinHref(r.id)}>{r.id}</a>: <ProseText value={r.lever} />
                <CompareLink from={profile.id} other={r.id} knownIds={knownIds} />
              </li>
            ))}
          </ul>
        </>
      )}
      {empty && <p className="muted">This pin names no other pin.</p>}
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
      {readingLine(profile) && <p className="closing-line">{readingLine(profile)}</p>}
      <p className="closing-line">
        {closingItems(profile).map((f) => `${f.label}: ${yesNo(f.value)}. `)}
        {VERDICT_UNCHANGED}
      </p>
    </footer>
  );
}
