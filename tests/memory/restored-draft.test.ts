/**
 * A draft restored after a reload shows its bytes per device (issue 27, session 7 item 3):
 * the model file header a draft keeps (src/domain/setup/kept-header.ts) goes through JSON,
 * as localStorage holds it, and the rebuilt draft's setup gives every device the same lanes
 * as the header read from the file; a kept header this code did not write is refused with
 * its path and the draft is not opened. Header, command and log: the recorded llama.cpp
 * v0.5.0 run gptoss-mxfp4-rpc-ts31 (tests/fixtures/llama-runs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { draftMemory } from '../../src/domain/memory/device-lanes';
import { runFigures } from '../../src/domain/memory/run-figures';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import { keepHeaders } from '../../src/domain/setup/kept-header';
import type { Setup } from '../../src/domain/setup/read-setup';
import { buildDraft } from '../../src/ui/command/open-draft';
import { rebuild, type BuiltOrNot } from '../../src/ui/command/build-drafts';
import { RUNS, recordedHeader } from './conformance-runs';

const RUN = 'gptoss-mxfp4-rpc-ts31';
const command = readFileSync(join(RUNS, RUN, 'command.txt'), 'utf8').trim();
const log = readFileSync(join(RUNS, RUN, 'log.txt'), 'utf8');
const rtx = hardwareSchema.parse(
  JSON.parse(readFileSync(join(__dirname, '../../profiles/hardware/rtx-3090-24gb-64gb-ddr4.json'), 'utf8')),
);
const hardware = { ...rtx, lanes: rtx.lanes.filter((l) => l.tier !== 'gpu-memory') };

const header = () => recordedHeader('gpt-oss-6l-mxfp4_moe');

const lanesOf = (setup: Setup) =>
  draftMemory({
    headers: setup.headers!,
    inventory: setup.inventory!,
    reading: setup.reading,
    hardware,
    ...(setup.log ? { run: runFigures(setup.log) } : {}),
  });

async function rebuilt(model: unknown[]): Promise<BuiltOrNot[]> {
  const out: BuiltOrNot[] = [];
  const request = { command, hardware: { id: hardware.id }, log, model };
  // What localStorage gives back: JSON text, parsed.
  const stored = JSON.parse(JSON.stringify([request])) as (typeof request)[];
  await rebuild({ drafts: stored, hardware: [hardware] }, async (b) => void out.push(b));
  return out;
}

it('the kept header, through JSON, rebuilds the same device lanes as the file read this session', async () => {
  const h = await header();
  const opened = buildDraft({ command, hardware: { id: hardware.id }, log }, [hardware], [h]);
  if (!opened.ok) throw new Error(opened.message);
  // The request the dialog stores keeps the header.
  expect(opened.request.model).toEqual(keepHeaders([h]));
  const [built] = await rebuilt(opened.request.model!);
  if (!built || !('setup' in built)) throw new Error(`not rebuilt: ${JSON.stringify(built)}`);
  expect(built.setup.headers).toHaveLength(1);
  const now = lanesOf(opened.setup);
  const after = lanesOf(built.setup);
  expect(after.ok).toBe(true);
  expect(after).toEqual(now);
  // A long array keeps its length only: the tokenizer's tokens, 32000 here.
  const kept = keepHeaders([h])[0]!;
  expect(kept.metadata.find(([k]) => k === 'tokenizer.ggml.tokens')?.[1]).toEqual({
    type: 'array',
    elementType: 'string',
    length: 32000,
  });
});

it('a kept header this code did not write: the draft is not opened, and says why', async () => {
  const h = keepHeaders([await header()])[0]!;
  const [built] = await rebuilt([{ ...h, tensors: [['blk.0.attn_q.weight', 1, ['64'], 'x']] }]);
  expect(built).toEqual({ notOpened: expect.stringMatching(/^The draft ".+" did not open: .+/) });
});
