/**
 * Sentences of a profile one after another, each its own sentence (domain/prose-run.ts): a
 * quoted fragment in quotation marks, and a quiet attribution on each quote when the run
 * mixes sources. `as="list"` puts each on a line of its own.
 */
import { useContext } from 'react';
import { proseRun, type RunItem } from '../../domain/profile/prose-run';
import { sourceName } from '../../domain/profile/stated-values';
import type { Prose } from '../../domain/profile/schema/primitives';
import { FactText } from './FactText';
import { ProseText, ProvenanceContext, type Provenance } from './ProseText';

function Item({ item, value, owner }: { item: RunItem; value: Prose; owner: Provenance['owner'] }) {
  const { show } = useContext(ProvenanceContext);
  if (item.origin.kind === 'site-note' || (!item.fragment && !item.attribute))
    return <ProseText value={value} owner={owner} />;
  const source = item.origin.source;
  return (
    <>
      {item.fragment ? (
        <q>
          <FactText text={item.text} />
        </q>
      ) : (
        <FactText text={item.text} />
      )}
      {(item.attribute || show) && (
        <>
          {' '}
          <cite className="prose-source">
            {show ? 'quoted from ' : '— '}
            {source ? sourceName(source) : 'a source not listed'}
          </cite>
        </>
      )}
    </>
  );
}

export function ProseRun({
  values,
  owner,
  as = 'inline',
  className,
}: {
  values: readonly Prose[];
  owner?: Provenance['owner'];
  as?: 'inline' | 'list';
  className?: string;
}) {
  const ctx = useContext(ProvenanceContext);
  const from = owner ?? ctx.owner;
  const items = proseRun(values, from);
  if (as === 'list')
    return (
      <ul className={className}>
        {items.map((item, i) => (
          <li key={i}>
            <Item item={item} value={values[i]!} owner={from} />
          </li>
        ))}
      </ul>
    );
  return items.map((item, i) => (
    <span key={i}>
      {i > 0 && ' '}
      <Item item={item} value={values[i]!} owner={from} />
    </span>
  ));
}
