/**
 * Wiring only: the shell. The store starts empty and fetches the catalogue and the linked
 * pin (state/store.ts); the shell opens the linked view (ui/routing.ts) before its first
 * paint and shows each pin when it arrives. A pin's prerendered page (pin/<id>/) already
 * holds its view and its pin: it is hydrated once the pin view's and board's code is in.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
// Tokens and base first, then shared pieces; each view's styles come with its components.
import './ui/styles.css';
import './ui/shared.css';
import { explorerStore, prerenderedPin } from './state/store';
import { pinHref } from './state/route';
import { AppRoot } from './ui/AppRoot';
import { guardFileDrops } from './ui/local/guard-file-drops';
import { hydrationStarts } from './ui/hydration';
import { pinViewReady } from './ui/views';
import { stopHoldingKeys } from './ui/early-keys';

// A file dropped outside the drop zone must not replace the page (and the user's explorations).
guardFileDrops(window);

const container = document.getElementById('root')!;
const app = (
  <AppRoot store={explorerStore} serverHash={prerenderedPin === undefined ? '#/' : pinHref(prerenderedPin)} />
);
/**
 * React handles the page's keys from its first render on; a pick-up key pressed on the
 * prerendered board before then is held for the board (ui/early-keys.ts).
 */
function start(hydrate: boolean): void {
  stopHoldingKeys();
  if (!hydrate) {
    createRoot(container).render(app);
    return;
  }
  hydrationStarts();
  hydrateRoot(container, app);
}

// The pin view's own parts (the board first) must be in before the page hydrates: a part
// still waiting for its code when the store next changes would be rendered afresh instead
// of hydrated. Their script is preloaded by the page; the sections below the board come
// after it and hydrate when they are in (ui/pin/PinView.tsx keeps their markup till then).
// Without the board's code (offline) the page is rendered afresh and says what is missing.
if (prerenderedPin === undefined) start(false);
else
  pinViewReady().then(
    () => start(true),
    () => start(false),
  );
