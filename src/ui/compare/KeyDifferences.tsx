/**
 * "Key differences", first on the compare view: the aligned rows that differ, grouped and
 * ranked (keyDifferences), each cell one pin's own words; then each pin's own reported
 * figures, side by side but never paired; then the other differing rows by name. Text only:
 * nothing is computed across the two pins.
 */
import type { ReactNode } from 'react';
import type { KeyDifferences as Key } from '../../domain/compare/key-differences';
import { REPORTED_NOTE, REPORTED_TITLE } from '../../domain/compare/key-differences';
import type { Profile } from '../../domain/profile/schema/profile';
import { FactText } from '../pin/FactText';
import { rowKey } from './compare-rows';
import { useMedia } from '../board/use-media';
import { BREAKPOINTS, below } from '../breakpoints';

function PinTag({ side, profile }: { side: 'A' | 'B'; profile: Profile }) {
  return (
    <span className="kd-pin" title={profile.subtitle}>
      <span className="pin-letter" aria-hidden="true">
        {side}
      </span>
      <span className="visually-hidden">Pin {side}: </span>
    </span>
  );
}

const kdRow = (r: Key['groups'][number]['rows'][number], a: Profile, b: Profile) =>
  r.shared ? (
    <li key={rowKey(r.key)} className="kd-row kd-row--shared">
      <span className="kd-label">{r.label}</span>
      <span className={`kd-cell kd-cell--both kd-cell--${r.tone.a}`}>
        <span>
          Both include: <FactText text={r.a} />
        </span>
      </span>
    </li>
  ) : (
    <li key={rowKey(r.key)} className="kd-row">
      <span className="kd-label">{r.label}</span>
      <span className={`kd-cell kd-cell--${r.tone.a}`}>
        <PinTag side="A" profile={a} />
        <span>
          <FactText text={r.a} />
        </span>
      </span>
      <span className={`kd-cell kd-cell--${r.tone.b}`}>
        <PinTag side="B" profile={b} />
        <span>
          <FactText text={r.b} />
        </span>
      </span>
    </li>
  );

/**
 * Items of a list shown before "Show n more": three on a wide screen, one on a phone, so a
 * phone reaches "Placements side by side" in a few screens, not 4,700 px down (issue 30).
 */
const SHOWN = { wide: 3, phone: 1 };

/** A list whose first items are open and the rest one disclosure away. */
function Folded<T>({
  items,
  className,
  render,
  what,
  shown,
}: {
  items: readonly T[];
  className: string;
  render: (item: T, i: number) => ReactNode;
  what: string;
  shown: number;
}) {
  // One more than `shown` is shown whole: a disclosure for a single item saves nothing.
  const open = items.length > shown + 1 ? items.slice(0, shown) : items;
  const rest = items.slice(open.length);
  return (
    <>
      <ul className={className}>{open.map(render)}</ul>
      {rest.length > 0 && (
        <details className="kd-more">
          <summary>
            Show {rest.length} more {what}
          </summary>
          <ul className={className}>{rest.map((item, i) => render(item, open.length + i))}</ul>
        </details>
      )}
    </>
  );
}

/** One pin's own reported figures, never paired with the other pin's. */
function OwnReported({
  side,
  profile,
  items,
  shown,
}: {
  side: 'A' | 'B';
  profile: Profile;
  items: readonly string[];
  shown: number;
}) {
  return (
    <div className="kd-own-pin">
      <h4>
        <span className="pin-letter" aria-hidden="true">
          {side}
        </span>{' '}
        Pin {side}: {profile.subtitle}
      </h4>
      {items.length ? (
        <Folded
          items={items}
          className="kd-own-list"
          what="figures"
          shown={shown}
          render={(o, i) => (
            <li key={i}>
              <FactText text={o} />
            </li>
          )}
        />
      ) : (
        <p className="muted">None reported.</p>
      )}
    </div>
  );
}

type KeyProps = { keyDiffs: Key; a: Profile; b: Profile };

/** Each pin's reported figures side by side, under the note that they are not compared. */
function Reported({ keyDiffs, a, b, shown }: KeyProps & { shown: number }) {
  if (keyDiffs.reported.a.length === 0 && keyDiffs.reported.b.length === 0) return null;
  return (
    <div className="kd-group">
      <h3>{REPORTED_TITLE}</h3>
      <p className="note">{REPORTED_NOTE}</p>
      <div className="kd-own">
        <OwnReported side="A" profile={a} items={keyDiffs.reported.a} shown={shown} />
        <OwnReported side="B" profile={b} items={keyDiffs.reported.b} shown={shown} />
      </div>
    </div>
  );
}

/** The other differing rows, by name, per section. */
function OtherRows({ other, shown }: { other: Key['other']; shown: number }) {
  if (other.length === 0) return null;
  return (
    <div className="kd-group">
      <h3>Other rows that differ</h3>
      <Folded
        items={other}
        className="kd-other"
        what="sections"
        shown={shown}
        render={(o) => (
          <li key={o.section}>
            <strong>{o.section}:</strong> {o.labels.join(', ')}
          </li>
        )}
      />
      <p className="muted">Each is shown in full under “Every aligned row” below.</p>
    </div>
  );
}

export function KeyDifferences({ keyDiffs, a, b }: KeyProps) {
  const differ = keyDiffs.total - keyDiffs.identical;
  const shown = useMedia(below(BREAKPOINTS.phone), false) ? SHOWN.phone : SHOWN.wide;
  return (
    <section className="card key-diffs" aria-labelledby="key-diffs-heading">
      <h2 id="key-diffs-heading">Key differences</h2>
      <p className="muted key-diffs-count">
        {differ === 0
          ? 'No aligned row differs.'
          : `${differ} of ${keyDiffs.total} aligned rows differ. The most telling come first; each value is one pin’s own statement.`}
      </p>
      {keyDiffs.groups.map((g) => (
        <div key={g.title} className="kd-group">
          <h3>{g.title}</h3>
          <Folded
            items={g.rows}
            className="kd-rows"
            render={(r) => kdRow(r, a, b)}
            what="rows"
            shown={shown}
          />
        </div>
      ))}
      <Reported keyDiffs={keyDiffs} a={a} b={b} shown={shown} />
      <OtherRows other={keyDiffs.other} shown={shown} />
    </section>
  );
}
