/**
 * What the page unpacks for each stored draft at start-up (src/ui/command/build-drafts.ts): the
 * worker posts what the draft's board reads of its setup (src/domain/setup/board-setup.ts),
 * never the command's whole reading, whose unpacking on the main thread held start-up. Sizes are
 * what postMessage copies: the structured clone, as node:v8 serializes it (Chromium's format).
 * Log and header: the recorded llama.cpp v0.5.0 run gptoss-mxfp4-rpc-ts31 (tests/fixtures/llama-runs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { expect, it } from 'vitest';
import { draftMemory } from '../../src/domain/memory/device-lanes';
import { runFigures } from '../../src/domain/memory/run-figures';
import { boardSetup } from '../../src/domain/setup/board-setup';
import type { Setup } from '../../src/domain/setup/read-setup';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import type { DraftMemoryInput } from '../../src/domain/memory/device-lanes';
import { handed, rebuild, type BuiltOrNot } from '../../src/ui/command/build-drafts';
import { DRAFT_LIMITS } from '../../src/ui/command/draft-storage';
import { buildDraft } from '../../src/ui/command/open-draft';
import { HOSTILE } from '../hardening/command-inputs';
import { RUNS, recordedHeader } from '../memory/conformance-runs';

const RUN = 'gptoss-mxfp4-rpc-ts31';
const command = readFileSync(join(RUNS, RUN, 'command.txt'), 'utf8').trim();
const log = readFileSync(join(RUNS, RUN, 'log.txt'), 'utf8');
const described = { gpus: 2, gpuMemory: '24 GB', hostRam: '64 GB' };

/**
 * The most storage keeps of one draft's own text (docs/limits.md), at one byte a character:
 * the page should unpack no more than that for a draft, however its command reads.
 */
type BoardReading = DraftMemoryInput['reading'];

const ONE_DRAFT = DRAFT_LIMITS.commandChars + DRAFT_LIMITS.logChars;

it('a draft without a model file header posts none of its reading: no more than storage keeps of one draft', async () => {
  expect(log.length).toBeLessThanOrEqual(DRAFT_LIMITS.logChars);
  const drafts = HOSTILE.map(([, c]) => ({
    command: c.slice(0, DRAFT_LIMITS.commandChars),
    hardware: described,
    log,
  }));
  const built: BuiltOrNot[] = [];
  await rebuild({ drafts, hardware: [] }, async (b) => void built.push(b));
  expect(built).toHaveLength(drafts.length);
  for (const b of built) {
    const posted = handed(b);
    if ('setup' in posted) expect(posted.setup.reading).toBeUndefined();
    expect(serialize(posted).length).toBeLessThanOrEqual(ONE_DRAFT);
  }
  // The whole result, as it was posted before, is over the bound for the longest commands.
  expect(Math.max(...built.map((b) => serialize(b).length))).toBeGreaterThan(ONE_DRAFT);
});

const header = () => recordedHeader('gpt-oss-6l-mxfp4_moe');

// The run's own machine: one RTX 3090's host, its GPUs reached over RPC (as restored-draft.test.ts).
const rtx = hardwareSchema.parse(
  JSON.parse(readFileSync(join(__dirname, '../../profiles/hardware/rtx-3090-24gb-64gb-ddr4.json'), 'utf8')),
);
const hardware = { ...rtx, lanes: rtx.lanes.filter((l) => l.tier !== 'gpu-memory') };

/** Bytes per device as the board computes them (src/ui/memory/DeviceLanes.tsx). */
const lanesOf = (s: Pick<Setup, 'headers' | 'inventory' | 'log'> & { reading: BoardReading }) =>
  draftMemory({
    headers: s.headers!,
    inventory: s.inventory!,
    reading: s.reading,
    hardware,
    ...(s.log ? { run: runFigures(s.log) } : {}),
  });

it("with a model file header, the board's part of the setup gives the same bytes per device and log check", async () => {
  const d = buildDraft({ command, hardware: { id: hardware.id }, log }, [hardware], [await header()]);
  if (!d.ok) throw new Error(d.message);
  const part = boardSetup(d.setup);
  if (!part.headers) throw new Error('the header is not in the part posted');
  const lanes = lanesOf(part);
  expect(lanes.ok).toBe(true);
  expect(lanes).toEqual(lanesOf(d.setup));
  expect(part.check).toEqual(d.setup.check);
  expect(part.check?.length).toBeGreaterThan(0);
});
