/**
 * The one app store, as a vanilla zustand store (no React here; the hook is in store.ts).
 *
 * Actions are events (rowDropped, undoRequested, placementsReset...), not setters. The store
 * asks the domain rules and never re-implements one: a refused drop changes nothing but the
 * message. The calculator verdict is not stored here and takes nothing from here: it is a
 * function of the profile and hardware alone (docs/INVARIANTS.md, 6).
 *
 * The parts live beside it: types.ts (state and events), history.ts (undo and redo),
 * open-link.ts (what a link does), persist-options.ts (what persists and how it is checked
 * back), local-files.ts (pins and hardware from local files, for the session only).
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { forcedBy, isSettingOption, recipeValue } from '../domain/placement/settings';
import { type Placement } from '../domain/placement/placement';
import { checkMove } from '../domain/placement/move-rules';
import { recorded, travel, type Direction } from './history';
import { keepLocalFiles, openLocalFiles } from './local-files';
import { NOTHING_TO_RESET, dropMessage, historyMessage } from './messages';
import { openLink } from './open-link';
import { boundaryMoved } from './expert-boundary';
import { persistOptions } from './persist-options';
import { catalogueEntries } from '../profiles/catalogue';
import { FetchFailed } from '../profiles/fetch-catalogue';
import { isPinId } from '../domain/profile/schema/pin-id';
import { joinExplorations, pickExplorations, sanitizeExplorations } from './sanitize';
import { NOTICES } from './persistence';
import {
  asPinnedOf,
  selectExplorations,
  selectLastMove,
  selectMoveContext,
  selectProfile,
  selectSettings,
} from './selectors';
import type { Announcement, ExplorerStore, ExplorerStoreOptions } from './types';
import { initialState } from './initial-state';
import { emptyExplorations } from './sanitize';
import { own } from '../domain/keyed';

const HISTORY_WORDS: Record<Direction, 'Undone' | 'Redone'> = { undo: 'Undone', redo: 'Redone' };

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
/** A notice added to the one already shown, if any. */
const withNotice = (current: string | null, dropped: readonly string[]): string | null =>
  dropped.length ? [current, NOTICES.stale(dropped)].filter(Boolean).join(' ') : current;

