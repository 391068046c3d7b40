/**
 * The pin view, board first. Title, subtitle and summary beside the copy bar; the
 * not-a-fit warning, the status lines and the settings bar; then the placement board with
 * the calculator verdict, licenses and caveats in the side column (on a phone the verdict
 * comes first, collapsed to its headline, then the board, then licenses and caveats);
 * below them, full config and source evidence, hashes, preflight, validation, rollback,
 * sources, reported observations, related pins, resident bytes and the closing flags.
 * Profile text is data and is only ever rendered as text.
 */
import {
  Suspense,
  memo,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { COPY_NOTE, HEADINGS, NOT_A_FIT } from '../../domain/text/standing-sentences';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Prose } from '../../domain/profile/schema/primitives';
import { pinPageTitle } from '../../profiles/pin-page';
import { selectHardwareFor, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { PinCopyBrief } from '../brief/PinCopyBrief';
import { MoveControls } from '../board/MoveControls';
import { VerdictPanel } from '../board/VerdictPanel';
import { ErrorBoundary } from '../ErrorBoundary';
import { GlossaryScope } from '../glossary/Glossary';
import { ProseText, ProvenanceContext, type Provenance } from './ProseText';
import { LicenseList } from './LicenseList';
import { StatusLine } from './StatusLine';
import { useRevealAfterPaint } from './use-reveal-after-paint';
import { useSelectedRow } from './use-selected-row';
// The board (with its drag library) and the sections below it load on demand (ui/views.ts).
import { Board, OwnFiles, PinDetails } from './pin-parts';
import { DraftDeviceLanes } from '../memory/DraftDeviceLanes';
import './pin-view.css';

const LaterPlaceholder = () => (
  <p className="muted pin-later-placeholder">Loading the full config and source evidence…</p>
);

/**
 * The sections below the board, in a boundary of their own. A prerendered page hydrates
 * before their code is in (the board first): React keeps their markup until it is, unless
 * the boundary is rendered again meanwhile, which would replace it with the placeholder. So
 * it is memoised on props that change only with what a person does.
 */
const LaterSections = memo(function LaterSections({
  profile,
  hardware,
  selectedRow,
}: ComponentProps<typeof PinDetails>) {
  return (
    <Suspense fallback={<LaterPlaceholder />}>
      <PinDetails profile={profile} hardware={hardware} selectedRow={selectedRow} />
    </Suspense>
  );
});

/**
 * A part of the view around the board in a Suspense boundary of its own. Nothing in it
 * suspends (its code is in the pin view's chunk), but a prerendered page hydrates such a
 * boundary after the rest, at React's lowest priority, or at once when a person acts in it
 * (a click, a key): the board's own boundary, which the first key on the board hydrates,
 * does not wait for them. On a view rendered in the browser it changes nothing.
 */
const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

function Hero({ profile }: { profile: Profile }) {
  return (
    <header className="pin-hero">
      <h1 id="pin-title" tabIndex={-1}>
        {profile.title}
      </h1>
      <div className="pin-subline">
        <p className="subtitle">{profile.subtitle}</p>
        <p className="eyebrow">
          Pin <code>{profile.id}</code>
        </p>
      </div>
      <p className="summary">
        <ProseText value={profile.summary} />
      </p>
      <div className="brief-bar">
        <div className="brief-actions" data-slot="copy-brief">
          <PinCopyBrief pinId={profile.id} describedBy="copy-note" />
        </div>
        <p className="brief-note" id="copy-note">
          {COPY_NOTE}
        </p>
      </div>
    </header>
  );
}

function Overview({ profile }: { profile: Profile }) {
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="visually-hidden">
        {HEADINGS.page}
      </h2>
      <p className="callout callout--warn callout--compact" role="note">
        <span className="callout-icon" aria-hidden="true">
          !
        </span>
        <span>{NOT_A_FIT}</span>
      </p>
      <StatusLine profile={profile} />
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

/**
 * One switch for the whole page: off, the page shows the sentences alone (site notes keep
 * their mark); on, each quote also names the source it quotes.
 */
function ProvenanceToggle({ show, onChange }: { show: boolean; onChange: (show: boolean) => void }) {
  const hint = useId();
  return (
    <p className="provenance-toggle">
      <label>
        <input
          type="checkbox"
          checked={show}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={hint}
        />{' '}
        Show where each sentence comes from
      </label>{' '}
      <span id={hint} className="muted small">
        Each quote names its source; sentences marked "site note" are this site's own wording.
      </span>
    </p>
  );
}

/** The board's column: its heading beside the move controls, the board, the bytes per device. */
function BoardColumn({ pinId }: { pinId: string }) {
  return (
    <div className="board-col">
      {/* The heading shares a line with the move controls, so the lanes start higher. */}
      <div className="board-top">
        <h2 id="placement-heading" className="section-title placement-title">
          {HEADINGS.placement}
        </h2>
        <ErrorBoundary label="The move controls">
          <MoveControls pinId={pinId} />
        </ErrorBoundary>
      </div>
      <ErrorBoundary label="The placement board">
        <Suspense fallback={<p className="muted board-loading">Loading the board…</p>}>
          <Board pinId={pinId} />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary label="The bytes per device">
        <DraftDeviceLanes pinId={pinId} />
      </ErrorBoundary>
    </div>
  );
}

type PlacementProps = {
  pinId: string;
  profile: Profile;
  showSources: boolean;
  onShowSources: (show: boolean) => void;
};

/**
 * The placement section: the overview, the verdict, the board, then licenses, caveats and the
 * provenance switch, and the person's own files.
 */
function Placement({ pinId, profile, showSources, onShowSources }: PlacementProps) {
  return (
    <section className="placement" aria-labelledby="placement-heading">
      {/* Not a fit, the status lines and the settings: above the board on a phone, at
          the top of the column beside it on a wide screen, so the lanes start higher. */}
      <Later>
        <Overview profile={profile} />
      </Later>
      <aside className="verdict-col" aria-label="Verdict">
        <Later>
          <ErrorBoundary label="The calculator verdict">
            <VerdictPanel pinId={pinId} />
          </ErrorBoundary>
        </Later>
      </aside>
      <BoardColumn pinId={pinId} />
      <div className="side-col">
        <Later>
          <LicenseList profile={profile} />
          <Caveats caveats={profile.caveats} />
          <ProvenanceToggle show={showSources} onChange={onShowSources} />
        </Later>
      </div>
      {/* Beside the board while closed; full width below it once a file's figures are open. */}
      <div className="own-col">
        <Later>
          <Suspense fallback={null}>
            <OwnFiles pinId={pinId} modelName={profile.model.name} />
          </Suspense>
        </Later>
      </div>
    </section>
  );
}

export function PinView({ pinId }: { pinId: string }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardwareFor(s, selectProfile(s, pinId)));
  const selectedRow = useSelectedRow(pinId);
  // Evidence, hashes and the closing sections render just after the first paint.
  const later = useRevealAfterPaint();
  const [showSources, setShowSources] = useState(false);
  const provenance = useMemo<Provenance | undefined>(
    () => (profile ? { owner: profile, show: showSources } : undefined),
    [profile, showSources],
  );

  useEffect(() => {
    if (profile) document.title = pinPageTitle(profile);
  }, [profile]);

  if (!profile || !provenance) return null;
  return (
    <ProvenanceContext.Provider value={provenance}>
      <GlossaryScope>
        <article className="pin" aria-labelledby="pin-title">
          <Later>
            <Hero profile={profile} />
          </Later>
          <Placement
            pinId={pinId}
            profile={profile}
            showSources={showSources}
            onShowSources={setShowSources}
          />
          {later ? (
            <LaterSections profile={profile} hardware={hardware} selectedRow={selectedRow} />
          ) : (
            <LaterPlaceholder />
          )}
        </article>
      </GlossaryScope>
    </ProvenanceContext.Provider>
  );
}
