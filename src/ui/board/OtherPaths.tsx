/** Residences the recipe rules out, each with its reason, and the other residences it names. */
import { memo, useId } from 'react';
import { HEADINGS } from '../../domain/qualifiers';
import type { Profile } from '../../domain/schema';

export const OtherPaths = memo(function OtherPaths({ profile }: { profile: Profile }) {
  const rejectedId = useId();
  const otherId = useId();
  return (
    <div className="board-paths">
      <section className="board-list" aria-labelledby={rejectedId}>
        <h3 id={rejectedId} className="board-subheading">
          {HEADINGS.rejected}
        </h3>
        {profile.otherRejectedPaths.length ? (
          <ul>
            {profile.otherRejectedPaths.map((r) => (
              <li key={r.path}>
                <span className="board-path">{r.path}</span>
                <span className="board-reason">{r.reason}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="board-muted">The recipe rules out no other path.</p>
        )}
      </section>
      <section className="board-list" aria-labelledby={otherId}>
        <h3 id={otherId} className="board-subheading">
          {HEADINGS.otherResidences}
        </h3>
        {profile.otherResidences.length ? (
          <ul>
            {profile.otherResidences.map((r) => (
              <li key={r.residence}>
                <span className="board-path">{r.residence}</span>
                <span className="board-reason">{r.note}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="board-muted">The recipe names no other residence.</p>
        )}
      </section>
    </div>
  );
});
