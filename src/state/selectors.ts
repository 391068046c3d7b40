/**
 * Selectors: small, pure reads of the store. Each returns a primitive or a reference that
 * stays the same while its inputs do, so a component that reads one re-renders only when
 * that value changes (STYLE.md trap 2). Selectors returning a fresh array or object
 * (`selectRowIdsIn`, `selectDropCheck`) are meant to be read through `useShallow`.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import {
  residenceNow,
  rowsIn,
  asPinnedPlacement,
  explorations,
  type Move,
  type Placement,
} from '../domain/placement/placement';
import {
  effectiveSettings,
  placedBy,
  settingsChanged,
  unloadingOf,
  type Placed,
  type Settings,
} from '../domain/placement/settings';
import { checkMove, type MoveContext } from '../domain/placement/move-rules';
import { refusalText } from '../domain/text/move-lines';
import { findRow } from '../domain/rows/rows';
import { unloadedBy } from '../domain/placement/settings';
import { catalogueEntry } from '../profiles/catalogue';
import { matchPins, type PinQuery } from './pin-search';
import type {
  Announcement,
  CatalogueEntry,
  ExplorerState,
  LocalFileReport,
  LocalPin,
  PinAvailability,
} from './types';
import { own } from '../domain/keyed';
import { profileAtBoundary } from './expert-boundary';

// Derived objects are cached per input object, so reading them twice gives the same reference.
const asPinnedCache = new WeakMap<Profile, Placement>();
const settingsCache = new WeakMap<Profile, WeakMap<object, Settings>>();
const NO_SETTINGS = {};

export const asPinnedOf = (profile: Profile): Placement => {
  let p = asPinnedCache.get(profile);
  if (!p) asPinnedCache.set(profile, (p = asPinnedPlacement(profile)));
  return p;
};

/** The pin as the board reads it: at its explored --n-cpu-moe N when there is one (expert-boundary.ts). */
export const selectProfile = (s: ExplorerState, pinId: string): Profile | undefined => {
  const profile = s.profiles.find((p) => p.id === pinId);
  const n = profile ? own(s.boundaries, pinId) : undefined;
  return profile && n !== undefined
    ? profileAtBoundary(
        profile,
        s.hardware.find((h) => h.id === profile.hardware),
        n,
      )
    : profile;
};
export const selectHardwareFor = (s: ExplorerState, profile: Profile | undefined): Hardware | undefined =>
  profile ? s.hardware.find((h) => h.id === profile.hardware) : undefined;
export const selectHardware = (s: ExplorerState, pinId: string): Hardware | undefined =>
  selectHardwareFor(s, selectProfile(s, pinId));

/** The pin's current placement: explored, or as-pinned. Stable while nothing moves. */
export const selectPlacement = (s: ExplorerState, pinId: string): Placement | undefined => {
  const profile = selectProfile(s, pinId);
  return profile ? (own(s.placements, pinId) ?? asPinnedOf(profile)) : undefined;
};

/** The pin's settings: defaults overlaid with the user's choices. Stable while nothing changes. */
export const selectSettings = (s: ExplorerState, pinId: string): Settings | undefined => {
  const profile = selectProfile(s, pinId);
  if (!profile) return undefined;
  const chosen = own(s.settings, pinId) ?? NO_SETTINGS;
  let byChosen = settingsCache.get(profile);
  if (!byChosen) settingsCache.set(profile, (byChosen = new WeakMap()));
  let merged = byChosen.get(chosen);
  if (!merged) byChosen.set(chosen, (merged = effectiveSettings(profile, chosen)));
  return merged;
};
export const selectSetting = (s: ExplorerState, pinId: string, name: string): string | undefined =>
  selectSettings(s, pinId)?.[name];

/** The pin with where the user put its rows and the settings in force: what "where a row sits now" reads. */
const exploredOf = (s: ExplorerState, pinId: string) => {
  const profile = selectProfile(s, pinId);
  const settings = selectSettings(s, pinId);
  return profile && settings ? { profile, placement: own(s.placements, pinId) ?? {}, settings } : undefined;
};

