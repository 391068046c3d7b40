/**
 * Shared links against the loaded pins: what the store writes into the address (only what
 * differs from as-pinned and default), and what a parsed address may open (route.ts parses
 * it; this is the second, pure step). Nothing here throws: anything unknown or tampered is
 * dropped and named in `ignored`, and the rest opens. Every placement is replayed through
 * the rules (explorations.ts), settings first, since a setting can unload a component.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { asPinnedPlacement, type Placement } from '../domain/placement/placement';
import { recipeSettings, settingAssignment, type Settings } from '../domain/placement/settings';
import { rowName } from '../domain/rows/rows';
import { residenceLabel } from '../domain/placement/move-rules';
import { checkSettings, pinOf, replayPlacement } from './explorations';
import { boundaryEntries, boundaryOfLink } from './expert-boundary';
import { keyed, own } from '../domain/keyed';
import { formatLocation, parseLocation, pinsOf, type Entry, type ParsedLocation, type View } from './route';

export type LinkState = {
  view: View;
  placements: Readonly<Record<string, Placement>>;
  settings: Readonly<Record<string, Settings>>;
  /** The explored N of --n-cpu-moe per pin (expert-boundary.ts). */
  boundaries?: Readonly<Record<string, number>>;
};
export type DecodedLink = LinkState & { ignored: string[] };

/** The entries of `record` that differ from `base`, in a stable order. */
const changed = (record: Readonly<Record<string, string>>, base: Readonly<Record<string, string>>): Entry[] =>
  Object.entries(record)
    .filter(([k, v]) => own(base, k) !== v)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The address for a view and its pins' explorations; a plain pin link stays short. */
export function encodeUrl(state: LinkState, profiles: readonly Profile[]): string {
  const placements = keyed<Entry[]>();
  const settings = keyed<Entry[]>();
  const boundaries = keyed<Entry[]>();
  for (const id of new Set(pinsOf(state.view))) {
    const profile = profiles.find((p) => p.id === id);
    if (!profile) continue;
    placements[id] = changed(own(state.placements, id) ?? {}, asPinnedPlacement(profile));
    settings[id] = changed(own(state.settings, id) ?? {}, recipeSettings(profile));
    boundaries[id] = boundaryEntries(state.boundaries ?? {}, id);
  }
  return formatLocation(state.view, { placements, settings, boundaries });
}

/** What a parsed address opens among the loaded pins; what it asked for and did not get is in `ignored`. */
export function checkLink(
  parsed: ParsedLocation,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): DecodedLink {
  const ignored = parsed.unknownParams.map((name) => `parameter "${name}"`);
  const open = new Set(pinsOf(parsed.view));
  const placements = keyed<Placement>();
  const settings = keyed<Settings>();
  const pinFor = (id: string, kind: string) => {
    const pin = open.has(id) ? pinOf(profiles, hardware, id) : undefined;
    if (!pin) ignored.push(`parameter "${kind}.${id}" (${open.has(id) ? 'pin not loaded' : 'pin not open'})`);
    return pin;
  };
  for (const { pin, entry } of parsed.malformed) ignored.push(`malformed entry "${entry}" for ${pin}`);
  for (const [id, entries] of Object.entries(parsed.settings)) {
    const pin = pinFor(id, 's');
    if (pin)
      settings[id] = checkSettings(pin.profile, entries, (name, v) =>
        ignored.push(`setting ${settingAssignment(name, String(v))} for ${id} (not an option of the pin)`),
      );
  }
  const boundaries = keyed<number>();
  for (const [id, entries] of Object.entries(parsed.boundaries)) {
    const pin = pinFor(id, 'n');
    const r = pin && boundaryOfLink(pin, entries);
    if (r && 'ignored' in r) ignored.push(`${r.ignored} for ${id}`);
    else if (r) boundaries[id] = r.n;
  }
  for (const [id, entries] of Object.entries(parsed.placements)) {
    const pin = pinFor(id, 'p');
    if (!pin) continue;
    placements[id] = replayPlacement(pin, entries, own(settings, id) ?? {}, 'link', (r) =>
      ignored.push(
        r.found
          ? `${rowName(r.found)} to ${residenceLabel(pin.hardware, r.residence)} for ${id}: ${r.reason}`
          : `row "${r.component}" for ${id}: not a row of this pin`,
      ),
    ).placement;
  }
  return { view: parsed.view, placements, settings, boundaries, ignored };
}

/** Parse and check in one step. */
export const decodeUrl = (
  hash: string,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): DecodedLink => checkLink(parseLocation(hash), profiles, hardware);
