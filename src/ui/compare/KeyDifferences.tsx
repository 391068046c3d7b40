/**
 * "Key differences", first on the compare view: the aligned rows that differ, grouped and
 * ranked (keyDifferences), each cell one pin's own words; then each pin's own reported
 * figures, side by side but never paired; then the other differing rows by name. Text only:
 * nothing is computed across the two pins.
 */
import type { KeyDifferences as Key } from '../../domain/compare/key-differences';
import { REPORTED_NOTE, REPORTED_TITLE } from '../../domain/compare/key-differences';
import type { Profile } from '../../domain/profile/schema/profile';
import { FactText } from '../pin/FactText';
import { rowKey } from './compare-rows';

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

export function KeyDifferences({ keyDiffs, a, b }: { keyDiffs: Key; a: Profile; b: Profile }) {
  const differ = keyDiffs.total - keyDiffs.identical;
  const reported = keyDiffs.reported.a.length > 0 || keyDiffs.reported.b.length > 0;
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
          <ul className="kd-rows">
            {g.rows.map((r) =>
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
              ),
            )}
          </ul>
        </div>
      ))}
      {reported && (
        <div className="kd-group">
          <h3>{REPORTED_TITLE}</h3>
          <p className="note">{REPORTED_NOTE}</p>
          <div className="kd-own">
            {(['A', 'B'] as const).map((side) => {
              const items = side === 'A' ? keyDiffs.reported.a : keyDiffs.reported.b;
              const profile = side === 'A' ? a : b;
              return (
                <div key={side} className="kd-own-pin">
                  <h4>
                    <span className="pin-letter" aria-hidden="true">
                      {side}
                    </span>{' '}
                    Pin {side}: {profile.subtitle}
                  </h4>
                  {items.length ? (
                    <ul>
                      {items.map((o, i) => (
                        <li key={i}>
                          <FactText text={o} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">None reported.</p>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
      {keyDiffs.other.length > 0 && (
        <div className="kd-group">
          <h3>Other rows that differ</h3>
          <ul className="kd-other">
            {keyDiffs.other.map((o) => (
              <li key={o.section}>
                <strong>{o.section}:</strong> {o.labels.join(', ')}
              </li>
            ))}
          </ul>
          <p className="muted">Each is shown in full under “Every aligned row” below.</p>
        </div>
      )}
    </section>
  );
}
