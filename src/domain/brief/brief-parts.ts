/**
 * The parts the full brief can be copied by, as the Copy menu lists them. A module of its own:
 * the menu is on the start-up page, and importing it from pin-brief put the whole brief's code
 * into the start-up script (the brief itself loads when the person copies).
 */
/** The parts the full brief can also be copied by; together they hold every block of it, each once. */
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
