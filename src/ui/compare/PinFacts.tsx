/**
 * Every fact of each pin, as in its full brief (pinBriefBlocks): one disclosure per pin, so
 * the comparison holds all of both pins (preflight, validation, rollback, hashes, figures,
 * dates) without a second source of wording. A titled block's first line is its heading; every
 * other line is shown as the brief writes it (its "- " bullets and indents kept as text).
 */
import { useMemo } from 'react';
import type { Block } from '../../domain/brief/brief-format';
import { pinBriefBlocks } from '../../domain/brief/pin-brief';
import type { PinBriefInput } from '../../domain/brief/brief-context';
import { FactText } from '../pin/FactText';

function BlockView({ block }: { block: Block }) {
  const head = block.titled ? block[0] : undefined;
  const rest = block.titled ? block.slice(1) : block;
  return (
    <div className="fact-block">
      {head !== undefined && <h3>{head}</h3>}
      {rest.map((line, i) => (
        // The brief's own lines, bullets and indents included: shown as written, never parsed back.
        <p key={i} className="fact-line">
          <FactText text={line} />
        </p>
      ))}
    </div>
  );
}

function PinFactsOf({ side, input }: { side: 'A' | 'B'; input: PinBriefInput }) {
  const blocks = useMemo(() => pinBriefBlocks(input), [input]);
  return (
    <details className="pin-facts">
      <summary>
        <span className="pin-letter" aria-hidden="true">
          {side}
        </span>{' '}
        Every fact of pin {side}: {input.profile.subtitle}
      </summary>
      {blocks.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
    </details>
  );
}

export function PinFacts({ a, b }: { a: PinBriefInput; b: PinBriefInput }) {
  return (
    <section className="card pin-facts-all" aria-labelledby="pin-facts-heading">
      <h2 id="pin-facts-heading">Every fact of each pin</h2>
      <p className="muted">
        Each pin’s full brief, on its own: preflight, validation, rollback, hashes, figures and dates.
      </p>
      <div className="own-pair">
        <PinFactsOf side="A" input={a} />
        <PinFactsOf side="B" input={b} />
      </div>
    </section>
  );
}
