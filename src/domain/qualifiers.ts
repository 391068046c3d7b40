/** The standing sentences of the seed pages, in the sources' own wording. */
export const COPY_NOTE = 'Copies text for another assistant or a person to review. Nothing is deployed.';
export const NOT_A_FIT =
  'This is not a fit and not a finished deployment. Source reported; not reproduced by this site.';
export const DO_NOT_ADD =
  'Do not add these rows together. Main weights overlap subcomponents. CPU and a unified pool are one residence, not extra capacity.';
export const NOT_APPLIED = 'Placements are not applied to the calculator memory verdict.';
export const NOT_DRAG_TO_FIT = 'Not a drag-to-fit control.';
export const ABSENCE = 'Absence is not zero bytes.';
export const RESIDENT_UNKNOWN = 'Resident bytes: unknown.';
export const SPEED_NOTE =
  'Speed figures in the copied brief are maintainer observations, not a measurement by this site.';
export const LEDGER_HEADING = 'Logical checkpoint';
export const LEDGER_NOTE = 'File ledger. Not a per-rank residence.';
export const VERDICT_UNCHANGED = 'The generic calculator verdict is unchanged.';
export const EXPLORED_NOTE = 'Explored by the user. Not applied to the calculator verdict.';
export const NO_CROSS_ARITHMETIC =
  'Nothing is computed across the two pins: different kits and quantizations, one run per arm, not a same-precision ranking.';

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
