/** Wiring only: the build-time validated profiles, the store, the route, the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import bundled from 'virtual:bundled-profiles';
import { App } from './ui/App';
import { guardFileDrops } from './ui/local/open-local-file';
import { openLocation } from './ui/routing';
import './ui/styles.css';

// The store starts with the bundled pins; open the linked view and explorations before the first paint.
openLocation();
// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App load={bundled} />
  </StrictMode>,
);
