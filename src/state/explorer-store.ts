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
 * holds is dropped with a notice (see persistence.ts). Pins and hardware from local files
 * are opened by the pure functions in local-files.ts, for the session only.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { Hardware, Profile } from '../domain/schema';
import type { ProfileError } from '../profiles/validate';
import {
  forcedBy,
  isSettingOption,
  residenceOf,
  type Move,
  type Placement,
  type Settings,
} from '../domain/placement';
import { boardRows } from '../domain/rows';
import { checkMove } from '../domain/rules';
import type { DecodedUrl } from './url';
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
import {
  keepLocalFiles,
  openLocalFiles,
  withoutKeys,
  type LocalFileOutcome,
  type LocalFileReport,
  type LocalHardware,
  type LocalPin,
} from './local-files';
import {
  asPinnedOf,
  selectMoveContext,
  selectPlacement,
  selectProfile,
  selectHardwareFor,
  selectSettings,
} from './selectors';

export type View = { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string } | { kind: 'home' };
/** The last move's message; `seq` changes on every message so a repeated sentence is spoken again. */
export type Announcement = { pinId: string; ok: boolean; text: string; seq: number };
export type SelectedRow = { pinId: string; componentId: string };
export type { History };
export type { LocalFileOutcome, LocalFileReport, LocalHardware, LocalPin } from './local-files';

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
  /** The profiles and hardware as loaded (bundled), before any local file was added. */
  loadedProfiles: Profile[];
  loadedHardware: Hardware[];
  /** Pins and hardware read from local files this session; their data is in profiles and hardware. */
  localPins: LocalPin[];
  localHardware: LocalHardware[];
  /** What the last opened link carried that was ignored, until dismissed. */
  linkNotice: string[] | null;
  /** The outcome of the last local files, until dismissed. */
  localFileReport: LocalFileReport | null;
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
  /**
   * A link was opened (on load or on hashchange): its view, and for each pin it carries
   * placements or settings for, those replace the pin's explorations (the previous placement
   * stays one undo step away). A pin the link carries nothing for keeps what the user had.
   */
  urlOpened: (decoded: DecodedUrl) => void;
  linkNoticeDismissed: () => void;
  /** Local files were read and validated: adds hardware and pins for this session, opens the last pin. */
  localFilesOpened: (outcomes: readonly LocalFileOutcome[]) => void;
  localFileReportDismissed: () => void;
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
const viewKeyOf = (v: View): string =>
  v.kind === 'pin' ? `pin/${v.id}` : v.kind === 'compare' ? `compare/${v.a}/${v.b}` : 'home';
const samePlacement = (profile: Profile, a: Placement, b: Placement): boolean =>
  boardRows(profile).every((r) => residenceOf(a, r) === residenceOf(b, r));
