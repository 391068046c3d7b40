/**
 * Explanations of domain terms on demand. After a term's first use on a view sits a small
 * "?" button ("What is file ledger?") that shows or hides the explanation right after it,
 * by keyboard or pointer, and tells screen readers whether it is expanded: never a
 * hover-only title. The words come from the glossary data (src/domain/text/glossary.ts).
 */
import {
  Fragment,
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { findTerms, glossaryEntry } from '../../domain/text/glossary';
import { createGlossaryRegistry, type GlossaryRegistry } from './registry';
import './glossary.css';

const GlossaryContext = createContext<GlossaryRegistry | null>(null);

/** One view: the first use of each term inside it offers the explanation. */
export function GlossaryScope({ children }: { children: ReactNode }) {
  const [registry] = useState(createGlossaryRegistry);
  return <GlossaryContext.Provider value={registry}>{children}</GlossaryContext.Provider>;
}

const never = () => () => {};
const notYet = () => false;

/** The "?" after a term, shown only at the term's first use on the view. */
export function TermTip({ term }: { term: string }) {
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
  const panel = `${key}-explain`;
  return (
    <span ref={anchor} className="term-tip">
      {first && (
        <>
          <button
            type="button"
            className="term-button"
            aria-expanded={open}
            aria-controls={panel}
            aria-label={`What is ${entry.term}?`}
            onClick={() => setOpen((o) => !o)}
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
      )}
    </span>
  );
}

/** Text in which each glossary term is followed by its tip (shown at the view's first use). */
export function GlossaryText({ text }: { text: string }) {
  const terms = findTerms(text);
  if (terms.length === 0) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const t of terms) {
    out.push(
      <Fragment key={t.start}>
        {text.slice(at, t.end)}
        <TermTip term={t.id} />
      </Fragment>,
    );
    at = t.end;
  }
  out.push(text.slice(at));
  return out;
}
