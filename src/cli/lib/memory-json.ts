/**
 * The bytes-per-device part of `read-command --json` (issue 27): its own options, taken out of
 * the arguments before the command's options are parsed, and `memory` as JSON: per device its
 * layers, tensors, model buffers, KV cache, output and compute buffers and capacity. Every
 * byte figure is computed by this site from the model file's header and the build's rules
 * (never reported by the runtime), or unknown with why.
 */
import { readModelHeader, type ModelHeader } from '../../domain/model-file/read-header';
import { buildInventory } from '../../domain/model-file/inventory';
import type { ParsedFlag } from '../../domain/command/read/parse-flags';
import { bytesPerDevice } from '../../domain/memory/bytes-per-device';
import type { Compute, DeviceMemory } from '../../domain/memory/device-memory';
import { runFigures } from '../../domain/memory/run-figures';
import type { LogReading } from '../../domain/load-log/log-reading';
import type { Figure } from '../../domain/memory/figure';
import { BUILD } from '../../domain/memory/llama-v050-rules';
import type { LocalGpus, VisibleDevices } from '../../domain/memory/devices';
import { fileSource } from './file-source';
import { fail } from './io';

export const MEMORY_USAGE =
  '[--build llama.cpp@v0.5.0] [--rpc-devices HOST:PORT=N,...] [--free DEVICE=MiB,...] [--capacity DEVICE=LABEL,...] [--local-gpus BACKEND:N]';

export type MemoryOptions = {
  build: string;
  rpcDevices: Map<string, number>;
  free: Map<string, number>;
  capacity: Record<string, string>;
  localGpus: LocalGpus | undefined;
};

const OPTIONS = ['--build', '--rpc-devices', '--free', '--capacity', '--local-gpus'];

/** Pairs "a=b,c=d" (the last "=" splits, so host:port keys keep their colon). */
function pairs(flag: string, text: string | undefined): [string, string][] {
  if (text === undefined) return [];
  return text.split(',').map((p) => {
    const i = p.lastIndexOf('=');
    if (i <= 0) fail(`${flag}: expected NAME=VALUE, got "${p}"`);
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
  });
}

function count(flag: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) fail(`${flag}: expected a whole number, got "${v}"`);
  return n;
}

/** This part's options out of argv, and the rest for the command's own parser. */
export function takeMemoryOptions(argv: readonly string[]): { rest: string[]; opts: MemoryOptions } {
  const rest: string[] = [];
  const got = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.indexOf('=');
    const name = eq > 0 && OPTIONS.includes(a.slice(0, eq)) ? a.slice(0, eq) : a;
    if (!OPTIONS.includes(name)) {
      rest.push(a);
      continue;
    }
    const value = name === a ? argv[++i] : a.slice(eq + 1);
    if (value === undefined) fail(`${name} needs a value`);
    got.set(name, value);
  }
  const gpus = got.get('--local-gpus');
  const m = gpus === undefined ? undefined : /^([A-Za-z]+):(\d+)$/.exec(gpus);
  if (gpus !== undefined && !m) fail(`--local-gpus: expected BACKEND:N (CUDA:2), got "${gpus}"`);
  return {
    rest,
    opts: {
      build: got.get('--build') ?? BUILD.id,
      rpcDevices: new Map(
        pairs('--rpc-devices', got.get('--rpc-devices')).map(([k, v]) => [k, count('--rpc-devices', v)]),
      ),
      free: new Map(
        pairs('--free', got.get('--free')).map(([k, v]) => [k, count('--free', v) * 1024 * 1024]),
      ),
      capacity: Object.fromEntries(pairs('--capacity', got.get('--capacity'))),
      localGpus: m ? { backend: m[1]!, count: Number(m[2]) } : undefined,
    },
  };
}

const figure = (f: Figure | undefined) =>
  f === undefined
    ? { none: true }
    : f.kind === 'computed'
      ? { bytes: f.bytes, kind: f.from }
      : { unknown: f.why };

function deviceJson(d: DeviceMemory) {
  const free = d.capacity.reportedFree;
  return {
    device: d.device,
    buffer: d.buffer,
    kind: d.kind,
    ...(d.system === undefined ? {} : { system: d.system }),
    layers: d.layers ?? { unknown: 'which layers go here is decided at load time' },
    tensors: { count: d.tensors.length, names: d.tensors },
    model: {
      ...figure(d.model),
      buffers: d.modelBuffers.map((b) => ({ buffer: b.buffer, tensors: b.tensors, ...figure(b.size) })),
    },
    kv: {
      ...figure(d.kv.size),
      rule: d.kv.rule,
      ...(d.kv.noLayer ? { note: 'no KV layer here' } : {}),
      buffers: d.kv.buffers.map((b) => ({ cache: b.cache, cells: b.cells, ...figure(b.size) })),
    },
    output: figure(d.output),
    compute: computeJson(d.compute),
    capacity: {
      label: d.capacity.label ?? 'not stated',
      ...(free === undefined
        ? {}
        : {
            reportedFree: free.bytes,
            reportedFreeFrom:
              free.line === undefined
                ? '--free'
                : `the given log, line ${free.line}: whole MiB rounded down, so up to ${free.atMost} bytes`,
          }),
    },
    ...(d.cover.kind === 'no-log' ? {} : { logCovers: d.cover }),
  };
}

/** The compute buffer: each one a log printed (its figure as printed, the bytes it can stand for), or unknown. */
function computeJson(c: Compute) {
  if (c.kind === 'unknown') return { unknown: c.why, from: c.from };
  return {
    reported: c.buffers.map((b) => ({
      buffer: b.buffer,
      printed: b.printed,
      bytesAtLeast: b.atLeast,
      bytesAtMost: b.atMost,
      line: b.line,
    })),
    from: c.from,
  };
}

/** `memory` for the JSON output, from the model files' headers and the command's flags. */
export async function memoryJson(
  paths: readonly string[],
  reading: {
    flags: readonly ParsedFlag[];
    program: string | undefined;
    environment?: readonly VisibleDevices[];
  },
  opts: MemoryOptions,
  /** The run's load log, when given (--log): its compute buffers, free memory and --fit outcome. */
  log?: LogReading,
) {
  const headers: ModelHeader[] = [];
  for (const path of paths) {
    const source = fileSource(path);
    try {
      const r = await readModelHeader(source);
      if (r.ok) headers.push(r.header);
    } finally {
      source.close();
    }
  }
  const r = bytesPerDevice({
    headers,
    inventory: buildInventory(headers, { family: 'llama.cpp' }),
    flags: reading.flags,
    program: reading.program,
    build: opts.build,
    localGpus: opts.localGpus,
    environment: reading.environment,
    rpcDevices: (ep) => opts.rpcDevices.get(ep),
    freeMemory: (d) => opts.free.get(d),
    capacities: opts.capacity,
    ...(log ? { run: runFigures(log) } : {}),
  });
  if (!r.ok) return { build: r.build, unknown: r.why, ...(r.refused ? { refused: r.refused } : {}) };
  return {
    build: r.build,
    figures:
      'computed by this site from the header and llama.cpp v0.5.0\u2019s rules; not reported by the runtime (compute buffers and free memory: reported by the runtime in the given log)',
    devices: r.devices.map(deviceJson),
    notPlaced: r.notTensors,
    refused: r.refused,
    notes: r.notes,
  };
}
