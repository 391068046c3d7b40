/**
 * The build's prerender (profiles/pin-pages-plugin.ts builds this file for Node and runs it):
 * each pin's page rendered to HTML by the app's own components, from a store that holds that
 * pin alone, as the page's store starts in the browser (state/store.ts), so the page hydrates
 * without a mismatch. Never part of the app's bundle.
 */
import { renderToString } from 'react-dom/server';
import type { PinFile } from '../profiles/catalogue';
import { createExplorerStore } from '../state/explorer-store';
import { pinHref } from '../state/route';
import { AppRoot } from './AppRoot';
import { preloadAll } from './views';

/** Loads the parts the app loads on demand, so every page renders whole. */
export const prepare = (): Promise<unknown> => preloadAll();

/** The markup inside #root for one pin's page. */
export const renderPin = (file: PinFile): string =>
  renderToString(
    <AppRoot store={createExplorerStore({ page: file })} serverHash={pinHref(file.profile.id)} />,
  );
