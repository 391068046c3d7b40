/**
 * The copied briefs: plain text, pure and deterministic. `pinBrief` is one pin in the order
 * of its page; `compareBrief` is two pins aligned row by row, never computed across.
 */
export { pinBrief, type PinBriefInput } from './brief-pin';
export { compareBrief, doNotBlendWarning, DIFFERS_LEGEND, type BriefSide, type CompareBriefInput } from './brief-compare';
