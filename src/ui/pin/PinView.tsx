/**
 * The pin view: every section of the seed page, in its order. Title, subtitle and
 * summary; the copy note and the not-a-fit warning; status lines and the settings the pin
 * states; licenses; caveats; the placement board beside the calculator verdict; full
 * config and source evidence; hashes, preflight, validation, rollback, sources and
 * reported observations; related pins; resident bytes and the closing flags.
 * Profile text is data and is only ever rendered as text.
 */
import { Suspense, useEffect } from 'react';
import { statusLines } from '../../domain/facts';
import { COPY_NOTE, HEADINGS, NOT_A_FIT } from '../../domain/qualifiers';
import type { Profile, Prose } from '../../domain/schema';
import { selectHardwareFor, selectPinEntries, selectProfile, useExplorer } from '../../state/store';
import { PinCopyBrief } from '../brief/PinCopyBrief';
import { MoveControls } from '../board/MoveControls';
import { VerdictPanel } from '../board/VerdictPanel';
import { ErrorBoundary } from '../ErrorBoundary';
import { ProseText } from './ProseText';
import { LicenseList } from './LicenseList';
import { SettingsPanel } from './SettingsPanel';
import { useRevealAfterPaint } from './use-reveal-after-paint';
import { useSelectedRow } from './use-selected-row';
// The board (with its drag library) and the sections below it load on demand (ui/views.ts).
import { Board, PinDetails } from '../views';
import './pin-view.css';

type Tone = 'ok' | 'warn' | 'neutral';
const statusTones = (p: Profile): Tone[] => [
  p.hardwareMatch ? 'ok' : 'warn',
  p.revisionPinned ? 'ok' : 'warn',
  p.asPinned ? 'neutral' : 'warn',
];

function Overview({ profile }: { profile: Profile }) {
  const tones = statusTones(profile);
  return (
    <section className="card overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading">{HEADINGS.page}</h2>
      <div className="brief-bar">
        <p className="brief-note" id="copy-note">
          {COPY_NOTE}
        </p>
        <div className="brief-actions" data-slot="copy-brief">
          <PinCopyBrief pinId={profile.id} describedBy="copy-note" />
        </div>
      </div>
      <p className="callout callout--warn" role="note">
        <span className="callout-icon" aria-hidden="true">
          !
        </span>
        <span>{NOT_A_FIT}</span>
      </p>
      <ul className="status-list" aria-label="Status">
        {statusLines(profile).map((line, i) => (
          <li key={i} className={`status status--${tones[i] ?? 'neutral'}`}>
            {line}
          </li>
        ))}
      </ul>
      <SettingsPanel pinId={profile.id} settings={profile.settings} components={profile.components} />
    </section>
  );
}

function Caveats({ caveats }: { caveats: readonly Prose[] }) {
  return (
    <section className="card card--warn" aria-labelledby="caveats-heading">
      <h2 id="caveats-heading">{HEADINGS.caveats}</h2>
      {caveats.length ? (
        <ul className="caveat-list">
          {caveats.map((c, i) => (
            <li key={i}>
              <ProseText value={c} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">The source states no caveats.</p>
      )}
    </section>
  );
}

const LaterPlaceholder = () => (
  <p className="muted pin-later-placeholder">Loading the full config and source evidence…</p>
);

export function PinView({ pinId }: { pinId: string }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardwareFor(s, selectProfile(s, pinId)));
  const knownIds = useExplorer(selectPinEntries).map((p) => p.id);
  const selectedRow = useSelectedRow(pinId);
  // Evidence, hashes and the closing sections render just after the first paint.
  const later = useRevealAfterPaint();

  useEffect(() => {
    if (profile) document.title = `${profile.title}: ${profile.subtitle} · Placement Explorer`;
  }, [profile]);

  if (!profile) return null;
  return (
    <article className="pin" aria-labelledby="pin-title">
      <header className="pin-hero">
        <p className="eyebrow">
          Pin <code>{profile.id}</code>
        </p>
        <h1 id="pin-title" tabIndex={-1}>
          {profile.title}
        </h1>
        <p className="subtitle">{profile.subtitle}</p>
        <p className="summary">
          <ProseText value={profile.summary} />
        </p>
      </header>

      <Overview profile={profile} />

      <div className="pair">
        <LicenseList profile={profile} />
        <Caveats caveats={profile.caveats} />
      </div>

      <section className="placement" aria-labelledby="placement-heading">
        <h2 id="placement-heading" className="section-title">
          {HEADINGS.placement}
        </h2>
        <div className="placement-grid">
          <div className="board-col">
            <ErrorBoundary label="The placement board">
              <Suspense fallback={<p className="muted board-loading">Loading the board…</p>}>
                <Board pinId={pinId} />
              </Suspense>
              <MoveControls pinId={pinId} />
            </ErrorBoundary>
          </div>
          <aside className="verdict-col" aria-label="Verdict">
            <ErrorBoundary label="The calculator verdict">
              <VerdictPanel pinId={pinId} />
            </ErrorBoundary>
          </aside>
        </div>
      </section>

      {later ? (
        <Suspense fallback={<LaterPlaceholder />}>
          <PinDetails profile={profile} hardware={hardware} selectedRow={selectedRow} knownIds={knownIds} />
        </Suspense>
      ) : (
        <LaterPlaceholder />
      )}
    </article>
  );
}
