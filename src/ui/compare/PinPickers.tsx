/**
 * The two pin pickers and Swap. Each choice is a route change (#/compare/A/B), so the pair
 * survives a reload and a shared link; the store follows the hash.
 */
import { useId } from 'react';
import type { Profile } from '../../domain/profile/schema/profile';
import { pinHref } from '../../state/route';
import { navigate } from '../routing';

type Side = 'A' | 'B';
/** What a picker shows of a pin: the catalogue's entry (the pin itself may not be loaded). */
type PinChoice = Pick<Profile, 'id' | 'title' | 'subtitle'>;

function Picker({
  side,
  value,
  other,
  profiles,
}: {
  side: Side;
  value: string;
  other: string;
  profiles: readonly PinChoice[];
}) {
  const id = useId();
  const profile = profiles.find((p) => p.id === value);
  const choose = (next: string) =>
    navigate(side === 'A' ? { kind: 'compare', a: next, b: other } : { kind: 'compare', a: other, b: next });
  return (
    <div className={`compare-picker compare-picker--${side.toLowerCase()}`}>
      <label className="compare-picker-label" htmlFor={id}>
        <span className="pin-letter" aria-hidden="true">
          {side}
        </span>
        Pin {side}
      </label>
      <select
        id={id}
        value={profile ? value : ''}
        title={profile ? `${profile.subtitle} (${profile.title})` : undefined}
        onChange={(e) => e.target.value && choose(e.target.value)}
      >
        {!profile && (
          <option value="" disabled>
            No pin named “{value}”: choose one
          </option>
        )}
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {p.subtitle} ({p.title})
          </option>
        ))}
      </select>
      {profile ? (
        <p className="compare-picker-meta">
          {/* The chosen pin in full: a select cuts a long name short (issue 30). */}
          <span className="compare-picker-name">
            {profile.subtitle} ({profile.title})
          </span>{' '}
          <code>{profile.id}</code> · <a href={pinHref(profile.id)}>Open pin {side}</a>
        </p>
      ) : (
        <p className="compare-picker-meta warn-text" role="alert">
          No pin named “{value}” is loaded.
        </p>
      )}
    </div>
  );
}

export function PinPickers({ a, b, profiles }: { a: string; b: string; profiles: readonly PinChoice[] }) {
  return (
    <div className="compare-pickers">
      <Picker side="A" value={a} other={b} profiles={profiles} />
      <button
        type="button"
        className="compare-swap"
        onClick={() => navigate({ kind: 'compare', a: b, b: a })}
        disabled={a === b}
        title="Swap pin A and pin B"
      >
        <span aria-hidden="true">⇄ </span>Swap
      </button>
      <Picker side="B" value={b} other={a} profiles={profiles} />
    </div>
  );
}
