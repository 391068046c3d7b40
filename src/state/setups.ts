/**
 * Each draft's setup, read by one function (src/domain/setup/read-setup.ts), as its board reads
 * it (src/domain/setup/board-setup.ts: its load log's reading and the log's check against the
 * command, and with a model file header, the header, its inventory and the command's flags),
 * by draft id, held in the store (slices/readings-slice.ts).
 * What the person typed persists with the draft (ui/command/draft-storage.ts) and the setup is
 * rebuilt from it on load; a model file is read for this session only (nothing of it is stored or sent).
 */
import { own } from '../domain/keyed';
import type { BoardSetup } from '../domain/setup/board-setup';
import type { ExplorerState } from './types';

export const selectSetup = (s: ExplorerState, draftId: string): BoardSetup | undefined =>
  own(s.setups, draftId);
