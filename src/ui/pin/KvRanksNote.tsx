/**
 * On a HiCache pin at TP above 1: what the HiCache design's MHA/MLA rule means for this pin's KV
 * cache across its ranks (issue 30, item 8). The rule is quoted from the pin's own source; the
 * model's attention from its publisher's repositories, with commit and date read; the consequence
 * is drawn only where both are cited, else "not stated". KV bytes per rank as the pin publishes them.
 */
import { useId } from 'react';
import { ATTENTION_OF, kvRanksOf, KV_RANK_RULE, type RepoQuote } from '../../domain/explore/kv-ranks';
import type { Profile } from '../../domain/profile/schema/profile';
import { formatBytes } from '../../domain/units/bytes';
import { ProseText } from './ProseText';

const SiteNote = () => (
  <span className="site-note" title="This site's own wording, not a quote of a source">
    site note
  </span>
);

function Cite({ c }: { c: RepoQuote }) {
  return (
    <li>
      “{c.quote}”{' '}
      <cite>
        ({c.repo}, {c.path} at <code>{c.commit.slice(0, 7)}</code>, read {c.checked})
      </cite>
    </li>
  );
}

export function KvRanksNote({ profile }: { profile: Profile }) {
  const id = useId();
  const k = kvRanksOf(profile);
  if (!k) return null;
  const rule = profile.sources.find((s) => s.id === KV_RANK_RULE.source);
  const model = profile.model.name;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>
        {k.kvLabel} across the {k.tp} tensor-parallel ranks
      </h2>
      <p>
        The rule, from {rule?.name ?? KV_RANK_RULE.source}:{' '}
        <q>
          <ProseText value={{ quote: KV_RANK_RULE.quote, source: KV_RANK_RULE.source }} owner={profile} />
        </q>
      </p>
      {k.attention === 'not-stated' ? (
        <p>
          Whether {model} uses MHA or MLA: not stated by the sources read, so how its KV cache is shared
          across the ranks is not stated here. <SiteNote />
        </p>
      ) : (
        <>
          <p>
            {model} uses {k.attention.kind}, as its publisher’s repositories say:
          </p>
          <ul>
            {ATTENTION_OF[model]!.cites.map((c) => (
              <Cite key={c.repo} c={c} />
            ))}
          </ul>
          <p>
            <strong>
              {k.consequence === 'whole-on-every-rank'
                ? `So each of the ${k.tp} ranks holds the whole KV cache of every token, not 1/${k.tp} of it: the KV cache is not split across the ranks, and each rank’s KV is as large as the whole.`
                : `So each of the ${k.tp} ranks holds 1/${k.tp} of each token’s KV cache.`}
            </strong>{' '}
            <SiteNote />
          </p>
        </>
      )}
      <p>
        KV bytes per rank:{' '}
        {k.perRankBytes === 'unknown'
          ? 'not stated by the pin’s sources.'
          : k.perRankBytes.map((b) => formatBytes(b)).join(', ')}
      </p>
    </section>
  );
}
