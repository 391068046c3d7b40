/**
 * The compare route. It opens with what differs: the key differences (ranked groups, each
 * pin's own reported figures), then the two placements as small boards side by side, then
 * every aligned row (identical rows folded by default), each pin's own caveats, observations
 * and sources, and every fact of each pin as in its full brief. Every cell comes from one pin
 * alone; nothing is computed across the two (no ratio, no "faster by", no ranking), and the
 * page says why. Each pin's explored placements and chosen settings show as that pin's own.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { compareProfiles } from '../../domain/compare/compare-profiles';
import type { CompareSection } from '../../domain/compare/compare-side';
import type { Profile } from '../../domain/profile/schema/profile';
import { keyDifferences } from '../../domain/compare/key-differences';
import { placementByResidence } from '../../domain/text/residence-summary';
import { COPY_NOTE } from '../../domain/text/standing-sentences';
import {
  selectCanReset,
  selectHardwareFor,
  selectPinEntries,
  selectPlacement,
  selectProfile,
  selectSettings,
} from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { selectConfirmedFileBytes } from '../../state/model-file';
import { type ExplorerState } from '../../state/types';
import { CompareCopyBrief } from '../brief/CompareCopyBrief';
import { BlendBanner } from './BlendBanner';
import { RelatedLeverNote } from './RelatedLeverNote';
import { CompareTable } from './CompareTable';
import { CompactBoards } from './CompactBoards';
import { KeyDifferences } from './KeyDifferences';
import { OwnLists } from './OwnLists';
import { PinFacts } from './PinFacts';
import { totals } from './compare-rows';
import { PinPickers } from './PinPickers';
import { GlossaryScope } from '../glossary/Glossary';
import './compare-layout.css';
import './compare-notes.css';
import './compare-tables.css';
import './compare-facts.css';

/** One side's inputs, each a stable reference from the store (selectors.ts), and the pin state they make. */
function useSide(pinId: string) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardwareFor(s, selectProfile(s, pinId)));
  const placement = useExplorer((s) => selectPlacement(s, pinId));
  const settings = useExplorer((s) => selectSettings(s, pinId));
  const fileBytes = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const explored = useExplorer(
    (s: ExplorerState) => selectCanReset(s, pinId) || Object.keys(s.settings[pinId] ?? {}).length > 0,
  );
  // One object per change of its inputs, so what is built from it is built again only then.
  const state = useMemo(
    () => (profile ? { profile, hardware, placement, settings, fileBytes } : undefined),
    [profile, hardware, placement, settings, fileBytes],
  );
  return { profile, hardware, explored, state };
}

type Side = ReturnType<typeof useSide>;

/** What the view shows of the two pins: the aligned sections, the key differences and the small boards. */
function useComparison(A: Side, B: Side) {
  const sections = useMemo(
    () => (A.state && B.state ? compareProfiles(A.state, B.state) : []),
    [A.state, B.state],
  );
  const keyDiffs = useMemo(
    () => (A.profile && B.profile ? keyDifferences(sections, A.profile, B.profile) : undefined),
    [sections, A.profile, B.profile],
  );
  const boards = useMemo(
    () =>
      A.state?.hardware && B.state?.hardware
        ? {
            a: placementByResidence({ ...A.state, hardware: A.state.hardware }),
            b: placementByResidence({ ...B.state, hardware: B.state.hardware }),
          }
        : undefined,
    [A.state, B.state],
  );
  return { sections, keyDiffs, boards };
}

