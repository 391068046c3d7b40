/**
 * "Full config and source evidence": one disclosure per component, in the profile's
 * order, each with its evidence lines and its sources (commit sha and checked date).
 * Selecting a row on the board opens its evidence in place on the card (EvidenceBody) and
 * opens its disclosure here too, without scrolling the page away from the board.
 */
import { useEffect, useRef } from 'react';
import type { Component } from '../../domain/profile/schema/components';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Source, SourceDate } from '../../domain/profile/schema/sources';
import { evidenceItems, overlapBadge } from '../../domain/text/component-lines';
import { pinnedSourceLine, recipeDate, sourceLine } from '../../domain/text/source-lines';
import { componentSources } from '../../domain/profile/prose-positions';
import { HEADINGS } from '../../domain/text/standing-sentences';
import { findRow } from '../../domain/rows/rows';
import { ProseText } from './ProseText';
import { FactText } from './FactText';
import './evidence.css';

export const evidenceAnchor = (componentId: string): string => `evidence-${componentId}`;

/** The source's scope first, then "name sha checked date" as sourceLine says it. */
function SourceItem({ source, recipe }: { source: Source; recipe: SourceDate | undefined }) {
  return (
    <li className="source">
      <span className="source-pins">
        <ProseText value={source.pins} />
      </span>{' '}
      <span className="source-line">
        <FactText text={sourceLine(source, recipe)} />
      </span>
    </li>
  );
}

/** A component's evidence lines and its own sources: in the disclosure here and on its card. */
export function EvidenceBody({ profile, component }: { profile: Profile; component: Component }) {
  // The sources tied to the row, and the ones its sentences quote.
  const own = componentSources(profile, component);
  return (
    <>
      <ul className="fact-list">
        {evidenceItems(profile, component).map((item, i) => (
          <li key={i}>
            {'prose' in item ? <ProseText value={item.prose} /> : <FactText text={item.text} />}
          </li>
        ))}
      </ul>
      {own.length > 0 ? (
        <>
          <h3 className="evidence-sources-heading">Sources for {component.label}</h3>
          <ul className="source-list">
            {own.map((s) => (
              <SourceItem key={s.id} source={s} recipe={recipeDate(profile)} />
            ))}
          </ul>
        </>
      ) : (
        <p className="muted small">No source is cited for this row.</p>
      )}
    </>
  );
}

function ComponentEvidence({
  profile,
  component,
  selected,
}: {
  profile: Profile;
  component: Component;
  selected: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const wasSelected = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (selected && !wasSelected.current && el) {
      el.open = true;
    }
    wasSelected.current = selected;
  }, [selected]);
  const absent = component.presence === 'absent';
  return (
    <details
      ref={ref}
      id={evidenceAnchor(component.id)}
      className={`evidence${selected ? ' evidence--selected' : ''}`}
    >
      <summary>
        <span className="evidence-title">{component.label}</span>{' '}
        <span className="evidence-badges">
          {absent ? (
            <span className="badge badge--muted">absent</span>
          ) : (
            <span className="badge badge--quiet">{overlapBadge(component)}</span>
          )}
        </span>
      </summary>
      <div className="evidence-body">
        <EvidenceBody profile={profile} component={component} />
      </div>
    </details>
  );
}

export function EvidenceSection({ profile, selectedRow }: { profile: Profile; selectedRow: string | null }) {
  // A part or a copy opens the evidence of the component it belongs to.
  const selectedComponent = selectedRow ? (findRow(profile, selectedRow)?.component.id ?? null) : null;
  return (
    <section className="card" aria-labelledby="evidence-heading">
      <h2 id="evidence-heading">{HEADINGS.evidence}</h2>
      <p className="muted small">
        One disclosure per component. Select a row on the board to open its evidence here.
      </p>
      <div className="evidence-list">
        {profile.components.map((c) => (
          <ComponentEvidence
            key={c.id}
            profile={profile}
            component={c}
            selected={selectedComponent === c.id}
          />
        ))}
      </div>
      <h3 className="subheading">Sources</h3>
      <ul className="pinned-sources">
        {profile.sources.map((s) => (
          <li key={s.id}>
            <FactText text={pinnedSourceLine(s)} />
          </li>
        ))}
      </ul>
      {profile.observations.speedNote && (
        <p className="note">
          <ProseText value={profile.observations.speedNote} />
        </p>
      )}
    </section>
  );
}

export { SourceItem };
