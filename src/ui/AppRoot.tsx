/**
 * The whole app as the page renders it, around a store: the browser renders or hydrates it
 * with the app's store (main.tsx), the build's prerender with a store per pin page
 * (prerender.tsx). One tree for both, so hydration meets the markup it expects.
 */
import { StrictMode } from 'react';
import { ExplorerStoreProvider, type explorerStore } from '../state/store';
import { App } from './App';
import { ServerRoute } from './routing';

/**
 * `serverHash`: the route a server render shows, the prerendered pin's (the build renders
 * that route; its hydration renders it again before the address is read).
 */
export function AppRoot({ store, serverHash = '#/' }: { store: typeof explorerStore; serverHash?: string }) {
  return (
    <StrictMode>
      <ExplorerStoreProvider value={store}>
        <ServerRoute value={serverHash}>
          <App />
        </ServerRoute>
      </ExplorerStoreProvider>
    </StrictMode>
  );
}
