/**
 * A draft's setup kept in this browser: the load log attached to a draft persists with what
 * the person typed, the draft is rebuilt from it with the log's check device by device, and a
 * stored value that is not a draft is named, never opened.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DRAFTS_KEY } from '../../src/ui/command/draft-names';
import {
  DRAFT_LIMITS,
  loadDrafts,
  notKeptReason,
  readStoredDrafts,
  saveDraft,
} from '../../src/ui/command/draft-storage';
import { buildDraft } from '../../src/ui/command/open-draft';

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}
const storage = () => new MemoryStorage() as unknown as Storage;

const RUN = resolve(__dirname, '../fixtures/llama-runs/llama-f16-rpc-ngl2');
const command = readFileSync(resolve(RUN, 'command.txt'), 'utf8').trim();
const log = readFileSync(resolve(RUN, 'log.txt'), 'utf8');
const hardware = { gpus: 2, gpuMemory: '24 GB' };

it('a draft with its load log is kept, rebuilt with the log read against the command device by device', () => {
  const s = storage();
  const plain = { command, hardware };
  expect(saveDraft(plain, s)).toEqual({ kept: true });
  // The log attached later replaces the draft without it.
  expect(saveDraft({ ...plain, log }, s, plain)).toEqual({ kept: true });
  const [back, ...rest] = loadDrafts(s);
  expect(rest).toEqual([]);
  expect(back).toEqual({ command, hardware, log });
  const d = buildDraft(back!, []);
  if (!d.ok) throw new Error(d.message);
  expect(d.setup.log?.runtime).toBe('llama.cpp');
  // The log (-ngl 2 of 7 slots): layers 0-4 and their KV cache on the CPU, layer 5 and its KV
  // cache on RPC0, the output layer (6) on RPC1.
  expect(d.setup.check?.filter((i) => i.verdict === 'disagrees')).toEqual([]);
  expect(d.setup.check?.filter((i) => i.what === 'KV cache').map((i) => [i.device, i.log])).toEqual([
    ['CPU', 'layers 0-4'],
    ['RPC0', 'layer 5'],
  ]);
  expect(d.setup.check?.filter((i) => i.what === 'layers').map((i) => [i.device, i.log])).toEqual([
    ['CPU', 'layers 0-4'],
    ['RPC0', 'layer 5'],
    ['RPC1', 'layer 6'],
  ]);
});

it('a log over the limit is said before, and the draft is not kept', () => {
  const big = { command, hardware, log: 'x'.repeat(DRAFT_LIMITS.logChars + 1) };
  expect(notKeptReason(big)).toMatch(/^The load log has 150,001 characters: .* kept for this visit only/);
  expect(saveDraft(big, storage())).toEqual({ kept: false, reason: notKeptReason(big) });
});

it('each stored value that is not a draft is named; the drafts beside it are kept', () => {
  const s = storage();
  s.setItem(
    DRAFTS_KEY,
    JSON.stringify([
      { command: 'llama-server -ngl 99', hardware: { id: 'h' } },
      { command: 'vllm serve m --tensor-parallel-size 2', hardware: 'two GPUs' },
      { command: 'llama-cli', hardware: { id: 'h' }, log: 42 },
      7,
    ]),
  );
  expect(readStoredDrafts(s)).toEqual({
    drafts: [{ command: 'llama-server -ngl 99', hardware: { id: 'h' } }],
    problems: [
      'stored draft 2 ("vllm serve m --tensor-parallel-size 2"): it has no hardware',
      'stored draft 3 ("llama-cli"): its load log is not text within the limit',
      'stored draft 4: not a draft',
    ],
  });
  s.setItem(DRAFTS_KEY, '[{');
  expect(readStoredDrafts(s)).toEqual({ drafts: [], problems: ['the stored drafts are not valid JSON'] });
});