/** Where one row sits now (an option in force may place it): a lane id, "ledger" or "absent". */
export const selectResidence = (s: ExplorerState, pinId: string, rowId: string): string | undefined => {
  const x = exploredOf(s, pinId);
  const row = x ? findRow(x.profile, rowId) : undefined;
  return x && row ? residenceNow(x, row) : undefined;
};

/** Row ids in one residence, in the profile's order. Read through useShallow. */
export const selectRowIdsIn = (s: ExplorerState, pinId: string, residence: string): string[] => {
  const x = exploredOf(s, pinId);
  return x ? rowsIn(x, residence).map((r) => r.id) : [];
};

/** What the rules need for one move. Allocates: for event handlers and getState(), not hooks. */
export const selectMoveContext = (s: ExplorerState, pinId: string): MoveContext | undefined => {
  const profile = selectProfile(s, pinId);
  const hardware = selectHardwareFor(s, profile);
  const placement = selectPlacement(s, pinId);
  const settings = selectSettings(s, pinId);
  return profile && hardware && placement && settings
    ? { profile, hardware, placement, settings }
    : undefined;
};

export type DropCheck = { ok: true } | { ok: false; reason: string };
/** The rules' answer for dropping a row on a residence, without the new placement. Read through useShallow. */
export const selectDropCheck = (
  s: ExplorerState,
  pinId: string,
  componentId: string,
  residence: string,
): DropCheck | null => {
  const ctx = selectMoveContext(s, pinId);
  if (!ctx) return null;
  const result = checkMove(ctx, { row: componentId, to: residence });
  return result.ok ? { ok: true } : { ok: false, reason: refusalText(result) };
};

/** Moves away from where the recipe puts each row, for the brief and for "Reset to as-pinned". Allocates. */
export const selectExplorations = (s: ExplorerState, pinId: string): Move[] => {
  const x = exploredOf(s, pinId);
  return x && own(s.placements, pinId) ? explorations(x) : [];
};

export const selectCanUndo = (s: ExplorerState, pinId: string): boolean =>
  (own(s.history, pinId)?.past.length ?? 0) > 0;
export const selectCanRedo = (s: ExplorerState, pinId: string): boolean =>
  (own(s.history, pinId)?.future.length ?? 0) > 0;
/** Explorations to undo, or a refusal still on show (Reset clears it). */
export const selectCanReset = (s: ExplorerState, pinId: string): boolean =>
  selectExplorations(s, pinId).length > 0 || selectLastMove(s, pinId)?.ok === false;

/** The last move's message for this pin (what the aria-live region says). */
export const selectLastMove = (s: ExplorerState, pinId: string): Announcement | null =>
  s.lastMove?.pinId === pinId ? s.lastMove : null;

/** The component whose evidence is open for this pin, or null. */
export const selectSelectedComponent = (s: ExplorerState, pinId: string): string | null =>
  s.selectedRow?.pinId === pinId ? s.selectedRow.componentId : null;
export const selectIsRowSelected = (s: ExplorerState, pinId: string, componentId: string): boolean =>
  s.selectedRow?.pinId === pinId && s.selectedRow.componentId === componentId;

export const selectStorageNotice = (s: ExplorerState): string | null => s.storageNotice;

/** The local file a pin was read from this session, or undefined for a bundled pin. */
export const selectLocalPin = (s: ExplorerState, pinId: string): LocalPin | undefined =>
  s.localPins.find((l) => l.id === pinId);
export const selectLinkNotice = (s: ExplorerState): string[] | null => s.linkNotice?.ignored ?? null;
export const selectLocalFileReport = (s: ExplorerState): LocalFileReport | null => s.localFileReport;
/** True once the store holds this load result (the same arrays, as profilesLoaded was given them). */
export const selectIsLoaded = (
  s: ExplorerState,
  load: { profiles: readonly Profile[]; errors: readonly unknown[] },
): boolean => s.loadedProfiles === load.profiles && s.loadErrors === load.errors;

