/**
 * Stored drafts rebuilt at start-up off the page's main thread (src/ui/command/build-drafts.ts):
 * every stored draft is handed back once, in the order it was kept, whether the worker reads
 * them all or stops part way (then the rest are read on the page); a draft whose hardware is no
 * longer served is never opened half-built, and says why.
 */
import { afterEach, expect, it, vi } from 'vitest';
import {
  buildDrafts,
  handed,
  rebuild,
  type BuildRequest,
  type BuiltOrNot,
  type Handed,
} from '../../src/ui/command/build-drafts';
import { HOSTILE } from '../hardening/command-inputs';

const described = { gpus: 2, gpuMemory: '24 GB' };
const hostile = (name: string) => HOSTILE.find(([n]) => n === name)![1].slice(0, 100_000);
const REQUEST: BuildRequest = {
  drafts: [
    { command: 'llama-server -m gpt-oss-120b-mxfp4.gguf -ngl 99 --n-cpu-moe 27', hardware: described },
    { command: 'llama-server -ngl 99', hardware: { id: 'a-hardware-id-no-one-serves' } },
    { command: hostile('unbalanced single quotes'), hardware: described },
    { command: 'vllm serve openai/gpt-oss-120b --tensor-parallel-size 2', hardware: described },
  ],
  hardware: [],
};

/** A worker as the browser runs one: messages posted back one task later, `failAfter` then an error. */
function fakeWorker(failAfter = Infinity) {
  return class {
    onmessage: ((e: { data: Handed }) => void) | undefined;
    onerror: ((e: { preventDefault(): void }) => void) | undefined;
    terminated = false;
    postMessage(req: BuildRequest) {
      let sent = 0;
      void rebuild(req, async (b) => {
        await new Promise((next) => setTimeout(next, 0));
        if (this.terminated) return;
        if (sent++ === failAfter) this.onerror?.({ preventDefault: () => undefined });
        else this.onmessage?.({ data: handed(b) });
      });
    }
    terminate() {
      this.terminated = true;
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

async function handedAll(): Promise<Handed[]> {
  const out: Handed[] = [];
  await buildDrafts(REQUEST, async (b) => void out.push(b));
  return out;
}

it('each stored draft comes back once, in order, as the page would have read it itself', async () => {
  const here: BuiltOrNot[] = [];
  await rebuild(REQUEST, async (b) => void here.push(b));
  expect(here).toHaveLength(REQUEST.drafts.length);
  // The unknown hardware id is not opened, with the draft and the reason named; the others are
  // checked as files (a profile, or why not).
  expect(here[1]).toEqual({
    notOpened: expect.stringMatching(
      /^The draft "llama-server -ngl 99" did not open: .*a-hardware-id-no-one-serves/,
    ),
  });
  const outcomes = (i: number) => {
    const b = here[i];
    return b && 'outcomes' in b ? b.outcomes : [];
  };
  for (const i of [0, 2, 3]) expect(outcomes(i).at(-1)?.file).toMatch(/\(.+\)$/);
  // The described hardware is opened with the first draft that names it, not again.
  expect(outcomes(0).map((o) => o.file)).toContain('your hardware');
  expect(outcomes(3).map((o) => o.file)).not.toContain('your hardware');

  // With a worker, without one, or with one that stops part way: the same drafts, as the page opens them.
  const opened = here.map(handed);
  expect(await handedAll()).toEqual(opened);
  vi.stubGlobal('Worker', fakeWorker());
  expect(await handedAll()).toEqual(opened);
  vi.stubGlobal('Worker', fakeWorker(2));
  expect(await handedAll()).toEqual(opened);
});
