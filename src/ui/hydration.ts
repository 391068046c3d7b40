/**
 * Whether React is rendering what the server rendered: on the build's prerender
 * (ui/prerender.tsx) and in the render that hydrates a prerendered page, true; in every
 * render after, false. A component whose first render must match the prerendered page reads
 * this for its first value (useState's initial value) instead of the browser.
 *
 * It never re-renders anything when the hydration ends: a hook whose browser value differs
 * from its server value re-renders its component right after hydrating, and from the app's
 * root that was the whole page, once more, before the board could take a key.
 */
import { useSyncExternalStore } from 'react';

let hydrating = false;

/** main.tsx, just before it hydrates a prerendered page: the first render is the page's own. */
export function hydrationStarts(): void {
  hydrating = true;
}

/** After the hydrating render's effects (App): renders from now on follow the browser. */
export function hydrationEnded(): void {
  hydrating = false;
}

const never = () => () => {};
const inBrowser = () => hydrating;
const onServer = () => true;

export const useServerRender = (): boolean => useSyncExternalStore(never, inBrowser, onServer);
