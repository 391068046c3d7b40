/**
 * Each draft's setup (its command's reading, its model file's inventory, its load log's
 * reading and the log's check against the command) as one value, by draft id, read by one
 * function (src/domain/setup/read-setup.ts) and held in the store (slices/readings-slice.ts).
 * What the person typed persists with the draft (ui/command/draft-storage.ts) and the setup is
 * rebuilt from it on load; a model file is read for this session only (nothing of it is stored or sent).
 */
import { own } from '../domain/keyed';
import type { BoardSetup } from '../domain/setup/board-setup';
import type { ExplorerState } from './types';

export const selectSetup = (s: ExplorerState, draftId: string): BoardSetup | undefined =>
  own(s.setups, draftId);