const sameSettings = (profile: Profile, a: Settings = {}, b: Settings = {}): boolean =>
  profile.settings.every((x) => (a[x.name] ?? x.default) === (b[x.name] ?? x.default));
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
    loadedProfiles: profiles,
    loadedHardware: hardware,
    localPins: [],
    localHardware: [],
    linkNotice: null,
    localFileReport: null,
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
          profilesLoaded: (loadedProfiles, loadedHardware, loadErrors) => {
            const s = get();
            const { profiles, hardware, localPins, localHardware } = keepLocalFiles(
              s,
              loadedProfiles,
              loadedHardware,
            );
            const { value, dropped } = sanitizeExplorations(
              { placements: s.placements, settings: s.settings, history: s.history },
              profiles,
              hardware,
            );
            set({
              profiles,
              hardware,
              loadedProfiles,
              loadedHardware,
              localPins,
              localHardware,
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
            if (!result.ok || result.placement[move.row] === ctx.placement[move.row]) {
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
              history: {
                ...s.history,
                [pinId]: {
                  past: h.past.slice(0, -1),
                  future: [current, ...h.future].slice(0, HISTORY_LIMIT),
                },
              },
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
              history: {
                ...s.history,
                [pinId]: { past: pushBounded(h.past, current), future: h.future.slice(1) },
              },
              lastMove: announce(pinId, true, historyMessage('Redone', profile, hw, current, next)),
            });
          },
          placementsReset: (pinId) => {
            const s = get();
            const ctx = selectMoveContext(s, pinId);
            if (!ctx) return;
            const asPinned = asPinnedOf(ctx.profile);
            const moved = boardRows(ctx.profile).some((r) => residenceOf(ctx.placement, r) !== r.asPinned);
            if (!moved) return;
            // Reset is a step like any other: undo brings the explorations back.
            commit(
              pinId,
              ctx.placement,
              asPinned,
              announce(
                pinId,
                true,
                historyMessage('Reset to as-pinned', ctx.profile, ctx.hardware, ctx.placement, asPinned),
              ),
            );
          },
          settingChosen: (pinId, name, value) => {
            const s = get();
            const profile = selectProfile(s, pinId);
            const setting = profile?.settings.find((x) => x.name === name);
            // Only values the pin states: a setting is an option of the recipe, not free text.
            if (!profile || !setting || !isSettingOption(profile, name, value)) return;
            // A setting that another chosen option forces is not the user's to change.
            if (forcedBy(profile, selectSettings(s, pinId) ?? {}).has(name)) return;
            if ((s.settings[pinId]?.[name] ?? setting.default) === value) return;
            set({ settings: { ...s.settings, [pinId]: { ...s.settings[pinId], [name]: value } } });
          },
          rowSelected: (row) => {
            const current = get().selectedRow;
            if (current?.pinId === row?.pinId && current?.componentId === row?.componentId) return;
            set({ selectedRow: row });
          },
          storageNoticeDismissed: () => set({ storageNotice: null }),
          urlOpened: (decoded) => {
            const s = get();
            let { placements, settings, history } = s;
            const pins = new Set([...Object.keys(decoded.placements), ...Object.keys(decoded.settings)]);
            for (const pinId of pins) {
              const profile = selectProfile(s, pinId);
              const current = selectPlacement(s, pinId);
              if (!profile || !current) continue;
              // A link that carries a pin's state carries all of it: what it leaves out is as-pinned or default.
              const next = decoded.placements[pinId] ?? asPinnedOf(profile);
              const chosen = decoded.settings[pinId] ?? {};
              if (!samePlacement(profile, current, next)) {
                const h = history[pinId] ?? emptyHistory;
                placements = { ...placements, [pinId]: next };
                history = { ...history, [pinId]: { past: pushBounded(h.past, current), future: [] } };
              }
              if (!sameSettings(profile, settings[pinId], chosen))
                settings = { ...settings, [pinId]: chosen };
            }
            const sameView = viewKeyOf(decoded.view) === viewKeyOf(s.view);
            // A notice belongs to the link that caused it: kept while that view stays open, gone on the next.
            const linkNotice = decoded.ignored.length ? decoded.ignored : sameView ? s.linkNotice : null;
            const sameNotice =
              linkNotice === s.linkNotice ||
              (linkNotice !== null &&
                s.linkNotice !== null &&
                linkNotice.join('\n') === s.linkNotice.join('\n'));
            if (sameView && sameNotice && placements === s.placements && settings === s.settings) return;
            set({
              view: sameView ? s.view : decoded.view,
              placements,
              settings,
              history,
              linkNotice: sameNotice ? s.linkNotice : linkNotice,
            });
          },
          linkNoticeDismissed: () => set({ linkNotice: null }),
          localFilesOpened: (outcomes) => {
            const s = get();
            const { report, opened, ...next } = openLocalFiles(s, s.loadedProfiles, outcomes);
            set({
              ...next,
              localFileReport: report,
              ...(opened ? { view: { kind: 'pin', id: opened } as View } : {}),
            });
          },
          localFileReportDismissed: () => set({ localFileReport: null }),
        };
      },
      {
        name: options.key ?? STORAGE_KEY,
        version: STORAGE_VERSION,
        storage,
        // Only what the user made: never the profiles, the view, messages or selection.
        // Local pins last for the session only, so their explorations are not stored either.
        partialize: (s): PersistedExplorations => {
          const local = new Set(s.localPins.map((l) => l.id));
          return {
            placements: withoutKeys(s.placements, local),
            settings: withoutKeys(s.settings, local),
            history: withoutKeys(s.history, local),
          };
        },
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
          return {
            ...current,
            ...value,
            storageNotice: notices.length ? notices.join(' ') : current.storageNotice,
          };
        },
        onRehydrateStorage: () => (state) => {
          // Write the cleaned state back, so a dropped value is not found again next time.
          if (state?.storageNotice)
            storage.setItem(options.key ?? STORAGE_KEY, {
              state: { placements: state.placements, settings: state.settings, history: state.history },
              version: STORAGE_VERSION,
            });
        },
      },
    ),
  );
}
