/**
 * The copied briefs: plain text, pure and deterministic. `pinBrief` is one pin in the order
 * of its page; `compareBrief` is two pins aligned row by row, never computed across. The
 * short briefs summarise each in about 2,500 characters and point to the full one.
 */
export { pinBrief } from './brief-pin';
export { compareBrief, type BriefSide } from './brief-compare';
export { compareBriefShort, pinBriefShort } from './brief-short';
