/**
 * The recorded llama.cpp v0.5.0 runs (tests/fixtures/llama-runs), each as what the engine
 * predicts and what the runtime printed in its real load (the last "loaded meta data" block;
 * --fit's probe loads come before it): buffer lines and per-layer device lines.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { readCommand } from '../../src/domain/command/read-command';
import { buildInventory } from '../../src/domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../../src/domain/model-file/read-header';
import { bytesPerDevice, type MemoryResult } from '../../src/domain/memory/bytes-per-device';
import { fitKeptParameters } from '../../src/domain/load-log/fit-outcome';
import { readLoadLog } from '../../src/domain/load-log/read-log';

export const RUNS = join(__dirname, '../fixtures/llama-runs');

/** The header of a recorded run's model (`models/<model>.header.gguf`), read as the app reads one. */
export async function recordedHeader(model: string): Promise<ModelHeader> {
  const bytes = readFileSync(join(RUNS, 'models', `${model}.header.gguf`));
  const h = await readModelHeader({
    name: `${model}.gguf`,
    size: bytes.length,
    read: (o, n) => Promise.resolve(new Uint8Array(bytes.subarray(o, Math.min(bytes.length, o + n)))),
  });
  if (!h.ok) throw new Error(h.problem.problem);
  return h.header;
}

export type Printed = {
  model: string[];
  kv: string[];
  output: string[];
  layers: Map<number, string>;
  /** "tensor X ... buffer type overridden to Y": each overridden tensor's buffer type. */
  overridden: Map<string, string>;
};

/** "<buffer> <MiB>" lines of the real load, sorted, and each layer's device. */
export function printed(log: string): Printed {
  const lines = log.split('\n');
  let start = 0;
  lines.forEach((l, i) => {
    if (/llama_model_loader: loaded meta data/.test(l)) start = i;
  });
  const real = lines.slice(start);
  const pick = (re: RegExp) =>
    real
      .flatMap((l) => {
        const m = re.exec(l);
        return m ? [`${m[1]} ${m[2]}`] : [];
      })
      .sort();
  const layers = new Map<number, string>();
  for (const l of real) {
    const m = /load_tensors: layer\s+(\d+) assigned to device (\S+),/.exec(l);
    if (m) layers.set(Number(m[1]), m[2]!);
  }
  const overridden = new Map<string, string>();
  for (const l of real) {
    const m = /tensor (\S+) \(.*\) buffer type overridden to (\S+)/.exec(l);
    if (m) overridden.set(m[1]!, m[2]!);
  }
  return {
    overridden,
    model: pick(/load_tensors:\s+(\S+) model buffer size =\s+([\d.]+) MiB/),
    kv: pick(/llama_kv_cache:\s+(\S+) KV buffer size =\s+([\d.]+) MiB/),
    output: pick(/llama_context:\s+(\S+)\s+output buffer size =\s+([\d.]+) MiB/),
    layers,
  };
}

/** MiB to two decimals as C's printf("%.2f") writes an exact binary fraction: ties to even. */
export function mib(n: number): string {
  const x = BigInt(n) * 100n;
  const d = 1048576n;
  let q = x / d;
  const r2 = (x % d) * 2n;
  if (r2 > d || (r2 === d && q % 2n === 1n)) q += 1n;
  return `${q / 100n}.${(q % 100n).toString().padStart(2, '0')}`;
}

export function predicted(r: MemoryResult): Printed | undefined {
  if (!r.ok) return undefined;
  const model: string[] = [];
  const kv: string[] = [];
  const output: string[] = [];
  const layers = new Map<number, string>();
  const overridden = new Map<string, string>();
  for (const d of r.devices)
    for (const b of d.modelBuffers)
      for (const n of b.names)
        if (!overridden.has(n)) overridden.set(n, b.buffer === 'CPU_Mapped' ? 'CPU' : b.buffer);
  for (const d of r.devices) {
    for (const b of d.modelBuffers)
      model.push(`${b.buffer} ${b.size.kind === 'computed' ? mib(b.size.bytes) : '?'}`);
    for (const b of d.kv.buffers)
      kv.push(`${d.buffer} ${b.size.kind === 'computed' ? mib(b.size.bytes) : '?'}`);
    if (d.kv.size.kind === 'unknown') kv.push(`${d.buffer} ?`);
    if (d.output) output.push(`${d.buffer} ${d.output.kind === 'computed' ? mib(d.output.bytes) : '?'}`);
    for (const l of d.layers ?? []) layers.set(l, d.device);
  }
  return { model: model.sort(), kv: kv.sort(), output: output.sort(), layers, overridden };
}

const SERVER_DEVICES: Record<string, number> = {
  '127.0.0.1:50052': 1,
  '127.0.0.1:50053': 1,
  '127.0.0.1:50054': 2,
};

export type Run = { id: string; command: string; log: string; model: string; exit: number };

export function runs(): Run[] {
  if (!existsSync(RUNS)) return [];
  return readdirSync(RUNS)
    .filter((d) => existsSync(join(RUNS, d, 'run.json')))
    .map((id) => {
      const run = JSON.parse(readFileSync(join(RUNS, id, 'run.json'), 'utf8')) as {
        tool: string;
        model: string;
      };
      return {
        id,
        tool: run.tool,
        command: readFileSync(join(RUNS, id, 'command.txt'), 'utf8').trim(),
        log: readFileSync(join(RUNS, id, 'log.txt'), 'utf8'),
        model: run.model,
        exit: Number(readFileSync(join(RUNS, id, 'exit-code'), 'utf8').trim()),
      };
    })
    .filter((r) => r.tool === 'llama-completion');
}

/** What llama.cpp said when it stopped, in the words a refusal must carry. */
export function stopWords(log: string): string | undefined {
  const m =
    /(unknown buffer type|does not support split buffers|does not support different K)|invalid argument: (\S+)/.exec(
      log,
    );
  return m ? (m[1] ?? m[2]) : undefined;
}

export async function predict(run: Run): Promise<MemoryResult> {
  const bytes = readFileSync(join(RUNS, 'models', `${run.model}.header.gguf`));
  const meta = JSON.parse(readFileSync(join(RUNS, 'models', `${run.model}.json`), 'utf8')) as {
    fileBytes: number;
  };
  const size = meta.fileBytes;
  const h = await readModelHeader({
    name: `${run.model}.gguf`,
    size,
    read: (offset, length) =>
      Promise.resolve(new Uint8Array(bytes.subarray(offset, Math.min(bytes.length, offset + length)))),
  });
  if (!h.ok) throw new Error(h.problem.problem);
  const inventory = buildInventory([h.header], { family: 'llama.cpp' });
  const reading = readCommand(run.command);
  return bytesPerDevice({
    headers: [h.header],
    inventory,
    flags: reading.flags,
    build: 'llama.cpp@v0.5.0',
    rpcDevices: (ep) => SERVER_DEVICES[ep],
    // Every RPC server here is the same host's CPU: its banner reports the same free memory.
    freeMemory: () => 24105 * 1024 * 1024,
    // What --fit did in this run, read from its own log as the app reads a pasted one.
    fitKept: fitKeptParameters(readLoadLog(run.log)) !== undefined,
  });
}
