/**
 * The one app store, as a vanilla zustand store (no React here; the hook is in store.ts).
 *
 * Actions are events (rowDropped, undoRequested, placementsReset...), not setters. The store
 * asks the domain rules and never re-implements one: a refused drop changes nothing but the
 * message. The calculator verdict is not stored here and takes nothing from here: it is a
 * function of the profile and hardware alone (invariant 6).
 *
 * Explorations (placements, settings, undo history) persist per pin in Web Storage under
 * STORAGE_KEY, versioned; whatever comes back is checked again and anything that no longer
 * holds is dropped with a notice (see persistence.ts).
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Hardware, Profile } from '../domain/schema';
import type { ProfileError } from '../profiles/validate';
import type { Move, Placement, Settings } from '../domain/placement';
import { checkMove } from '../domain/rules';
import {
  HISTORY_LIMIT,
  NOTICES,
  STORAGE_KEY,
  STORAGE_VERSION,
  emptyExplorations,
  isPersistedShape,
  safeJsonStorage,
  sanitizeExplorations,
  type History,
  type KeyValueStorage,
  type PersistedExplorations,
} from './persistence';
import { dropMessage, historyMessage } from './messages';
import { asPinnedOf, selectMoveContext, selectPlacement, selectProfile, selectHardwareFor } from './selectors';

export type View = { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string } | { kind: 'home' };
/** The last move's message; `seq` changes on every message so a repeated sentence is spoken again. */
export type Announcement = { pinId: string; ok: boolean; text: string; seq: number };
export type SelectedRow = { pinId: string; componentId: string };
export type { History };

export type ExplorerState = {
  profiles: Profile[];
  hardware: Hardware[];
  loadErrors: ProfileError[];
  view: View;
  /** Explored placements per pin; a pin not in the map is as-pinned. */
  placements: Record<string, Placement>;
  /** Settings the user chose per pin; unset names take the profile's default. */
  settings: Record<string, Settings>;
  history: Record<string, History>;
  lastMove: Announcement | null;
  /** The row whose full config and source evidence is open ("evidence on demand"). */
  selectedRow: SelectedRow | null;
  /** Why stored explorations were dropped at load, until dismissed. */
  storageNotice: string | null;
};

export type ExplorerActions = {
  profilesLoaded: (profiles: Profile[], hardware: Hardware[], errors: ProfileError[]) => void;
  viewChanged: (view: View) => void;
  rowDropped: (pinId: string, move: Move) => void;
  undoRequested: (pinId: string) => void;
  redoRequested: (pinId: string) => void;
  placementsReset: (pinId: string) => void;
  settingChosen: (pinId: string, name: string, value: string) => void;
  rowSelected: (row: SelectedRow | null) => void;
  storageNoticeDismissed: () => void;
};

export type ExplorerStore = ExplorerState & ExplorerActions;

export type ExplorerStoreOptions = {
  profiles?: Profile[];
  hardware?: Hardware[];
  errors?: ProfileError[];
  /** Where explorations persist; omitted or undefined keeps them for the session only. */
  storage?: () => KeyValueStorage | undefined;
  /** Storage key; tests can isolate themselves with their own. */
  key?: string;
};

const emptyHistory: History = { past: [], future: [] };
const pushBounded = <T>(list: readonly T[], item: T): T[] => [...list, item].slice(-HISTORY_LIMIT);

