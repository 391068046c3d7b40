/**
 * The copied briefs: plain text, pure and deterministic. `pinBrief` is one pin in the order
 * of its page; `compareBrief` is two pins aligned row by row, never computed across.
 */
export { pinBrief } from './brief-pin';
export { compareBrief, type BriefSide } from './brief-compare';
