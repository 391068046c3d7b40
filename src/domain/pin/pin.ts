/**
 * The two types every function that reads a pin takes. A `Pin` is a profile with the hardware
 * file it names (loaded, checked and found); a `PinState` is that pin with what the user has
 * explored: where each row sits now and the settings chosen. Rules, board model, briefs,
 * compare and the calculator's callers all take one of these; the calculator itself takes the
 * profile and hardware only, so no exploration can reach its verdict.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import type { Placement } from '../placement/placement';
import type { Settings } from '../placement/settings';
import type { BoardFileBytes } from '../model-file/board-file-bytes';

export type Pin = { profile: Profile; hardware: Hardware };

/**
 * A pin with its exploration. `placement` names only moved rows; `settings` only chosen ones;
 * `fileBytes` reads a model file the person read and confirmed as the pin's model (its header's
 * file bytes go on the rows and lanes; never on the verdict but as a lower bound).
 */
export type PinState = Pin & {
  placement: Placement;
  settings: Settings;
  fileBytes?: BoardFileBytes | undefined;
};

/** A pin with whatever the caller has of its exploration; nothing given means as pinned, stated defaults. */
export type PinInput = Pin & {
  placement?: Placement | undefined;
  settings?: Settings | undefined;
  fileBytes?: BoardFileBytes | undefined;
};

/** The pin state of an input: an empty placement is the as-pinned board, empty settings the stated defaults. */
export const pinState = (x: PinInput): PinState => ({
  profile: x.profile,
  hardware: x.hardware,
  placement: x.placement ?? {},
  settings: x.settings ?? {},
  ...(x.fileBytes ? { fileBytes: x.fileBytes } : {}),
});
