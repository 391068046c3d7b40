/**
 * One sentence of a profile, rendered as text (never HTML), without the markdown markup a
 * quoted README carries ("> **Note …**" reads "Note …"). A site note, this site's own
 * wording, carries a visible "site note" mark with an accessible name. When the reader asks
 * for sources ("Show where each sentence comes from"), a quote is followed by the name of
 * the source it quotes; otherwise nothing is added, so the page stays uncluttered.
 */
import { createContext, useContext } from 'react';
import { proseOrigin, proseText } from '../../domain/profile/prose';
import { sourceName } from '../../domain/profile/stated-values';
import { plainMarkdown } from '../../domain/text/plain-markdown';
import type { Prose } from '../../domain/profile/schema/primitives';
import type { Source } from '../../domain/profile/schema/sources';
import { FactText } from './FactText';
import './prose-text.css';

export type Provenance = {
  owner: { sources: readonly Source[]; quotesFrom?: string | undefined };
  show: boolean;
};
export const ProvenanceContext = createContext<Provenance>({ owner: { sources: [] }, show: false });

export function ProseText({ value, owner }: { value: Prose; owner?: Provenance['owner'] }) {
  const ctx = useContext(ProvenanceContext);
  const origin = proseOrigin(value, owner ?? ctx.owner);
  return (
    <>
      <FactText text={plainMarkdown(proseText(value))} />
      {origin.kind === 'site-note' ? (
        <>
          {' '}
          <span className="site-note" title="This site's own wording, not a quote of a source">
            site note
          </span>
        </>
      ) : (
        ctx.show && (
          <>
            {' '}
            <cite className="prose-source">
              quoted from {origin.source ? sourceName(origin.source) : 'a source not listed'}
            </cite>
          </>
        )
      )}
    </>
  );
}
