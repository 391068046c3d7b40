/**
 * The model file headers a person read for a draft they opened, this session only (nothing
 * is stored or sent), with the command's reading and the hardware: what the draft board's
 * device lanes compute bytes per device from. A reload forgets them, as it forgets the file.
 */
import { createStore, useStore } from 'zustand';
import type { CommandReading } from '../domain/command/reading';
import type { Inventory } from '../domain/model-file/inventory';
import type { ModelHeader } from '../domain/model-file/read-header';
import type { Hardware } from '../domain/profile/schema/hardware';

export type DraftModel = {
  headers: readonly ModelHeader[];
  inventory: Inventory;
  reading: CommandReading;
  hardware: Hardware;
};
type State = { byPin: Readonly<Record<string, DraftModel>> };

const store = createStore<State>(() => ({ byPin: {} }));

export const useDraftModel = (pinId: string): DraftModel | undefined =>
  useStore(store, (s) => s.byPin[pinId]);

export const draftModelRead = (pinId: string, model: DraftModel): void =>
  store.setState((s) => ({ byPin: { ...s.byPin, [pinId]: model } }));