/** The last move when it refused this row: its reason stays on the row's card until the next move. */
export const selectRefusalOn = (s: ExplorerState, pinId: string, rowId: string): Announcement | null =>
  s.lastMove?.pinId === pinId && !s.lastMove.ok && s.lastMove.move?.row === rowId ? s.lastMove : null;

/** The setting assignment ("DRAFTER=mtp") under which a row (by its own id or its component's) is not loaded, or null. */
// Read by every row on every store change (a move too): worked out once per settings object.
const unloadedCache = new WeakMap<Settings, Map<string, string>>();
export const selectUnloadedUnder = (s: ExplorerState, pinId: string, rowId: string): string | null => {
  const profile = selectProfile(s, pinId);
  const settings = selectSettings(s, pinId);
  if (!profile || !settings) return null;
  let unloaded = unloadedCache.get(settings);
  if (!unloaded) unloadedCache.set(settings, (unloaded = unloadedBy(profile, settings)));
  const row = findRow(profile, rowId);
  return (row ? unloadingOf(unloaded, row) : unloaded.get(rowId)) ?? null;
};

/** The option in force that places a row where it sits ("EXPERT_OFFLOAD=--cpu-moe"), or null: the same object while the settings stay. */
export const selectPlacedBy = (s: ExplorerState, pinId: string, rowId: string): Placed | null => {
  const profile = selectProfile(s, pinId);
  const settings = selectSettings(s, pinId);
  return (profile && settings && placedBy(profile, settings).get(rowId)) || null;
};

/** How many settings differ from the recipe's stated defaults. */
export const selectSettingsChangedCount = (s: ExplorerState, pinId: string): number => {
  const profile = selectProfile(s, pinId);
  return profile ? settingsChanged(profile, own(s.settings, pinId) ?? {}).length : 0;
};

/** Whether a pin can be shown now, is on its way, is not in the catalogue, or failed to load. */
export const selectPinAvailability = (s: ExplorerState, pinId: string): PinAvailability => {
  if (selectProfile(s, pinId)) return 'loaded';
  const listed = s.catalogue.some((e) => e.id === pinId);
  if (s.catalogueStatus === 'ready' && !listed) return 'unknown';
  const load = s.pinLoads[pinId];
  if (load === undefined || load === 'loading') return 'loading';
  // A file that is missing for a pin the catalogue does not list is an unknown pin.
  return s.catalogueStatus === 'loading' && load.missing ? 'loading' : load;
};

const entriesCache = new WeakMap<CatalogueEntry[], WeakMap<LocalPin[], CatalogueEntry[]>>();
/** The pins to choose from: the catalogue, then the pins read from local files this session. */
export const selectPinEntries = (s: ExplorerState): CatalogueEntry[] => {
  if (s.localPins.length === 0) return s.catalogue;
  let byLocal = entriesCache.get(s.catalogue);
  if (!byLocal) entriesCache.set(s.catalogue, (byLocal = new WeakMap()));
  let entries = byLocal.get(s.localPins);
  if (!entries) {
    const local = s.localPins.flatMap((l) => {
      const p = selectProfile(s, l.id);
      return p ? [catalogueEntry(p, selectHardwareFor(s, p))] : [];
    });
    byLocal.set(s.localPins, (entries = [...s.catalogue, ...local]));
  }
  return entries;
};

const matchCache = new WeakMap<readonly CatalogueEntry[], WeakMap<PinQuery, readonly CatalogueEntry[]>>();
/** The pins that match the pin query, in catalogue order. Stable while neither changes. */
export const selectMatchingPins = (s: ExplorerState): readonly CatalogueEntry[] => {
  const entries = selectPinEntries(s);
  let byQuery = matchCache.get(entries);
  if (!byQuery) matchCache.set(entries, (byQuery = new WeakMap()));
  let found = byQuery.get(s.pinQuery);
  if (!found) byQuery.set(s.pinQuery, (found = matchPins(entries, s.pinQuery)));
  return found;
};