export function createExplorerStore(options: ExplorerStoreOptions = {}) {
  const initial = initialState(options);
  const source = options.source;
  let indexInFlight = false;
  return createStore<ExplorerStore>()(
    persist(
      (set, get) => {
        const announce = (
          pinId: string,
          ok: boolean,
          text: string,
          move?: Announcement['move'],
        ): Announcement => ({
          pinId,
          ok,
          text,
          seq: (get().lastMove?.seq ?? 0) + 1,
          ...(move ? { move } : {}),
        });
        /** Moves the pin to `next`, recording `current` for undo. */
        const commit = (pinId: string, current: Placement, next: Placement, lastMove: Announcement) => {
          const s = get();
          set({
            placements: { ...s.placements, [pinId]: next },
            history: { ...s.history, [pinId]: recorded(own(s.history, pinId), current) },
            lastMove,
          });
        };
        const step = (pinId: string, dir: Direction) => {
          const s = get();
          const ctx = selectMoveContext(s, pinId);
          const done = ctx && travel(own(s.history, pinId), ctx.placement, dir);
          if (!ctx || !done) return;
          const { profile, hardware: hw, placement } = ctx;
          set({
            placements: { ...s.placements, [pinId]: done.placement },
            history: { ...s.history, [pinId]: done.history },
            lastMove: announce(
              pinId,
              true,
              historyMessage(HISTORY_WORDS[dir], profile, hw, placement, done.placement),
            ),
          });
        };

        return {
          ...initial,
          profilesLoaded: (loadedProfiles, loadedHardware, loadErrors) => {
            const s = get();
            const files = keepLocalFiles(s, loadedProfiles, loadedHardware);
            const { value, dropped } = sanitizeExplorations(
              joinExplorations(s.pendingExplorations, s),
              files.profiles,
              files.hardware,
            );
            set({
              ...files,
              catalogue: catalogueEntries(loadedProfiles, loadedHardware),
              catalogueStatus: 'ready',
              pinLoads: {},
              pendingExplorations: emptyExplorations(),
              loadedProfiles,
              loadedHardware,
              loadErrors,
              ...value,
              storageNotice: dropped.length ? NOTICES.stale(dropped) : s.storageNotice,
            });
          },
          catalogueRequested: () => {
            if (!source || indexInFlight || get().catalogueStatus === 'ready') return;
            indexInFlight = true;
            source.index().then(
              (index) => {
                indexInFlight = false;
                get().catalogueLoaded(index);
              },
              (e: unknown) => {
                indexInFlight = false;
                get().catalogueFailed(messageOf(e));
              },
            );
          },
          catalogueLoaded: (index) => {
            const s = get();
            const listed = new Set(index.pins.map((p) => p.id));
            const loaded = (id: string) => s.profiles.some((p) => p.id === id);
            // Stored explorations of a pin the catalogue no longer lists are dropped, and said so.
            const gone = pickExplorations(s.pendingExplorations, (id) => !listed.has(id) && !loaded(id));
            const { dropped } = sanitizeExplorations(gone, [], []);
            set({
              catalogue: index.pins,
              catalogueStatus: 'ready',
              loadErrors: index.errors,
              pendingExplorations: pickExplorations(s.pendingExplorations, (id) => listed.has(id)),
              storageNotice: withNotice(s.storageNotice, dropped),
            });
          },
          catalogueFailed: (error) => {
            if (get().catalogueStatus === 'loading') set({ catalogueStatus: { error } });
          },
          pinsRequested: (ids) => {
            const s = get();
            if (!source) return;
            const listed = (id: string) =>
              s.catalogueStatus !== 'ready' || s.catalogue.some((e) => e.id === id);
            const wanted = [...new Set(ids)].filter(
              (id) =>
                isPinId(id) &&
                listed(id) &&
                s.pinLoads[id] !== 'loading' &&
                !s.profiles.some((p) => p.id === id),
            );
            if (wanted.length === 0) return;
            const pinLoads = { ...s.pinLoads };
            for (const id of wanted) pinLoads[id] = 'loading';
            set({ pinLoads });
            for (const id of wanted)
              source.pin(id).then(
                (file) => get().pinLoaded(file),
                (e: unknown) =>
                  get().pinFailed(
                    id,
                    messageOf(e),
                    e instanceof FetchFailed && e.status === 404 ? true : undefined,
                  ),
              );
          },
          pinLoaded: ({ profile, hardware }) => {
            const s = get();
            const id = profile.id;
            const pinLoads = { ...s.pinLoads };
            delete pinLoads[id];
            if (s.profiles.some((p) => p.id === id)) return set({ pinLoads });
            // Hardware already open keeps its place: it may sit under other pins already.
            const known = s.hardware.some((h) => h.id === hardware.id);
            const allHardware = known ? s.hardware : [...s.hardware, hardware];
            const mine = pickExplorations(s.pendingExplorations, (x) => x === id);
            const { value, dropped } = sanitizeExplorations(mine, [profile], allHardware);
            set({
              profiles: [...s.profiles, profile],
              hardware: allHardware,
              loadedProfiles: [...s.loadedProfiles, profile],
              loadedHardware: s.loadedHardware.some((h) => h.id === hardware.id)
                ? s.loadedHardware
                : [...s.loadedHardware, hardware],
              pinLoads,
              pendingExplorations: pickExplorations(s.pendingExplorations, (x) => x !== id),
              placements: { ...s.placements, ...value.placements },
              settings: { ...s.settings, ...value.settings },
              history: { ...s.history, ...value.history },
              storageNotice: withNotice(s.storageNotice, dropped),
            });
          },
          hardwareRequested: async (ids) => {
            const listed = new Set(get().catalogue.map((e) => e.hardware));
            const wanted = [...new Set(ids)].filter(
              (id) => listed.has(id) && !get().hardware.some((h) => h.id === id),
            );
            if (!source || wanted.length === 0) return;
            const files = await Promise.all(wanted.map((id) => source.hardware(id).catch(() => undefined)));
            for (const hardware of files) {
              const s = get();
              if (!hardware || s.hardware.some((h) => h.id === hardware.id)) continue;
              set({ hardware: [...s.hardware, hardware], loadedHardware: [...s.loadedHardware, hardware] });
            }
          },
          pinQueryChanged: (change) => set({ pinQuery: { ...get().pinQuery, ...change } }),
          pinFailed: (id, error, missing) =>
            set({ pinLoads: { ...get().pinLoads, [id]: { error, ...(missing ? { missing } : {}) } } }),
          rowDropped: (pinId, move) => {
            const ctx = selectMoveContext(get(), pinId);
            if (!ctx) return;
            // The rules' answer is authoritative; a refused move only changes the message.
            const result = checkMove(ctx, move);
            const lastMove = announce(pinId, result.ok, dropMessage(ctx, move, result), {
              row: move.row,
              to: move.to,
            });
            if (!result.ok || result.placement[move.row] === ctx.placement[move.row]) set({ lastMove });
            else commit(pinId, ctx.placement, result.placement, lastMove);
          },
          undoRequested: (pinId) => step(pinId, 'undo'),
          redoRequested: (pinId) => step(pinId, 'redo'),
          placementsReset: (pinId) => {
            // Reset also takes an explored --n-cpu-moe N back to the recipe's.
            const boundary = boundaryMoved(get(), pinId, undefined);
            if (boundary) set(boundary);
            const s = get();
            const ctx = selectMoveContext(s, pinId);
            if (!ctx) return;
            // Nothing explored, but a refusal still on show: Reset clears it, so the status
            // bar and the card never keep an old refusal once the person asked for a fresh start.
            if (selectExplorations(s, pinId).length === 0) {
              if (selectLastMove(s, pinId)?.ok === false)
                set({ lastMove: announce(pinId, true, NOTHING_TO_RESET) });
              return;
            }
            const asPinned = asPinnedOf(ctx.profile);
            const text = historyMessage(
              'Reset to as-pinned',
              ctx.profile,
              ctx.hardware,
              ctx.placement,
              asPinned,
            );
            // Reset is a step like any other: undo brings the explorations back.
            commit(pinId, ctx.placement, asPinned, announce(pinId, true, text));
          },
          settingChosen: (pinId, name, value) => {
            const s = get();
            const profile = selectProfile(s, pinId);
            const setting = profile?.settings.find((x) => x.name === name);
            // Only values the pin states: a setting is an option of the recipe, not free text.
            if (!profile || !setting || !isSettingOption(profile, name, value)) return;
            // A setting that another chosen option forces is not the user's to change.
            if (forcedBy(profile, selectSettings(s, pinId) ?? {}).has(name)) return;
            if ((own(own(s.settings, pinId) ?? {}, name) ?? recipeValue(setting)) === value) return;
            set({ settings: { ...s.settings, [pinId]: { ...own(s.settings, pinId), [name]: value } } });
          },
          expertBoundaryMoved: (pinId, n) => {
            const next = boundaryMoved(get(), pinId, n);
            if (next) set(next);
          },
          settingsReset: (pinId) => {
            const s = get();
            if (!own(s.settings, pinId)) return;
            const { [pinId]: _dropped, ...rest } = s.settings;
            set({ settings: rest });
          },
          rowSelected: (row) => {
            const current = get().selectedRow;
            if (current?.pinId === row?.pinId && current?.componentId === row?.componentId) return;
            set({ selectedRow: row });
          },
          storageNoticeDismissed: () => set({ storageNotice: null }),
          urlOpened: (link) => {
            const next = openLink(get(), link);
            if (next) set(next);
          },
          linkNoticeDismissed: () => set({ linkNotice: null }),
          localFilesOpened: (outcomes) => {
            const s = get();
            // A local file never takes the id of a catalogue pin, loaded or not.
            const taken = [...s.loadedProfiles, ...s.catalogue];
            const { report, opened, ...next } = openLocalFiles(s, taken, outcomes);
            set({ ...next, localFileReport: report });
            return opened;
          },
          localFileReportDismissed: () => set({ localFileReport: null }),
        };
      },
      persistOptions(options.storage ?? (() => undefined), options.key, options.scheduleWrites),
    ),
  );
}
