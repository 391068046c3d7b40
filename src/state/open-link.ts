/**
 * What opening a link does to the store, as a pure function: the view it names, and for
 * each pin it carries placements or settings for, those replace the pin's explorations
 * (the previous placement stays one undo step away). A pin the link carries nothing for
 * keeps what the user had. The link was checked when it was decoded (link.ts).
 */
import type { Profile } from '../domain/profile/schema/profile';
import { residenceOf, type Placement } from '../domain/placement/placement';
import { recipeValue, type Settings } from '../domain/placement/settings';
import { boardRows } from '../domain/board/rows';
import { recorded } from './history';
import type { DecodedLink } from './link';
import { viewKey } from './route';
import { asPinnedOf, selectPlacement, selectProfile } from './selectors';
import type { ExplorerState } from './types';
import { own } from '../domain/keyed';

const samePlacement = (profile: Profile, a: Placement, b: Placement): boolean =>
  boardRows(profile).every((r) => residenceOf(a, r) === residenceOf(b, r));
const sameSettings = (profile: Profile, a: Settings = {}, b: Settings = {}): boolean =>
  profile.settings.every((x) => (a[x.name] ?? recipeValue(x)) === (b[x.name] ?? recipeValue(x)));
type Notice = ExplorerState['linkNotice'];
const sameNotice = (a: Notice, b: Notice): boolean =>
  a === b || (a !== null && b !== null && a.view === b.view && a.ignored.join('\n') === b.ignored.join('\n'));

type Opened = Pick<ExplorerState, 'placements' | 'settings' | 'history' | 'linkNotice'>;

/** The state after opening `link`, or null when opening it changes nothing. */
export function openLink(s: ExplorerState, link: DecodedLink): Opened | null {
  let { placements, settings, history } = s;
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
    if (!sameSettings(profile, own(settings, pinId), chosen)) settings = { ...settings, [pinId]: chosen };
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
  return { placements, settings, history, linkNotice: keepNotice ? s.linkNotice : notice };
}
