/**
 * Kept so tests written before the one pin loader still compile: everything here is
 * tests/helpers/pins.ts under its old names. Import from ./pins in new tests.
 */
export { LIME, MIA, ROOT as REPO, copyOf, repoPin, type RepoPin } from './pins';
