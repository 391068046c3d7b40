/**
 * Which use of each glossary term is its first on the view. Every place that can offer an
 * explanation registers its element under a key; after the commit, the one first in document
 * order wins, and only places whose answer changed re-render. Kept outside React state so a
 * move re-renders only the rows it touches.
 *
 * A row card registers under a key of its own row (not of its React instance), so a card
 * that a move mounts afresh in another lane is asked with the answer it had: it renders its
 * tips right the first time, and nothing re-renders unless the move changed a first use.
 * Once the view has settled, a term nobody uses yet is first wherever it turns up.
 *
 * A registry made `held` (a prerendered page's view, while it hydrates) answers "not first"
 * everywhere, as the page's markup does, until `release`: its parts hydrate one boundary at
 * a time, and each would otherwise have re-rendered every tip before the board took a key.
 */
type Listener = () => void;

export type GlossaryRegistry = {
  register: (term: string, key: string, node: Element) => () => void;
  isFirst: (term: string, key: string) => boolean;
  subscribe: (listener: Listener) => () => void;
  /** Answers from now on (a held registry), once. */
  release: () => void;
};

export function createGlossaryRegistry({ held = false }: { held?: boolean } = {}): GlossaryRegistry {
  const nodes = new Map<string, Map<string, Element>>();
  let winners = new Map<string, string>();
  let settled = false;
  const listeners = new Set<Listener>();
  let scheduled = false;

  const recompute = () => {
    scheduled = false;
    settled = true;
    const next = new Map<string, string>();
    for (const [term, byKey] of nodes) {
      let best: [string, Element] | undefined;
      for (const entry of byKey)
        if (
          entry[1].isConnected &&
          (!best || best[1].compareDocumentPosition(entry[1]) & Node.DOCUMENT_POSITION_PRECEDING)
        )
          best = entry;
      if (best) next.set(term, best[0]);
    }
    const changed = next.size !== winners.size || [...next].some(([t, k]) => winners.get(t) !== k);
    winners = next;
    if (changed) listeners.forEach((l) => l());
  };
  const schedule = () => {
    if (scheduled || held) return;
    scheduled = true;
    queueMicrotask(recompute);
  };

  return {
    register(term, key, node) {
      let byKey = nodes.get(term);
      if (!byKey) nodes.set(term, (byKey = new Map()));
      byKey.set(key, node);
      schedule();
      return () => {
        byKey.delete(key);
        schedule();
      };
    },
    isFirst: (term, key) => {
      const winner = winners.get(term);
      return winner === undefined ? settled : winner === key;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      if (!held) return;
      held = false;
      schedule();
    },
  };
}
