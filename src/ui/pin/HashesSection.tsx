/**
 * "Hashes, preflight, and reported observations": the pins, flags, full license lines and
 * model facts, then the preflight, validation and rollback notes, the sources with their
 * commit and checked date, and the reported observations, each attributed and qualified
 * (invariant 8: never blended, ranked or turned into ratios).
 */
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import type { Prose } from '../../domain/profile/schema/primitives';
import {
  concurrencyLine,
  flagItems,
  hardwareLine,
  modelLines,
  observationAttribution,
  observationCommandLine,
  observationLine,
  pinsLine,
} from '../../domain/text/pin-lines';
import { figureLine } from '../../domain/text/figure-lines';
import { recipeDate } from '../../domain/text/source-lines';
import { licenseFull } from '../../domain/text/licence-lines';
import { HEADINGS } from '../../domain/text/standing-sentences';
import { yesNo } from '../../domain/text/sentence';
import { FactText } from './FactText';
import { ProseText } from './ProseText';
import { SourceItem } from './EvidenceSection';

function Notes({ heading, id, items }: { heading: string; id: string; items: readonly Prose[] }) {
  return (
    <section className="subsection" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {items.length ? (
        <ul className="fact-list">
          {items.map((t, i) => (
            <li key={i}>
              <ProseText value={t} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None stated.</p>
      )}
    </section>
  );
}

/** The pins, the launch command, concurrency and the source's flags, one line each. */
function PinFacts({ profile, hardware }: { profile: Profile; hardware: Hardware | undefined }) {
  return (
    <ul className="fact-list fact-list--plain">
      {hardware ? (
        <li>
          <FactText text={hardwareLine(profile, hardware)} />
        </li>
      ) : (
        <li className="warn-text">Hardware {profile.hardware} is not among the loaded hardware files.</li>
      )}
      <li>
        <FactText text={pinsLine(profile)} />
      </li>
      {profile.pins.command && (
        <li className="launch-command">
          Launch command: <ProseText value={profile.pins.command} />
        </li>
      )}
      <li>
        <FactText text={concurrencyLine(profile)} />
      </li>
      {profile.concurrency.figures.map((f, i) => (
        <li key={`concurrency-figure-${i}`}>
          <FactText text={`Stated figure: ${figureLine(f)}`} />
        </li>
      ))}
      {flagItems(profile).map((f) => (
        <li key={f.label}>
          {f.label}: <strong>{yesNo(f.value)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** A list of lines under a subheading ("License lines", "Model"). */
function FactLines({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <>
      <h3 className="subheading">{heading}</h3>
      <ul className="fact-list">
        {lines.map((t, i) => (
          <li key={i}>
            <FactText text={t} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Reported observations, each attributed and qualified: never blended, ranked or made a ratio. */
function Observations({ profile }: { profile: Profile }) {
  return (
    <section className="subsection" aria-labelledby="observations-heading">
      <h3 id="observations-heading">{HEADINGS.observations}</h3>
      <p className="note">
        <ProseText value={profile.observations.note} />
      </p>
      <ul className="observation-list">
        {profile.observations.items.map((o, i) => {
          const command = observationCommandLine(profile, o);
          return (
            <li key={i} className="observation">
              <p className="observation-line">
                <FactText text={observationLine(o)} />
              </p>
              {command ? (
                <p className="observation-command">
                  <FactText text={command} />
                </p>
              ) : null}
              <p className="observation-by muted small">{observationAttribution(o)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function HashesSection({ profile, hardware }: { profile: Profile; hardware: Hardware | undefined }) {
  return (
    <section className="card" aria-labelledby="hashes-heading">
      <h2 id="hashes-heading">{HEADINGS.hashes}</h2>
      <PinFacts profile={profile} hardware={hardware} />
      <FactLines heading="License lines" lines={profile.licenses.map(licenseFull)} />
      <FactLines heading="Model" lines={modelLines(profile)} />
      <Notes heading={HEADINGS.preflight} id="preflight-heading" items={profile.preflight} />
      <Notes heading={HEADINGS.validation} id="validation-heading" items={profile.validation} />
      <Notes heading={HEADINGS.rollback} id="rollback-heading" items={profile.rollback} />
      <section className="subsection" aria-labelledby="sources-heading">
        <h3 id="sources-heading">{HEADINGS.sources}</h3>
        <ul className="source-list">
          {profile.sources.map((s) => (
            <SourceItem key={s.id} source={s} recipe={recipeDate(profile)} />
          ))}
        </ul>
      </section>
      <Observations profile={profile} />
    </section>
  );
}
