/**
 * A draft with its run's load log (issue 27 items 4 and 5): each device lane shows the
 * compute buffers the log printed in its real load, with their lines, and the free memory
 * the runtime reported as the capacity; "does not fit" when the exact allocations alone
 * exceed it, "fits" only when the log covers every buffer of the device. Command, header and
 * log are a recorded llama.cpp v0.5.0 run (llama-f16-rpc-ts31: -ngl all -ts 3,1 over two RPC
 * servers; tests/fixtures/llama-runs); only the free memory is edited, to reach each answer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCommand } from '../../src/domain/command/read-command';
import { readLoadLog } from '../../src/domain/load-log/read-log';
import { draftMemory } from '../../src/domain/memory/device-lanes';
import { runFigures } from '../../src/domain/memory/run-figures';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { hardwareSchema } from '../../src/domain/profile/schema/hardware';
import { RUNS, recordedHeader } from './conformance-runs';

const RUN = 'llama-f16-rpc-ts31';
const command = readFileSync(join(RUNS, RUN, 'command.txt'), 'utf8').trim();
const log = readFileSync(join(RUNS, RUN, 'log.txt'), 'utf8');
const rtx = hardwareSchema.parse(
  JSON.parse(readFileSync(join(__dirname, '../../profiles/hardware/rtx-3090-24gb-64gb-ddr4.json'), 'utf8')),
);
// The run had no local GPU: the same machine without its GPU lane.
const noGpu = { ...rtx, lanes: rtx.lanes.filter((l) => l.tier !== 'gpu-memory') };

async function lanes(text: string, cmd = command) {
  const header = await recordedHeader('llama-6l-f16');
  const m = draftMemory({
    headers: [header],
    inventory: buildInventory([header], { family: 'llama.cpp' }),
    reading: readCommand(cmd),
    hardware: noGpu,
    run: runFigures(readLoadLog(text)),
  });
  if (!m.ok) throw new Error(m.why);
  return Object.fromEntries(m.lanes.map((l) => [l.buffer, l]));
}

/** The log's lines, as llama.cpp wrote them, that a lane's figures must come from. */
const lineOf = (re: RegExp) => log.split('\n').findLastIndex((l) => re.test(l)) + 1;

it('each lane shows the compute buffers of the real load and the reported free memory, with their lines', async () => {
  const l = await lanes(log);
  expect(l['RPC0[127.0.0.1:50053]']!.compute).toMatchObject({
    kind: 'reported',
    buffers: [
      {
        buffer: 'RPC0[127.0.0.1:50053]',
        printed: '63.75 MiB',
        line: lineOf(/sched_reserve: RPC0\[127\.0\.0\.1:50053\] compute buffer size = +63\.75 MiB/),
      },
    ],
  });
  expect(l.CPU!.compute).toMatchObject({
    kind: 'reported',
    buffers: [{ buffer: 'CPU', printed: '16.55 MiB' }],
  });
  expect(l['RPC0[127.0.0.1:50052]']!.capacity.reportedFree).toEqual({
    bytes: 24105 * 1024 * 1024,
    atMost: 24106 * 1024 * 1024 - 1,
    line: lineOf(/using device RPC0 \(127\.0\.0\.1:50052\).* - 24105 MiB free/),
  });
  // The log's model, KV and output buffers are the ones computed here: it covers both devices.
  expect(l['RPC0[127.0.0.1:50052]']!.cover).toEqual({ kind: 'covers' });
  expect(l['RPC0[127.0.0.1:50052]']!.answer).toEqual({ kind: 'fits' });
  expect(l['RPC0[127.0.0.1:50053]']!.answer).toEqual({ kind: 'fits' });
  // Host RAM's capacity is a label only: nothing is established there.
  expect(l.CPU!.answer).toEqual({ kind: 'not-established', why: 'no-capacity-bytes' });
});

it('with less free memory: does not fit from the exact bytes alone, or with the printed compute buffer', async () => {
  const tight = (mib: number) => log.replace(/ - 24105 MiB free/g, ` - ${mib} MiB free`);
  // 1 MiB: RPC1 holds a 7.81 MiB model buffer.
  const one = await lanes(tight(1));
  expect(one['RPC0[127.0.0.1:50053]']!.answer).toMatchObject({ kind: 'does-not-fit', withCompute: false });
  // 50 MiB: RPC0's 2.82 + 6.00 MiB and its 20.80 MiB compute buffer fit; RPC1's 7.81 MiB and its
  // 63.75 MiB compute buffer do not.
  const fifty = await lanes(tight(50));
  expect(fifty['RPC0[127.0.0.1:50052]']!.answer).toEqual({ kind: 'fits' });
  expect(fifty['RPC0[127.0.0.1:50053]']!.answer).toMatchObject({
    kind: 'does-not-fit',
    withCompute: true,
    capacity: 50 * 1024 * 1024,
  });
});

it('a log of another split does not cover the lanes: no fit is claimed from it', async () => {
  const l = await lanes(log, command.replace('-ts 3,1', '-ts 1,3'));
  expect(l['RPC0[127.0.0.1:50052]']!.cover.kind).toBe('differs');
  expect(l['RPC0[127.0.0.1:50052]']!.answer).toEqual({ kind: 'not-established', why: 'log-not-covering' });
});
