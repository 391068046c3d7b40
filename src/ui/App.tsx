/**
 * The shell: header, then one view chosen by the hash route, each inside its own error
 * boundary keyed by the route, so one broken profile never blanks the app.
 * The load result comes in as a prop (the bundled profiles in the app, a synthetic result
 * in tests) and is handed to the store once.
 */
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { LoadResult } from '../profiles/validate';
import { viewKey } from '../state/link';
import { selectIsLoaded, selectProfile, useExplorer, type View } from '../state/store';
import { ErrorBoundary } from './ErrorBoundary';
import { ViewNotices } from './local/LocalNotices';
import { PinView } from './pin/PinView';
import { useHashRoute } from './routing';
import { Header } from './shell/Header';
import { PinList } from './shell/PinList';
import { UnknownPin } from './shell/UnknownPin';
import './shell/shell.css';

// The compare view (and the compare module) load when first opened, not at start-up.
const CompareView = lazy(() => import('./compare/CompareView').then((m) => ({ default: m.CompareView })));

function ViewFor({ view }: { view: View }) {
  const known = useExplorer((s) => (view.kind === 'pin' ? Boolean(selectProfile(s, view.id)) : true));
  if (view.kind === 'pin') return known ? <PinView pinId={view.id} /> : <UnknownPin id={view.id} />;
  if (view.kind === 'compare')
    return (
      <Suspense fallback={<p className="muted">Loading the compare view…</p>}>
        <CompareView a={view.a} b={view.b} />
      </Suspense>
    );
  return <PinList />;
}

const viewLabel = (view: View): string =>
  view.kind === 'pin' ? `The pin ${view.id}` : view.kind === 'compare' ? 'The compare view' : 'The pin list';

/** After a route change (not the first view shown), move focus to the new view's heading. */
function useFocusOnRouteChange(key: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // '' is no view yet: the first view shown keeps the focus where the page put it.
      if (key) first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [key]);
}

/** The hash is the route, so the skip link moves focus instead of following "#main". */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  document.getElementById('main')?.focus();
}

export function App({ load }: { load: LoadResult }) {
  const profilesLoaded = useExplorer((s) => s.profilesLoaded);
  // Local files add pins to s.profiles, so readiness compares the loaded arrays.
  const ready = useExplorer((s) => selectIsLoaded(s, load));
  // A layout effect, like the address below, so the address is opened with these pins.
  useLayoutEffect(() => {
    if (!ready) profilesLoaded(load.profiles, load.hardware, load.errors);
  }, [load, ready, profilesLoaded]);
  const opened = useHashRoute();
  const shown = ready && opened;
  const view = useExplorer((s) => s.view);
  // The compare view stays mounted while its pins change, so a picker keeps focus.
  const key = view.kind === 'compare' ? 'compare' : viewKey(view);
  useFocusOnRouteChange(shown ? key : '');

  useEffect(() => {
    if (view.kind === 'home') document.title = 'Placement Explorer';
  }, [view]);

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
