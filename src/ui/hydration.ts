/**
 * Whether React is rendering what the server rendered: on the build's prerender (ui/prerender.tsx)
 * and while the page hydrates, true; in every render after, false. A component whose first
 * render must match the prerendered page reads this instead of the browser.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

export const useServerRender = (): boolean => useSyncExternalStore(never, inBrowser, onServer);
