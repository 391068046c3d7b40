/**
 * The settings' events and the open row: only values the pin states, never one another chosen
 * option forces; the explored N of --n-cpu-moe (expert-boundary.ts).
 */
import { forcedBy, isSettingOption, recipeValue } from '../../domain/placement/settings';
import { own } from '../../domain/keyed';
import { boundaryMoved } from '../expert-boundary';
import { selectProfile, selectSettings } from '../selectors';
import type { ExplorerActions } from '../types';
import type { GetState, SetState } from './slice';

type SettingEvents = Pick<
  ExplorerActions,
  'settingChosen' | 'expertBoundaryMoved' | 'settingsReset' | 'rowSelected'
>;

export const settingsSlice = (set: SetState, get: GetState): SettingEvents => ({
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
});
