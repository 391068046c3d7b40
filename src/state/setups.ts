/**
 * The reading slice: each draft's setup (its command's reading, its model file's inventory,
 * its load log's reading and the log's check against the command) as one value, by draft id,
 * read by one function (src/domain/setup/read-setup.ts). What the person typed persists with
 * the draft (ui/command/draft-storage.ts) and the setup is rebuilt from it on load; a model
 * file is read for this session only (nothing of it is stored or sent).
 */
import { createStore, useStore } from 'zustand';
import type { Setup } from '../domain/setup/read-setup';

type State = { byDraft: Readonly<Record<string, Setup>> };

const store = createStore<State>(() => ({ byDraft: {} }));

export const useSetups = <T>(selector: (s: State) => T): T => useStore(store, selector);

export const selectSetup = (s: State, draftId: string): Setup | undefined => s.byDraft[draftId];

export const setupRead = (draftId: string, setup: Setup): void =>
  store.setState((s) => ({ byDraft: { ...s.byDraft, [draftId]: setup } }));
