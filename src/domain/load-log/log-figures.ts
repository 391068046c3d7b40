/**
 * A figure is kept only when it can be one: a plain decimal the runtime's printf could have
 * written, at most 1 PiB. "nan MiB", "inf MiB", "1e309 MiB" or "99999999999999999 MiB" are
 * not figures: the line is named as unreadable, with why, and nothing is printed as a size.
 */
import type { PrintedSize } from './log-reading';

const UNIT_BYTES = { B: 1, KiB: 2 ** 10, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40 } as const;
/** 1 PiB: no device or file of a log comes near it. */
const MAX_BYTES = 2 ** 50;
const DECIMAL = /^\d{1,16}(?:\.\d{1,8})?$/;

export class UnreadableFigure extends Error {}

/** A printed size, or throws UnreadableFigure saying why it cannot be one. */
export function printedSize(value: string, unit: string): PrintedSize {
  if (!(unit in UNIT_BYTES)) throw new UnreadableFigure(`"${unit}" is not a unit of size`);
  if (!DECIMAL.test(value)) throw new UnreadableFigure(`"${value} ${unit}" is not a number`);
  if (Number(value) * UNIT_BYTES[unit as keyof typeof UNIT_BYTES] > MAX_BYTES)
    throw new UnreadableFigure(`"${value} ${unit}" is over the limit of 1 PiB`);
  return { value, unit: unit as PrintedSize['unit'] };
}

/** A whole number of MiB (breakdown and fit rows): a safe integer within ±1 PiB. */
export function mib(text: string): number {
  const n = Number(text);
  if (!/^-?\d{1,16}$/.test(text) || Math.abs(n) > MAX_BYTES / UNIT_BYTES.MiB)
    throw new UnreadableFigure(`"${text}" MiB is over the limit of 1 PiB`);
  return n;
}

/** A count (layers, tensors): a whole number up to a million. */
export function count(text: string): number {
  const n = Number(text);
  if (!/^\d{1,7}$/.test(text) || n > 1_000_000)
    throw new UnreadableFigure(`"${text}" is over the limit of 1,000,000`);
  return n;
}
