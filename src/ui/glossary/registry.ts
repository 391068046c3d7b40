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
 * The first use is the first a reader sees without opening anything: a use inside a fold (a
 * `<details>`, outside its summary) comes after every use outside one, whether the fold is
 * open or not, so a tip neither hides in a closed fold nor moves when a fold opens. A term
 * used only inside folds keeps its tip at the first of those uses.
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

/** Whether a node is inside a fold's folded part (any `<details>` around it, its summary aside). */
function isFolded(node: Element): boolean {
  for (let fold = node.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) {
    const summary = fold.querySelector(':scope > summary');
    if (!summary?.contains(node)) return true;
  }
  return false;
}

type Use = { key: string; node: Element; folded: boolean };

/** Whether `a` is an earlier use than `b`: outside folds first, then in document order. */
const before = (a: Use, b: Use) =>
  a.folded !== b.folded
    ? !a.folded
    : !!(b.node.compareDocumentPosition(a.node) & Node.DOCUMENT_POSITION_PRECEDING);

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
      let best: Use | undefined;
      for (const [key, node] of byKey) {
        if (!node.isConnected) continue;
        const use = { key, node, folded: isFolded(node) };
        if (!best || before(use, best)) best = use;
      }
      if (best) next.set(term, best.key);
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
