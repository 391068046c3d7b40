/**
 * Each pin's caveats, reported observations and sources as its own block. These lists have
 * no key to align them by, so they are never paired row by row and never marked "differs".
 */
import { ownLists } from '../../domain/compare/own-lists';
import type { Profile } from '../../domain/profile/schema/profile';
import { FactText } from '../pin/FactText';

function List({ items }: { items: readonly string[] }) {
  return items.length ? (
    <ul>
      {items.map((t, i) => (
        <li key={i}>
          <FactText text={t} />
        </li>
      ))}
    </ul>
  ) : (
    <p className="muted">None listed.</p>
  );
}

function Own({ side, profile }: { side: 'A' | 'B'; profile: Profile }) {
  const own = ownLists(profile);
  return (
    <div className="own-pin">
      <h3>
        <span className="pin-letter" aria-hidden="true">
          {side}
        </span>{' '}
        Pin {side}: {profile.subtitle}
      </h3>
      <h4>Caveats</h4>
      <List items={own.caveats} />
      <h4>Reported observations</h4>
      <p className="note">{own.observationNote}</p>
      <List items={own.observations} />
      {own.speedNote && <p className="note">{own.speedNote}</p>}
      <h4>Sources</h4>
      <List items={own.sources} />
    </div>
  );
}

export function OwnLists({ a, b }: { a: Profile; b: Profile }) {
  return (
    <section className="card own-lists" aria-labelledby="own-lists-heading">
      <h2 id="own-lists-heading">Caveats, observations and sources, each pin’s own</h2>
      <p className="muted">
        These lists are not paired: an item of one pin is not beside the same thing in the other.
      </p>
      <div className="own-pair">
        <Own side="A" profile={a} />
        <Own side="B" profile={b} />
      </div>
    </section>
  );
}
