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
import { forcedBy, isSettingOption, type Placement } from '../domain/placement';
import { checkMove } from '../domain/rules';
import { recorded, travel, type Direction } from './history';
import { keepLocalFiles, openLocalFiles } from './local-files';
import { dropMessage, historyMessage } from './messages';
import { openLink } from './open-link';
import { persistOptions } from './persist-options';
import { sanitizeExplorations } from './sanitize';
import { NOTICES } from './persistence';
import {
  asPinnedOf,
  selectExplorations,
  selectMoveContext,
  selectProfile,
  selectSettings,
} from './selectors';
import type { Announcement, ExplorerStore, ExplorerStoreOptions } from './types';
import { initialState } from './initial-state';

export type * from './types';

const HISTORY_WORDS: Record<Direction, 'Undone' | 'Redone'> = { undo: 'Undone', redo: 'Redone' };

export function createExplorerStore(options: ExplorerStoreOptions = {}) {
  const initial = initialState(options);
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
            history: { ...s.history, [pinId]: recorded(s.history[pinId], current) },
            lastMove,
          });
        };
        const step = (pinId: string, dir: Direction) => {
          const s = get();
          const ctx = selectMoveContext(s, pinId);
          const done = ctx && travel(s.history[pinId], ctx.placement, dir);
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
            const { value, dropped } = sanitizeExplorations(s, files.profiles, files.hardware);
            set({
              ...files,
              loadedProfiles,
              loadedHardware,
              loadErrors,
              ...value,
              storageNotice: dropped.length ? NOTICES.stale(dropped) : s.storageNotice,
            });
          },
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
            const s = get();
            const ctx = selectMoveContext(s, pinId);
            if (!ctx || selectExplorations(s, pinId).length === 0) return;
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
            if ((s.settings[pinId]?.[name] ?? setting.default) === value) return;
            set({ settings: { ...s.settings, [pinId]: { ...s.settings[pinId], [name]: value } } });
          },
          settingsReset: (pinId) => {
            const s = get();
            if (!s.settings[pinId]) return;
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
            const { report, opened, ...next } = openLocalFiles(s, s.loadedProfiles, outcomes);
            set({
              ...next,
              localFileReport: report,
              ...(opened ? { view: { kind: 'pin', id: opened } } : {}),
            });
          },
          localFileReportDismissed: () => set({ localFileReport: null }),
        };
      },
      persistOptions(options.storage ?? (() => undefined), options.key),
    ),
  );
}
