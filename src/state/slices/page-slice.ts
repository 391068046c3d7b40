/**
 * What comes from outside the running app, and what the page says of it until dismissed: an
 * opened link (open-link.ts), local files (local-files.ts), and stored explorations dropped.
 */
import { openLink } from '../open-link';
import { openLocalFiles } from '../local-files';
import type { ExplorerActions } from '../types';
import type { GetState, SetState } from './slice';

type PageEvents = Pick<
  ExplorerActions,
  | 'storageNoticeDismissed'
  | 'urlOpened'
  | 'linkNoticeDismissed'
  | 'localFilesOpened'
  | 'localFileReportDismissed'
>;

export const pageSlice = (set: SetState, get: GetState): PageEvents => ({
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
});
