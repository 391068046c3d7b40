/** The standing sentences of the seed pages, in the sources' own wording. */
import { BOARD_GROUPS } from '../rows/board-groups';

export const COPY_NOTE = 'Copies text for another assistant or a person to review. Nothing is deployed.';
export const NOT_A_FIT =
  'This is not a fit and not a finished deployment. Source reported; not reproduced by this site.';
/** Generic: what a pin or its hardware says beyond this comes from their notes, not from code. */
export const DO_NOT_ADD = 'Do not add these rows together. Main weights overlap subcomponents.';
export const NOT_APPLIED = 'Placements are not applied to the calculator memory verdict.';
export const NOT_DRAG_TO_FIT = 'Not a drag-to-fit control.';
export const ABSENCE = BOARD_GROUPS.absent.note;
export const RESIDENT_UNKNOWN = 'Resident bytes: unknown.';
export const VERDICT_UNCHANGED = 'The generic calculator verdict is unchanged.';
export const EXPLORED_NOTE = 'Explored by the user. Not applied to the calculator verdict.';
export const NO_CROSS_ARITHMETIC =
  'Nothing is computed across the two pins, and no figure of one is set against the other.';

export const HEADINGS = {
  page: 'Community component placement',
  placement: 'Placement',
  rejected: 'Other rejected paths',
  otherResidences: 'Other residences',
  evidence: 'Full config and source evidence',
  hashes: 'Hashes, preflight, and reported observations',
  preflight: 'Preflight',
  validation: 'Validation',
  rollback: 'Rollback',
  sources: 'Sources',
  observations: 'Reported observations',
  related: 'Related',
  licenses: 'Licenses',
  caveats: 'Caveats',
  verdict: 'Calculator verdict',
} as const;
