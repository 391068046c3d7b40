/**
 * A confirmed model file, as the board model reads it: each row's file-bytes figure, each
 * lane's tensor bytes, and the lower bound beside the verdict. The caller that holds the
 * inventory makes this and hands it to the board model, the briefs and the compare view
 * (PinState.fileBytes), so they all say the same figures, and none of them imports the readers:
 * the start-up script holds the board model, and the readers load on demand.
 */
import type { FileRowFigure, ResidenceFigure } from './file-figures';
import type { Row } from '../rows/rows';
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { pinnedOf } from '../explore/expert-boundary';
import { fileBytesBound, type FileBytesBound } from './file-bytes-bound';
import type { Inventory } from './inventory';
import { laneTensorBytes, rowTensors } from './pin-bytes';

export type BoardFileBytes = {
  /** The files read, by name. */
  files: readonly string[];
  /** The file bytes the header gives for one row, or why it gives none. */
  row(row: Row): FileRowFigure;
  /** The tensor bytes of the rows placed in one lane, each tensor once; undefined when none hold tensors. */
  residence(rows: readonly Row[]): ResidenceFigure | undefined;
  /** The file bytes as a lower bound for the pin as pinned: "does not fit", or no bound. */
  bound(profile: Profile, hardware: Hardware): FileBytesBound;
};

export function boardFileBytes(inv: Inventory): BoardFileBytes {
  const files = inv.files.map((f) => f.name);
  return {
    files,
    row(row) {
      const r = rowTensors(row, inv);
      return r.kind === 'file-bytes'
        ? { kind: 'file-header', files, sum: r.sum, layers: r.layers }
        : { kind: 'no-file-header', files, why: r.why };
    },
    residence(rows) {
      const r = laneTensorBytes(inv, rows);
      if (r.kind === 'none') return undefined;
      return r.kind === 'not-shown'
        ? { kind: 'tensor-bytes-not-shown', files, why: r.why }
        : { kind: 'tensor-bytes', files, sum: r.sum, rows: r.rows, notIncluded: r.notIncluded };
    },
    // The pin as pinned: an explored --n-cpu-moe N never moves the bound (invariant 6).
    bound: (profile, hardware) => fileBytesBound(pinnedOf(profile), hardware, inv),
  };
}
