/**
 * The generic calculator's verdict, next to the board. It reads the profile and hardware
 * only and subscribes to nothing a drag or a setting changes: no move can alter it
 * (invariant 6). Where inputs are unknown it says "Not established" and lists them.
 */
import { useId, useMemo } from 'react';
import { calculateVerdict } from '../../domain/calculator';
import { HEADINGS, NOT_APPLIED } from '../../domain/qualifiers';
import { selectHardware, selectProfile, useExplorer } from '../../state/store';
import './board.css';

function Facts({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  const id = useId();
  return (
    <div className="verdict-group">
      <h4 id={id} className="verdict-subheading">
        {title}
      </h4>
      {items.length ? (
        <ul aria-labelledby={id} className="verdict-list">
          {items.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      ) : (
        <p className="verdict-empty">{empty}</p>
      )}
    </div>
  );
}

export function VerdictPanel({ pinId }: { pinId: string }) {
  const headingId = useId();
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const verdict = useMemo(
    () => (profile && hardware ? calculateVerdict(profile, hardware) : undefined),
    [profile, hardware],
  );
  if (!verdict) return null;
  return (
    <section className={`verdict verdict--${verdict.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="verdict-title">
        {HEADINGS.verdict}
      </h3>
      <p className="verdict-headline">{verdict.headline}</p>
      <p className="verdict-note">{NOT_APPLIED}</p>
      <Facts title="What it used" items={verdict.used} empty="No inputs." />
      <Facts title="Unknown" items={verdict.unknowns} empty="Nothing it needs is unknown." />
      <Facts
        title="Arithmetic"
        items={verdict.arithmetic}
        empty="No arithmetic: with these inputs unknown, nothing is added up."
      />
    </section>
  );
}
