/**
 * Keeping explorations across reloads, without ever trusting what comes back.
 *
 * Stored state is user data from an earlier session, an older build or a hand edit: it is
 * parsed defensively, checked by hand (no zod: it must stay out of the start-up bundle),
 * and every explored placement is asked of the rules again before it is shown, because a
 * placement is accepted only when the pin's evidence describes it (invariant 7). Whatever
 * does not hold is dropped and named in a notice; nothing here throws.
 */
import type { Hardware, Profile } from '../domain/schema';
import {
  ABSENT,
  LEDGER,
  NOT_STATED,
  asPinnedPlacement,
  defaultSettings,
  effectiveSettings,
  isSettingOption,
  type Placement,
  type Settings,
} from '../domain/placement';
import { checkMove } from '../domain/rules';
import { findRow } from '../domain/rows';

export const STORAGE_KEY = 'placement-explorer:explorations';
/** Bump when the persisted shape changes; older stored state is dropped with a notice. */
export const STORAGE_VERSION = 1;
/** Undo steps kept per pin, in memory and in storage. */
export const HISTORY_LIMIT = 50;

export type History = { past: Placement[]; future: Placement[] };
export type PersistedExplorations = {
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
  history: Record<string, History>;
};
export type StoredValue = { state: PersistedExplorations; version?: number };

export const emptyExplorations = (): PersistedExplorations => ({ placements: {}, settings: {}, history: {} });

export const NOTICES = {
  corrupt: 'Saved explorations could not be read and were dropped. The board shows the as-pinned placement.',
  shape:
    'Saved explorations were not in the expected form and were dropped. The board shows the as-pinned placement.',
  oldVersion: (version: number) =>
    `Saved explorations came from an older version of this app (format ${version}, now ${STORAGE_VERSION}) and were dropped. The board shows the as-pinned placement.`,
  stale: (items: readonly string[]) =>
    `Some saved explorations no longer match the bundled pins and were dropped: ${items.join('; ')}.`,
} as const;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;
const isStringRecord = (x: unknown): x is Record<string, string> =>
  isRecord(x) && Object.values(x).every((v) => typeof v === 'string');

/** True when `x` has the persisted shape; the contents are checked against the pins later. */
export function isPersistedShape(x: unknown): x is PersistedExplorations {
  if (!isRecord(x)) return false;
  const { placements, settings, history } = x;
  if (!isRecord(placements) || !Object.values(placements).every(isStringRecord)) return false;
  if (!isRecord(settings) || !Object.values(settings).every(isStringRecord)) return false;
  if (history === undefined) return true;
  return (
    isRecord(history) &&
    Object.values(history).every(
      (h) =>
        isRecord(h) &&
        Array.isArray(h.past) &&
        Array.isArray(h.future) &&
        h.past.every(isStringRecord) &&
        h.future.every(isStringRecord),
    )
  );
}

type Pin = { profile: Profile; hardware: Hardware };

/** Settings the pin states, with values among its options; anything else is named. */
function cleanSettings(pin: Pin, stored: Settings, dropped: string[]): Settings {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(stored)) {
    if (typeof value === 'string' && isSettingOption(pin.profile, name, value)) out[name] = value;
    else dropped.push(`${pin.profile.id}: setting ${name}=${JSON.stringify(value)}`);
  }
  return out;
}

/**
 * An as-pinned placement with the stored entries that the rules still accept. An entry is
 * kept when the rules accept it under the stored settings or the defaults (a row explored
 * and then unloaded by a setting keeps its place, as it did before the reload).
 */
