/**
 * A sum of file bytes in words: exact, or unknown with the known part kept apart (never
 * the total). Its own small module: the board's words for file bytes (text/file-bytes-lines)
 * use it from the start-up script, without the inventory's summary code.
 */
import { formatBytes } from '../units/bytes';
import type { ByteSum } from './summary';

export const bytesText = (s: ByteSum): string =>
  s.bytes === 'unknown'
    ? `unknown (${s.unknownTensors.length} of ${s.tensorCount} tensors of a type the table does not know; the others: ${formatBytes(Number(s.knownBytes))})`
    : formatBytes(Number(s.bytes));
