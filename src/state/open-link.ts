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

type Opened = Pick<
  ExplorerState,
  'placements' | 'settings' | 'boundaries' | 'history' | 'linkNotice' | 'linked'
>;

/** The state after opening `link`, or null when opening it changes nothing. */
export function openLink(s: ExplorerState, link: DecodedLink): Opened | null {
  let { placements, settings, boundaries, history, linked } = s;
  const carried = link.boundaries ?? {};
  const pins = [link.placements, link.settings, carried].flatMap((x) => Object.keys(x));
  for (const pinId of new Set(pins)) {
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
    // The explored --n-cpu-moe N too: what the link leaves out is the recipe's N.
    const boundary = own(carried, pinId);
    const changesBoundary = boundary !== own(boundaries, pinId);
    if (changesBoundary) {
      const { [pinId]: _was, ...rest } = boundaries;
      boundaries = boundary === undefined ? rest : { ...rest, [pinId]: boundary };
    }
    if (changesSettings || changesBoundary || !samePlacement(profile, current, next))
      linked = { ...linked, [pinId]: { placement: next, settings: chosen, boundary } };
  }
  const view = viewKey(link.view);
  // A notice belongs to the link that caused it: kept while that view stays open, gone on the next.
  const notice = link.ignored.length
    ? { view, ignored: link.ignored }
    : s.linkNotice?.view === view
      ? s.linkNotice
      : null;
  const keepNotice = sameNotice(notice, s.linkNotice);
  if (keepNotice && placements === s.placements && settings === s.settings && boundaries === s.boundaries)
    return null;
  return {
    placements,
    settings,
    boundaries,
    history,
    linked,
    linkNotice: keepNotice ? s.linkNotice : notice,
  };
}
