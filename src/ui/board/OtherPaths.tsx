/** Residences the recipe rules out, each with its reason, and the other residences it names. */
import { memo, useId } from 'react';
import { HEADINGS } from '../../domain/text/standing-sentences';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Prose } from '../../domain/profile/schema/primitives';
import { proseText } from '../../domain/profile/prose';
import { ProseText } from '../pin/ProseText';

type Entry = { name: Prose; text: Prose };

function PathList({
  heading,
  entries,
  empty,
}: {
  heading: string;
  entries: readonly Entry[];
  empty: string;
}) {
  const id = useId();
  return (
    <section className="board-list" aria-labelledby={id}>
      <h3 id={id} className="board-subheading">
        {heading}
      </h3>
      {entries.length ? (
        <ul>
          {entries.map((e) => (
            <li key={proseText(e.name)}>
              <span className="board-path">
                <ProseText value={e.name} />
              </span>
              <span className="board-reason">
                <ProseText value={e.text} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="board-muted">{empty}</p>
      )}
    </section>
  );
}

export const OtherPaths = memo(function OtherPaths({ profile }: { profile: Profile }) {
  return (
    <div className="board-paths">
      <PathList
        heading={HEADINGS.rejected}
        entries={profile.otherRejectedPaths.map((r) => ({ name: r.path, text: r.reason }))}
        empty="The recipe rules out no other path."
      />
      <PathList
        heading={HEADINGS.otherResidences}
        entries={profile.otherResidences.map((r) => ({ name: r.residence, text: r.note }))}
        empty="The recipe names no other residence."
      />
    </div>
  );
});
