/**
 * The model file a person read for a pin, this session only (nothing is stored or sent):
 * its inventory, and whether the person confirmed that the file is the pin's model. Only a
 * confirmed inventory puts file bytes on the pin's rows and lanes.
 */
import { createStore, useStore } from 'zustand';
import type { Inventory } from '../domain/model-file/inventory';
import { boardFileBytes, type BoardFileBytes } from '../domain/model-file/board-file-bytes';

/** `fileBytes` reads the inventory for the board model, made once per file read. */
export type PinModelFile = { inventory: Inventory; fileBytes: BoardFileBytes; confirmed: boolean };
type State = { byPin: Readonly<Record<string, PinModelFile>> };

const store = createStore<State>(() => ({ byPin: {} }));

export const useModelFile = <T>(selector: (s: State) => T): T => useStore(store, selector);

/** The confirmed file as the board model reads it (its rows', lanes' and verdict's file bytes), or undefined. */
export const selectConfirmedFileBytes = (s: State, pinId: string): BoardFileBytes | undefined => {
  const f = s.byPin[pinId];
  return f?.confirmed ? f.fileBytes : undefined;
};

/** The same, read once at the time of a click (the brief is built when the person copies it). */
export const confirmedFileBytes = (pinId: string): BoardFileBytes | undefined =>
  selectConfirmedFileBytes(store.getState(), pinId);

export const selectPinModelFile = (s: State, pinId: string): PinModelFile | undefined => s.byPin[pinId];

export const modelFileRead = (pinId: string, inventory: Inventory): void =>
  store.setState((s) => ({
    byPin: { ...s.byPin, [pinId]: { inventory, fileBytes: boardFileBytes(inventory), confirmed: false } },
  }));

export const modelFileConfirmed = (pinId: string, confirmed: boolean): void =>
  store.setState((s) => {
    const f = s.byPin[pinId];
    return f ? { byPin: { ...s.byPin, [pinId]: { ...f, confirmed } } } : s;
  });

export const modelFileCleared = (pinId: string): void =>
  store.setState((s) => {
    const { [pinId]: _gone, ...rest } = s.byPin;
    return { byPin: rest };
  });
