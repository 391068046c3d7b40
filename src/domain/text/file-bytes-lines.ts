/**
 * The words for file bytes from a model file's header, as the board model carries them: on a
 * row, on a lane, and beside the verdict. The board, the briefs and the compare view all say
 * them with these functions, so a figure reads the same everywhere. Each says its kind (file
 * bytes from the header of <file>) and what it leaves out; none of them says "fits".
 */
import type { FileRowFigure, ResidenceFigure, RowFigure } from '../board/board-model';
import type { FileBytesBound } from '../model-file/file-bytes-bound';
import { bytesText } from '../model-file/byte-sum-text';
import { countOf } from './sentence';

/** One file by its name, several by their count (the names are in the inventory's own list). */
const filesName = (files: readonly string[]): string =>
  files.length === 1 ? files[0]! : `${files.length} files`;

export const isFileFigure = (f: RowFigure): f is FileRowFigure =>
  f.kind === 'file-header' || f.kind === 'no-file-header';

export function rowFileBytesLine(f: FileRowFigure): string {
  if (f.kind === 'no-file-header') return `No file bytes from the header: ${f.why}.`;
  const count = countOf(f.sum.tensorCount, 'tensor');
  return `File bytes, from the header of ${filesName(f.files)}: ${bytesText(f.sum)} (${f.layers ? `layers ${f.layers.from}–${f.layers.to}, ${count}` : count})`;
}

export const laneFileBytesLine = (f: ResidenceFigure): string =>
  f.kind === 'tensor-bytes-not-shown'
    ? `Tensor bytes placed here: not shown (${f.why}).`
    : `Tensor bytes placed here: ${bytesText(f.sum)}, file bytes from the header. Not included: the KV cache, compute buffers and runtime overhead.`;

/** Beside the verdict: "does not fit" with its arithmetic, or why the file gives no bound. Never "fits". */
export function fileBoundLines(
  bound: FileBytesBound,
  files: readonly string[],
): { lead: string; reasons: string[] } {
  const from = files.join(', ');
  return bound.kind === 'does-not-fit'
    ? { lead: `Does not fit, from the header of ${from}: ${bound.arithmetic}.`, reasons: [] }
    : {
        lead: `From the header of ${from}: no bound. File bytes can only show that a pin does not fit, never that it fits.`,
        reasons: bound.reasons,
      };
}
