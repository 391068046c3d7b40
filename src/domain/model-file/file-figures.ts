/**
 * The figures a confirmed model file gives the board: a row's file bytes (or why the file holds
 * none of them) and a lane's tensor bytes. Their own module, below both the board model that
 * lists them and the model-file code that makes them, so neither imports the other.
 */
import type { ByteSum, LayerRange } from './summary';

/** Exact file bytes read from a model file's header for one row, or why it holds none of them. */
export type FileRowFigure =
  /** Exact file bytes read from the header of a model file, for this row (a part: its layers' tensors). */
  | { kind: 'file-header'; files: readonly string[]; sum: ByteSum; layers: LayerRange | undefined }
  /** A model file was read for the pin, and it holds none of this row's bytes: why (a copy, runtime memory). */
  | { kind: 'no-file-header'; files: readonly string[]; why: string };

/**
 * A figure a residence carries, with its source: the file bytes of the tensors of the rows
 * placed in it, each tensor once (never the ledger row, never a copy), with the rows counted and
 * the runtime rows named as not included; or why no such figure is shown there. Not a fit.
 */
export type ResidenceFigure =
  | {
      kind: 'tensor-bytes';
      files: readonly string[];
      sum: ByteSum;
      rows: readonly string[];
      notIncluded: readonly string[];
    }
  | { kind: 'tensor-bytes-not-shown'; files: readonly string[]; why: string };
