/**
 * The shareable view in the URL hash: the pin or compare pair, plus explored placements and
 * chosen settings per pin. Decoding never throws: anything unknown or tampered is dropped
 * and named in `ignored`, and the rest opens. Every placement is re-checked by the rules.
 *
 *   #/pin/<id>?p.<id>=<component>~<lane>,...&s.<id>=<SETTING>~<value>,...
 *   #/compare/<a>/<b>?p.<a>=...&p.<b>=...
 */
import type { Hardware, Profile } from '../domain/schema';
import {
  asPinnedPlacement,
  defaultSettings,
  effectiveSettings,
  isSettingOption,
  type Placement,
  type Settings,
} from '../domain/placement';
import { checkMove } from '../domain/rules';

export type UrlView =
  { kind: 'home' } | { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string };
export type UrlState = {
  view: UrlView;
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
};
export type DecodedUrl = UrlState & { ignored: string[] };

const enc = encodeURIComponent;
const pairs = (record: Readonly<Record<string, string>>, base: Readonly<Record<string, string>>) =>
  Object.entries(record)
    .filter(([k, v]) => base[k] !== v)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${enc(k)}~${enc(v)}`)
    .join(',');

const pinsOf = (view: UrlView): string[] =>
  view.kind === 'pin' ? [view.id] : view.kind === 'compare' ? [view.a, view.b] : [];

/** Only what differs from as-pinned and default goes in, so a plain pin link stays short. */
export function encodeUrl(state: UrlState, profiles: readonly Profile[]): string {
  const { view } = state;
  const path =
    view.kind === 'pin'
      ? `#/pin/${enc(view.id)}`
      : view.kind === 'compare'
        ? `#/compare/${enc(view.a)}/${enc(view.b)}`
        : '#/';
  const params: string[] = [];
  for (const id of new Set(pinsOf(view))) {
    const profile = profiles.find((p) => p.id === id);
    if (!profile) continue;
    const p = pairs(state.placements[id] ?? {}, asPinnedPlacement(profile));
    const s = pairs(state.settings[id] ?? {}, defaultSettings(profile));
    if (p) params.push(`p.${enc(id)}=${p}`);
    if (s) params.push(`s.${enc(id)}=${s}`);
  }
  return params.length ? `${path}?${params.join('&')}` : path;
}

const safeDecode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
};

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

export function decodeUrl(
  hash: string,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): DecodedUrl {
  const ignored: string[] = [];
  const placements: Record<string, Placement> = {};
  const settings: Record<string, Settings> = {};
  const [rawPath = '', rawQuery = ''] = hash.replace(/^#/, '').split('?', 2);
  const segments = rawPath
    .split('/')
    .filter(Boolean)
    .map((s) => safeDecode(s) ?? '');
  const known = (id: string) => profiles.some((p) => p.id === id);

  let view: UrlView = { kind: 'home' };
  if (segments[0] === 'pin' && segments[1] !== undefined) {
    if (known(segments[1])) view = { kind: 'pin', id: segments[1] };
    else ignored.push(`unknown pin "${segments[1]}"`);
  } else if (segments[0] === 'compare' && segments.length >= 3) {
    const [a, b] = [segments[1]!, segments[2]!];
    for (const id of [a, b]) if (!known(id)) ignored.push(`unknown pin "${id}"`);
    if (known(a) && known(b)) view = { kind: 'compare', a, b };
    else if (known(a) || known(b)) view = { kind: 'pin', id: known(a) ? a : b };
  } else if (segments.length > 0) {
    ignored.push(`unknown view "${segments.join('/')}"`);
  }

  const open = new Set(pinsOf(view));
  for (const param of rawQuery.split('&').filter(Boolean)) {
    const eq = param.indexOf('=');
    const key = safeDecode(eq < 0 ? param : param.slice(0, eq)) ?? param;
    const value = eq < 0 ? '' : param.slice(eq + 1);
    const m = /^([ps])\.(.+)$/.exec(key);
    const pinId = m?.[2];
    const profile = pinId ? profiles.find((p) => p.id === pinId) : undefined;
    const hw = profile ? hardware.find((h) => h.id === profile.hardware) : undefined;
    if (!m || !pinId || !profile || !hw || !open.has(pinId)) {
      ignored.push(`parameter "${key}"`);
      continue;
    }
    const { pairs: entries, bad } = decodePairs(value);
    bad.forEach((b) => ignored.push(`malformed entry "${b}" for ${pinId}`));
    if (m[1] === 's') {
      const chosen: Record<string, string> = {};
      for (const [name, v] of entries) {
        if (isSettingOption(profile, name, v)) chosen[name] = v;
        else ignored.push(`setting ${name}=${v} for ${pinId}`);
      }
      settings[pinId] = chosen;
    }
  }
  // Placements are checked after settings, since a setting can unload a component.
  for (const param of rawQuery.split('&').filter(Boolean)) {
    const eq = param.indexOf('=');
    const key = safeDecode(eq < 0 ? param : param.slice(0, eq)) ?? param;
    const m = /^p\.(.+)$/.exec(key);
    const pinId = m?.[1];
    const profile = pinId ? profiles.find((p) => p.id === pinId) : undefined;
    const hw = profile ? hardware.find((h) => h.id === profile.hardware) : undefined;
    if (!pinId || !profile || !hw || !open.has(pinId)) continue;
    let placement: Placement = asPinnedPlacement(profile);
    const chosen = effectiveSettings(profile, settings[pinId] ?? {});
    for (const [component, lane] of decodePairs(eq < 0 ? '' : param.slice(eq + 1)).pairs) {
      const result = checkMove(
        { profile, hardware: hw, placement, settings: chosen },
        { row: component, to: lane },
      );
      if (result.ok) placement = result.placement;
      else ignored.push(`placement ${component} -> ${lane} for ${pinId}: ${result.reason}`);
    }
    placements[pinId] = placement;
  }
  return { view, placements, settings, ignored };
}
