/**
 * Explanations of domain terms on demand. After a term's first use on a view sits a small
 * "?" button ("What is file ledger?") that shows or hides the explanation right after it,
 * by keyboard or pointer, and tells screen readers whether it is expanded: never a
 * hover-only title. The words come from the glossary data (src/domain/text/glossary.ts).
 */
import {
  Fragment,
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { findTerms, glossaryEntry } from '../../domain/text/glossary';
import { useServerRender } from '../hydration';
import { whenIdle } from '../when-idle';
import { createGlossaryRegistry, type GlossaryRegistry } from './registry';
import './glossary.css';

const GlossaryContext = createContext<GlossaryRegistry | null>(null);

/**
 * One view: the first use of each term inside it offers the explanation. On a prerendered
 * page the tips come when the browser is idle, once the page has hydrated (registry.ts).
 */
export function GlossaryScope({ children }: { children: ReactNode }) {
  const held = useServerRender();
  const [registry] = useState(() => createGlossaryRegistry({ held }));
  useEffect(() => whenIdle(registry.release), [registry]);
  return <GlossaryContext.Provider value={registry}>{children}</GlossaryContext.Provider>;
}

const never = () => () => {};
const notYet = () => false;

/**
 * The "?" button and the explanation it shows or hides, for a term at its first use. A plain
 * function, not a component: a card's tips are part of the card.
 */
function tipBody({
  entry,
  panel,
  open,
  toggle,
}: {
  entry: { term: string; text: string };
  panel: string;
  open: boolean;
  toggle: () => void;
}): ReactNode {
  return (
    <>
      <button
        type="button"
        className="term-button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`What is ${entry.term}?`}
        onClick={toggle}
      >
        ?
      </button>
      <span id={panel} className="term-explain" role="note" hidden={!open}>
        <strong>{entry.term}:</strong> {entry.text}{' '}
        <span className="site-note" title="This site's own wording, not a quote of a source">
          site note
        </span>
      </span>
    </>
  );
}

/**
 * The "?" after a term, shown only at the term's first use on the view. Memoised: the text
 * around it re-renders with its parent, and the tip follows only the registry and its term.
 */
export const TermTip = memo(function TermTip({ term }: { term: string }) {
  const registry = useContext(GlossaryContext);
  const key = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (registry && anchor.current) return registry.register(term, key, anchor.current);
  }, [registry, term, key]);
  // Known only once the view is in the page (a prerendered page gets its tips on hydration).
  const first = useSyncExternalStore(
    registry ? registry.subscribe : never,
    useCallback(() => registry?.isFirst(term, key) ?? false, [registry, term, key]),
    notYet,
  );
  const entry = glossaryEntry(term);
  if (!entry) return null;
  return (
    <span ref={anchor} className="term-tip">
      {first && tipBody({ entry, panel: `${key}-explain`, open, toggle: () => setOpen((o) => !o) })}
    </span>
  );
});

/** Text in which each glossary term is followed by its tip (shown at the view's first use). */
export function GlossaryText({ text }: { text: string }) {
  return glossaryNodes(text, (term) => <TermTip term={term} />);
}

/** Where a term of a text is followed by its tip: the text's pieces, each tip from `tip`. */
export function glossaryNodes(text: string, tip: (term: string) => ReactNode): ReactNode {
  const terms = findTerms(text);
  if (terms.length === 0) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const t of terms) {
    out.push(
      <Fragment key={t.start}>
        {text.slice(at, t.end)}
        {tip(t.id)}
      </Fragment>,
    );
    at = t.end;
  }
  out.push(text.slice(at));
  return out;
}

const NO_TERMS = '';

/** What a card's tips need to render: which terms it holds the first use of, and which are open. */
export type CardTips = {
  first: ReadonlySet<string>;
  open: ReadonlySet<string>;
  toggle: (term: string) => void;
  id: string;
};

/**
 * The glossary tips of one row card, as part of the card itself rather than a component per
 * tip: a move mounts the moved card afresh, and its tips come with it. `owner` names the
 * card's row (the same on every mount), `terms` are the terms its text holds. Only a term's
 * first use in the card can be its first on the view, so that one use is registered
 * (`cardTip` renders it, with the "?" where this card holds the view's first use).
 */
export function useCardTips(
  owner: string,
  terms: readonly string[],
  card: RefObject<HTMLElement | null>,
): CardTips {
  const registry = useContext(GlossaryContext);
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const key = terms.join(' ');
  // After every render of the card (it renders seldom): which element holds a term's first
  // use can change with its text, not only with its terms.
  useLayoutEffect(() => {
    const root = card.current;
    if (!registry || !root) return;
    const marks = new Map<string, Element>();
    for (const el of root.querySelectorAll('[data-term]')) {
      const term = el.getAttribute('data-term')!;
      if (!marks.has(term)) marks.set(term, el);
    }
    const off = [...marks].map(([term, el]) => registry.register(term, owner, el));
    return () => off.forEach((f) => f());
  });
  // The terms this card holds the view's first use of, as one string (a stable snapshot).
  const firsts = useSyncExternalStore(
    registry ? registry.subscribe : never,
    useCallback(
      () =>
        registry && key
          ? key
              .split(' ')
              .filter((t) => registry.isFirst(t, owner))
              .join(' ')
          : NO_TERMS,
      [registry, owner, key],
    ),
    () => NO_TERMS,
  );
  const toggle = useCallback(
    (term: string) =>
      setOpen((o) => {
        const next = new Set(o);
        if (!next.delete(term)) next.add(term);
        return next;
      }),
    [],
  );
  return { first: new Set(firsts ? firsts.split(' ') : []), open, toggle, id };
}

/**
 * A term's mark in a card: the "?" and its explanation where the card holds the view's first
 * use. `seen` holds the terms already marked in this card: a later use is never the first.
 */
export function cardTip(tips: CardTips, term: string, seen: Set<string>): ReactNode {
  if (seen.has(term)) return null;
  seen.add(term);
  const entry = glossaryEntry(term);
  if (!entry) return null;
  return (
    <span className="term-tip" data-term={term}>
      {tips.first.has(term) &&
        tipBody({
          entry,
          panel: `${tips.id}-${term}-explain`,
          open: tips.open.has(term),
          toggle: () => tips.toggle(term),
        })}
    </span>
  );
}
