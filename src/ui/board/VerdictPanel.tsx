/**
 * The generic calculator's verdict, beside the board: a one-line headline in plain words,
 * the figures the sources state ("Stated figures, not a fit": never added up, never compared),
 * what is unknown, and what it used on demand. It reads the profile and hardware only and
 * subscribes to nothing a drag or a setting changes: no move can alter it (invariant 6).
 * On a narrow screen it is collapsed to its headline, with its details one button away.
 */
import { useId, useMemo, useState } from 'react';
import { calculateVerdict } from '../../domain/verdict/calculator';
import { HEADINGS, NOT_APPLIED } from '../../domain/text/standing-sentences';
import { STATED_NOT_A_FIT, plainHeadline, statedFigures } from '../../domain/verdict/verdict-text';
import { selectHardware, selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { useMedia } from './use-media';
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
    const line = plainHeadline(profile, hardware, verdict);
    const rest = line.startsWith(`${verdict.headline}:`) ? line.slice(verdict.headline.length + 1) : '';
    return { verdict, rest, figures: statedFigures(profile, hardware) };
  }, [profile, hardware]);
  if (!view) return null;
  const { verdict, rest, figures } = view;
  const open = wide || expanded;
  return (
    <section className={`verdict verdict--${verdict.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="verdict-title">
        {HEADINGS.verdict}
      </h3>
      <p className="verdict-headline">
        <strong>{verdict.headline}</strong>
        {rest && <span className="verdict-reason">:{rest}</span>}
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
        {verdict.unknowns.length > 0 && <List title="Unknown" items={verdict.unknowns} />}
        {verdict.arithmetic.length > 0 ? (
          <List title="Arithmetic" items={verdict.arithmetic} />
        ) : (
          <p className="verdict-empty">No arithmetic: with these inputs unknown, nothing is added up.</p>
        )}
        <details className="verdict-used">
          <summary>What it used ({verdict.used.length})</summary>
          <ul className="verdict-list">
            {verdict.used.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </details>
      </div>
    </section>
  );
}
