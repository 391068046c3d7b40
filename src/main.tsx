/** Wiring only: the build-time validated profiles, the store, the route, the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:bundled-profiles';
import { useExplorer } from './state/store';
import { App } from './ui/App';
import { parseHash } from './ui/routing';
import './ui/styles.css';

// The store starts with the bundled pins; open the linked view before the first paint.
useExplorer.getState().viewChanged(parseHash(window.location.hash));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App load={bundled} />
  </StrictMode>,
);