function cleanPlacement(pin: Pin, stored: Placement, settings: Settings, dropped: string[]): Placement {
  const { profile, hardware } = pin;
  const base = asPinnedPlacement(profile);
  const out: Record<string, string> = { ...base };
  const chosen = effectiveSettings(profile, settings);
  for (const [component, residence] of Object.entries(stored)) {
    const c = findRow(profile, component);
    if (!c) {
      dropped.push(`${profile.id}: component "${component}" no longer exists`);
      continue;
    }
    if (residence === c.asPinned) continue;
    const isResidence =
      residence === LEDGER ||
      residence === ABSENT ||
      residence === NOT_STATED ||
      hardware.lanes.some((l) => l.id === residence);
    if (!isResidence) {
      dropped.push(`${profile.id}: ${c.label} in "${residence}", which is no longer a lane`);
      continue;
    }
    const move = { row: component, to: residence };
    const ctx = { profile, hardware, placement: base };
    const result = checkMove({ ...ctx, settings: chosen }, move);
    const atDefaults = result.ok ? result : checkMove({ ...ctx, settings: defaultSettings(profile) }, move);
    if (atDefaults.ok) out[component] = residence;
    else dropped.push(`${profile.id}: ${c.label} in "${residence}" (${atDefaults.reason})`);
  }
  return out;
}

/**
 * Keeps what still matches the pins: known pins, known components, lanes the hardware
 * offers, settings among the options, placements the rules accept. Returns what it dropped.
 */
export function sanitizeExplorations(
  stored: PersistedExplorations,
  profiles: readonly Profile[],
  hardware: readonly Hardware[],
): { value: PersistedExplorations; dropped: string[] } {
  const dropped: string[] = [];
  const value = emptyExplorations();
  const pinOf = (id: string): Pin | undefined => {
    const profile = profiles.find((p) => p.id === id);
    const hw = profile && hardware.find((h) => h.id === profile.hardware);
    return profile && hw ? { profile, hardware: hw } : undefined;
  };
  const pinIds = new Set([
    ...Object.keys(stored.placements),
    ...Object.keys(stored.settings),
    ...Object.keys(stored.history ?? {}),
  ]);
  for (const id of pinIds) {
    const pin = pinOf(id);
    if (!pin) {
      dropped.push(`pin "${id}" no longer exists`);
      continue;
    }
    const settings = cleanSettings(pin, stored.settings[id] ?? {}, dropped);
    if (Object.keys(settings).length) value.settings[id] = settings;
    const placement = stored.placements[id];
    if (placement) value.placements[id] = cleanPlacement(pin, placement, settings, dropped);
    const history = stored.history?.[id];
    if (history) {
      // A history step that no longer holds would undo into a placement the rules refuse:
      // the pin's whole history goes rather than a step of it.
      const quiet: string[] = [];
      const clean = (steps: readonly Placement[]) =>
        steps.map((p) => cleanPlacement(pin, p, settings, quiet));
      const past = clean(history.past.slice(-HISTORY_LIMIT));
      const future = clean(history.future.slice(0, HISTORY_LIMIT));
      if (quiet.length === 0) value.history[id] = { past, future };
      else dropped.push(`${id}: undo history`);
    }
  }
  return { value, dropped };
}

/** The minimal Web Storage surface used here, so tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A zustand PersistStorage over Web Storage that never throws: unreadable JSON or a value
 * without the `{ state, version }` envelope is removed and reported through `onNotice`;
 * a full or blocked storage is ignored (explorations then last for the session only).
 */
export function safeJsonStorage(
  getStorage: () => KeyValueStorage | undefined,
  onNotice: (notice: string) => void,
) {
  const storage = (): KeyValueStorage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  const remove = (name: string) => {
    try {
      storage()?.removeItem(name);
    } catch {
      /* storage blocked: nothing to remove */
    }
  };
  return {
    getItem(name: string): StoredValue | null {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(name);
      } catch {
        return null;
      }
      if (raw === null || raw === undefined) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        remove(name);
        onNotice(NOTICES.corrupt);
        return null;
      }
      if (!isRecord(parsed) || typeof parsed.version !== 'number' || !('state' in parsed)) {
        remove(name);
        onNotice(NOTICES.shape);
        return null;
      }
      // The state itself is checked in `merge`, after `migrate` has seen the version.
      return parsed as unknown as StoredValue;
    },
    setItem(name: string, value: StoredValue): void {
      try {
        storage()?.setItem(name, JSON.stringify(value));
      } catch {
        /* quota or privacy mode: keep the session's explorations in memory only */
      }
    },
    removeItem: remove,
  };
}

/** Web Storage of the page, when there is one (not in Node, not when blocked). */
export const browserStorage = (): KeyValueStorage | undefined =>
  typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
