/**
 * The model file a person read for a pin, as the store holds it (slices/readings-slice.ts):
 * its inventory, and whether the person confirmed that the file is the pin's model. Only a
 * confirmed inventory puts file bytes on the pin's rows and lanes.
 */
import { own } from '../domain/keyed';
import { boardFileBytes, type BoardFileBytes } from '../domain/model-file/board-file-bytes';
import type { Inventory } from '../domain/model-file/inventory';
import type { ExplorerState, PinModelFile } from './types';

export type { PinModelFile };

// Made once per file read, here rather than in the store's action, so the readers' domain stays
// out of the start-up script (tests/architecture/start-up.test.ts); one object per inventory keeps
// the selector's answer stable between renders.
const fileBytesOf = new WeakMap<Inventory, BoardFileBytes>();

/** The confirmed file as the board model reads it (its rows', lanes' and verdict's file bytes), or undefined. */
export const selectConfirmedFileBytes = (s: ExplorerState, pinId: string): BoardFileBytes | undefined => {
  const f = own(s.modelFiles, pinId);
  if (!f?.confirmed) return undefined;
  const known = fileBytesOf.get(f.inventory);
  if (known) return known;
  const made = boardFileBytes(f.inventory);
  fileBytesOf.set(f.inventory, made);
  return made;
};

export const selectPinModelFile = (s: ExplorerState, pinId: string): PinModelFile | undefined =>
  own(s.modelFiles, pinId);
