// @vitest-environment jsdom
/**
 * Drafts kept from an earlier visit, reopened at start-up (src/ui/command/restore-drafts.ts):
 * each opens on the board in the order it was kept, or is named with why it did not open,
 * including one the profile check refuses (before: such a draft was gone without a word, its
 * refusal dismissed with the report of the files opened).
 */
import { afterEach, expect, it } from 'vitest';
import { createExplorerStore } from '../../src/state/explorer-store';
import { DRAFTS_KEY } from '../../src/ui/command/draft-names';
import { restoreDrafts } from '../../src/ui/command/restore-drafts';
import { HOSTILE } from '../hardening/command-inputs';

const described = { gpus: 2, gpuMemory: '24 GB', hostRam: '64 GB' };
const hostile = (name: string) => HOSTILE.find(([n]) => n === name)![1].slice(0, 100_000);

afterEach(() => localStorage.clear());

it('each kept draft opens in order, and one the profile check refuses says which and why', async () => {
  const drafts = [
    { command: 'llama-server -m gpt-oss-120b-mxfp4.gguf -ngl 99 --n-cpu-moe 27', hardware: described },
    // One word of 100,000 characters: its draft has a note past the format's 4,000 characters.
    { command: hostile('100 kB of one word'), hardware: described },
    { command: 'llama-server -m qwen3-30b.gguf -ngl 99', hardware: described },
  ];
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  const store = createExplorerStore({ profiles: [], hardware: [], errors: [] });
  await restoreDrafts(store);
  const s = store.getState();
  const opened = s.profiles.filter((p) => p.id.startsWith('draft-'));
  expect(opened.map((p) => p.title)).toEqual([
    expect.stringContaining('gpt-oss-120b-mxfp4.gguf'),
    expect.stringContaining('qwen3-30b.gguf'),
  ]);
  expect(opened.every((p) => s.setups[p.id] !== undefined)).toBe(true);
  const said = s.localFileReport?.errors.map((e) => e.message) ?? [];
  expect(said).toEqual([
    expect.stringMatching(/^The draft "llama-server -ot a{40}.*…" did not open: .*at most 4,000 characters/),
  ]);
});
