/**
 * Code that a view loads on demand, and can start loading early: the router asks for a
 * view's code together with its pin, so it is usually in by the time the pin is. Once a
 * module is in, the component renders at once (no Suspense fallback): its loader hands
 * React an already-settled thenable, which React reads without suspending.
 */
import { lazy, useEffect, useState, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export function preloadable<P extends object>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = (): Promise<Loaded<P>> =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        // A failed chunk (offline) may be asked again on the next view.
        loading = undefined;
        throw e;
      },
    ));
  const Component = lazy(() =>
    loaded ? ({ then: (done: (m: Loaded<P>) => void) => done(loaded!) } as Promise<Loaded<P>>) : preload(),
  );
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * True once `part`'s code is in (or failed: its Suspense boundary then shows the way).
 * A view waits on this rather than suspending: React holds back revealing a suspended
 * boundary's content for a while after its fallback showed, which would delay the board.
 */
export function usePartReady(part: { preload: () => Promise<unknown>; isLoaded: () => boolean }): boolean {
  const [ready, setReady] = useState(part.isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    part.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}
