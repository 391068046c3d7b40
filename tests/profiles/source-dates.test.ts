/**
 * Issue 29, items 1 and 2: every source carries its own date and, when pinned at a commit of a
 * repository, where that commit lives; the code compares the dates and marks a source
 * "documented after this recipe" wherever it is surely later. The sources the issue names are
 * marked in the brief and in compare; the Kimi pins' unmerged commits say "not merged".
 */
import { describe, expect, it } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { compareBrief } from '../../src/domain/brief/compare-brief';
import { isLater } from '../../src/domain/profile/source-dates';
import { sourceLine } from '../../src/domain/text/source-lines';
import { everyPin, hardwareOf, loadBundled, pinById } from '../helpers/pins';

const loaded = loadBundled();
const brief = (id: string) => {
  const profile = pinById(loaded, id);
  return pinBrief({ profile, hardware: hardwareOf(loaded, profile) }).replace(/\s+/g, ' ');
};
const marked = (text: string, name: string) =>
  new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [^\\n]*?documented after this recipe`).test(
    text,
  );

describe('the code compares dates', () => {
  it('marks only a source surely later than the recipe', () => {
    expect(isLater({ committed: '2026-03-04' }, { committed: '2025-12-05' })).toBe(true);
    expect(isLater({ committed: '2025-12-05' }, { committed: '2025-12-05' })).toBe(false);
    // A printed month spans its days: a day inside it is not later, the next month's is.
    expect(isLater({ committed: '2026-01-20' }, { printed: '2026-01' })).toBe(false);
    expect(isLater({ notBefore: '2026-08-05', because: { siteNote: 'x' } }, { printed: '2026-01' })).toBe(
      true,
    );
    // A recipe known only by a lower bound, or undated, marks nothing.
    expect(
      isLater({ committed: '2027-01-01' }, { notBefore: '2025-09-28', because: { siteNote: 'x' } }),
    ).toBe(false);
    expect(isLater({ committed: '2027-01-01' }, { undated: { siteNote: 'x' } })).toBe(false);
    expect(isLater({ undated: { siteNote: 'x' } }, { committed: '2025-01-01' })).toBe(false);
  });
});

describe('the sources issue 29 names are documented after their recipes', () => {
  it.each([
    ['deepseek-r1-8x-h20-3e-sglang-hicache-3fs', 'SGLang HiCache Design'],
    ['deepseek-r1-8x-h20-3e-sglang-hicache-3fs', 'SGLang HiCache Best Practices'],
    ['deepseek-r1-8x-h20-3e-sglang-hicache-3fs', 'SGLang Server Arguments'],
    ['deepseek-r1-int8-2x-xeon-6980p-sglang-cpu', 'SGLang Server Arguments'],
    ['glm-4.6-2x-strix-halo-llamacpp-rpc', 'llama.cpp RPC (tools/rpc README)'],
    ['gpt-oss-120b-2x-rtx3090-llamacpp-row-split', 'LLaMA.cpp HTTP Server README'],
    ['qwen3.6-35b-a3b-q4km-rx580-8gb-llamacpp-vulkan-n-cpu-moe', 'LLaMA.cpp HTTP Server README'],
  ])('%s: %s', (id, name) => {
    expect(marked(brief(id), name)).toBe(true);
  });

  it('in compare too', () => {
    const [a, b] = [
      'gpt-oss-120b-2x-rtx3090-llamacpp-row-split',
      'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe',
    ].map((id) => {
      const profile = pinById(loaded, id);
      return { profile, hardware: hardwareOf(loaded, profile) };
    });
    expect(marked(compareBrief({ a: a!, b: b! }).replace(/\s+/g, ' '), 'LLaMA.cpp HTTP Server README')).toBe(
      true,
    );
  });
});

describe.each(everyPin().map((p) => [p.profile.id, p] as const))('%s', (_id, { profile, hardware }) => {
  it('dates every source, its hardware file’s too, and places every commit of a repository', () => {
    for (const s of [...profile.sources, ...hardware.sources]) {
      expect(sourceLine(s), s.id).toMatch(/; (printed|committed|released|dated no earlier than|undated)\b/);
      if (s.commit && s.repo) expect(s.commitOn, s.id).toBeDefined();
    }
  });
});

it('says "not merged" for the Kimi pins’ commits that are not on main', () => {
  expect(brief('kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel')).toMatch(
    /1c784be2317e776f0f3ef33a266bd038895fa5b8 checked \S+; the head of pull request #\d+, not merged/,
  );
  // kvcache-ai/ktransformers: 2abad5f5 is an ancestor of refs/pull/1663/head (124044fe), not
  // that head; the pull request was squash-merged as 71f683ac, and main does not contain 2abad5f5.
  expect(brief('kimi-k2-thinking-8x-l20-xeon-6454s-sglang-kt-amxint4')).toMatch(
    /2abad5f50c3bb3548bb67f8c8edce79ebb9d1127 checked \S+; a commit inside pull request #1663, not its head, merged; this commit itself is not on the main branch/,
  );
});
