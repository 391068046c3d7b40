/**
 * Wiring only: the shell. The store starts empty and fetches the catalogue and the linked
 * pin (state/store.ts); the shell opens the linked view (ui/routing.ts) before its first
 * paint and shows each pin when it arrives. A pin's prerendered page (pin/<id>/) already
 * holds its view and its pin: it is hydrated.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
// Tokens and base first, then shared pieces; each view's styles come with its components.
import './ui/styles.css';
import './ui/shared.css';
import { explorerStore, prerenderedPin } from './state/store';
import { AppRoot } from './ui/AppRoot';
import { guardFileDrops } from './ui/local/open-local-file';

// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

const container = document.getElementById('root')!;
const app = <AppRoot store={explorerStore} />;
// A pin's page hydrates at once: what it shows is hydrated as the code for each part comes.
if (prerenderedPin === undefined) createRoot(container).render(app);
else hydrateRoot(container, app);
