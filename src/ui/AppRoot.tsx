/**
 * The whole app as the page renders it, around a store: the browser renders or hydrates it
 * with the app's store (main.tsx), the build's prerender with a store per pin page
 * (prerender.tsx). One tree for both, so hydration meets the markup it expects.
 */
import { StrictMode } from 'react';
import { ExplorerStoreProvider, type explorerStore } from '../state/store';
import { App } from './App';

export function AppRoot({ store }: { store: typeof explorerStore }) {
  return (
    <StrictMode>
      <ExplorerStoreProvider value={store}>
        <App />
      </ExplorerStoreProvider>
    </StrictMode>
  );
}
