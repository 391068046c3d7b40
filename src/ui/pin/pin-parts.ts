/**
 * The pin view's parts that load on demand: its board (with the drag library), the files
 * beside it, the file-bytes bound and the sections below the board. Their own module, so the
 * pin view and the verdict panel name them without importing the view registry (views.ts)
 * that loads the pin view itself.
 */
import { preloadable } from '../lazy';

export const Board = preloadable(() => import('../board/Board').then((m) => ({ default: m.Board })));
/** "Your own files" (model file header, load log) and the file-bytes bound, in the board's chunk. */
export const OwnFiles = preloadable(() => import('../board/Board').then((m) => ({ default: m.OwnFiles })));
export const FileBytesBoundNote = preloadable(() =>
  import('../board/Board').then((m) => ({ default: m.FileBytesBoundNote })),
);
export const PinDetails = preloadable(() => import('./PinDetails').then((m) => ({ default: m.PinDetails })));
