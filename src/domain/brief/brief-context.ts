/**
 * What the full brief's blocks read: the pin as the user left it (placement, settings, a
 * confirmed model file), with the rows the chosen settings unload worked out once. The date
 * is the caller's; nothing here reads a clock.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { asPinnedPlacement, type Placement } from '../placement/placement';
import { effectiveSettings, unloadedBy, type Settings } from '../placement/settings';
import type { BoardFileBytes } from '../model-file/board-file-bytes';

export type PinBriefInput = {
  profile: Profile;
  hardware: Hardware;
  /** The board as the user left it; as-pinned when omitted. */
  placement?: Placement;
  /** The chosen settings; the pin's defaults when omitted. */
  settings?: Settings;
  /** The day the brief is copied (YYYY-MM-DD), printed when given; never read from a clock. */
  date?: string;
  /** A model file the person confirmed as the pin's model: its header's file bytes on the rows and lanes. */
  fileBytes?: BoardFileBytes | undefined;
};

export type BriefContext = {
  profile: Profile;
  hardware: Hardware;
  placement: Placement;
  settings: Settings;
  /** Row id -> the setting assignment under which it is not loaded. */
  unloaded: Map<string, string>;
  fileBytes?: BoardFileBytes | undefined;
};

export function briefContext(input: PinBriefInput): BriefContext {
  const { profile, hardware } = input;
  const placement = input.placement ?? asPinnedPlacement(profile);
  const settings = effectiveSettings(profile, input.settings ?? {});
  return {
    profile,
    hardware,
    placement,
    settings,
    unloaded: unloadedBy(profile, settings),
    ...(input.fileBytes ? { fileBytes: input.fileBytes } : {}),
  };
}
