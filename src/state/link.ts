/**
 * The app's address: the one codec between a view with its explorations and the URL hash.
 * Hash routes, so a reload or a shared link opens the same view without a server:
 *
 *   #/                  the pin list
 *   #/pin/<id>          one pin
 *   #/compare/<a>/<b>   two pins side by side
 *
 * and after "?" the explored placements and chosen settings per open pin:
 *
 *   #/pin/<id>?p.<id>=<component>~<lane>,...&s.<id>=<SETTING>~<value>,...
 *   #/compare/<a>/<b>?p.<a>=...&p.<b>=...
 *
 * Decoding never throws: anything unknown or tampered is dropped and named in `ignored`,
 * and the rest opens. Every placement is asked of the rules again (explorations.ts).
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { asPinnedPlacement, type Placement } from '../domain/placement/placement';
import { defaultSettings, type Settings } from '../domain/placement/settings';
import { checkPlacement, checkSettings, pinOf } from './explorations';

export type View = { kind: 'home' } | { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string };
export type LinkState = {
  view: View;
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
};
export type DecodedLink = LinkState & { ignored: string[] };

const enc = encodeURIComponent;
const safeDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

/** The route alone: "#/pin/a%40b" and "#/pin/a@b" are one view. Pins are not looked up. */
export function routeOf(hash: string): View {
  // Anything after "?" (explored placements and settings in a shared link) is not the route.
  const path = hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => safeDecode(p) ?? p);
  if (parts[0] === 'pin' && parts[1]) return { kind: 'pin', id: parts[1] };
  if (parts[0] === 'compare' && parts[1] && parts[2]) return { kind: 'compare', a: parts[1], b: parts[2] };
  return { kind: 'home' };
}

/**
 * The view a page's own path names: `<base>pin/<id>/` is that pin's prerendered page
 * (profiles/pin-page.ts); every other path is the app's page, whose hash says the view.
 */
export function pathRouteOf(pathname: string, base = '/'): View {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  // Also without the trailing slash: a host that serves the app's page there instead of
  // redirecting to the directory still opens the pin (fetched, as from a hash link).
  const m = /^pin\/([^/]+)(?:\/|\/index\.html)?$/.exec(rest);
  const id = m ? safeDecode(m[1]!) : undefined;
  return id ? { kind: 'pin', id } : { kind: 'home' };
}

/**
 * The address as a hash route: its hash when it has one, else what its path names. So
 * `/pin/<id>/` opens as `#/pin/<id>`, and a hash on that page (`#/pin/<id>?p...`, `#/`) wins.
 */
export function locationHash(location: { pathname: string; hash: string }, base = '/'): string {
  return location.hash && location.hash !== '#'
    ? location.hash
    : hrefFor(pathRouteOf(location.pathname, base));
}

export function hrefFor(view: View): string {
  if (view.kind === 'pin') return `#/pin/${enc(view.id)}`;
  if (view.kind === 'compare') return `#/compare/${enc(view.a)}/${enc(view.b)}`;
  return '#/';
}

export const pinHref = (id: string): string => hrefFor({ kind: 'pin', id });
export const compareHref = (a: string, b: string): string => hrefFor({ kind: 'compare', a, b });

/** A stable key for a view: resets error boundaries and scroll when the route changes. */
export const viewKey = (view: View): string => hrefFor(view);
export const sameView = (a: View, b: View): boolean => viewKey(a) === viewKey(b);

