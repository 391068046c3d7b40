/**
 * The bytes-per-device engine's answers where its rules stop: an architecture without a KV
 * rule says so by name, and two devices without -ts or reported free memory leave the layer
 * split (and so each device's bytes) unknown, as llama.cpp decides it at load time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCommand } from '../../src/domain/command/read-command';
import { bytesPerDevice } from '../../src/domain/memory/bytes-per-device';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { readModelHeader } from '../../src/domain/model-file/read-header';
import { RUNS } from './conformance-runs';

async function header(model: string) {
  const bytes = readFileSync(join(RUNS, 'models', `${model}.header.gguf`));
  const r = await readModelHeader({
    name: model,
    size: bytes.length,
    read: (o, n) => Promise.resolve(new Uint8Array(bytes.subarray(o, Math.min(bytes.length, o + n)))),
  });
  if (!r.ok) throw new Error(r.problem.problem);
  return r.header;
}

it('an architecture without a KV rule: "KV rule not known for <arch>"', async () => {
  const h = await header('llama-6l-f16');
  if (h.format !== 'gguf') throw new Error('gguf expected');
  const metadata = new Map(h.metadata);
  metadata.set('general.architecture', { type: 'string', value: 'mamba' });
  const renamed = { ...h, metadata };
  const r = bytesPerDevice({
    headers: [renamed],
    inventory: buildInventory([renamed], { family: 'llama.cpp' }),
    flags: readCommand('llama-completion -m x.gguf -ngl 0 -c 512').flags,
    build: 'llama.cpp@v0.5.0',
  });
  if (!r.ok) throw new Error(r.why);
  const host = r.devices.find((d) => d.device === 'CPU')!;
  expect(host.kv.size).toEqual({ kind: 'unknown', why: 'KV rule not known for mamba' });
  expect(host.model.kind).toBe('computed');
});

it('two devices without -ts or their free memory: the split is unknown, not guessed', async () => {
  const h = await header('llama-6l-f16');
  const r = bytesPerDevice({
    headers: [h],
    inventory: buildInventory([h], { family: 'llama.cpp' }),
    flags: readCommand('llama-completion -m x.gguf --rpc 127.0.0.1:1,127.0.0.1:2 -ngl all').flags,
    build: 'llama.cpp@v0.5.0',
  });
  if (!r.ok) throw new Error(r.why);
  expect(r.devices.map((d) => [d.device, d.layers])).toEqual([
    ['CPU', undefined],
    ['RPC0', undefined],
    ['RPC1', undefined],
  ]);
  expect(r.devices.find((d) => d.device === 'RPC0')!.kv.size.kind).toBe('unknown');
  expect(r.notes.join(' ')).toMatch(/free memory at load time/);
});

it('a header without block_count: the layer split is unknown and said so, never 0 layers', async () => {
  const h = await header('llama-6l-f16');
  if (h.format !== 'gguf') throw new Error('gguf expected');
  const metadata = new Map(h.metadata);
  metadata.delete('llama.block_count');
  const cut = { ...h, metadata };
  const r = bytesPerDevice({
    headers: [cut],
    inventory: buildInventory([cut], { family: 'llama.cpp' }),
    flags: readCommand('llama-completion -m x.gguf --rpc 127.0.0.1:1 -ngl all -c 512').flags,
    build: 'llama.cpp@v0.5.0',
  });
  if (!r.ok) throw new Error(r.why);
  expect(r.devices.map((d) => [d.device, d.layers])).toEqual([
    ['CPU', undefined],
    ['RPC0', undefined],
  ]);
  expect(r.devices.find((d) => d.device === 'RPC0')!.model.kind).toBe('unknown');
  expect(r.notes.join(' ')).toMatch(/no llama\.block_count: the layer split.* is unknown/);
});

it('a device that holds no KV layer says so beside its 0 bytes (the -ts 3,1 run logs no KV buffer for RPC1)', async () => {
  const id = 'gptoss-mxfp4-rpc-ts31';
  const log = readFileSync(join(RUNS, id, 'log.txt'), 'utf8');
  // llama.cpp's own log: every KV layer on RPC0, no KV buffer line for the second server.
  expect(log).not.toMatch(/dev = RPC1|RPC0\[127\.0\.0\.1:50053\] KV buffer/);
  const h = await header('gpt-oss-6l-mxfp4_moe');
  const r = bytesPerDevice({
    headers: [h],
    inventory: buildInventory([h], { family: 'llama.cpp' }),
    flags: readCommand(readFileSync(join(RUNS, id, 'command.txt'), 'utf8').trim()).flags,
    build: 'llama.cpp@v0.5.0',
  });
  if (!r.ok) throw new Error(r.why);
  const rpc1 = r.devices.find((d) => d.device === 'RPC1')!;
  expect(rpc1.kv.size).toMatchObject({ kind: 'computed', bytes: 0 });
  expect(rpc1.kv.noLayer).toBe(true);
  expect(r.devices.find((d) => d.device === 'RPC0')!.kv.noLayer).toBe(false);
});

describe('CUDA_VISIBLE_DEVICES renumbers the local GPUs (NVIDIA: visible in the order of the sequence)', () => {
  const run = async (command: string, count: number | undefined) => {
    const h = await header('llama-6l-f16');
    const reading = readCommand(command);
    const r = bytesPerDevice({
      headers: [h],
      inventory: buildInventory([h], { family: 'llama.cpp' }),
      flags: reading.flags,
      environment: reading.environment,
      build: 'llama.cpp@v0.5.0',
      ...(count === undefined ? {} : { localGpus: { backend: 'CUDA', count } }),
    });
    if (!r.ok) throw new Error(r.why);
    return r;
  };

  it('CUDA0 is the first listed GPU; unlisted GPUs are hidden', async () => {
    const r = await run('CUDA_VISIBLE_DEVICES=2,0 llama-completion -m x.gguf -ngl all -ts 1,1 -c 512', 4);
    expect(r.devices.map((d) => [d.device, d.system])).toEqual([
      ['CPU', undefined],
      ['CUDA0', '2'],
      ['CUDA1', '0'],
    ]);
  });

  it('the list alone names a CUDA build and its device count', async () => {
    const r = await run('CUDA_VISIBLE_DEVICES=1 llama-completion -m x.gguf -ngl all -c 512', undefined);
    expect(r.devices.map((d) => [d.device, d.system])).toEqual([
      ['CPU', undefined],
      ['CUDA0', '1'],
    ]);
  });

  it('an empty list leaves no GPU: every layer stays on the CPU', async () => {
    const r = await run('CUDA_VISIBLE_DEVICES= llama-completion -m x.gguf -ngl all -c 512', 2);
    expect(r.devices.map((d) => d.device)).toEqual(['CPU']);
    expect(r.devices[0]!.layers).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

it('-ngl left to --fit: every layer unknown without a log of the run; every slot once its log says fit changed nothing', async () => {
  const h = await header('llama-6l-f16');
  const input = {
    headers: [h],
    inventory: buildInventory([h], { family: 'llama.cpp' }),
    flags: readCommand('llama-completion -m x.gguf --rpc 127.0.0.1:1').flags,
    build: 'llama.cpp@v0.5.0',
  };
  const alone = bytesPerDevice(input);
  if (!alone.ok) throw new Error(alone.why);
  expect(alone.devices.map((d) => d.layers)).toEqual([undefined, undefined]);
  expect(alone.notes.join(' ')).toMatch(/--fit chooses the layers at load time/);
  // llama-f16-rpc1-ngl-all's log (-ngl all on one RPC device): the 7 slots on RPC0.
  const kept = bytesPerDevice({ ...input, fitKept: true });
  if (!kept.ok) throw new Error(kept.why);
  expect(kept.devices.map((d) => [d.device, d.layers])).toEqual([
    ['CPU', []],
    ['RPC0', [0, 1, 2, 3, 4, 5, 6]],
  ]);
});
