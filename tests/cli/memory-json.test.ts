/**
 * read-command --json with --gguf prints `memory.devices[]` beside the draft (issue 27): a
 * recorded llama.cpp v0.5.0 run's command and model header through the CLI give each device's
 * model, KV and output buffers as the run's own log printed them, and the compute buffer as
 * unknown, or with the run's --log as that log printed it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../src/cli/read-command';
import { RUNS, mib, printed } from '../memory/conformance-runs';
import { DEVICES_COMMAND, expectedDevices, gptOssWithAttention } from '../helpers/gpt-oss-devices';
import { scratchDir, writeSparseGguf } from '../helpers/model-files';
import { cliRunner } from '../helpers/run-cli';

const cli = cliRunner(run);

type Fig = { bytes?: number; unknown?: string };
type Dev = {
  device: string;
  buffer: string;
  layers: number[];
  model: Fig & { buffers: (Fig & { buffer: string })[] };
  kv: Fig & { rule: string; buffers: Fig[]; note?: string };
  output: Fig & { none?: boolean };
  compute: Fig & { from: string; reported?: { buffer: string; printed: string }[] };
  capacity: { label: string; reportedFree?: number; reportedFreeFrom?: string };
};

it('gives each device of a recorded run its buffers as llama.cpp printed them (-ts 3,1 on gpt-oss)', async () => {
  const id = 'gptoss-mxfp4-rpc-ts31';
  const command = readFileSync(join(RUNS, id, 'command.txt'), 'utf8').trim();
  const header = join(RUNS, 'models', 'gpt-oss-6l-mxfp4_moe.header.gguf');
  const r = await cli(
    command,
    '--gguf',
    header,
    '--json',
    '--free',
    'RPC0=24105,RPC1=24105',
    '--capacity',
    'RPC1=24 GiB',
  );
  expect(r.stderr).toBe('');
  const memory = (JSON.parse(r.stdout) as { memory: { devices: Dev[] } }).memory;
  const want = printed(readFileSync(join(RUNS, id, 'log.txt'), 'utf8'));
  const got = memory.devices
    .flatMap((d) => d.model.buffers.map((b) => `${b.buffer} ${mib(b.bytes!)}`))
    .sort();
  expect(got).toEqual(want.model);
  const kv = memory.devices.flatMap((d) => d.kv.buffers.map((b) => `${d.buffer} ${mib(b.bytes!)}`)).sort();
  expect(kv).toEqual(want.kv);
  // -ts 3,1 on 6 layers: the second device holds the output layer alone.
  expect(memory.devices.find((d) => d.device === 'RPC1')!.layers).toEqual([6]);
  for (const d of memory.devices) expect(d.compute.unknown).toBe('only the runtime measures it');
  expect(memory.devices.find((d) => d.device === 'RPC1')!.capacity).toEqual({
    label: '24 GiB',
    reportedFree: 24105 * 1024 * 1024,
    reportedFreeFrom: '--free',
  });
});

it('says it has no rules for a build it does not know, rather than guessing', async () => {
  const id = 'llama-f16-rpc-ngl2';
  const command = readFileSync(join(RUNS, id, 'command.txt'), 'utf8').trim();
  const header = join(RUNS, 'models', 'llama-6l-f16.header.gguf');
  const r = await cli(command, '--gguf', header, '--json', '--build', 'llama.cpp@b9999');
  const memory = (JSON.parse(r.stdout) as { memory: { unknown: string } }).memory;
  expect(memory.unknown).toMatch(/no allocation rules for llama.cpp@b9999/);
});

it('issue 27 done-when: gpt-oss-120b shapes, -c 32768 --n-cpu-moe 27 on one CUDA GPU, bytes worked out by hand', async () => {
  const { dir, remove } = scratchDir();
  try {
    const spec = gptOssWithAttention();
    const { path } = writeSparseGguf(dir, 'gpt-oss-120b.gguf', spec);
    const r = await cli(DEVICES_COMMAND, '--gguf', path, '--json', '--local-gpus', 'CUDA:1');
    expect(r.stderr).toBe('');
    const memory = (JSON.parse(r.stdout) as { memory: { devices: Dev[] } }).memory;
    const want = expectedDevices(spec);
    const gpu = memory.devices.find((d) => d.device === 'CUDA0')!;
    expect(gpu.model.bytes).toBe(Number(want.gpu.model));
    expect(gpu.kv.bytes).toBe(Number(want.gpu.kv));
    expect(gpu.output).toEqual({ none: true });
    expect(gpu.compute.unknown).toBe('only the runtime measures it');
    const host = memory.devices.find((d) => d.device === 'CPU')!;
    expect(host.model.bytes).toBe(Number(want.host.model));
    expect(host.output.bytes).toBe(Number(want.host.output));
    expect(host.kv).toMatchObject({ bytes: 0, note: 'no KV layer here' });
  } finally {
    remove();
  }
});

it('with the run\u2019s --log: each device\u2019s compute buffers as the log printed them and the free memory it reported', async () => {
  const id = 'llama-f16-rpc-ts31';
  const command = readFileSync(join(RUNS, id, 'command.txt'), 'utf8').trim();
  const header = join(RUNS, 'models', 'llama-6l-f16.header.gguf');
  const r = await cli(command, '--gguf', header, '--json', '--log', join(RUNS, id, 'log.txt'));
  const memory = (JSON.parse(r.stdout) as { memory: { devices: Dev[] } }).memory;
  const log = readFileSync(join(RUNS, id, 'log.txt'), 'utf8');
  // The real load's "sched_reserve: <buffer> compute buffer size = <MiB>" lines, as printed.
  const real = log.slice(log.lastIndexOf('llama_model_loader: loaded meta data'));
  const want = [...real.matchAll(/sched_reserve:\s+(\S+) compute buffer size =\s+([\d.]+) MiB/g)]
    .map((m) => `${m[1]} ${m[2]} MiB`)
    .sort();
  const got = memory.devices
    .flatMap((d) => (d.compute.reported ?? []).map((b) => `${b.buffer} ${b.printed}`))
    .sort();
  expect(got).toEqual(want);
  const rpc1 = memory.devices.find((d) => d.device === 'RPC1')!;
  expect(rpc1.compute.from).toBe('reported by the runtime in the given log');
  expect(rpc1.capacity.reportedFree).toBe(24105 * 1024 * 1024);
  expect(rpc1.capacity.reportedFreeFrom).toMatch(/^the given log, line \d+: whole MiB rounded down/);
});
