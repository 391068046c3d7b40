/**
 * What a draft's board reads of its setup (src/state/setups.ts): the load log's reading and its
 * check against the command, and, once a model file header was read, what bytes per device are
 * computed from (src/domain/memory/device-lanes.ts). The rest of the command's reading (every
 * token's account, components, alternatives, problems) is shown by the paste dialog while the
 * person reads their command, and the draft's profile is built from it before it is opened.
 *
 * Why the board keeps no more: a stored draft is rebuilt in a worker at start-up
 * (src/ui/command/build-drafts.ts) and what it posts is unpacked on the page's main thread; a
 * hostile command of 100,000 characters reads as 5,661 flags and megabytes of accounting, whose
 * unpacking held start-up for longer than any other task.
 */
import type { DraftMemoryInput } from '../memory/device-lanes';
import type { Inventory } from '../model-file/inventory';
import type { ModelHeader } from '../model-file/read-header';
import type { Setup } from './read-setup';

export type BoardSetup = Pick<Setup, 'log' | 'check'> &
  (
    | { headers: undefined; inventory: undefined; reading: undefined }
    | {
        headers: readonly ModelHeader[];
        inventory: Inventory;
        /** The command's runtime, program, flags and visible devices: bytes per device need them. */
        reading: DraftMemoryInput['reading'];
      }
  );

/** The part of `setup` a draft's board reads; the command's flags only with a model file header. */
export function boardSetup(setup: Setup): BoardSetup {
  const { log, check, headers, inventory, reading } = setup;
  if (!headers || !inventory)
    return { log, check, headers: undefined, inventory: undefined, reading: undefined };
  const { runtime, program, flags, environment } = reading;
  return { log, check, headers, inventory, reading: { runtime, program, flags, environment } };
}
