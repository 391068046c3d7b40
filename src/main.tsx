/**
 * Wiring only: the shell. The store starts empty and fetches the catalogue and the linked
 * pin (state/store.ts); the shell opens the linked view (ui/routing.ts) before its first
 * paint and shows each pin when it arrives.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Tokens and base first, then shared pieces; each view's styles come with its components.
import './ui/styles.css';
import './ui/shared.css';
import { App } from './ui/App';
import { guardFileDrops } from './ui/local/open-local-file';

// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
