/**
 * The one route codec: the address's hash <-> a view and the explorations a link carries.
 * Hash routes, so a reload or a shared link opens the same view without a server:
 *
 *   #/                  the pin list
 *   #/pin/<id>          one pin
 *   #/compare/<a>/<b>   two pins side by side
 *
 * and after "?" (read and written with URLSearchParams) the explored placements and chosen
 * settings per open pin, each a list of entries in the order they were made:
 *
 *   #/pin/<id>?p.<id>=<row>~<residence>,...&s.<id>=<SETTING>~<value>,...&n.<id>=n-cpu-moe~<N>
 *
 * Inside a list, every key and value is percent-encoded, the separators "~" and "," too, so
 * any id, name or value round-trips (a setting named "A~B" or valued "b~c,d&e=f").
 *
 * Pure: no pins are looked up here (link.ts checks a parsed link against the loaded pins),
 * and nothing reads `window`. The preload script (src/preload.ts) is built from this file.
 */
import { keyed, own } from '../domain/keyed';

export type View = { kind: 'home' } | { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string };

/** One "key~value" entry of a link, decoded. */
export type Entry = readonly [key: string, value: string];

/** Per pin id, the entries in the order the link lists them (null-prototype maps: any id is a key). */
export type LinkEntries = Record<string, Entry[]>;

export type ParsedLocation = {
  view: View;
  placements: LinkEntries;
  settings: LinkEntries;
  /** Explored boundaries (`n.<id>=n-cpu-moe~20`): the N of --n-cpu-moe. */
  boundaries: LinkEntries;
  /** Parameters that are not `p.<id>`, `s.<id>` or `n.<id>`, by name. */
  unknownParams: string[];
  /** Entries that are not one "key~value" pair, with the pin they were for. */
  malformed: { pin: string; entry: string }[];
};

const safeDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

/** Lone surrogates cannot be percent-encoded; they become U+FFFD rather than throw. */
const wellFormed = (s: string): string =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const enc = (s: string): string => encodeURIComponent(wellFormed(s));
/** An entry's key or value: percent-encoded, the list's own separators included. */
const encPart = (s: string): string => enc(s).replace(/~/g, '%7E');

/** The route alone: "#/pin/a%40b" and "#/pin/a@b" are one view. */
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

export const pinsOf = (view: View): string[] =>
  view.kind === 'pin' ? [view.id] : view.kind === 'compare' ? [view.a, view.b] : [];

const PARAM = /^([psn])\.(.+)$/s;

/** Splits one list ("k~v,k~v") into entries; what is not one pair goes to `bad`. */
function entriesOf(list: string, bad: (entry: string) => void): Entry[] {
  const out: Entry[] = [];
  for (const item of list.split(',')) {
    if (item === '') continue;
    const parts = item.split('~');
    const key = parts.length === 2 ? safeDecode(parts[0]!) : undefined;
    const value = parts.length === 2 ? safeDecode(parts[1]!) : undefined;
    if (key === undefined || value === undefined) bad(item);
    else out.push([key, value]);
  }
  return out;
}

/** The hash as a view and the entries it carries. Never throws. */
export function parseLocation(hash: string): ParsedLocation {
  const at = hash.indexOf('?');
  const query = at < 0 ? '' : hash.slice(at + 1);
  const parsed: ParsedLocation = {
    view: routeOf(hash),
    placements: keyed(),
    settings: keyed(),
    boundaries: keyed(),
    unknownParams: [],
    malformed: [],
  };
  for (const [name, list] of new URLSearchParams(query)) {
    const m = PARAM.exec(name);
    if (!m) {
      parsed.unknownParams.push(name);
      continue;
    }
    const pin = m[2]!;
    const into = m[1] === 'p' ? parsed.placements : m[1] === 'n' ? parsed.boundaries : parsed.settings;
    const entries = entriesOf(list, (entry) => parsed.malformed.push({ pin, entry }));
    into[pin] = [...(own(into, pin) ?? []), ...entries];
  }
  return parsed;
}

/** The hash for a view and the entries of its pins (an empty list is left out). */
export function formatLocation(
  view: View,
  carried: {
    placements: Readonly<LinkEntries>;
    settings: Readonly<LinkEntries>;
    boundaries?: Readonly<LinkEntries>;
  },
): string {
  const params = new URLSearchParams();
  for (const id of new Set(pinsOf(view)))
    for (const [kind, lists] of [
      ['p', carried.placements],
      ['s', carried.settings],
      ['n', carried.boundaries ?? {}],
    ] as const) {
      const entries = own(lists, id) ?? [];
      if (entries.length)
        params.append(`${kind}.${id}`, entries.map(([k, v]) => `${encPart(k)}~${encPart(v)}`).join(','));
    }
  const query = params
    .toString()
    // URLSearchParams encodes "~" and ","; a raw one is read back the same, and the escaped
    // ones inside keys and values are "%257E" and "%252C" by now, so the list stays readable.
    .replace(/%7E/g, '~')
    .replace(/%2C/g, ',');
  return query ? `${hrefFor(view)}?${query}` : hrefFor(view);
}
