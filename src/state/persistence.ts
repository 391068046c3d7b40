/**
 * The storage adapter: explorations kept across reloads in Web Storage, without ever
 * trusting what comes back. Stored state is user data from an earlier session, an older
 * build or a hand edit. This file reads and writes the `{ state, version }` envelope and
 * never throws; the state inside is checked by sanitize.ts.
 */
import { isRecord, type PersistedExplorations } from './sanitize';

export const STORAGE_KEY = 'placement-explorer:explorations';
/** Bump when the persisted shape changes; older stored state is dropped with a notice. */
export const STORAGE_VERSION = 1;

export type StoredValue = { state: PersistedExplorations; version?: number };

export const NOTICES = {
  corrupt: 'Saved explorations could not be read and were dropped. The board shows the as-pinned placement.',
  shape:
    'Saved explorations were not in the expected form and were dropped. The board shows the as-pinned placement.',
  oldVersion: (version: number) =>
    `Saved explorations came from an older version of this app (format ${version}, now ${STORAGE_VERSION}) and were dropped. The board shows the as-pinned placement.`,
  stale: (items: readonly string[]) =>
    `Some saved explorations no longer match the bundled pins and were dropped: ${items.join('; ')}.`,
} as const;

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
  /** Runs a write later (see `afterTask`); by default writes happen at once. */
  schedule?: (write: () => void) => void,
) {
  const storage = (): KeyValueStorage | undefined => quietly(getStorage);
  let written: { name: string; state: PersistedExplorations; version?: number } | undefined;
  const remove = (name: string) => {
    written = undefined;
    // Storage blocked: nothing to remove.
    quietly(() => storage()?.removeItem(name));
  };
  return {
    getItem(name: string): StoredValue | null {
      const raw = quietly(() => storage()?.getItem(name));
      if (raw === null || raw === undefined) return null;
      const read = envelopeOf(raw);
      if (read.ok) return read.value;
      remove(name);
      onNotice(read.notice);
      return null;
    },
    setItem(name: string, value: StoredValue): void {
      // The store persists on every change; the explorations are often the very value last written.
      if (written?.name === name && written.state === value.state && written.version === value.version)
        return;
      written = { name, state: value.state, version: value.version };
      // Quota or privacy mode: keep the session's explorations in memory only.
      const write = () => quietly(() => storage()?.setItem(name, JSON.stringify(value)));
      if (schedule) schedule(write);
      else write();
    },
    removeItem: remove,
  };
}

/** The answer of a call to storage, or undefined when the storage is blocked or full (it threw). */
function quietly<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

/** A stored text as the `{ state, version }` envelope, or the notice that says why it is dropped. */
function envelopeOf(raw: string): { ok: true; value: StoredValue } | { ok: false; notice: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, notice: NOTICES.corrupt };
  }
  if (!isRecord(parsed) || typeof parsed.version !== 'number' || !('state' in parsed))
    return { ok: false, notice: NOTICES.shape };
  // The state itself is checked in `merge`, after `migrate` has seen the version.
  return { ok: true, value: parsed as unknown as StoredValue };
}

/** Web Storage of the page, when there is one (not in Node, not when blocked). */
export const browserStorage = (): KeyValueStorage | undefined =>
  typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;

/**
 * Writes after the current task, the last one only: a drop's task ends with the DOM
 * updated, and the stored copy follows (one write for a burst of changes). Whatever is
 * pending is written at once when the page is hidden or left.
 */
export function afterTask(): (write: () => void) => void {
  let pending: (() => void) | null = null;
  const flush = () => {
    const write = pending;
    pending = null;
    write?.();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  return (write) => {
    if (pending === null) setTimeout(flush, 0);
    pending = write;
  };
}
