/**
 * What the person read this session, by pin (nothing of it is stored or sent): a model file's
 * inventory and whether they confirmed it is the pin's model (only a confirmed one puts file
 * bytes on the board), and a draft's setup (its command's reading, its model file's inventory,
 * its load log's reading and the log's check against the command; domain/setup/read-setup.ts).
 */
import { own } from '../../domain/keyed';
import type { ExplorerActions } from '../types';
import type { SetState } from './slice';

type ReadingEvents = Pick<
  ExplorerActions,
  'modelFileRead' | 'modelFileConfirmed' | 'modelFileCleared' | 'setupRead'
>;

export const readingsSlice = (set: SetState): ReadingEvents => ({
  modelFileRead: (pinId, inventory) =>
    set((s) => ({
      modelFiles: {
        ...s.modelFiles,
        [pinId]: { inventory, confirmed: false },
      },
    })),
  modelFileConfirmed: (pinId, confirmed) =>
    set((s) => {
      const f = own(s.modelFiles, pinId);
      return f ? { modelFiles: { ...s.modelFiles, [pinId]: { ...f, confirmed } } } : s;
    }),
  modelFileCleared: (pinId) =>
    set((s) => {
      const { [pinId]: _gone, ...rest } = s.modelFiles;
      return { modelFiles: rest };
    }),
  setupRead: (draftId, setup) => set((s) => ({ setups: { ...s.setups, [draftId]: setup } })),
});
