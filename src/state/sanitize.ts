/**
 * Explorations read back from storage, never trusted: first their shape, checked by hand (no
 * zod: it must stay out of the start-up bundle), then their contents, asked of the pins
 * again through the one checker (explorations.ts). Whatever no longer holds is dropped and
 * named; nothing here throws.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import { ABSENT, LEDGER } from '../domain/rows/board-groups';
import { type Placement } from '../domain/placement/placement';
import { type Settings } from '../domain/placement/settings';
import { checkPlacement, checkSettings, pinOf, type Pin } from './explorations';
import { HISTORY_LIMIT, type History } from './history';
import { isObject, own } from '../domain/keyed';
import { rowName } from '../domain/rows/rows';
import { residenceLabel } from '../domain/placement/move-rules';

export type PersistedExplorations = {
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
  history: Record<string, History>;
};

export const emptyExplorations = (): PersistedExplorations => ({ placements: {}, settings: {}, history: {} });

/** A plain object, as JSON.parse makes: not a class instance or a prototype-less map. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  isObject(x) && Object.getPrototypeOf(x) === Object.prototype;
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

/** A stored placement, with each entry that no longer holds named in `dropped`. */
function cleanPlacement(pin: Pin, stored: Placement, settings: Settings, dropped: string[]): Placement {
  const { profile, hardware } = pin;
  const isResidence = (r: string) => r === LEDGER || r === ABSENT || hardware.lanes.some((l) => l.id === r);
  return checkPlacement(
    pin,
    Object.entries(stored),
    settings,
    'storage',
    ({ component, found, residence, reason }) =>
      dropped.push(
        !found
          ? `${profile.id}: component "${component}" no longer exists`
          : !isResidence(residence)
            ? `${profile.id}: ${found.label} in "${residence}", which is no longer a lane`
            : `${profile.id}: ${rowName(found)} in ${residenceLabel(hardware, residence)} (${reason})`,
      ),
  );
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
  const pinIds = new Set([
    ...Object.keys(stored.placements),
    ...Object.keys(stored.settings),
    ...Object.keys(stored.history ?? {}),
  ]);
  for (const id of pinIds) {
    const pin = pinOf(profiles, hardware, id);
    if (!pin) {
      dropped.push(`pin "${id}" no longer exists`);
      continue;
    }
    const settings = checkSettings(pin.profile, Object.entries(own(stored.settings, id) ?? {}), (name, v) =>
      dropped.push(`${id}: setting ${name}=${JSON.stringify(v)}`),
    );
    if (Object.keys(settings).length) value.settings[id] = settings;
    const placement = own(stored.placements, id);
    if (placement) value.placements[id] = cleanPlacement(pin, placement, settings, dropped);
    const history = stored.history && own(stored.history, id);
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

const pickIds = <T>(
  record: Record<string, T> | undefined,
  keep: (id: string) => boolean,
): Record<string, T> => Object.fromEntries(Object.entries(record ?? {}).filter(([id]) => keep(id)));

/** The explorations of the pins `keep` names (unchecked: a filter, not a sanitizer). */
export const pickExplorations = (
  e: PersistedExplorations,
  keep: (id: string) => boolean,
): PersistedExplorations => ({
  placements: pickIds(e.placements, keep),
  settings: pickIds(e.settings, keep),
  history: pickIds(e.history, keep),
});

/** Both sets together; `b` wins for a pin in both. */
export const joinExplorations = (
  a: PersistedExplorations,
  b: PersistedExplorations,
): PersistedExplorations => ({
  placements: { ...a.placements, ...b.placements },
  settings: { ...a.settings, ...b.settings },
  history: { ...a.history, ...b.history },
});
