/**
 * The glossary: each domain term the pages use, explained once, in this site's own words
 * (site notes, marked as such where shown). The UI offers an explanation at a term's first
 * use on each view; the words live here, not in components.
 */
export type GlossaryEntry = {
  id: string;
  /** The term as a heading: "file ledger". */
  term: string;
  /** Case-insensitive patterns that are this term in running text. */
  matches: RegExp;
  text: string;
};

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'file-ledger',
    term: 'file ledger',
    matches: /\bfile ledger\b/i,
    text: 'The checkpoint as files on disk: one row for the whole download. Its subcomponents (experts, dense weights, a vision tower) overlap it, so it is never added to them.',
  },
  {
    id: 'unified-pool',
    term: 'unified pool',
    matches: /\bunified pool\b|\bUMA\b/i,
    text: 'Unified memory (UMA): one memory pool per machine that the GPU and the CPU share. CPU memory is not extra capacity, and two machines are two separate pools.',
  },
  {
    id: 'resident-matmul',
    term: 'resident matmul',
    matches: /\bresident matmul\b/i,
    text: 'Weights that stay in memory and take part in every token’s matrix multiplications, unlike routed experts, of which only a few run per token.',
  },
  {
    id: 'ple',
    term: 'PLE',
    matches: /\bPLE\b/,
    text: 'Per-layer embeddings: an embedding table kept for each layer, which some model families have and others do not. A model without one shows the row as absent, not as zero bytes.',
  },
  {
    id: 'engram',
    term: 'Engram',
    matches: /\bEngram\b/,
    text: 'A large lookup-table memory (hashed n-gram embeddings) that some model designs add beside the experts. Being read by lookup, it can live outside GPU memory. A model without one shows the row as absent.',
  },
  {
    id: 'kda-state',
    term: 'KDA recurrent state',
    matches: /\bKDA\b|\brecurrent state\b/i,
    text: 'Kimi Delta Attention (KDA) is a linear-attention layer that keeps a fixed-size recurrent state per request instead of a growing KV cache. The state is runtime memory, not weights.',
  },
  {
    id: 'explored',
    term: 'explored',
    matches: /\bexplored\b/i,
    text: 'A placement you made by moving a row away from where the recipe pins it. It is shown and copied as an exploration, and never applied to the calculator verdict.',
  },
  {
    id: 'as-pinned',
    term: 'as pinned',
    matches: /\bas[- ]pinned\b/i,
    text: 'Where the recipe’s sources put each row, at the commit or date the pin records. “Reset to as-pinned” puts every row back there.',
  },
  {
    id: 'part',
    term: 'part',
    matches: /\bpart\b(?=:)/i,
    text: 'A share of one component that the source places apart from the rest, such as the experts of the first layers in host RAM. Each part is its own row; parts are never added together.',
  },
  {
    id: 'copy',
    term: 'copy',
    matches: /\bcopy\b/i,
    text: 'The same bytes kept a second time in another tier: a cache, write-through pages, the page cache. A copy is not more model and is never counted twice.',
  },
  {
    id: 'residence-not-stated',
    term: 'residence not stated',
    matches: /\bresidence not stated\b/i,
    text: 'The source does not say where this row lives. It is not a lane and not the file ledger, and no move is described for it.',
  },
  {
    id: 'prose-size',
    term: 'prose size',
    matches: /\bprose size\b/i,
    text: 'A size the source writes in words ("about 176 GB", "~600GB"). It is shown as written, with its qualifier, and never turned into a byte count or added to another.',
  },
  {
    id: 'tp-ep',
    term: 'TP and EP',
    matches: /\b(?:TP|EP) (?:unknown|\d+)\b/,
    text: 'Tensor parallelism (TP) splits each layer across that many GPUs; expert parallelism (EP) spreads the routed experts across GPUs. "Unknown" means the pin’s sources do not state it: it is not taken to be 1.',
  },
];

export const glossaryEntry = (id: string): GlossaryEntry | undefined => GLOSSARY.find((g) => g.id === id);

/** Where glossary terms occur in a text: the first occurrence of each term, in text order. */
export function findTerms(text: string): { id: string; start: number; end: number }[] {
  const found = GLOSSARY.flatMap((g) => {
    const m = g.matches.exec(text);
    return m ? [{ id: g.id, start: m.index, end: m.index + m[0].length }] : [];
  });
  // Overlapping matches keep the earlier, longer one.
  return found
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((t, i, all) => all.slice(0, i).every((o) => o.end <= t.start));
}
