/**
 * The format's limits: how many of each thing one profile or hardware file may hold, and how
 * long one string may be. Each is far above what real recipes need (the largest bundled or
 * fixture value is beside it, measured 2026-12-01), and low enough that the largest valid
 * pin still validates, renders and moves a row without freezing the tab. profiles/README.md
 * lists them; an error names the limit and the path.
 */
export const LIMITS = {
  /** Characters in one string (a quote, a label, a note). Real recipes: 339. */
  textLength: 4_000,
  /** Characters in one id. Real recipes: 49. */
  idLength: 128,
  /** Components in one profile. Real recipes: 10. */
  components: 64,
  /** Board rows in one profile (each part and copy is a row). Real recipes: 10. */
  rows: 64,
  /** Parts in one split (a per-layer split of a 61-layer model fits). Real recipes: 2. */
  splitParts: 64,
  /** Copies beside one home. Real recipes: 2. */
  copies: 16,
  /** Lanes of one hardware file (and residences or refusals of one row). Real recipes: 4. */
  lanes: 32,
  /** Stated values in one conflict between sources. Real recipes: 3. */
  conflictValues: 16,
  /** Settings in one profile. Real recipes: 6. */
  settings: 64,
  /** Options of one setting. Real recipes: 6. */
  options: 64,
  /** Per-rank byte counts of one component (ranks). Real recipes: 2. */
  ranks: 1_024,
  /** Entries of any other list (caveats, notes, figures, sources, rows an option opens). Real recipes: 23. */
  list: 200,
} as const;

/** "at most 256 parts per split (the format's limit, LIMITS.splitParts)" */
export const atMost = (limit: keyof typeof LIMITS, what: string): string =>
  `at most ${LIMITS[limit].toLocaleString('en-US')} ${what} (the format's limit, LIMITS.${limit})`;
