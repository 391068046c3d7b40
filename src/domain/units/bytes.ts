/**
 * Exact units. GB = 10^9 bytes, GiB = 2^30 bytes: dividing by 1024^3 and calling the
 * result GB is a 7.4% error that can flip a verdict.
 */
import type { Bytes } from '../profile/schema/primitives';

export const GB = 1_000_000_000;
export const GIB = 1024 ** 3;

export const isKnown = (b: Bytes): b is number => b !== 'unknown';

/** Integer with thousands separators: 328326771576 -> "328,326,771,576". */
export const formatInteger = (n: number): string =>
  Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const fixed3 = (n: number): string => (Math.round(n * 1000) / 1000).toFixed(3);

export const toGiB = (bytes: number): number => bytes / GIB;
export const toGB = (bytes: number): number => bytes / GB;

/** "305.778 GiB" */
export const formatGiB = (bytes: number): string => `${fixed3(toGiB(bytes))} GiB`;
/** "328.327 GB" */
export const formatGB = (bytes: number): string => `${fixed3(toGB(bytes))} GB`;

/** "328,326,771,576 bytes (305.778 GiB)", or "unknown": unknown never becomes 0. */
export const formatBytes = (b: Bytes): string =>
  isKnown(b) ? `${formatInteger(b)} bytes (${formatGiB(b)})` : 'unknown';
