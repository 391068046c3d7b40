/**
 * The preload script, run before the app's own script has arrived (built on its own by the
 * catalogue plugin, profiles/bundled-plugin.ts, as `assets/preload-<hash>.js`; async, no
 * inline code, for the CSP). It reads the route with the app's own codec and adds
 * <link rel=preload as=fetch> for the files of the pins the address names (high priority)
 * and for the index (low beside a pin, high on the pin list); on a pin link also
 * <link rel=modulepreload> for the board's code; on a pin's own page the index comes low.
 * The app's fetch() then reuses them.
 *
 * Its script tag says where the catalogue is (data-catalogue, data-index) and which chunks
 * the pin view needs (data-pin-view).
 *
 * It also holds a pick-up key pressed on a prerendered board before the board listens
 * (early-keys.ts), so that first Space is not lost.
 */
import { isPinId } from '../domain/profile/schema/pin-id';
import { CATALOGUE_DIR } from '../profiles/catalogue';
import { pathRouteOf, pinsOf, routeOf } from '../state/route';
import { holdEarlyPickUp } from './early-keys';

holdEarlyPickUp();

const script = document.currentScript;
const data = script instanceof HTMLScriptElement ? script.dataset : {};
const catalogue = data.catalogue ?? 'pins/';

function link(rel: 'preload' | 'modulepreload', href: string, priority?: 'high' | 'low'): void {
  const e = document.createElement('link');
  e.rel = rel;
  e.href = href;
  if (rel === 'preload') {
    e.as = 'fetch';
    e.crossOrigin = 'anonymous';
    if (priority) e.fetchPriority = priority;
  } else e.crossOrigin = '';
  document.head.appendChild(e);
}

const view = routeOf(window.location.hash);
const pins = pinsOf(view).filter(isPinId);
for (const id of pins) link('preload', `${catalogue}${encodeURIComponent(id)}.json`, 'high');
if (view.kind === 'pin' && pins.length > 0)
  for (const url of (data.pinView ?? '').split(' ')) if (url) link('modulepreload', url);
// A pin's own page (pin/<id>/) holds its pin and preloads its view itself: the index waits behind them.
const base = catalogue.slice(0, catalogue.length - `${CATALOGUE_DIR}/`.length);
const pinPage = !window.location.hash && pathRouteOf(window.location.pathname, base).kind === 'pin';
link('preload', `${catalogue}${data.index ?? 'index.json'}`, pins.length > 0 || pinPage ? 'low' : 'high');
