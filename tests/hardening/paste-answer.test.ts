/**
 * The "Paste your command" worker answers without the paste the page sent it (the page holds it:
 * copying a pasted megabyte back held the page, issue 32), and the page puts it back: the draft
 * the dialog opens is the one the reading made, its command and log included.
 */
import { expect, test } from 'vitest';
import { makeDraft, withoutPaste, withPaste } from '../../src/ui/command/draft-off-thread';
import type { DraftRequest } from '../../src/ui/command/draft-storage';

const request: DraftRequest = {
  command: `llama-server -m m.gguf -ngl 99 ${'-ot "blk\\.1\\.ffn_.*=CPU" '.repeat(2000)}`,
  hardware: { gpus: 2, gpuMemory: '24 GB', hostRam: '64 GB' },
  log: 'load_tensors: offloaded 30/49 layers to GPU',
};

test('the answer crosses without the command and the log, and comes back whole', async () => {
  const answer = await makeDraft({ request, hardware: [], files: [] });
  expect(answer.ok && answer.drafted.ok).toBe(true);
  const sent = withoutPaste(answer);
  // What the person typed crosses empty; the hardware they described crosses as it is.
  expect(sent.ok && sent.drafted.ok && sent.drafted.request).toEqual({
    command: '',
    hardware: request.hardware,
  });
  expect(JSON.stringify(sent)).not.toContain(request.log);
  expect(withPaste(structuredClone(sent), request)).toEqual(answer);
});

test('a request without a log comes back without one', async () => {
  const { log: _, ...noLog } = request;
  const answer = await makeDraft({ request: noLog, hardware: [], files: [] });
  expect(withPaste(structuredClone(withoutPaste(answer)), noLog)).toEqual(answer);
});

test('an answer that is no draft crosses as it is', () => {
  const answer = { ok: false as const, message: 'notes.gguf: neither a GGUF file nor a safetensors file' };
  expect(withoutPaste(answer)).toBe(answer);
  expect(withPaste(answer, request)).toBe(answer);
});
