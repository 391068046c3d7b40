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

export function VerdictPanel({ pinId }: { pinId: string }) {
  const headingId = useId();
  const detailsId = useId();
  const figuresId = useId();
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const wide = useMedia('(min-width: 1024px)', true);
  const [expanded, setExpanded] = useState(false);
  const view = useMemo(() => {
    if (!profile || !hardware) return undefined;
    const verdict = calculateVerdict(profile, hardware);
    return {
      verdict,
      detail: headlineDetail(verdictHeadline(verdict)),
      lines: verdictLines(profile, hardware, verdict),
      figures: statedFigures(profile, hardware),
    };
  }, [profile, hardware]);
  if (!view) return null;
  const { verdict, detail, lines, figures } = view;
  const open = wide || expanded;
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
      <div id={detailsId} className="verdict-details" hidden={!open}>
        <p className="verdict-note">{NOT_APPLIED}</p>
        {figures.length > 0 && (
          <div className="verdict-group">
            <h4 id={figuresId} className="verdict-subheading">
              Stated figures, not a fit
            </h4>
            <p className="verdict-empty">{STATED_NOT_A_FIT}</p>
            <ul aria-labelledby={figuresId} className="verdict-figures">
              {figures.map((f) => (
                <li key={`${f.what}|${f.kind}|${f.qualifier}`}>
                  <span className="verdict-figure">{f.what}</span>{' '}
                  <span className="verdict-kind">{f.kind}</span>{' '}
                  <span className="verdict-whose">· {f.whose}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
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
    </section>
  );
}
