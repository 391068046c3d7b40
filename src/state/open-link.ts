/**
 * What opening a link does to the store, as a pure function: the view it names, and for
 * each pin it carries placements or settings for, those replace the pin's explorations
 * (the previous placement stays one undo step away). A pin the link carries nothing for
 * keeps what the user had. The link was checked when it was decoded (link.ts).
 */
import { samePlacement, sameSettings } from './board-standing';
import { recorded } from './history';
import type { DecodedLink } from './link';
import { viewKey } from './route';
import { asPinnedOf, selectPlacement, selectProfile } from './selectors';
import type { ExplorerState } from './types';
import { own } from '../domain/keyed';

type Notice = ExplorerState['linkNotice'];
const sameNotice = (a: Notice, b: Notice): boolean =>
  a === b || (a !== null && b !== null && a.view === b.view && a.ignored.join('\n') === b.ignored.join('\n'));

type Opened = Pick<ExplorerState, 'placements' | 'settings' | 'history' | 'linkNotice' | 'linked'>;

/** The state after opening `link`, or null when opening it changes nothing. */
export function openLink(s: ExplorerState, link: DecodedLink): Opened | null {
  let { placements, settings, history, linked } = s;
  for (const pinId of new Set([...Object.keys(link.placements), ...Object.keys(link.settings)])) {
    const profile = selectProfile(s, pinId);
    const current = selectPlacement(s, pinId);
    if (!profile || !current) continue;
    // A link that carries a pin's state carries all of it: what it leaves out is as-pinned or default.
    const next = own(link.placements, pinId) ?? asPinnedOf(profile);
    const chosen = own(link.settings, pinId) ?? {};
    if (!samePlacement(profile, current, next)) {
      placements = { ...placements, [pinId]: next };
      history = { ...history, [pinId]: recorded(own(history, pinId), current) };
    }
    const changesSettings = !sameSettings(profile, own(settings, pinId), chosen);
    if (changesSettings) settings = { ...settings, [pinId]: chosen };
    // The board is now as the link set it: the status line says so until the person changes it.
    // A link that changes nothing (the address the app wrote itself, read again on a reload) is not one.
    if (changesSettings || !samePlacement(profile, current, next))
      linked = { ...linked, [pinId]: { placement: next, settings: chosen } };
  }
  const view = viewKey(link.view);
  // A notice belongs to the link that caused it: kept while that view stays open, gone on the next.
  const notice = link.ignored.length
    ? { view, ignored: link.ignored }
    : s.linkNotice?.view === view
      ? s.linkNotice
      : null;
  const keepNotice = sameNotice(notice, s.linkNotice);
  if (keepNotice && placements === s.placements && settings === s.settings) return null;
  return { placements, settings, history, linked, linkNotice: keepNotice ? s.linkNotice : notice };
}