/** The two pickers and, once both pins are loaded, the copy bar. */
function CompareControls({ a, b, ready }: { a: string; b: string; ready: boolean }) {
  const profiles = useExplorer(selectPinEntries);
  const noteId = useId();
  return (
    <section className="card compare-controls" aria-label="Pins to compare">
      <PinPickers a={a} b={b} profiles={profiles} />
      {ready && (
        <div className="brief-bar compare-brief-bar">
          <p className="brief-note" id={noteId}>
            {COPY_NOTE}
          </p>
          <div className="brief-actions">
            <CompareCopyBrief a={a} b={b} describedBy={noteId} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Which pins show the person's own explorations, and how they are marked. */
function ExploredNote({ a, b }: { a: boolean; b: boolean }) {
  if (!a && !b) return null;
  return (
    <p className="note">
      {[a && 'Pin A', b && 'Pin B'].filter(Boolean).join(' and ')} {a && b ? 'show' : 'shows'} your
      explorations: rows you moved are marked “explored, not applied to the verdict”, and chosen settings are
      marked “chosen”.
    </p>
  );
}

type AlignedProps = { sections: CompareSection[]; a: Profile; b: Profile };

/** "Every aligned row": the sections as tables; the fold is the view's, so it stays while the pins change. */
function AlignedRows({
  sections,
  a,
  b,
  fold,
  setFold,
}: AlignedProps & { fold: boolean; setFold: (f: boolean) => void }) {
  const foldHintId = useId();
  const count = totals(sections);
  return (
    <section className="compare-aligned" aria-labelledby="aligned-heading">
      <h2 id="aligned-heading">Every aligned row</h2>
      <div className="compare-toolbar">
        <label className="compare-fold">
          <input
            type="checkbox"
            checked={fold}
            onChange={(e) => setFold(e.target.checked)}
            aria-describedby={foldHintId}
          />
          Fold identical rows
        </label>
        <p id={foldHintId} className="compare-legend">
          <span className="badge badge--warn differs-badge">
            <span aria-hidden="true">*</span> Differs
          </span>{' '}
          marks a row where the two pins state different things, qualifier included ({count.differ} of{' '}
          {count.rows} rows). Rows are aligned only where both pins state the same kind of thing; no figure is
          computed from both pins.
        </p>
      </div>
      <div className="compare-sections">
        {sections.map((section) => (
          <CompareTable key={section.title} section={section} a={a} b={b} fold={fold} />
        ))}
      </div>
    </section>
  );
}

export function CompareView({ a, b }: { a: string; b: string }) {
  const A = useSide(a);
  const B = useSide(b);
  const { sections, keyDiffs, boards } = useComparison(A, B);
  const [fold, setFold] = useState(true);
  useEffect(() => {
    document.title =
      A.profile && B.profile
        ? `Compare ${A.profile.subtitle} and ${B.profile.subtitle} · Placement Explorer`
        : 'Compare view · Placement Explorer';
  }, [A.profile, B.profile]);
  const pa = A.profile;
  const pb = B.profile;
  return (
    <GlossaryScope>
      <article className="compare" aria-labelledby="compare-heading">
        <header className="compare-hero">
          <h1 id="compare-heading" tabIndex={-1}>
            Compare view
          </h1>
          <p className="lead">Two pins side by side. Each value is one pin’s own statement.</p>
        </header>
        <CompareControls a={a} b={b} ready={!!(pa && pb)} />
        {pa && pb && keyDiffs && boards && A.state?.hardware && B.state?.hardware ? (
          <>
            <BlendBanner a={pa} b={pb} />
            <RelatedLeverNote a={pa} b={pb} keyDiffs={keyDiffs} />
            <ExploredNote a={A.explored} b={B.explored} />
            <KeyDifferences keyDiffs={keyDiffs} a={pa} b={pb} />
            <CompactBoards a={{ profile: pa, groups: boards.a }} b={{ profile: pb, groups: boards.b }} />
            <AlignedRows sections={sections} a={pa} b={pb} fold={fold} setFold={setFold} />
            <OwnLists a={pa} b={pb} />
            <PinFacts
              a={{ ...A.state, profile: pa, hardware: A.state.hardware }}
              b={{ ...B.state, profile: pb, hardware: B.state.hardware }}
            />
          </>
        ) : (
          <p className="card muted">Choose two loaded pins above to compare them.</p>
        )}
      </article>
    </GlossaryScope>
  );
}
