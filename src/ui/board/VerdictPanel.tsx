/**
 * The generic calculator's verdict, beside the board: a one-line headline in plain words,
 * the figures the sources state ("Stated figures, not a fit": never added up, never compared),
 * what is unknown, and what it used on demand. It reads the profile and hardware only and
 * subscribes to nothing a drag or a setting changes: no move can alter it (invariant 6).
 * On a narrow screen it is collapsed to its headline, with its details one button away.
 */
import { Suspense, useId, useMemo, useState } from 'react';
import { calculateVerdict } from '../../domain/verdict/calculator';
import { HEADINGS, NOT_APPLIED } from '../../domain/text/standing-sentences';
import {
  STATED_NOT_A_FIT,
  VERDICT_HEADLINES,
  NO_ARITHMETIC,
  headlineDetail,
  statedFigures,
  verdictHeadline,
  verdictLines,
} from '../../domain/verdict/verdict-text';
import { selectHardware, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { useMedia } from './use-media';
import { FileBytesBoundNote } from '../pin/pin-parts';
import './board.css';
import './verdict.css';

function List({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <div className="verdict-group">
      <h4 id={id} className="verdict-subheading">
        {title}
      </h4>
      <ul aria-labelledby={id} className="verdict-list">
        {items.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </div>
  );
}

type VerdictView = {
  verdict: ReturnType<typeof calculateVerdict>;
  detail: string;
  lines: ReturnType<typeof verdictLines>;
  figures: ReturnType<typeof statedFigures>;
};

/** The verdict and its words, from the profile and hardware only (never the placements). */
function useVerdictView(pinId: string): VerdictView | undefined {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  return useMemo(() => {
    if (!profile || !hardware) return undefined;
    const verdict = calculateVerdict(profile, hardware);
    return {
      verdict,
      detail: headlineDetail(verdictHeadline(verdict)),
      lines: verdictLines(profile, hardware, verdict),
      figures: statedFigures(profile, hardware),
    };
  }, [profile, hardware]);
}

/** "Stated figures, not a fit": each with its kind and whose it is, never added up. */
function StatedFigures({ figures }: { figures: VerdictView['figures'] }) {
  const figuresId = useId();
  if (figures.length === 0) return null;
  return (
    <div className="verdict-group">
      <h4 id={figuresId} className="verdict-subheading">
        Stated figures, not a fit
      </h4>
      <p className="verdict-empty">{STATED_NOT_A_FIT}</p>
      <ul aria-labelledby={figuresId} className="verdict-figures">
        {figures.map((f) => (
          <li key={`${f.what}|${f.kind}|${f.qualifier}`}>
            <span className="verdict-figure">{f.what}</span> <span className="verdict-kind">{f.kind}</span>{' '}
            <span className="verdict-whose">· {f.whose}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The verdict's details: the standing note, stated figures, unknowns, arithmetic and what it used. */
function VerdictDetails({ id, open, view }: { id: string; open: boolean; view: VerdictView }) {
  const { lines, figures } = view;
  return (
    <div id={id} className="verdict-details" hidden={!open}>
      <p className="verdict-note">{NOT_APPLIED}</p>
      <StatedFigures figures={figures} />
      {lines.unknowns.length > 0 && <List title="Unknown" items={lines.unknowns} />}
      {lines.arithmetic.length > 0 ? (
        <List title="Arithmetic" items={lines.arithmetic} />
      ) : (
        <p className="verdict-empty">{NO_ARITHMETIC}</p>
      )}
      <details className="verdict-used">
        <summary>What it used ({lines.used.length})</summary>
        <ul className="verdict-list">
          {lines.used.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

export function VerdictPanel({ pinId }: { pinId: string }) {
  const headingId = useId();
  const detailsId = useId();
  const view = useVerdictView(pinId);
  const wide = useMedia('(min-width: 1024px)', true);
  const [expanded, setExpanded] = useState(false);
  if (!view) return null;
  const { verdict, detail } = view;
  return (
    <section className={`verdict verdict--${verdict.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="verdict-title">
        {HEADINGS.verdict}
      </h3>
      <p className="verdict-headline">
        <strong>{VERDICT_HEADLINES[verdict.status]}</strong>
        <span className="verdict-reason">: {detail}</span>
      </p>
      {!wide && (
        <button
          type="button"
          className="board-button board-button--small verdict-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Hide the details' : 'Show the details'}
        </button>
      )}
      {/* Loads on demand; shows nothing until a model file is confirmed as this pin's model. */}
      <Suspense fallback={null}>
        <FileBytesBoundNote pinId={pinId} />
      </Suspense>
      <VerdictDetails id={detailsId} open={wide || expanded} view={view} />
    </section>
  );
}
