/**
 * A draft's device lanes (issue 27 items 1 and 5): a gpt-oss-120b-shaped header under
 * `-c 32768 -ngl 99 --n-cpu-moe 27` on the bundled single RTX 3090 hardware gives CUDA0 and
 * host RAM their exact model, KV and output bytes as worked out by hand from the header and
 * the cited rules (tests/helpers/gpt-oss-devices.ts), the compute buffer unknown, the
 * capacity label beside them and no fit claimed; the KV rule used by hand is first checked
 * against a recorded real llama.cpp run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCommand } from '../../src/domain/command/read-command';
import { draftMemory } from '../../src/domain/memory/device-lanes';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { readModelHeader } from '../../src/domain/model-file/read-header';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import { writeGguf } from '../helpers/gguf-writer';
import { DEVICES_COMMAND, expectedDevices, gptOssWithAttention } from '../helpers/gpt-oss-devices';
import { RUNS, mib, printed } from './conformance-runs';

const hardware = hardwareSchema.parse(
  JSON.parse(readFileSync(join(__dirname, '../../profiles/hardware/rtx-3090-24gb-64gb-ddr4.json'), 'utf8')),
);

async function lanesFor(command: string, on = hardware) {
  const spec = gptOssWithAttention();
  const { header: bytes } = writeGguf(spec);
  const r = await readModelHeader({
    name: 'gpt-oss-120b.gguf',
    size: bytes.length,
    read: (o, n) => Promise.resolve(bytes.subarray(o, Math.min(bytes.length, o + n))),
  });
  if (!r.ok) throw new Error(r.problem.problem);
  const reading = readCommand(command);
  return {
    spec,
    memory: draftMemory({
      headers: [r.header],
      inventory: buildInventory([r.header], { family: 'llama.cpp' }),
      reading,
      hardware: on,
    }),
  };
}

it('the hand KV rule gives what a real run printed (gpt-oss, 2 KV heads of 64, -c 32768, window 128)', () => {
  const log = readFileSync(join(RUNS, 'gptoss-mxfp4-rpc1-c32768-ncmoe3', 'log.txt'), 'utf8');
  const row = 2 * 64 * 2; // f16 x head size x KV heads, as print_info logged them
  // 3 full layers of 32768 cells, 3 sliding-window layers of pad(128 + 512, 256) = 768 cells; K and V.
  expect(printed(log).kv).toEqual(
    [
      `RPC0[127.0.0.1:50052] ${mib(3 * 2 * row * 32768)}`,
      `RPC0[127.0.0.1:50052] ${mib(3 * 2 * row * 768)}`,
    ].sort(),
  );
});

it('CUDA0 and host RAM get their exact bytes; compute unknown; a label is no capacity in bytes', async () => {
  const { spec, memory } = await lanesFor(DEVICES_COMMAND);
  if (!memory.ok) throw new Error(memory.why);
  const want = expectedDevices(spec);
  expect(memory.lanes.map((l) => l.device)).toEqual(['CPU', 'CUDA0']);
  const [host, gpu] = memory.lanes;
  expect(gpu!.model).toMatchObject({ kind: 'computed', bytes: Number(want.gpu.model) });
  expect(gpu!.kv).toMatchObject({ kind: 'computed', bytes: Number(want.gpu.kv) });
  expect(gpu!.output).toBeUndefined();
  expect(gpu!.exact).toMatchObject({ bytes: Number(want.gpu.model + want.gpu.kv) });
  expect(gpu!.compute).toEqual({
    kind: 'unknown',
    why: 'only the runtime measures it',
    from: 'no runtime log given',
  });
  expect(gpu!.capacity).toMatchObject({ label: '24 GB of VRAM', bytes: undefined });
  expect(gpu!.answer).toEqual({ kind: 'not-established', why: 'no-capacity-bytes' });
  expect(gpu!.layers).toEqual(Array.from({ length: 37 }, (_, i) => i));
  expect(host!.model).toMatchObject({ kind: 'computed', bytes: Number(want.host.model) });
  expect(host!.output).toMatchObject({ kind: 'computed', bytes: Number(want.host.output) });
  expect(host!.noKvLayer).toBe(true);
  expect(host!.kv).toMatchObject({ kind: 'computed', bytes: 0 });
  expect(memory.figures).toMatch(/^computed by this site from the header and llama\.cpp v0\.5\.0/);
  expect(memory.notes.join(' ')).toMatch(/taken as a CUDA build/);
});

it('exact bytes over a capacity stated in bytes: does not fit, from those bytes alone', async () => {
  const gpuLane = hardware.lanes.find((l) => l.tier === 'gpu-memory')!;
  const measured = 1_000_000_000; // a usable byte count someone measured, smaller than the GPU's exact bytes
  const small = {
    ...hardware,
    lanes: hardware.lanes.map((l) => (l === gpuLane ? { ...l, usableBytes: measured } : l)),
  };
  const { spec, memory } = await lanesFor(DEVICES_COMMAND, small);
  if (!memory.ok) throw new Error(memory.why);
  const want = expectedDevices(spec);
  expect(memory.lanes[1]!.answer).toEqual({
    kind: 'does-not-fit',
    exact: Number(want.gpu.model + want.gpu.kv),
    capacity: measured,
    withCompute: false,
  });
  // The host's 64 GB is a label: nothing is established there.
  expect(memory.lanes[0]!.answer.kind).toBe('not-established');
});
