/**
 * Wiring only: the build-time validated profiles and the shell. The store starts with the
 * bundled pins; the shell opens the linked view (ui/routing.ts) before its first paint.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:bundled-profiles';
import { App } from './ui/App';
import { guardFileDrops } from './ui/local/open-local-file';
import './ui/styles.css';

// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App load={bundled} />
  </StrictMode>,
);
