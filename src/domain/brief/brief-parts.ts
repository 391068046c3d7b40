/**
 * The parts the full brief can be copied by, by name: in a module of their own so the "By
 * part" buttons list them without loading the brief itself (it loads on the first copy).
 */
/** Together they hold every block of the full brief (pin-brief.ts), each once. */
export const BRIEF_PARTS = [
  {
    part: 'overview',
    name: 'Overview',
    title: 'Overview: status, caveats, hardware, pins, model, related pins',
  },
  {
    part: 'placement',
    name: 'Placement',
    title: 'Placement: board, explorations, settings, verdict, resident bytes',
  },
  { part: 'licenses', name: 'Licenses', title: 'Licenses and commercial use' },
  {
    part: 'evidence',
    name: 'Evidence',
    title: 'Evidence: per component, preflight, validation, rollback, observations',
  },
  { part: 'sources', name: 'Sources', title: 'Sources, with commits and checked dates' },
] as const;
export type BriefPart = (typeof BRIEF_PARTS)[number]['part'];
