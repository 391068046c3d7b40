/**
 * Wiring only: the build-time validated profiles and the shell. The store starts with the
 * bundled pins; the shell opens the linked view (ui/routing.ts) before its first paint.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:bundled-profiles';
// Tokens and base first, then shared pieces; each view's styles come with its components.
import './ui/styles.css';
import './ui/shared.css';
import { App } from './ui/App';
import { guardFileDrops } from './ui/local/open-local-file';

// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App load={bundled} />
  </StrictMode>,
);
