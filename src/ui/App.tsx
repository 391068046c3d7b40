/**
 * The shell: header, then one view chosen by the hash route, each inside its own error
 * boundary keyed by the route, so one broken profile never blanks the app.
 *
 * The shell renders before any pin has arrived: the store fetches the catalogue's index and
 * each pin it is asked for (store.ts), and a pin view shows that it is loading until then.
 * It takes no pins of its own: what it shows is the store's (tests put every pin in the store
 * first, as the catalogue would).
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { viewKey } from '../state/route';
import { selectPinAvailability } from '../state/selectors';
import { useExplorer } from '../state/store';
import { type View } from '../state/types';
import { ErrorBoundary } from './ErrorBoundary';
import { hydrationEnded, useServerRender } from './hydration';
import { whenIdle } from './when-idle';
import { ViewNotices } from './local/LocalNotices';
import { useAddressSync, useRoute } from './routing';
import { Header } from './shell/Header';
import { PinLoadError, PinLoading } from './shell/PinLoading';
import { usePartReady } from './lazy';
import { Board, CompareView, PinList, PinView, UnknownPin, preloadView } from './views';
import './shell/shell.css';

const LOADED = 'loaded';

/** Whether every pin the view shows is in (or known not to come): the view's focus waits for it. */
const useViewSettled = (view: View): boolean =>
  useExplorer((s) =>
    view.kind === 'pin'
      ? selectPinAvailability(s, view.id) !== 'loading'
      : view.kind === 'compare'
        ? selectPinAvailability(s, view.a) !== 'loading' && selectPinAvailability(s, view.b) !== 'loading'
        : true,
  );

function ViewFor({ view }: { view: View }) {
  const pin = useExplorer((s) => (view.kind === 'pin' ? selectPinAvailability(s, view.id) : LOADED));
  const settled = useViewSettled(view);
  // The pin view shows once its code and its board's are in too (usually fetched beside the pin).
  const pinView = usePartReady(PinView);
  const board = usePartReady(Board);
  if (view.kind === 'pin') {
    if (pin === 'loaded' && pinView && board) return <PinView pinId={view.id} />;
    if (pin === 'loaded') return <PinLoading id={view.id} />;
    if (pin === 'loading') return <PinLoading id={view.id} />;
    if (pin === 'unknown')
      return (
        <Suspense fallback={<p className="muted">Loading the pin list…</p>}>
          <UnknownPin id={view.id} />
        </Suspense>
      );
    return <PinLoadError id={view.id} failure={pin} />;
  }
  if (view.kind === 'compare')
    return (
      <>
        {/* Beside the compare view, which stays mounted while its pins change (a picker keeps focus). */}
        {!settled && (
          <p className="muted" role="status">
            Loading the pins to compare…
          </p>
        )}
        <Suspense fallback={<p className="muted">Loading the compare view…</p>}>
          <CompareView a={view.a} b={view.b} />
        </Suspense>
      </>
    );
  return (
    <Suspense fallback={<p className="muted">Loading the pin list…</p>}>
      <PinList />
    </Suspense>
  );
}

const viewLabel = (view: View): string =>
  view.kind === 'pin' ? `The pin ${view.id}` : view.kind === 'compare' ? 'The compare view' : 'The pin list';

/**
 * After a route change (not the first view shown), move focus to the new view's heading,
 * once the view's pins are in (a pin on its way has no heading yet).
 */
function useFocusOnRouteChange(key: string, settled: boolean) {
  const first = useRef(true);
  useEffect(() => {
    // '' is no view yet: the first view shown keeps the focus where the page put it.
    if (!key || !settled) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // Once the new view is painted: focusing it in the same task would lay the whole view out
    // there and then, inside the task that rendered it (a large pin's view, a long task).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => document.querySelector<HTMLElement>('main h1')?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, settled]);
}

/** The hash is the route, so the skip link moves focus instead of following "#main". */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  document.getElementById('main')?.focus();
}

export function App() {
  const catalogueRequested = useExplorer((s) => s.catalogueRequested);
  // A prerendered pin page has its pin: the catalogue (the header's picker and compare link,
  // the related pins' links) comes when the browser is idle, once the board takes keys.
  const [catalogueAtIdle] = useState(useServerRender());
  // A layout effect, like the address below: the catalogue is asked for before the first paint.
  useLayoutEffect(() => {
    if (catalogueAtIdle) return whenIdle(catalogueRequested);
    catalogueRequested();
  }, [catalogueRequested, catalogueAtIdle]);
  // The view's code is fetched beside its pins, as soon as its route is opened.
  const shown = useAddressSync(preloadView);
  const view = useRoute();
  const settled = useViewSettled(view);
  // The compare view stays mounted while its pins change, so a picker keeps focus.
  const key = view.kind === 'compare' ? 'compare' : viewKey(view);
  useFocusOnRouteChange(shown ? key : '', settled);

  useEffect(() => {
    if (view.kind === 'home') document.title = 'Placement Explorer';
  }, [view]);
  // After the hydrating render's own effects (those of the hooks above and of every child).
  useEffect(hydrationEnded, []);

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        {shown && <ViewNotices />}
        {shown ? (
          <ErrorBoundary key={key} label={viewLabel(view)} fallback={<a href="#/">Back to the pin list</a>}>
            <ViewFor view={view} />
          </ErrorBoundary>
        ) : (
          <p className="muted">Loading profiles…</p>
        )}
      </main>
      <footer className="app-footer">
        <p>
          Placement Explorer shows community recipe pins as their sources state them. Nothing is deployed from
          this page, and no placement here is a memory-fit claim.
        </p>
      </footer>
    </>
  );
}
