/**
 * Why "Hardware does not match this pin": the pin's own sentence about its hardware (a quote
 * or a site note), and the lanes of its hardware file whose capacity no source states. Both
 * come from the profile and hardware data, so the status line says which fact differs for
 * any pin, never a sentence written for one.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Prose } from '../profile/schema/primitives';
import type { Profile } from '../profile/schema/profile';

export type HardwareMismatch = {
  /** The pin's sentence about its hardware, when it has one. */
  note?: Prose;
  /** Lanes of the hardware file without a stated capacity ("GPU memory (L1)"). */
  unstated: string[];
};

export function hardwareMismatch(
  profile: Profile,
  hardware: Hardware | undefined,
): HardwareMismatch | undefined {
  if (profile.hardwareMatch) return undefined;
  return {
    ...(profile.hardwareNote ? { note: profile.hardwareNote } : {}),
    unstated: (hardware?.lanes ?? []).filter((l) => !l.capacityLabel).map((l) => l.label),
  };
}

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** "No source states the capacity of GPU memory (L1) and Host memory (L2)." */
export const unstatedCapacityLine = (m: HardwareMismatch): string | undefined =>
  m.unstated.length ? `No source states the capacity of ${listed(m.unstated)}.` : undefined;
