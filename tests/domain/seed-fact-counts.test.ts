/**
 * Issue 17, point 3 ("Mia 71/71 and Lime 56/56 facts on the page, the briefs and the compare
 * view"), on the briefs: every fact of each seed page (tests/helpers/seed-facts.ts reads them
 * from the seed text: numbers, hashes, versions, dates, percents, the sources' names and SPDX
 * ids) is in that pin's full brief and in the full comparison brief of the two seeds. The short
 * briefs are a summary (issue 12): they must carry the licenses with their SPDX ids, so every
 * SPDX fact of a seed is in them too. The page and the compare view are checked in
 * tests/ui/page-facts.test.tsx and tests/ui/compare-facts.test.tsx with the same helper.
 */
import { describe, expect, test } from 'vitest';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { compareBriefShort } from '../../src/domain/brief/short-compare-brief';
import { pinBriefShort } from '../../src/domain/brief/short-pin-brief';
import { LIME, MIA, pin as testPin } from '../helpers/pins';
import { SEED_PAGES, allSeedFacts, seedFacts, seedText } from '../helpers/seed-facts';

const side = (id: string) => {
  const { profile, hardware } = testPin(id);
  return { profile, hardware };
};
const DATE = '2026-10-05';
const fullCompare = compareBrief({ a: side(MIA), b: side(LIME) });
const shortCompare = compareBriefShort({ a: side(MIA), b: side(LIME), date: DATE });

describe.each(SEED_PAGES)('seed $file ($pin)', ({ file, pin, issueCount }) => {
  const facts = seedFacts(seedText(file));
  const every = allSeedFacts(facts);
  const missingFrom = (text: string) => every.filter((f) => !text.includes(f));

  test(`the seed holds the ${issueCount} facts issue 17 counts, none of them twice`, () => {
    expect(every.length).toBe(issueCount);
    expect(new Set(every).size).toBe(every.length);
  });

  test(`the full brief holds ${issueCount}/${issueCount} facts`, () => {
    const brief = pinBrief(side(pin));
    expect(missingFrom(brief)).toEqual([]);
    console.info(`${pin} full brief: ${every.length - missingFrom(brief).length}/${every.length} facts`);
  });

  test(`the full comparison brief of the two seeds holds ${issueCount}/${issueCount} facts`, () => {
    expect(missingFrom(fullCompare)).toEqual([]);
  });

  test("the short brief and the short comparison brief name every license's SPDX id as the seed states it", () => {
    expect(facts.spdx.length).toBeGreaterThan(2);
    const short = pinBriefShort({ ...side(pin), date: DATE });
    expect(facts.spdx.filter((id) => !short.includes(id))).toEqual([]);
    expect(facts.spdx.filter((id) => !shortCompare.includes(id))).toEqual([]);
  });
});
