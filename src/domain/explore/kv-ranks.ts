/**
 * The KV cache across tensor-parallel ranks on a HiCache pin (issue 30, item 8). SGLang's HiCache
 * design states the rule: under multi-TP an MHA model's rank holds 1/tp_size of each token's KV,
 * an MLA model's every rank holds the whole of it. Where a cited source says which attention the
 * pin's model uses, the rule decides the consequence (MLA: the whole KV on every rank, not split);
 * otherwise the consequence is "not stated". Per-rank byte figures only as the pin publishes them.
 * Data, no words: the pin page formats it.
 */
import type { Bytes } from '../profile/schema/primitives';
import type { Profile } from '../profile/schema/profile';

/** A quote from a public repository's file at a commit, with the date it was read. */
export type RepoQuote = { quote: string; repo: string; path: string; commit: string; checked: string };

/** The pin's own source for the rule, quoted word for word (profiles/sources/sglang-hicache-design.txt). */
export const KV_RANK_RULE = {
  quote:
    'For MHA (Multi-Head Attention) models under multi-TP, each rank holds `1/tp_size` of a token\u2019s KV data. In contrast, for MLA (Multi-Layer Attention) models, all ranks hold the complete and identical KV data for each token.',
  source: 'sglang-hicache-design',
} as const;

type Attention = { kind: 'MLA' | 'MHA'; cites: readonly RepoQuote[] };

/**
 * Which attention a model uses, by its name as pins state it, only where public sources say so.
 * DeepSeek-R1: its README says it is trained on DeepSeek-V3-Base and points to DeepSeek-V3 for
 * the architecture, whose README says it adopts MLA. Excerpts in tests/fixtures/attention-sources.
 */
export const ATTENTION_OF: Readonly<Record<string, Attention>> = {
  'DeepSeek-R1': {
    kind: 'MLA',
    cites: [
      {
        quote: 'DeepSeek-R1-Zero & DeepSeek-R1 are trained based on DeepSeek-V3-Base.',
        repo: 'deepseek-ai/DeepSeek-R1',
        path: 'README.md',
        commit: '0cf78561f1d51c84a21b2190626b21116d5c68bb',
        checked: '2026-12-02',
      },
      {
        quote:
          'To achieve efficient inference and cost-effective training, DeepSeek-V3 adopts Multi-head Latent Attention (MLA) and DeepSeekMoE architectures, which were thoroughly validated in DeepSeek-V2.',
        repo: 'deepseek-ai/DeepSeek-V3',
        path: 'README.md',
        commit: '9b4e9788e4a3a731f7567338ed15d3ec549ce03b',
        checked: '2026-12-02',
      },
    ],
  },
};

export type KvRanks = {
  tp: number;
  /** The component the rule concerns, by its label on the board. */
  kvLabel: string;
  attention: Attention | 'not-stated';
  /** MLA: every rank holds the whole KV; MHA: each rank 1/tp of it; not stated when the attention is not. */
  consequence: 'whole-on-every-rank' | 'share-per-rank' | 'not-stated';
  /** Exact KV bytes per rank as the pin publishes them, or "unknown". */
  perRankBytes: readonly Bytes[] | 'unknown';
};

/** The KV-per-rank consequence of a pin that cites the HiCache design, at a stated TP above 1. */
export function kvRanksOf(profile: Profile): KvRanks | undefined {
  if (!profile.sources.some((s) => s.id === KV_RANK_RULE.source)) return undefined;
  const tp = profile.tp;
  if (typeof tp !== 'number' || tp < 2) return undefined;
  const kv = profile.components.find((c) => c.kind === 'kv-cache' && c.presence === 'present');
  if (!kv) return undefined;
  const attention = ATTENTION_OF[profile.model.name] ?? 'not-stated';
  return {
    tp,
    kvLabel: kv.label,
    attention,
    consequence:
      attention === 'not-stated'
        ? 'not-stated'
        : attention.kind === 'MLA'
          ? 'whole-on-every-rank'
          : 'share-per-rank',
    perRankBytes: kv.perRankBytes,
  };
}