export function createExplorerStore(options: ExplorerStoreOptions = {}) {
  const profiles = options.profiles ?? [];
  const hardware = options.hardware ?? [];
  // Notices found while reading storage, gathered until `merge` puts them in the state.
  let pending: string[] = [];
  const storage = safeJsonStorage(options.storage ?? (() => undefined), (n) => pending.push(n));

  const initial: ExplorerState = {
    profiles,
    hardware,
    loadErrors: options.errors ?? [],
    view: { kind: 'home' },
    ...emptyExplorations(),
    lastMove: null,
    selectedRow: null,
    storageNotice: null,
  };

  return createStore<ExplorerStore>()(
    persist(
      (set, get) => {
        const announce = (pinId: string, ok: boolean, text: string): Announcement => ({
          pinId,
          ok,
          text,
          seq: (get().lastMove?.seq ?? 0) + 1,
        });

        /** Moves the pin to `next`, recording `current` for undo. */
        const commit = (pinId: string, current: Placement, next: Placement, lastMove: Announcement) => {
          const s = get();
          const h = s.history[pinId] ?? emptyHistory;
          set({
            placements: { ...s.placements, [pinId]: next },
            history: { ...s.history, [pinId]: { past: pushBounded(h.past, current), future: [] } },
            lastMove,
          });
        };

        return {
          ...initial,
          profilesLoaded: (profiles, hardware, loadErrors) => {
            const s = get();
            const { value, dropped } = sanitizeExplorations(
              { placements: s.placements, settings: s.settings, history: s.history },
              profiles,
              hardware,
            );
            set({
              profiles,
              hardware,
              loadErrors,
              ...value,
              storageNotice: dropped.length ? NOTICES.stale(dropped) : s.storageNotice,
            });
          },
          viewChanged: (view) => set({ view }),
          rowDropped: (pinId, move) => {
            const s = get();
            const ctx = selectMoveContext(s, pinId);
            if (!ctx) return;
            // The rules' answer is authoritative; a refused move only changes the message.
            const result = checkMove(ctx, move);
            const lastMove = announce(pinId, result.ok, dropMessage(ctx, move, result));
            if (!result.ok || result.placement[move.component] === ctx.placement[move.component]) {
              set({ lastMove });
              return;
            }
            commit(pinId, ctx.placement, result.placement, lastMove);
          },
          undoRequested: (pinId) => {
            const s = get();
            const h = s.history[pinId];
            const current = selectPlacement(s, pinId);
            const previous = h?.past.at(-1);
            const profile = selectProfile(s, pinId);
            const hw = selectHardwareFor(s, profile);
            if (!h || !current || !previous || !profile || !hw) return;
            set({
              placements: { ...s.placements, [pinId]: previous },
              history: { ...s.history, [pinId]: { past: h.past.slice(0, -1), future: [current, ...h.future].slice(0, HISTORY_LIMIT) } },
              lastMove: announce(pinId, true, historyMessage('Undone', profile, hw, current, previous)),
            });
          },
          redoRequested: (pinId) => {
            const s = get();
            const h = s.history[pinId];
            const current = selectPlacement(s, pinId);
            const next = h?.future[0];
            const profile = selectProfile(s, pinId);
            const hw = selectHardwareFor(s, profile);
            if (!h || !current || !next || !profile || !hw) return;
            set({
              placements: { ...s.placements, [pinId]: next },
              history: { ...s.history, [pinId]: { past: pushBounded(h.past, current), future: h.future.slice(1) } },
              lastMove: announce(pinId, true, historyMessage('Redone', profile, hw, current, next)),
            });
          },
          placementsReset: (pinId) => {
            const s = get();
            const ctx = selectMoveContext(s, pinId);
            if (!ctx) return;
            const asPinned = asPinnedOf(ctx.profile);
            const moved = ctx.profile.components.some((c) => (ctx.placement[c.id] ?? c.asPinned) !== c.asPinned);
            if (!moved) return;
            // Reset is a step like any other: undo brings the explorations back.
            commit(pinId, ctx.placement, asPinned, announce(pinId, true, historyMessage('Reset to as-pinned', ctx.profile, ctx.hardware, ctx.placement, asPinned)));
          },
          settingChosen: (pinId, name, value) => {
            const s = get();
            const setting = selectProfile(s, pinId)?.settings.find((x) => x.name === name);
            // Only values the pin states: a setting is an option of the recipe, not free text.
            if (!setting?.options.some((o) => o.value === value)) return;
            if ((s.settings[pinId]?.[name] ?? setting.default) === value) return;
            set({ settings: { ...s.settings, [pinId]: { ...s.settings[pinId], [name]: value } } });
          },
          rowSelected: (row) => {
            const current = get().selectedRow;
            if (current?.pinId === row?.pinId && current?.componentId === row?.componentId) return;
            set({ selectedRow: row });
          },
          storageNoticeDismissed: () => set({ storageNotice: null }),
        };
      },
      {
        name: options.key ?? STORAGE_KEY,
        version: STORAGE_VERSION,
        storage,
        // Only what the user made: never the profiles, the view, messages or selection.
        partialize: (s): PersistedExplorations => ({ placements: s.placements, settings: s.settings, history: s.history }),
        migrate: (_persisted, version) => {
          // No earlier format is worth converting: explorations are cheap to redo, a wrong
          // placement on screen is not. Dropped, and said so.
          pending.push(NOTICES.oldVersion(version));
          return emptyExplorations();
        },
        merge: (persisted, current) => {
          const notices = pending;
          pending = [];
          let value = emptyExplorations();
          if (persisted !== undefined) {
            if (isPersistedShape(persisted)) {
              const clean = sanitizeExplorations(persisted, current.profiles, current.hardware);
              value = clean.value;
              if (clean.dropped.length) notices.push(NOTICES.stale(clean.dropped));
            } else notices.push(NOTICES.shape);
          }
          return { ...current, ...value, storageNotice: notices.length ? notices.join(' ') : current.storageNotice };
        },
        onRehydrateStorage: () => (state) => {
          // Write the cleaned state back, so a dropped value is not found again next time.
          if (state?.storageNotice) storage.setItem(options.key ?? STORAGE_KEY, { state: { placements: state.placements, settings: state.settings, history: state.history }, version: STORAGE_VERSION });
        },
      },
    ),
  );
}

export type ExplorerStoreApi = ReturnType<typeof createExplorerStore>;
