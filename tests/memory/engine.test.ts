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
