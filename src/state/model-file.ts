/**
 * The model file a person read for a pin, as the store holds it (slices/readings-slice.ts):
 * its inventory, and whether the person confirmed that the file is the pin's model. Only a
 * confirmed inventory puts file bytes on the pin's rows and lanes.
 */
import { own } from '../domain/keyed';
import type { BoardFileBytes } from '../domain/model-file/board-file-bytes';
import type { ExplorerState, PinModelFile } from './types';

export type { PinModelFile };

/** The confirmed file as the board model reads it (its rows', lanes' and verdict's file bytes), or undefined. */
export const selectConfirmedFileBytes = (s: ExplorerState, pinId: string): BoardFileBytes | undefined => {
  const f = own(s.modelFiles, pinId);
  return f?.confirmed ? f.fileBytes : undefined;
};

export const selectPinModelFile = (s: ExplorerState, pinId: string): PinModelFile | undefined =>
  own(s.modelFiles, pinId);
