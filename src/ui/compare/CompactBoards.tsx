/**
 * The two placements side by side, as two small read-only boards: for each pin, each
 * residence (the logical checkpoint, each lane, absent) with the rows in it and their marks
 * (part, copy, not loaded, explored). Rows overlap and are never added together; drag on the
 * pin view to explore.
 */
import type { ResidenceSummary } from '../../domain/text/residence-summary';
import { ABSENT } from '../../domain/rows/board-groups';
import type { Profile } from '../../domain/profile/schema/profile';
import { pinHref } from '../../state/route';
import { GlossaryText } from '../glossary/Glossary';

type Side = { side: 'A' | 'B'; profile: Profile; groups: readonly ResidenceSummary[] };

function MiniBoard({ side, profile, groups }: Side) {
  return (
    <div className="mini-board">
      <h3>
        <span className="pin-letter" aria-hidden="true">
          {side}
        </span>{' '}
        Pin {side}: {profile.subtitle}
      </h3>
      {groups.map((g) => (
        <div
          key={g.residence}
          className={`mini-lane mini-lane--${g.residence === ABSENT ? 'absent' : 'lane'}`}
        >
          <h4 className="mini-lane-name">
            <GlossaryText text={g.label} />
          </h4>
          {g.rows.length ? (
            <ul className="mini-rows" aria-label={`${g.label}, pin ${side}`}>
              {g.rows.map((r) => (
                <li key={r.id} className="mini-row">
                  <span className="mini-row-name">{r.name}</span>
                  {r.marks.map((m) => (
                    <span key={m} className="mini-mark">
                      {m}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mini-empty">No rows.</p>
          )}
        </div>
      ))}
      <p className="mini-open">
        <a href={pinHref(profile.id)}>Open pin {side} to explore its board</a>
      </p>
    </div>
  );
}

export function CompactBoards({ a, b }: { a: Omit<Side, 'side'>; b: Omit<Side, 'side'> }) {
  return (
    <section className="card mini-boards" aria-labelledby="mini-boards-heading">
      <h2 id="mini-boards-heading">Placements side by side</h2>
      <p className="muted">
        Each pin’s own board, read-only. Rows overlap and are never added together. Absence is not zero bytes.
      </p>
      <div className="mini-boards-pair">
        <MiniBoard side="A" {...a} />
        <MiniBoard side="B" {...b} />
      </div>
    </section>
  );
}
