/**
 * The one app store. Actions are events (pinSelected, rowDropped, placementsReset); the
 * store asks the domain rules and never re-implements one. The calculator verdict is not
 * stored here: it is derived from the profile and hardware alone.
 */
import { create } from 'zustand';
import type { Hardware, Profile } from '../domain/schema';
import type { ProfileError } from '../profiles/validate';
import { asPinnedPlacement, defaultSettings, type Move, type Placement, type Settings } from '../domain/placement';
import { checkMove, describeMove } from '../domain/rules';

export type View = { kind: 'pin'; id: string } | { kind: 'compare'; a: string; b: string } | { kind: 'home' };
export type Announcement = { pinId: string; ok: boolean; text: string; seq: number };
type History = { past: Placement[]; future: Placement[] };

export type ExplorerState = {
  profiles: Profile[];
  hardware: Hardware[];
  loadErrors: ProfileError[];
  view: View;
  /** Explored placements per pin; a pin not in the map is as-pinned. */
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
  history: Record<string, History>;
  lastMove: Announcement | null;
};

export type ExplorerActions = {
  profilesLoaded: (profiles: Profile[], hardware: Hardware[], errors: ProfileError[]) => void;
  viewChanged: (view: View) => void;
  rowDropped: (pinId: string, move: Move) => void;
  undoRequested: (pinId: string) => void;
  redoRequested: (pinId: string) => void;
  placementsReset: (pinId: string) => void;
  settingChosen: (pinId: string, name: string, value: string) => void;
};

export const initialState: ExplorerState = {
  profiles: [],
  hardware: [],
  loadErrors: [],
  view: { kind: 'home' },
  placements: {},
  settings: {},
  history: {},
  lastMove: null,
};

export const selectProfile = (s: ExplorerState, id: string) => s.profiles.find((p) => p.id === id);
export const selectHardwareFor = (s: ExplorerState, profile: Profile | undefined) =>
  profile ? s.hardware.find((h) => h.id === profile.hardware) : undefined;
export const selectPlacement = (s: ExplorerState, id: string): Placement | undefined => {
  const p = selectProfile(s, id);
  return p ? (s.placements[id] ?? asPinnedPlacement(p)) : undefined;
};
export const selectSettings = (s: ExplorerState, id: string): Settings | undefined => {
  const p = selectProfile(s, id);
  return p ? { ...defaultSettings(p), ...s.settings[id] } : undefined;
};

const emptyHistory: History = { past: [], future: [] };

export const useExplorer = create<ExplorerState & ExplorerActions>()((set, get) => ({
  ...initialState,
  profilesLoaded: (profiles, hardware, loadErrors) => set({ profiles, hardware, loadErrors }),
  viewChanged: (view) => set({ view }),
  rowDropped: (pinId, move) => {
    const s = get();
    const profile = selectProfile(s, pinId);
    const hardware = selectHardwareFor(s, profile);
    const placement = selectPlacement(s, pinId);
    const settings = selectSettings(s, pinId);
    if (!profile || !hardware || !placement || !settings) return;
    const ctx = { profile, hardware, placement, settings };
    const result = checkMove(ctx, move);
    const seq = (s.lastMove?.seq ?? 0) + 1;
    const lastMove = { pinId, ok: result.ok, text: describeMove(ctx, move, result), seq };
    if (!result.ok || result.placement[move.component] === placement[move.component]) {
      set({ lastMove });
      return;
    }
    const h = s.history[pinId] ?? emptyHistory;
    set({
      placements: { ...s.placements, [pinId]: result.placement },
      history: { ...s.history, [pinId]: { past: [...h.past, placement], future: [] } },
      lastMove,
    });
  },
  undoRequested: (pinId) => {
    const s = get();
    const h = s.history[pinId];
    const current = selectPlacement(s, pinId);
    const previous = h?.past.at(-1);
    if (!h || !current || !previous) return;
    set({
      placements: { ...s.placements, [pinId]: previous },
      history: { ...s.history, [pinId]: { past: h.past.slice(0, -1), future: [current, ...h.future] } },
    });
  },
  redoRequested: (pinId) => {
    const s = get();
    const h = s.history[pinId];
    const current = selectPlacement(s, pinId);
    const next = h?.future[0];
    if (!h || !current || !next) return;
    set({
      placements: { ...s.placements, [pinId]: next },
      history: { ...s.history, [pinId]: { past: [...h.past, current], future: h.future.slice(1) } },
    });
  },
  placementsReset: (pinId) => {
    const s = get();
    const current = selectPlacement(s, pinId);
    const profile = selectProfile(s, pinId);
    if (!current || !profile) return;
    const h = s.history[pinId] ?? emptyHistory;
    const { [pinId]: _dropped, ...rest } = s.placements;
    set({
      placements: rest,
      history: { ...s.history, [pinId]: { past: [...h.past, current], future: [] } },
    });
  },
  settingChosen: (pinId, name, value) => {
    const s = get();
    set({ settings: { ...s.settings, [pinId]: { ...s.settings[pinId], [name]: value } } });
  },
}));