const pairs = (record: Readonly<Record<string, string>>, base: Readonly<Record<string, string>>) =>
  Object.entries(record)
    .filter(([k, v]) => base[k] !== v)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${enc(k)}~${enc(v)}`)
    .join(',');

export const pinsOf = (view: View): string[] =>
  view.kind === 'pin' ? [view.id] : view.kind === 'compare' ? [view.a, view.b] : [];

/** Only what differs from as-pinned and default goes in, so a plain pin link stays short. */
export function encodeUrl(state: LinkState, profiles: readonly Profile[]): string {
  const path = hrefFor(state.view);
  const params: string[] = [];
  for (const id of new Set(pinsOf(state.view))) {
    const profile = profiles.find((p) => p.id === id);
    if (!profile) continue;
    const p = pairs(state.placements[id] ?? {}, asPinnedPlacement(profile));
    const s = pairs(state.settings[id] ?? {}, defaultSettings(profile));
    if (p) params.push(`p.${enc(id)}=${p}`);
    if (s) params.push(`s.${enc(id)}=${s}`);
  }
  return params.length ? `${path}?${params.join('&')}` : path;
}

function decodePairs(raw: string): { pairs: [string, string][]; bad: string[] } {
  const out: [string, string][] = [];
  const bad: string[] = [];
  for (const item of raw.split(',').filter(Boolean)) {
    const [k, v, ...rest] = item.split('~');
    const key = k === undefined ? undefined : safeDecode(k);
    const value = v === undefined ? undefined : safeDecode(v);
    if (key === undefined || value === undefined || rest.length) bad.push(item);
    else out.push([key, value]);
  }
  return { pairs: out, bad };
}

/** The view a link names, among the loaded pins; what it names that is not loaded goes to `ignored`. */
function viewOf(rawPath: string, known: (id: string) => boolean, ignored: string[]): View {
  const segments = rawPath
    .split('/')
    .filter(Boolean)
    .map((s) => safeDecode(s) ?? '');
  if (segments[0] === 'pin' && segments[1] !== undefined) {
    if (known(segments[1])) return { kind: 'pin', id: segments[1] };
    ignored.push(`unknown pin "${segments[1]}"`);
  } else if (segments[0] === 'compare' && segments.length >= 3) {
    const [a, b] = [segments[1]!, segments[2]!];
    for (const id of [a, b]) if (!known(id)) ignored.push(`unknown pin "${id}"`);
    if (known(a) && known(b)) return { kind: 'compare', a, b };
    if (known(a) || known(b)) return { kind: 'pin', id: known(a) ? a : b };
  } else if (segments.length > 0) {
    ignored.push(`unknown view "${segments.join('/')}"`);
  }
  return { kind: 'home' };
}

export function decodeUrl(
  hash: string,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): DecodedLink {
  const ignored: string[] = [];
  const [rawPath = '', rawQuery = ''] = hash.replace(/^#/, '').split('?', 2);
  const view = viewOf(rawPath, (id) => profiles.some((p) => p.id === id), ignored);
  const open = new Set(pinsOf(view));
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((param) => {
      const eq = param.indexOf('=');
      const key = safeDecode(eq < 0 ? param : param.slice(0, eq)) ?? param;
      const m = /^([ps])\.(.+)$/.exec(key);
      const pin = m && open.has(m[2]!) ? pinOf(profiles, hardware, m[2]!) : undefined;
      return { key, kind: m?.[1], pin, value: eq < 0 ? '' : param.slice(eq + 1) };
    });

  const settings: Record<string, Settings> = {};
  const placements: Record<string, Placement> = {};
  for (const { key, kind, pin, value } of params) {
    if (!pin) {
      ignored.push(`parameter "${key}"`);
      continue;
    }
    const id = pin.profile.id;
    const { pairs: entries, bad } = decodePairs(value);
    bad.forEach((b) => ignored.push(`malformed entry "${b}" for ${id}`));
    if (kind === 's')
      settings[id] = checkSettings(pin.profile, entries, (name, v) =>
        ignored.push(`setting ${name}=${String(v)} for ${id}`),
      );
  }
  // Placements are checked after settings, since a setting can unload a component.
  for (const { kind, pin, value } of params) {
    if (!pin || kind !== 'p') continue;
    const id = pin.profile.id;
    placements[id] = checkPlacement(pin, decodePairs(value).pairs, settings[id] ?? {}, 'link', (r) =>
      ignored.push(`placement ${r.component} -> ${r.residence} for ${id}: ${r.reason}`),
    );
  }
  return { view, placements, settings, ignored };
}

/**
 * What the address opens: the decoded link, except that a link naming a pin that is not
 * loaded keeps its route, so the view can say which pin.
 */
export function decodeLocation(
  hash: string,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): DecodedLink {
  const decoded = decodeUrl(hash, profiles, hardware);
  const route = routeOf(hash);
  return decoded.view.kind === 'home' && route.kind !== 'home' ? { ...decoded, view: route } : decoded;
}
